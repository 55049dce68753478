// Issue #12 §4: one descriptor per collection. Each descriptor's card and detail mapping, rule by rule
// (what the two switches in app/lib used to do), and the detail-address rules of spec §2.2.
import { describe, expect, it } from "vitest";
import { assetLink, doc, embeddedAsset, entry, h3, p, ul } from "~/content/build";
import { COLLECTIONS, type CollectionKind } from "~/domain/collections/kinds";
import { addressableById, isRecordKey } from "~/domain/collections/addresses";
import { isListItemKind, type EntryKind } from "~/domain/collections/descriptor";
import { ENTRY_COLLECTIONS } from "~/domain/collections/entry-collections";
import { isListItem, LIST_ITEM_DETAILS } from "~/domain/collections/list-item-details";
import type { ListItemEntry } from "~/domain/content/cms-schema";
import { formatEventTime } from "~/domain/events";
import { formatUsd } from "~/domain/pricing";
import { collectionPages } from "~/content/collection-pages";
import { collectionPagesOf } from "~/domain/content/collection-pages";
import { cardDetails, recordFacts, RECORD_VALUE_NAMES } from "~/domain/collections/record-words";

// The pack's words (decision 0076): they write each card's details and each page's facts.
const words = collectionPagesOf([], collectionPages);

const body = doc(p("The record's text."));
const summary = "A summary long enough for the schema: forty characters at the very least.";
const record = (contentType: string, fields: Record<string, unknown>) =>
  entry({ id: `id-${contentType}`, contentType, createdAt: "2026-01-01T00:00:00.000Z", fields: { slug: "the-slug", title: "The title", summary, body, ...fields } });

const now = new Date("2026-06-01T00:00:00Z");

describe("every entry collection has one descriptor", () => {
  it("covers exactly the collections that aren't rich-text list items", () => {
    const kinds = (Object.keys(COLLECTIONS) as CollectionKind[]).filter((kind) => !isListItemKind(kind));
    expect(Object.keys(ENTRY_COLLECTIONS).sort()).toEqual([...kinds].sort());
    for (const kind of kinds) expect(ENTRY_COLLECTIONS[kind as EntryKind].kind).toBe(kind);
  });

  it("refuses a record of the wrong shape, and nothing at all", () => {
    expect(ENTRY_COLLECTIONS.ebooks.read(record("eBook", { pages: "many" }))).toBeNull();
    expect(ENTRY_COLLECTIONS.products.read(null)).toBeNull();
  });
});

describe("eBooks", () => {
  const ebook = ENTRY_COLLECTIONS.ebooks.read(record("eBook", { audience: "Adults", pages: 24, cover: assetLink("cover1"), file: assetLink("pdf1") }))!;

  it("show the cover, and link the file", () => {
    expect(ebook.imageId).toBe("cover1");
    expect(ebook.attachmentId).toBe("pdf1");
  });
  it("card: pages and audience under the title, linked to /eBook/:slug", () => {
    expect(ebook.card(words.ebooks)).toEqual({ id: "id-eBook", href: "/eBook/the-slug", title: "The title", summary, meta: ["24 pages", "Adults"] });
  });
  it("page: the file's size in whole KB (rounded up), and no file when the asset is missing", () => {
    const page = ebook.detail({ now, attachment: { url: "https://cdn/pdf1.pdf", sizeBytes: 2049 } }, words.ebooks);
    expect(page).toMatchObject({ kind: "ebooks", key: "the-slug", path: "/eBook/the-slug", title: "The title", summary, body, facts: [["Pages", "24"], ["For", "Adults"]] });
    expect(page.file).toEqual({ url: "https://cdn/pdf1.pdf", sizeKb: 3, pages: 24 });
    expect(ebook.detail({ now }, words.ebooks).file).toBeUndefined();
  });
});

