// The pack imports with Contentful's own tool (issue #28, decision 0062): `contentful-import`, the engine of
// `contentful space import`, run on what `npm run content:export` writes, exactly as docs/contentful/README.md
// tells an editor to (files uploaded from the export's directory), against a local fake of the Content
// Management API that follows its documented rules (tests/mocks/contentful-cma.ts). Every content type is
// activated, every asset processed and published, every entry published; a file with mistakes in it is
// refused with the errors named.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startFakeCma, type FakeCma } from "../mocks/contentful-cma";

// The tool's ES build can't load in Node (it imports a date-fns directory); the CLI uses its CommonJS build, so do we.
const contentfulImport = createRequire(import.meta.url)("contentful-import") as (options: Record<string, unknown>) => Promise<unknown>;

type Exported = {
  contentTypes: Array<{ sys: { id: string } }>;
  entries: Array<{ sys: { id: string; contentType: { sys: { id: string } } }; fields: Record<string, Record<string, unknown>> }>;
  assets: Array<{ sys: { id: string }; fields: { file: Record<string, { url: string; fileName: string }> } }>;
  locales: unknown[];
};

let dir: string;
let pack: Exported;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "hablarte-pack-"));
  execFileSync(process.execPath, ["scripts/content/export.mjs", dir], { stdio: "ignore", env: { ...process.env, CMS_WORDS: "0" } });
  pack = JSON.parse(readFileSync(join(dir, "pack.json"), "utf8")) as Exported;
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const spaces: FakeCma[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(spaces.splice(0).map((cma) => cma.close()));
});

/** A new space and the tool's import into it, as the editor's command runs it; the tool's progress output is kept quiet. */
async function importInto(options: { contentFile?: string; content?: unknown }) {
  const cma = await startFakeCma();
  spaces.push(cma);
  vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
  const run = contentfulImport({
    spaceId: cma.space,
    managementToken: cma.token,
    ...options,
    uploadAssets: true,
    assetsDirectory: join(dir, "files"),
    host: cma.host,
    hostUpload: cma.host,
    insecure: true,
    // The tool's default is 7 requests a second against Contentful's rate limit; the fake has none.
    rateLimit: 1000,
    errorLogFile: join(dir, `import-errors-${spaces.length}.json`),
  });
  const outcome = await run.then(
    () => null,
    (error: unknown) => error as { name?: string; errors?: Array<{ error?: { name?: string; message?: string } }> },
  );
  return { cma, outcome };
}

const published = (records: Map<string, { sys: { publishedVersion?: number } }>) => [...records.values()].filter((record) => record.sys.publishedVersion !== undefined).length;

