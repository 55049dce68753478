// Editors preview drafts (issue #12 §3; decision 0022): the preview link checks its secret and sets a
// signed HttpOnly cookie; with it, pages read the Content Preview API (a second local fake, serving a
// draft) past the KV cache, show the preview bar and are never cached; without it, or with a forged or
// expired one, visitors see the published content. Exit ends it; no path leads off the site.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentPack, HOME_COURSE_IDS } from "~/content";
import { SECTION_FIELDS } from "~/domain/content/page-entries";
import { NOT_PREVIEWED } from "~/domain/content/preview-paths";
import { startFakeCda, type FakeCda } from "../mocks/contentful-cda";
import { ENTRY_SCHEMAS } from "../unit/entry-schemas";
import { useSite, type SiteResponse } from "./harness";

const SECRET = "preview-secret-for-tests";
const DRAFT = "Draft Course Title Nobody Has Published";
let cda: FakeCda;
let previewCda: FakeCda;

beforeAll(async () => {
  cda = await startFakeCda();
  previewCda = await startFakeCda(cda.space, "preview-token");
  previewCda.edit(HOME_COURSE_IDS[0]!, (entry) => {
    const fields = entry.fields as { listItem: { content: Array<{ nodeType: string; content?: Array<{ value?: string }> }> } };
    fields.listItem.content.find((n, i) => i < 3 && n.nodeType === "paragraph")!.content![0]!.value = DRAFT;
    return entry;
  });
});
afterAll(async () => {
  await cda?.close();
  await previewCda?.close();
});
const site = useSite(() => ({
  vars: { CONTENTFUL_SPACE_ID: cda.space, CONTENTFUL_HOST: cda.host, CONTENTFUL_PREVIEW_HOST: previewCda.host, HOME_COURSE_IDS: HOME_COURSE_IDS.join(",") },
  secrets: { CONTENTFUL_ACCESS_TOKEN: cda.token, CONTENTFUL_PREVIEW_ACCESS_TOKEN: previewCda.token, PREVIEW_SECRET: SECRET },
}));

const previewCookie = (response: SiteResponse) => response.headers.getSetCookie().find((c) => c.startsWith("__Host-hablarte_preview="));
const cachedKeys = async () => (await site.env.CONTENT_CACHE.list({ prefix: "content:v1:" })).keys.length;

async function startPreview(path = "/") {
  const response = await site.fetch(`/api/preview?${new URLSearchParams({ secret: SECRET, path })}`);
  expect(response.status).toBe(303);
  return { response, cookie: previewCookie(response)!.split(";")[0]! };
}

