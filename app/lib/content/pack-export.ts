// The bundled pack as a Contentful space import file (issue #12 §2): `contentful space import
// --content-file pack.json --upload-assets --assets-directory <dir>` gives a new space the content model,
// every entry and every asset (with its file) the site shows, all published. Pure: `npm run content:export`
// writes it; a unit test checks it against the schemas and the model, and a worker test imports it with
// Contentful's own tool into a fake of the Management API (decision 0062).
//
// The file says what Contentful's own export says and the import tool reads: every locale has a `sys`
// (the tool looks its id up before anything else), and every content type, entry and asset a
// `sys.publishedVersion` (the tool publishes only what was published in the space it came from) one below
// its `sys.version`, as a record published once and not changed since.
import type { Asset, Entry } from "~/domain/content/cms-schema";
import { NOT_PREVIEWED } from "~/domain/content/preview-paths";

export const LOCALE = "en-US";
/** The space id in the exported files' addresses: the import tool only reads the path after "//". */
const PACK_SPACE = "hablarte-pack";

type ContentType = { sys: { id: string }; name: string; displayField: string; fields: Array<{ id: string; required: boolean }> };

/** A record published once and not changed since: the version a save and a publish leave. */
const PUBLISHED_ONCE = { version: 2, publishedVersion: 1 } as const;

const localized = (fields: Record<string, unknown>) => Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, { [LOCALE]: value }]));

/** Contentful's hosts by kind of file: images, videos, everything else. */
const hostFor = (contentType: string) => (contentType.startsWith("image/") ? "images.ctfassets.net" : contentType.startsWith("video/") ? "videos.ctfassets.net" : "assets.ctfassets.net");

/** Where the import tool looks for an asset's file under --assets-directory (and where the export writes it). */
export function exportedFilePath(asset: Asset): string {
  return `${hostFor(asset.fields.file.contentType)}/${PACK_SPACE}/${asset.sys.id}/${asset.fields.file.fileName}`;
}

export function packExport(pack: { entries: Entry[]; assets: Asset[] }, model: { contentTypes: ContentType[] }) {
  return {
    locales: [{ sys: { id: LOCALE, type: "Locale", version: 1 }, name: "English (United States)", code: LOCALE, fallbackCode: null, default: true, optional: false, contentDeliveryApi: true, contentManagementApi: true }],
    contentTypes: model.contentTypes.map((type) => ({ ...type, sys: { ...type.sys, type: "ContentType", ...PUBLISHED_ONCE } })),
    tags: [...new Set(pack.entries.flatMap((entry) => entry.metadata.tags.map((tag) => tag.sys.id)))].map((id) => ({ sys: { id, type: "Tag", visibility: "public" }, name: id })),
    entries: pack.entries.map((entry) => ({
      sys: { id: entry.sys.id, type: "Entry", createdAt: entry.sys.createdAt, updatedAt: entry.sys.updatedAt, ...PUBLISHED_ONCE, contentType: { sys: { id: entry.sys.contentType.sys.id, type: "Link", linkType: "ContentType" } } },
      metadata: entry.metadata,
      fields: localized(entry.fields as Record<string, unknown>),
    })),
    assets: pack.assets.map((asset) => ({
      sys: { id: asset.sys.id, type: "Asset", createdAt: asset.sys.createdAt, updatedAt: asset.sys.updatedAt, ...PUBLISHED_ONCE },
      metadata: { tags: [] },
      fields: localized({
        title: asset.fields.title,
        description: asset.fields.description,
        file: { url: `//${exportedFilePath(asset)}`, fileName: asset.fields.file.fileName, contentType: asset.fields.file.contentType },
      }),
    })),
  };
}

export type PackExport = ReturnType<typeof packExport>;

/**
 * The space's content preview settings (Settings → Content preview in Contentful, one "platform" with a
 * URL per content type; decision 0065): every content type a page shows opens the same link, which finds
 * the entry's page itself. Contentful fills in `{entry.sys.id}`; the secret is the Worker's PREVIEW_SECRET.
 * The import tool has no place for these settings, so the export writes them beside the pack.
 */
export function previewSettings(model: { contentTypes: ContentType[] }, origin: string, secret: string) {
  const url = `${origin}/api/preview?secret=${encodeURIComponent(secret)}&entry={entry.sys.id}`;
  return {
    name: "Hablarte website",
    description: "Drafts on the site, and Live Preview with inspector mode. Every content type opens the page its entry shows on.",
    configurations: model.contentTypes.filter((type) => !(type.sys.id in NOT_PREVIEWED)).map((type) => ({ contentType: type.sys.id, enabled: true, example: false, url })),
    notPreviewed: model.contentTypes.filter((type) => type.sys.id in NOT_PREVIEWED).map((type) => ({ contentType: type.sys.id, why: NOT_PREVIEWED[type.sys.id]! })),
  };
}
