// The bundled content pack must be valid CMS content: every entry passes its content type's schema,
// every linked asset exists with a real file of the stated size, and the pack holds what issue #2 asks.
import { existsSync, readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { contentPack, HOME_COURSE_IDS } from "~/content";
import { assetSchema, type Entry, type RichTextNode } from "~/domain/content/cms-schema";
import { ENTRY_SCHEMAS, PACK_FACTS } from "./entry-schemas";
import { fillFacts } from "~/domain/content/site-facts";
import { consentCategoriesFromDocument } from "~/domain/consent";

const schemas = ENTRY_SCHEMAS;

const entries = contentPack.entries as Entry[];
const ofType = (type: string) => entries.filter((entry) => entry.sys.contentType.sys.id === type);
const publicDir = fileURLToPath(new URL("../../public", import.meta.url));

function linkedAssetIds(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(linkedAssetIds);
  if (value && typeof value === "object") {
    const sys = (value as { sys?: { linkType?: string; id?: string } }).sys;
    if (sys?.linkType === "Asset" && sys.id) return [sys.id];
    return Object.values(value).flatMap(linkedAssetIds);
  }
  return [];
}

describe("bundled content pack", () => {
  it.each(entries.map((entry) => [entry.sys.id, entry] as const))("%s passes its content type's schema", (_id, entry) => {
    const schema = schemas[entry.sys.contentType.sys.id];
    expect(schema, `unknown content type ${entry.sys.contentType.sys.id}`).toBeDefined();
    // As the site reads it: with the facts filled in (decision 0025).
    const result = schema!.safeParse(fillFacts(entry, PACK_FACTS));
    expect(result.success, result.error?.message).toBe(true);
  });

  it("has unique entry ids, unique slugs per type and distinct creation times", () => {
    const ids = entries.map((e) => e.sys.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const type of ["course", "blog", "caseStudy"]) {
      const slugs = ofType(type).flatMap((e) => ((e.fields as { slug?: string }).slug ? [(e.fields as { slug: string }).slug] : []));
      expect(new Set(slugs).size).toBe(slugs.length);
    }
  });

  it("holds what the site needs", () => {
    expect(ofType("course").length).toBeGreaterThanOrEqual(9);
    expect(ofType("course").filter((e) => e.metadata.tags.some((t) => t.sys.id === "mostPopular")).length).toBeGreaterThan(0);
    expect(ofType("blog").length).toBeGreaterThanOrEqual(9);
    expect(ofType("caseStudy").length).toBeGreaterThanOrEqual(6);
    expect(ofType("testimonial").length).toBeGreaterThanOrEqual(9);
    expect(ofType("trustedOrganization").length).toBeGreaterThanOrEqual(12);
    expect(ofType("hotSite").map((e) => (e.fields as { slug: string }).slug).sort()).toEqual(["heritage", "leisure", "parents", "professionals"]);
    expect(ofType("consentManager")).toHaveLength(1);
    expect(ofType("blockedIps")).toHaveLength(1);
    expect(ofType("k12Program")).toHaveLength(4);
    expect(ofType("product").length).toBeGreaterThanOrEqual(12);
    expect(ofType("teamMember").filter((e) => (e.fields as { group: string }).group === "teachers").length).toBeGreaterThan(0);
    expect(ofType("teamMember").filter((e) => (e.fields as { group: string }).group === "academic-team").length).toBeGreaterThan(0);
    expect(ofType("faq").length).toBeGreaterThanOrEqual(10);
    expect(ofType("eBook").length).toBeGreaterThan(0);
    expect(ofType("event").length).toBeGreaterThan(0);
    // One list paginates past 9 items, so the pagination links are exercised with real content.
    expect(ofType("resource").length).toBeGreaterThan(9);
    expect(ofType("learningMaterial").length).toBeGreaterThan(0);
  });

  it("exercises the record-id fallback: some records have no slug", () => {
    expect(ofType("course").some((e) => !(e.fields as { slug?: string }).slug)).toBe(true);
    expect(ofType("blog").some((e) => !(e.fields as { slug?: string }).slug)).toBe(true);
  });

  it("names at least Necessary, Analytics, Marketing and Preferences as consent categories", () => {
    const entry = ofType("consentManager")[0]!;
    const labels = consentCategoriesFromDocument((entry.fields as { consentManager: { nodeType: "document"; data: {}; content: RichTextNode[] } }).consentManager).map((c) => c.label);
    expect(labels).toEqual(expect.arrayContaining(["Necessary", "Analytics", "Marketing", "Preferences"]));
  });

  it("approves the K-12 programs in exactly 11 states (spec §9)", () => {
    const states = new Set(ofType("k12Program").flatMap((e) => (e.fields as { approvedStates: string[] }).approvedStates));
    expect(states.size).toBe(11);
  });

  it("has three existing courses for the home page", () => {
    expect(HOME_COURSE_IDS).toHaveLength(3);
    for (const id of HOME_COURSE_IDS) expect(ofType("course").some((e) => e.sys.id === id)).toBe(true);
  });

  it("links only to assets it has, each a small image file with its width and height (or a small PDF, MP3, tutorial video or its captions)", () => {
    const assetIds = new Set(contentPack.assets.map((a) => a.sys.id));
    for (const id of linkedAssetIds(entries)) expect(assetIds.has(id), `missing asset ${id}`).toBe(true);
    for (const asset of contentPack.assets) {
      expect(assetSchema.safeParse(asset).success).toBe(true);
      const file = `${publicDir}${asset.fields.file.url}`;
      expect(existsSync(file), file).toBe(true);
      expect(statSync(file).size).toBe(asset.fields.file.details.size);
      if (asset.fields.file.contentType === "application/pdf") {
        expect(readFileSync(file).subarray(0, 5).toString()).toBe("%PDF-");
        expect(statSync(file).size).toBeLessThan(200 * 1024);
      } else if (asset.fields.file.contentType === "audio/mpeg") {
        // An MP3: an ID3 tag or an MPEG audio frame sync first; small; no image details.
        const head = readFileSync(file).subarray(0, 3);
        expect(head.toString("latin1") === "ID3" || (head[0] === 0xff && (head[1]! & 0xe0) === 0xe0), file).toBe(true);
        // A level-test clip is a sentence or two; a curriculum lesson's listening track up to a minute and a half.
        expect(statSync(file).size).toBeLessThan(asset.fields.file.url.startsWith("/curriculum-files/") ? 600 * 1024 : 64 * 1024);
        expect(asset.fields.file.details.image).toBeUndefined();
      } else if (asset.fields.file.contentType === "video/webm") {
        // A WebM (EBML header), a tutorial of a minute or so; its captions a WebVTT file beside it.
        expect(readFileSync(file).subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])), file).toBe(true);
        expect(statSync(file).size).toBeLessThan(600 * 1024);
        expect(asset.fields.file.details.image).toBeUndefined();
      } else if (asset.fields.file.contentType === "text/vtt") {
        expect(readFileSync(file, "utf8").startsWith("WEBVTT"), file).toBe(true);
        expect(statSync(file).size).toBeLessThan(8 * 1024);
      } else {
        expect(statSync(file).size).toBeLessThan(10 * 1024);
        expect(asset.fields.file.details.image?.width).toBeGreaterThan(0);
        expect(asset.fields.file.details.image?.height).toBeGreaterThan(0);
      }
    }
  });
});