describe("the preview link", () => {
  it("sets a signed, HttpOnly, Secure cookie and goes to the page; a wrong secret gets 401 and no cookie", async () => {
    const wrong = await site.fetch(`/api/preview?${new URLSearchParams({ secret: "guess", path: "/" })}`);
    expect(wrong.status).toBe(401);
    expect(previewCookie(wrong)).toBeUndefined();
    const { response } = await startPreview("/for-parents");
    expect(response.headers.get("Location")).toBe("/for-parents");
    const cookie = previewCookie(response)!;
    // SameSite=None and Partitioned: it must reach the site inside Contentful's Live Preview frame (decision 0064).
    expect(cookie).toMatch(/^__Host-hablarte_preview=\d+\.[0-9a-f]{64}; Path=\/; HttpOnly; Secure; SameSite=None; Partitioned; Max-Age=3600$/);
  });

  it("lets Contentful's Live Preview pane frame the preview, and nobody frame anything else", async () => {
    const framing = (response: SiteResponse) => ({
      ancestors: response.headers.get("Content-Security-Policy")!.split("; ").find((d) => d.startsWith("frame-ancestors ")),
      xfo: response.headers.get("X-Frame-Options"),
    });
    const contentful = { ancestors: "frame-ancestors https://app.contentful.com https://app.eu.contentful.com", xfo: null };
    const nobody = { ancestors: "frame-ancestors 'none'", xfo: "DENY" };
    const { response, cookie } = await startPreview("/for-parents");
    expect(framing(response)).toEqual(contentful);
    expect(framing(await site.fetch("/for-parents", { headers: { Cookie: cookie } }))).toEqual(contentful);
    expect(framing(await site.fetch("/for-parents"))).toEqual(nobody);
    expect(framing(await site.fetch("/for-parents", { headers: { Cookie: "__Host-hablarte_preview=9999999999.forged" } }))).toEqual(nobody);
    // A refused preview link sets no preview cookie, whatever else it sets (an ad click id): not framed.
    expect(framing(await site.fetch(`/api/preview?${new URLSearchParams({ secret: "guess", path: "/", gclid: "EAIaIQobChMI-test" })}`))).toEqual(nobody);
  });

  // Decision 0065: one preview URL for every content type, `…&entry={entry.sys.id}`; the site finds the
  // page the entry shows on among the drafts. One entry of each content type, every section type included.
  const byType = new Map<string, (typeof contentPack.entries)[number]>();
  for (const entry of contentPack.entries) if (!byType.has(entry.sys.contentType.sys.id)) byType.set(entry.sys.contentType.sys.id, entry);
  const previewed = [...byType].filter(([type]) => !(type in NOT_PREVIEWED));
  it.each(previewed.map(([type, entry]) => [type, entry.sys.id] as const))("an entry of %s (%s) opens the page it shows on, in preview", async (type, id) => {
    const response = await site.fetch(`/api/preview?${new URLSearchParams({ secret: SECRET, entry: id })}`);
    expect(response.status).toBe(303);
    const location = response.headers.get("Location")!;
    if (type.startsWith("section")) {
      const linking = contentPack.entries.filter((e) => e.sys.contentType.sys.id === "page" && (e.fields as { sections: Array<{ sys: { id: string } }> }).sections.some((l) => l.sys.id === id));
      expect(linking.map((page) => (page.fields as { path: string }).path)).toContain(location);
    }
    const page = await site.fetch(location, { headers: { Cookie: previewCookie(response)!.split(";")[0]! } });
    expect(page.status, `${type} → ${location}`).toBe(200);
    expect(await page.text()).toContain("you are seeing drafts from Contentful");
  });

  it("says why an entry can't be previewed, and checks the secret before reading any entry", async () => {
    const link = (entry: string, secret = SECRET) => site.fetch(`/api/preview?${new URLSearchParams({ secret, entry })}`);
    const answer = async (response: SiteResponse) => ({ status: response.status, text: await response.text(), cookie: previewCookie(response) });
    expect(await answer(await link("no-such-entry"))).toMatchObject({ status: 404, text: expect.stringContaining("Save it in Contentful"), cookie: undefined });
    const blocked = contentPack.entries.find((e) => e.sys.contentType.sys.id === "blockedIps")!;
    expect(await answer(await link(blocked.sys.id))).toMatchObject({ status: 404, text: expect.stringContaining("not shown on any page") });
    expect(await answer(await link("../../etc/passwd"))).toMatchObject({ status: 400, cookie: undefined });
    previewCda.requests.length = 0;
    expect((await link(blocked.sys.id, "guess")).status).toBe(401);
    expect(previewCda.requests).toEqual([]);
  });

  it("never leads off the site", async () => {
    for (const path of ["//evil.example/", "https://evil.example/", "/\\evil.example", "evil"]) {
      const response = await site.fetch(`/api/preview?${new URLSearchParams({ secret: SECRET, path })}`);
      expect(response.status, path).toBe(400);
      expect(previewCookie(response), path).toBeUndefined();
    }
    const exit = await site.fetch("/api/preview/exit", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "redirectTo=%2F%2Fevil.example%2F" });
    expect(exit.headers.get("Location")).toBe("/");
  });
});