describe("contentful space import of the exported pack", () => {
  it("activates every content type, and uploads, processes and publishes every asset and entry", { timeout: 120_000 }, async () => {
    const { cma, outcome } = await importInto({ contentFile: join(dir, "pack.json") });
    expect(outcome).toBeNull();
    expect(cma.errors).toEqual([]);

    expect(cma.contentTypes.size).toBe(pack.contentTypes.length);
    expect(published(cma.contentTypes)).toBe(pack.contentTypes.length);
    expect(cma.assets.size).toBe(pack.assets.length);
    expect(published(cma.assets)).toBe(pack.assets.length);
    expect(cma.entries.size).toBe(pack.entries.length);
    expect(published(cma.entries)).toBe(pack.entries.length);

    // Each asset's file came from the export's directory, byte for byte, and has its address on Contentful's hosts.
    for (const asset of pack.assets) {
      const exported = asset.fields.file["en-US"]!;
      const imported = cma.assets.get(asset.sys.id)!.fields.file!["en-US"] as { url: string; fileName: string; details: { size: number } };
      expect(imported.fileName).toBe(exported.fileName);
      expect(imported.details.size).toBe(statSync(join(dir, "files", exported.url.replace(/^\/\//, ""))).size);
      expect(imported.url).toMatch(/^\/\/(images|videos|assets)\.ctfassets\.net\//);
    }
    // Each entry arrives with its content type and every field as exported.
    for (const entry of pack.entries) {
      const imported = cma.entries.get(entry.sys.id)!;
      expect(imported.sys.contentType!.sys.id).toBe(entry.sys.contentType.sys.id);
      expect(imported.fields).toEqual(entry.fields);
    }
  });
});

// Decision 0065: beside the pack, the space's content preview settings, which the import tool has no place for.
describe("the exported preview settings", () => {
  it("give every page and section type, and every type a page shows, the one preview link; the rest say why not", () => {
    const settings = JSON.parse(readFileSync(join(dir, "content-preview.json"), "utf8")) as { configurations: Array<{ contentType: string; enabled: boolean; url: string }>; notPreviewed: Array<{ contentType: string; why: string }> };
    const types = pack.contentTypes.map((type) => type.sys.id);
    expect([...settings.configurations.map((c) => c.contentType), ...settings.notPreviewed.map((n) => n.contentType)].sort()).toEqual([...types].sort());
    for (const type of types.filter((id) => id === "page" || id.startsWith("section"))) expect(settings.configurations.map((c) => c.contentType)).toContain(type);
    expect(new Set(settings.configurations.map((c) => c.url))).toEqual(new Set(["https://www.hablarte.com/api/preview?secret=PREVIEW_SECRET&entry={entry.sys.id}"]));
    expect(settings.configurations.every((c) => c.enabled)).toBe(true);
    expect(settings.notPreviewed.map((n) => n.contentType).sort()).toEqual(["blockedIps", "curriculumLesson", "curriculumUnit", "hotSite"]);
  });
});

describe("a content file with mistakes", () => {
  it("is refused with the errors named: a missing required field, a link to nothing, an unknown field", { timeout: 60_000 }, async () => {
    const course = pack.entries.find((entry) => entry.sys.contentType.sys.id === "course")!;
    const page = pack.entries.find((entry) => entry.sys.contentType.sys.id === "page")!;
    const { listItem: _listItem, ...withoutListItem } = course.fields;
    const broken = [
      { ...course, sys: { ...course.sys, id: "course-without-its-list-item" }, fields: withoutListItem },
      { ...page, sys: { ...page.sys, id: "page-linking-nowhere" }, fields: { ...page.fields, path: { "en-US": "/linking-nowhere" }, sections: { "en-US": [{ sys: { id: "no-such-section", type: "Link", linkType: "Entry" } }] } } },
      { ...course, sys: { ...course.sys, id: "course-with-a-colour" }, fields: { ...course.fields, colour: { "en-US": "teal" } } },
    ];
    const { cma, outcome } = await importInto({ content: { locales: pack.locales, contentTypes: pack.contentTypes, entries: broken, assets: [] } });

    expect(outcome?.name).toBe("ContentfulMultiError");
    const refusals = cma.errors.map((error) => ({ path: error.path.split("/").slice(-2).join("/"), body: error.body as { sys: { id: string }; details?: { errors?: Array<{ name: string; path: string[] }> } } }));
    const named = (path: string) => refusals.filter((refusal) => refusal.path === path).flatMap((refusal) => refusal.body.details?.errors?.map((error) => `${error.name} ${error.path.join(".")}`) ?? []);
    expect(named("course-without-its-list-item/published")).toContain("required fields.listItem.en-US");
    expect(named("page-linking-nowhere/published")).toContain("notResolvable fields.sections.en-US.0");
    expect(named("entries/course-with-a-colour")).toContain("unknown fields.colour");
    expect(published(cma.entries)).toBe(0);
  });

  it("is refused when a rich-text field holds what the site doesn't read: an embedded entry in a body, a table in a list item, a strikethrough (decision 0078)", { timeout: 60_000 }, async () => {
    const article = pack.entries.find((entry) => entry.sys.contentType.sys.id === "blog" && entry.fields.body)!;
    const body = article.fields.body!["en-US"] as { nodeType: string; data: object; content: unknown[] };
    const listItem = article.fields.listItem!["en-US"] as { nodeType: string; data: object; content: unknown[] };
    const text = (value: string, marks: string[] = []) => ({ nodeType: "text", value, marks: marks.map((type) => ({ type })), data: {} });
    const cell = (value: string) => ({ nodeType: "table-cell", data: {}, content: [{ nodeType: "paragraph", data: {}, content: [text(value)] }] });
    const embeddedEntry = { nodeType: "embedded-entry-block", data: { target: { sys: { id: article.sys.id, type: "Link", linkType: "Entry" } } }, content: [] };
    const table = { nodeType: "table", data: {}, content: [{ nodeType: "table-row", data: {}, content: [cell("A1"), cell("Lesson")] }] };
    const struck = { nodeType: "paragraph", data: {}, content: [text("old price", ["strikethrough"])] };
    const broken = [
      { ...article, sys: { ...article.sys, id: "article-embedding-an-entry" }, fields: { ...article.fields, slug: { "en-US": "embedding-an-entry" }, body: { "en-US": { ...body, content: [...body.content, embeddedEntry] } } } },
      { ...article, sys: { ...article.sys, id: "article-with-a-table-card" }, fields: { ...article.fields, slug: { "en-US": "table-card" }, listItem: { "en-US": { ...listItem, content: [...listItem.content, table] } } } },
      { ...article, sys: { ...article.sys, id: "article-struck-through" }, fields: { ...article.fields, slug: { "en-US": "struck-through" }, body: { "en-US": { ...body, content: [...body.content, struck] } } } },
      // What a body may hold: a table, a quote, a divider and a numbered list.
      { ...article, sys: { ...article.sys, id: "article-with-a-table" }, fields: { ...article.fields, slug: { "en-US": "with-a-table" }, body: { "en-US": { ...body, content: [...body.content, table, { nodeType: "blockquote", data: {}, content: [{ nodeType: "paragraph", data: {}, content: [text("¡Hola!")] }] }, { nodeType: "hr", data: {}, content: [] }, { nodeType: "ordered-list", data: {}, content: [{ nodeType: "list-item", data: {}, content: [{ nodeType: "paragraph", data: {}, content: [text("Uno", ["bold"])] }] }] }] } } } },
    ];
    const assets = pack.assets.filter((asset) => JSON.stringify(article.fields).includes(asset.sys.id));
    const { cma } = await importInto({ content: { locales: pack.locales, contentTypes: pack.contentTypes.filter((type) => type.sys.id === "blog"), entries: broken, assets } });
    const refusals = cma.errors.map((error) => ({ path: error.path.split("/").slice(-2).join("/"), body: error.body as { details?: { errors?: Array<{ name: string; path: string[] }> } } }));
    const named = (path: string) => refusals.filter((refusal) => refusal.path === path).flatMap((refusal) => refusal.body.details?.errors?.map((error) => `${error.name} ${error.path.join(".")}`) ?? []);
    expect(named("article-embedding-an-entry/published")).toContain("enabledNodeTypes fields.body.en-US");
    expect(named("article-with-a-table-card/published")).toContain("enabledNodeTypes fields.listItem.en-US");
    expect(named("article-struck-through/published")).toContain("enabledMarks fields.body.en-US");
    expect(named("article-with-a-table/published")).toEqual([]);
    expect(cma.entries.get("article-with-a-table")?.sys.publishedVersion).toBeDefined();
  });

  it("is refused when a section's button links outside the site's kinds of address or its label runs long; a page and an anchor publish", { timeout: 60_000 }, async () => {
    const section = pack.entries.find((entry) => entry.sys.contentType.sys.id === "sectionText" && entry.fields.buttonLink)!;
    const withButton = (id: string, label: string, link: string) => ({ ...section, sys: { ...section.sys, id }, fields: { ...section.fields, buttonLabel: { "en-US": label }, buttonLink: { "en-US": link } } });
    const broken = [withButton("button-to-a-script", "Read more", "javascript:alert(1)"), withButton("button-to-another-host", "Read more", "//evil.example"), withButton("button-said-at-length", "R".repeat(61), "/faqs"), withButton("button-to-a-page", "Read the FAQs", "/faqs"), withButton("button-to-an-anchor", "See the plans", "#plans")];
    const { cma } = await importInto({ content: { locales: pack.locales, contentTypes: pack.contentTypes.filter((type) => type.sys.id === "sectionText"), entries: broken, assets: [] } });
    const refusals = cma.errors.map((error) => ({ path: error.path.split("/").slice(-2).join("/"), body: error.body as { details?: { errors?: Array<{ name: string; path: string[] }> } } }));
    const named = (path: string) => refusals.filter((refusal) => refusal.path === path).flatMap((refusal) => refusal.body.details?.errors?.map((error) => `${error.name} ${error.path.join(".")}`) ?? []);
    expect(named("button-to-a-script/published")).toContain("regexp fields.buttonLink.en-US");
    expect(named("button-to-another-host/published")).toContain("regexp fields.buttonLink.en-US");
    expect(named("button-said-at-length/published")).toContain("size fields.buttonLabel.en-US");
    for (const id of ["button-to-a-page", "button-to-an-anchor"]) expect(cma.entries.get(id)?.sys.publishedVersion, id).toBeDefined();
  });

  // Contentful runs `regexp` validations with RE2: a model with a lookahead is refused with the content type.
  it("refuses a content type whose pattern RE2 can't run, and takes the pack's own", { timeout: 60_000 }, async () => {
    const link = pack.contentTypes.find((type) => type.sys.id === "navigationLink") as { sys: { id: string }; fields: Array<{ id: string; validations?: unknown[] }> };
    const lookahead = { ...link, sys: { id: "navigationLinkWithLookahead" }, fields: link.fields.map((field) => (field.id === "href" ? { ...field, validations: [{ regexp: { pattern: "^/(?!/)" } }] } : field)) };
    const { cma } = await importInto({ content: { locales: pack.locales, contentTypes: [link, lookahead], entries: [], assets: [] } });
    const refused = cma.errors.filter((error) => error.path.endsWith("/content_types/navigationLinkWithLookahead"));
    expect(refused.map((error) => (error.body as { details?: { errors?: Array<{ name: string }> } }).details?.errors?.[0]?.name)).toEqual(["regexp"]);
    expect(published(cma.contentTypes)).toBe(1);
  });
});
