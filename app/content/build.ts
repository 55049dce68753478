// Small builders that write the bundled content pack in the content service's own JSON shape
// (Contentful's entry, asset and rich-text structures), so the pack reads like content, not like JSON.
import type { Asset, Entry, RichTextDocument, RichTextNode } from "~/domain/content/cms-schema";

type Mark = "bold" | "underline" | "italic";

export function text(value: string, ...marks: Mark[]): RichTextNode {
  return { nodeType: "text", value, marks: marks.map((type) => ({ type })), data: {} };
}

function block(nodeType: string, content: RichTextNode[]): RichTextNode {
  return { nodeType, data: {}, content };
}

export const doc = (...content: RichTextNode[]): RichTextDocument => ({ nodeType: "document", data: {}, content });
export const p = (value: string) => block("paragraph", [text(value)]);
export const pBold = (value: string) => block("paragraph", [text(value, "bold")]);
export const h3 = (value: string) => block("heading-3", [text(value)]);
export const h3Underline = (value: string) => block("heading-3", [text(value, "underline")]);
export const h4 = (value: string) => block("heading-4", [text(value)]);
export const h5 = (value: string) => block("heading-5", [text(value)]);
export const h6 = (value: string) => block("heading-6", [text(value)]);
export const ul = (...items: string[]) => block("unordered-list", items.map((item) => block("list-item", [p(item)])));

/** A paragraph holding one hyperlink, the way Contentful nests it. */
export function pLink(label: string, uri: string): RichTextNode {
  return { nodeType: "paragraph", data: {}, content: [{ nodeType: "hyperlink", data: { uri }, content: [text(label)] }] };
}

/** A paragraph holding one link to an asset (a video, its captions), the way Contentful nests it. */
export function pAssetLink(label: string, assetId: string): RichTextNode {
  return { nodeType: "paragraph", data: {}, content: [{ nodeType: "asset-hyperlink", data: { target: { sys: { id: assetId, type: "Link", linkType: "Asset" } } }, content: [text(label)] }] };
}

export function embeddedAsset(assetId: string): RichTextNode {
  return {
    nodeType: "embedded-asset-block",
    data: { target: { sys: { id: assetId, type: "Link", linkType: "Asset" } } },
    content: [],
  };
}

export const assetLink = (id: string) => ({ sys: { id, type: "Link" as const, linkType: "Asset" as const } });
export const entryLink = (id: string) => ({ sys: { id, type: "Link" as const, linkType: "Entry" as const } });

export function entry<F>(input: { id: string; contentType: string; createdAt: string; tags?: string[]; fields: F }): Entry<F> {
  return {
    sys: {
      id: input.id,
      type: "Entry",
      createdAt: input.createdAt,
      updatedAt: input.createdAt,
      contentType: { sys: { id: input.contentType, type: "Link", linkType: "ContentType" } },
    },
    metadata: { tags: (input.tags ?? []).map((id) => ({ sys: { id, type: "Link" as const, linkType: "Tag" as const } })) },
    fields: input.fields,
  };
}

type AssetInput = { id: string; title: string; description?: string; url: string; size: number; createdAt?: string };

/** An asset of the pack; a file's content type follows its extension. */
function packAsset(input: AssetInput, contentType: string, details: Asset["fields"]["file"]["details"]): Asset {
  const fileName = input.url.split("/").pop() ?? input.id;
  const created = input.createdAt ?? "2025-01-06T09:00:00.000Z";
  return {
    sys: { id: input.id, type: "Asset", createdAt: created, updatedAt: created },
    fields: { title: input.title, description: input.description ?? "", file: { url: input.url, contentType, fileName, details } },
  };
}

export function asset(input: AssetInput & { width: number; height: number }): Asset {
  const contentType = input.url.endsWith(".svg") ? "image/svg+xml" : input.url.endsWith(".webp") ? "image/webp" : "image/avif";
  return packAsset(input, contentType, { size: input.size, image: { width: input.width, height: input.height } });
}

/** A PDF of the pack: like `asset`, with no image details. */
export function pdfAsset(input: AssetInput): Asset {
  return packAsset(input, "application/pdf", { size: input.size });
}

/** A video of the pack (a WebM under public/media/…): like `asset`, with no image details. */
export function videoAsset(input: AssetInput): Asset {
  return packAsset(input, "video/webm", { size: input.size });
}

/** A video's captions (WebVTT, beside the video under public/media/…). */
export function captionsAsset(input: AssetInput): Asset {
  return packAsset(input, "text/vtt", { size: input.size });
}

/** An audio file of the pack (an MP3 under public/audio/…): like `asset`, with no image details. */
export function audioAsset(input: AssetInput): Asset {
  return packAsset(input, "audio/mpeg", { size: input.size });
}