describe("events", () => {
  const fields = { startsAt: "2026-05-01T17:00:00-05:00", endsAt: "2026-05-01T18:00:00-05:00", format: "Online", location: "Zoom", audience: "Everyone", image: assetLink("img1") };
  const event = ENTRY_COLLECTIONS.events.read(record("event", fields))!;
  const when = formatEventTime(fields.startsAt, fields.endsAt);

  it("card: when and format", () => expect(event.card(words.events).meta).toEqual([when, "Online"]));
  it("page: when, where, format and audience; past once it has ended", () => {
    expect(event.imageId).toBe("img1");
    expect(event.detail({ now }, words.events)).toMatchObject({
      kind: "events",
      facts: [["When", when], ["Where", "Zoom"], ["Format", "Online"], ["For", "Everyone"]],
      when,
      past: true,
      startsAt: fields.startsAt,
      endsAt: fields.endsAt,
      location: "Zoom",
      format: "Online",
    });
    expect(event.detail({ now: new Date("2026-04-01T00:00:00Z") }, words.events)).toMatchObject({ past: false });
  });
});

describe("resources, lessons and K-12 programs", () => {
  it("resource: type and audience", () => {
    const resource = ENTRY_COLLECTIONS.resources.read(record("resource", { kind: "Guide", audience: "Parents", image: assetLink("img2") }))!;
    expect(resource.card(words.resources)).toMatchObject({ href: "/resource/the-slug", meta: ["Guide", "Parents"] });
    expect(resource.detail({ now }, words.resources)).toMatchObject({ kind: "resources", facts: [["Type", "Guide"], ["For", "Parents"]] });
  });

  it("lesson: level, skill and minutes, and no picture", () => {
    const lesson = ENTRY_COLLECTIONS.learningMaterials.read(record("learningMaterial", { level: "Beginner", skill: "Reading", minutes: 15 }))!;
    expect(lesson.imageId).toBeUndefined();
    expect(lesson.card(words.learningMaterials)).toMatchObject({ href: "/learning-materials/the-slug", meta: ["Beginner", "Reading", "15 min"] });
    expect(lesson.detail({ now }, words.learningMaterials)).toMatchObject({ facts: [["Level", "Beginner"], ["Skill", "Reading"], ["Time", "15 minutes"]] });
  });

  it("K-12 program: grades, levels and approving states", () => {
    const program = ENTRY_COLLECTIONS.k12Programs.read(record("k12Program", { gradeBand: "3–5", levels: ["Level 1", "Level 2"], approvedStates: ["TX"], image: assetLink("img3") }))!;
    expect(program.card(words.k12Programs)).toMatchObject({ href: "/K12-program/the-slug", meta: ["Grades 3–5"] });
    expect(program.detail({ now }, words.k12Programs)).toMatchObject({ facts: [["Grades", "3–5"], ["Levels", "Level 1, Level 2"]], levels: ["Level 1", "Level 2"], approvedStates: ["TX"] });
  });
});

describe("curriculum products", () => {
  const product = ENTRY_COLLECTIONS.products.read(record("product", { sku: "K12-L1", gradeBand: "6–8", level: "Level 1", licensePriceCents: 4900, image: assetLink("img4") }))!;
  const price = formatUsd(4900);

  it("card: grades, level and the licence price", () => {
    expect(product.card(words.products)).toMatchObject({ href: "/product/the-slug", meta: ["Grades 6–8", "Level 1", `${price} per teacher license`] });
  });
  it("page: the facts, and what the cart and structured data need", () => {
    expect(product.detail({ now }, words.products)).toMatchObject({
      kind: "products",
      facts: [["Grades", "6–8"], ["Level", "Level 1"], ["License", `${price} per teacher, per school year`], ["Item", "K12-L1"]],
      sku: "K12-L1",
      priceCents: 4900,
      price,
      gradeBand: "6–8",
      level: "Level 1",
    });
  });
});