describe("previewing", () => {
  it("shows drafts from the Preview API with the preview bar, stores nothing and is never cached", async () => {
    await site.env.CONTENT_CACHE.list().then(({ keys }) => Promise.all(keys.map((k) => site.env.CONTENT_CACHE.delete(k.name))));
    const { cookie } = await startPreview();
    previewCda.requests.length = 0;
    const page = await site.fetch("/", { headers: { Cookie: cookie } });
    const html = await page.text();
    expect(html).toContain(DRAFT);
    expect(html).toContain("you are seeing drafts from Contentful");
    expect(html).toContain(">Exit preview</button>");
    expect(page.headers.get("Cache-Control")).toContain("no-store");
    expect(previewCda.requests.length).toBeGreaterThan(0);
    expect(previewCda.requests.every((r) => r.authorization === "Bearer preview-token")).toBe(true);
    expect(await cachedKeys()).toBe(0);
  });

  it("visitors, and a forged or expired cookie, see the published content", async () => {
    const { cookie } = await startPreview();
    const [name, value] = cookie.split("=") as [string, string];
    const [expires, mac] = value.split(".") as [string, string];
    const forged = `${name}=${Number(expires) + 86_400}.${mac}`;
    const expired = `${name}=${Math.floor(Date.now() / 1000) - 10}.${mac}`;
    for (const header of [undefined, forged, expired, `${name}=${expires}.${"0".repeat(64)}`]) {
      const html = await (await site.fetch("/", { headers: header ? { Cookie: header } : {} })).text();
      expect(html, header).not.toContain(DRAFT);
      expect(html, header).not.toContain("you are seeing drafts from Contentful");
    }
  });

  // Live Preview's inspector (decision 0065): in a preview every section of a page is tagged with its own
  // entry and a field of that entry's content type; visitors' pages carry no tag.
  it.each(["/", "/for-parents", "/k-12-schools"])("tags each section of %s with its entry for the inspector, in a preview only", async (path) => {
    const { cookie } = await startPreview(path);
    const pageEntry = contentPack.entries.find((e) => e.sys.contentType.sys.id === "page" && (e.fields as { path?: string }).path === path)!;
    const sectionIds = (pageEntry.fields as { sections: Array<{ sys: { id: string } }> }).sections.map((link) => link.sys.id);
    const html = await (await site.fetch(path, { headers: { Cookie: cookie } })).text();
    const tags = [...html.matchAll(/<div class="inspector-section" data-contentful-entry-id="([^"]+)" data-contentful-field-id="([^"]+)">/g)].map((m) => ({ entry: m[1]!, field: m[2]! }));
    expect(tags.map((tag) => tag.entry)).toEqual(sectionIds);
    for (const { entry, field } of tags) {
      const type = contentPack.entries.find((e) => e.sys.id === entry)!.sys.contentType.sys.id;
      const sectionType = (type.charAt(7).toLowerCase() + type.slice(8)) as keyof typeof SECTION_FIELDS;
      expect(Object.keys(SECTION_FIELDS[sectionType].shape), `${entry} (${type})`).toContain(field);
    }
    // The document's hydration data carries the ids too, so hydration keeps the tags.
    expect(html).toContain(JSON.stringify(sectionIds[0]));
    const visitor = await (await site.fetch(path)).text();
    expect(visitor).not.toContain("data-contentful-");
  });

  // Inside a section, its words open the field they come from (issue #28): the hero's title, lines and
  // buttons, every section heading's title, a course overview's list.
  it("tags a section's words with the fields they come from, in a preview only", async () => {
    const path = "/for-parents";
    const { cookie } = await startPreview(path);
    const pageEntry = contentPack.entries.find((e) => e.sys.contentType.sys.id === "page" && (e.fields as { path?: string }).path === path)!;
    const sectionIds = (pageEntry.fields as { sections: Array<{ sys: { id: string } }> }).sections.map((link) => link.sys.id);
    const typeOf = (id: string) => contentPack.entries.find((e) => e.sys.id === id)!.sys.contentType.sys.id;
    const html = await (await site.fetch(path, { headers: { Cookie: cookie } })).text();
    const tagged = [...html.matchAll(/<(\w+)[^>]* data-contentful-entry-id="([^"]+)" data-contentful-field-id="([^"]+)"[^>]*>/g)].filter((m) => m[1] !== "div" || !m[0].includes('class="inspector-section"')).map((m) => `${m[1]} ${typeOf(m[2]!)}.${m[3]}`);
    const hero = sectionIds[0]!;
    expect(typeOf(hero)).toBe("sectionHero");
    expect(tagged).toEqual(expect.arrayContaining(["h1 sectionHero.title", "div sectionHero.lines", "a sectionHero.primaryButtonLabel", "h2 sectionFeatures.title", "h2 sectionCourseOverview.title", "ul sectionCourseOverview.list", "h2 sectionFaq.title", "div sectionFaq.items"]));
    // Every tagged field is one of its entry's fields.
    for (const m of html.matchAll(/data-contentful-entry-id="([^"]+)" data-contentful-field-id="([^"]+)"/g)) {
      expect(Object.keys(ENTRY_SCHEMAS[typeOf(m[1]!)]!.shape.fields.shape), `${m[1]} ${m[2]}`).toContain(m[2]);
    }
    expect(await (await site.fetch(path)).text()).not.toContain("data-contentful-");
  });

  it("tags the home hero's lines and buttons, and a call to action's words with the entry each comes from: the section's own, else the default's", async () => {
    const { cookie } = await startPreview("/");
    const typeOf = (id: string) => contentPack.entries.find((e) => e.sys.id === id)!.sys.contentType.sys.id;
    const tagsOf = (html: string) => [...html.matchAll(/<(\w+)[^>]* data-contentful-entry-id="([^"]+)" data-contentful-field-id="([^"]+)"[^>]*>/g)].map((m) => `${m[1]} ${m[2] === "default-call-to-action" ? "default" : typeOf(m[2]!)}.${m[3]}`);
    const home = tagsOf(await (await site.fetch("/", { headers: { Cookie: cookie } })).text());
    expect(home).toEqual(expect.arrayContaining(["h1 sectionHomeHero.title1", "span sectionHomeHero.title2", "p sectionHomeHero.desc1", "p sectionHomeHero.desc3", "a sectionHomeHero.button1", "a sectionHomeHero.button2"]));
    // /for-parents' call to action writes its own title and description; its button is the default's.
    const parents = tagsOf(await (await site.fetch("/for-parents", { headers: { Cookie: cookie } })).text());
    expect(parents).toEqual(expect.arrayContaining(["h2 sectionCta.title", "p sectionCta.description", "a default.buttonText"]));
    expect(await (await site.fetch("/")).text()).not.toContain("data-contentful-");
  });

  it("tags the cards of lists with the records they show: a course's card field, an eBook's title and summary", async () => {
    const { cookie } = await startPreview("/");
    const typeOf = (id: string) => contentPack.entries.find((e) => e.sys.id === id)?.sys.contentType.sys.id;
    const tagsOf = async (path: string) => [...(await (await site.fetch(path, { headers: { Cookie: cookie } })).text()).matchAll(/<(\w+)[^>]* data-contentful-entry-id="([^"]+)" data-contentful-field-id="([^"]+)"[^>]*>/g)].map((m) => `${m[1]} ${typeOf(m[2]!)}.${m[3]}`);
    expect(await tagsOf("/spanish-courses-overview")).toEqual(expect.arrayContaining(["li course.listItem"]));
    expect(await tagsOf("/spanish-learning-ebooks")).toEqual(expect.arrayContaining(["h3 eBook.title", "p eBook.summary"]));
    expect(await (await site.fetch("/spanish-learning-ebooks")).text()).not.toContain("data-contentful-");
  });

  it("Exit preview ends it and comes back to the page", async () => {
    const { cookie } = await startPreview();
    const exit = await site.fetch("/api/preview/exit", { method: "POST", headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" }, body: "redirectTo=%2Ffor-parents" });
    expect(exit.status).toBe(303);
    expect(exit.headers.get("Location")).toBe("/for-parents");
    expect(previewCookie(exit)).toMatch(/^__Host-hablarte_preview=; .*Max-Age=0$/);
  });
});
