// `npm run content:export` (issue #12 §2): the bundled pack as a file `contentful space import` accepts —
// the content model, every entry with its fields under the space's locale, every asset pointing at a file
// the export writes. Checked against the site's schemas and the content model.
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { contentPack } from "~/content";
import { LOCALE, packExport } from "~/lib/content/pack-export";
import { ENTRY_SCHEMAS, PACK_FACTS } from "./entry-schemas";
import { fillFacts } from "~/domain/content/site-facts";

const model = JSON.parse(readFileSync(fileURLToPath(new URL("../../docs/contentful/content-types.json", import.meta.url)), "utf8")) as {
  contentTypes: Array<{ sys: { id: string }; name: string; displayField: string; fields: Array<{ id: string; required: boolean }> }>;
};
const exported = packExport(contentPack, model);
const publicDir = fileURLToPath(new URL("../../public", import.meta.url));
const typeOf = new Map(model.contentTypes.map((type) => [type.sys.id, type]));
const unlocalized = (fields: Record<string, Record<string, unknown>>) => Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value[LOCALE]]));

describe("the pack's export for contentful space import", () => {
  it("holds the whole model, the locale, and every entry and asset of the pack", () => {
    // The model as written, each content type marked published, as Contentful's own export marks it: the
    // import tool activates only those (decision 0062).
    expect(exported.contentTypes).toEqual(model.contentTypes.map((type) => ({ ...type, sys: { ...type.sys, type: "ContentType", version: 2, publishedVersion: 1 } })));
    // A locale has a sys (the import tool reads its id before anything else).
    expect(exported.locales).toEqual([expect.objectContaining({ sys: expect.objectContaining({ id: LOCALE, type: "Locale" }), code: LOCALE, default: true })]);
    for (const record of [...exported.entries, ...exported.assets]) expect(record.sys).toMatchObject({ version: 2, publishedVersion: 1 });
    expect(exported.entries).toHaveLength(contentPack.entries.length);
    expect(exported.assets).toHaveLength(contentPack.assets.length);
    expect(exported.tags.map((t) => t.sys.id)).toContain("mostPopular");
  });

  it.each(exported.entries.map((entry) => [entry.sys.id, entry] as const))("%s: a content type of the model, every field localized, required fields there, valid", (_id, entry) => {
    const type = typeOf.get(entry.sys.contentType.sys.id);
    expect(type, entry.sys.contentType.sys.id).toBeDefined();
    const fields = entry.fields as Record<string, Record<string, unknown>>;
    for (const [key, value] of Object.entries(fields)) {
      expect(type!.fields.map((f) => f.id), key).toContain(key);
      expect(Object.keys(value)).toEqual([LOCALE]);
    }
    for (const field of type!.fields.filter((f) => f.required)) expect(fields[field.id]?.[LOCALE], field.id).toBeDefined();
    const parsed = ENTRY_SCHEMAS[entry.sys.contentType.sys.id]!.safeParse({ sys: { ...entry.sys, contentType: entry.sys.contentType }, metadata: entry.metadata, fields: fillFacts(unlocalized(fields), PACK_FACTS) });
    expect(parsed.success, parsed.error?.message).toBe(true);
  });

  it("points every asset at a file the export copies from public/, at an address the import tool reads", () => {
    for (const [i, asset] of exported.assets.entries()) {
      const file = asset.fields.file![LOCALE] as { url: string; fileName: string; contentType: string };
      expect(file.url).toMatch(/^\/\/(images|videos|assets)\.ctfassets\.net\/hablarte-pack\/[\w-]+\/[\w.-]+$/);
      expect(file.url.endsWith(`/${file.fileName}`)).toBe(true);
      expect(existsSync(`${publicDir}${contentPack.assets[i]!.fields.file.url}`), contentPack.assets[i]!.fields.file.url).toBe(true);
    }
  });
});