describe("rich-text collections' pages (spec §2.6)", () => {
  const listItem = (contentType: string, nodes: Parameters<typeof doc>, slug?: string): ListItemEntry =>
    entry({ id: "rec1", contentType, createdAt: "2026-02-03T00:00:00.000Z", fields: { ...(slug ? { slug } : {}), listItem: doc(...nodes) } }) as ListItemEntry;

  it("a course is at /course/:slug, called 'Course' when its card has no title", () => {
    const course = listItem("course", [embeddedAsset("img"), h3("Spanish for adults"), p("Live classes."), ul("Small groups")], "adults");
    expect(isListItem(course)).toBe(true);
    expect(LIST_ITEM_DETAILS.courses(course)).toMatchObject({ kind: "courses", key: "adults", path: "/course/adults", title: "Course", facts: [] });
  });

  it("an article without a slug is at its record id, dated by its creation", () => {
    const article = LIST_ITEM_DETAILS.articles(listItem("blog", [h3("Ser or estar?"), p("Two verbs.")]));
    expect(article).toMatchObject({ kind: "articles", key: "rec1", path: "/article/rec1", title: "Ser or estar?", summary: "Two verbs.", published: "2026-02-03T00:00:00.000Z" });
  });

  it("a case study: its slide's title and description", () => {
    expect(LIST_ITEM_DETAILS.caseStudies(listItem("caseStudy", [p("A hospital"), p("Nurses learn Spanish.")]))).toMatchObject({ title: "A hospital", summary: "Nurses learn Spanish.", path: "/case-study/rec1" });
  });

  it("falls back to the collection's word when a record has no title", () => {
    expect(LIST_ITEM_DETAILS.caseStudies(listItem("caseStudy", []))).toMatchObject({ title: "Case study", summary: "" });
  });
});

describe("detail addresses (spec §2.2)", () => {
  it("accepts slugs and record ids, nothing else", () => {
    expect(isRecordKey("ser-or-estar")).toBe(true);
    expect(isRecordKey("4bX9_a.b")).toBe(true);
    for (const key of ["", "a/b", "a b", "%2e%2e", "x".repeat(101)]) expect(isRecordKey(key)).toBe(false);
  });

  it("finds a record by its id only when it has no slug (one address per record)", () => {
    expect(addressableById({ fields: {} })).toBe(true);
    expect(addressableById({ fields: { slug: "has-one" } })).toBe(false);
  });
});

// Decision 0076: what a card and a page say about a record is the collection's words, filled with its values.
describe("a collection's words for its records", () => {
  it("the pack's templates name only their collection's values", () => {
    const TOKEN = /\{\{([a-zA-Z]+)\}\}/g;
    for (const kind of Object.keys(RECORD_VALUE_NAMES) as Array<keyof typeof RECORD_VALUE_NAMES>) {
      const templates = [...(words[kind].cardDetails ?? []), ...(words[kind].facts ?? [])];
      expect(templates.length, kind).toBeGreaterThan(0);
      const names: readonly string[] = RECORD_VALUE_NAMES[kind];
      for (const template of templates) for (const [, name] of template.matchAll(TOKEN)) expect(names, `${kind}: ${template}`).toContain(name);
    }
  });

  it("an editor's words replace the pack's: another order, other labels, a piece left out", () => {
    const product = ENTRY_COLLECTIONS.products.read(record("product", { sku: "K12-L1", gradeBand: "6–8", level: "Level 1", licensePriceCents: 4900, image: assetLink("img4") }))!;
    const edited = { cardDetails: ["{{level}} · grades {{gradeBand}}"], facts: ["Price per teacher: {{price}} a year", "SKU: {{sku}}"] };
    expect(product.card(edited).meta).toEqual(["Level 1 · grades 6–8"]);
    expect(product.detail({ now }, edited).facts).toEqual([["Price per teacher", `${formatUsd(4900)} a year`], ["SKU", "K12-L1"]]);
  });

  it("leave out a piece whose values are all empty, keep an unknown token as written, and say nothing without words", () => {
    const values = { location: "", format: "Online", when: "May 1" };
    expect(cardDetails({ cardDetails: ["{{location}}", "{{format}}", "{{typo}} here", "Free"] }, values)).toEqual(["Online", "{{typo}} here", "Free"]);
    expect(recordFacts({ facts: ["Where: {{location}}", "When: {{when}}, {{format}}"] }, values)).toEqual([["When", "May 1, Online"]]);
    expect(cardDetails({}, values)).toEqual([]);
    expect(recordFacts({}, values)).toEqual([]);
  });
});
