// A section's list is entries of their own, linked in order (issue #28; decision 0083): the FAQ's questions,
// the stats' figures, a timeline's steps, the values, features, challenges and a solution's points. The CMS
// checks each item's fields; the site shows the items in the order the links give, and leaves out one it
// can't find or read rather than the whole section.
import { afterEach, describe, expect, it, vi } from "vitest";
import { ITEM_CONTENT_TYPES, MAX_ITEMS, MAX_PARAGRAPHS_LENGTH, itemEntrySchemas, sectionEntryFields, sectionFromEntry } from "~/domain/content/page-entries";
import { pageEntries } from "~/content/pages";

afterEach(() => vi.restoreAllMocks());

const faq = { type: "faq" as const, id: "faq", title: "Questions parents ask", items: [
  { question: "How long is a class?", answer: "Fifty minutes, live, with a native teacher." },
  { question: "Can we change the time?", answer: "Yes, with a week's notice." },
  { question: "Is there homework?", answer: "A few minutes of practice between classes." },
] };
const entryOf = (id: string, type: string, fields: Record<string, unknown>) => ({ sys: { id, contentType: { sys: { id: type } } }, fields });

describe("a section's list of item entries", () => {
  it("is written as links in order, each item an entry of its kind named after the section", () => {
    const { fields, items } = sectionEntryFields(faq, "page-faqs.2");
    expect(fields.items).toEqual([1, 2, 3].map((n) => ({ sys: { id: `page-faqs.2.${n}`, type: "Link", linkType: "Entry" } })));
    expect(items.map((item) => [item.id, item.contentType, item.fields])).toEqual(faq.items.map((item, i) => [`page-faqs.2.${i + 1}`, "faqItem", item]));
  });

  it("reads in the order of the links, whatever order the items come in", () => {
    const { fields, items } = sectionEntryFields(faq, "s");
    const byId = new Map(items.map((item) => [item.id, entryOf(item.id, item.contentType, item.fields)]));
    const reordered = { ...fields, items: [...(fields.items as unknown[])].reverse() };
    expect(sectionFromEntry(entryOf("s", "sectionFaq", reordered), (id) => byId.get(id))).toMatchObject({ items: [...faq.items].reverse() });
  });

  it("leaves out, and says so, an item that is missing, of another kind or that doesn't validate; the section still shows", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { fields, items } = sectionEntryFields(faq, "s");
    const found: Record<string, ReturnType<typeof entryOf>> = {
      "s.1": entryOf("s.1", "faqItem", items[0]!.fields),
      "s.2": entryOf("s.2", "statFigure", { value: "5,000+", label: "students" }),
      // s.3 is unpublished: not found.
    };
    const broken = { ...fields, items: [...(fields.items as unknown[]), { sys: { id: "s.4", type: "Link", linkType: "Entry" } }] };
    found["s.4"] = entryOf("s.4", "faqItem", { question: "No answer?" });
    expect(sectionFromEntry(entryOf("s", "sectionFaq", broken), (id) => found[id])).toMatchObject({ type: "faq", items: [faq.items[0]] });
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls.map((call) => call[0])).toEqual(["s.2", "s.3", "s.4"].map((id) => expect.stringContaining(id)));
  });

  it(`links at most ${MAX_ITEMS} items`, () => {
    const many = { ...faq, items: Array.from({ length: MAX_ITEMS + 1 }, (_, i) => ({ question: `Question ${i + 1}?`, answer: "An answer." })) };
    const { fields } = sectionEntryFields(many, "s");
    expect(sectionFromEntry(entryOf("s", "sectionFaq", fields))).toBeNull();
  });

  it("refuses an item's wrong field: an unknown icon, colour or key, an empty question, a feature's link off the site's kinds", () => {
    const item = (type: string, fields: Record<string, unknown>) => itemEntrySchemas[type]!.safeParse({ ...pageEntries.find((e) => e.sys.contentType.sys.id === type)!, fields }).success;
    expect(item("valueItem", { icon: "unicorn", title: "Care", description: "We care." })).toBe(false);
    expect(item("timelineStep", { color: "purple", title: "Start", desc: "Day one." })).toBe(false);
    expect(item("faqItem", { question: "", answer: "An answer." })).toBe(false);
    expect(item("faqItem", { question: "Why?", answer: "Because.", extra: true })).toBe(false);
    expect(item("featureItem", { title: "Parents", text: "For families.", href: "javascript:alert(1)" })).toBe(false);
    expect(item("featureItem", { title: "Parents", text: "For families.", href: "/for-parents", icon: "backpack" })).toBe(true);
  });

  it("the pack holds every kind of item, each valid", () => {
    for (const type of ITEM_CONTENT_TYPES) {
      const items = pageEntries.filter((entry) => entry.sys.contentType.sys.id === type);
      expect(items.length, type).toBeGreaterThan(0);
      for (const entry of items) expect(itemEntrySchemas[type]!.safeParse(entry).success, entry.sys.id).toBe(true);
    }
  });
});

describe("a text section's paragraphs (issue #28)", () => {
  const textEntry = (paragraphs: unknown) => entryOf("s", "sectionText", { id: "why", title: "Why live classes", ...(paragraphs === undefined ? {} : { paragraphs }) });

  it("are one long text, a blank line between two: written so, and read back as paragraphs", () => {
    const { fields } = sectionEntryFields({ type: "text", id: "why", title: "Why live classes", paragraphs: ["Every class is a conversation.", "Your teacher corrects you as you speak."] }, "s");
    expect(fields.paragraphs).toBe("Every class is a conversation.\n\nYour teacher corrects you as you speak.");
    expect(sectionFromEntry(textEntry("First.\n \nSecond,\nstill second.\n\n\n\nThird.  "))).toMatchObject({ paragraphs: ["First.", "Second,\nstill second.", "Third."] });
  });

  it("may be left empty (a text of bullets alone); blank, too long or not text, the section doesn't validate", () => {
    expect(sectionEntryFields({ type: "text", id: "why", title: "Why", paragraphs: [], bullets: ["One."] }, "s").fields).not.toHaveProperty("paragraphs");
    expect(sectionFromEntry(textEntry(undefined))).toMatchObject({ paragraphs: [] });
    for (const paragraphs of ["   ", "x".repeat(MAX_PARAGRAPHS_LENGTH + 1), ["A list, as before."]]) expect(sectionFromEntry(textEntry(paragraphs))).toBeNull();
  });
});

describe("a comparison table's rows (issue #28)", () => {
  const table = {
    type: "comparison" as const,
    id: "formats",
    title: "Group classes or one-to-one?",
    caption: "Group classes compared with one-to-one classes",
    headers: ["At a glance", "Group classes", "One-to-one classes"],
    rows: [
      { label: "Class size", cells: [{ icon: "check" as const, color: "green" as const, text: "Up to 15 colleagues" }, { icon: "partial" as const, color: "amber" as const, text: "Just you" }] },
      { label: "Price", cells: [{ icon: "none" as const, color: "gray" as const, text: "" }, { icon: "cross" as const, color: "red" as const, text: "Higher" }] },
    ],
  };

  it("are row entries with a mark and a text per column; the mark gives the colour", () => {
    const { fields, items } = sectionEntryFields(table, "s");
    expect(items.map((item) => [item.contentType, item.fields])).toEqual([
      ["comparisonRow", { label: "Class size", cell1Mark: "check", cell1Text: "Up to 15 colleagues", cell2Mark: "partial", cell2Text: "Just you" }],
      ["comparisonRow", { label: "Price", cell1Mark: "none", cell2Mark: "cross", cell2Text: "Higher" }],
    ]);
    const byId = new Map(items.map((item) => [item.id, entryOf(item.id, item.contentType, item.fields)]));
    expect(sectionFromEntry(entryOf("s", "sectionComparison", fields), (id) => byId.get(id))).toEqual(table);
  });

  it("refuse a mark outside the four, a row without its first column, and a fourth column", () => {
    const row = (fields: Record<string, unknown>) => itemEntrySchemas.comparisonRow!.safeParse({ ...pageEntries.find((e) => e.sys.contentType.sys.id === "comparisonRow")!, fields }).success;
    expect(row({ label: "Size", cell1Mark: "check" })).toBe(true);
    expect(row({ label: "Size", cell1Mark: "maybe" })).toBe(false);
    expect(row({ label: "Size", cell2Mark: "check" })).toBe(false);
    expect(row({ label: "Size", cell1Mark: "check", cell4Mark: "check" })).toBe(false);
    expect(() => sectionEntryFields({ ...table, rows: [{ label: "Four", cells: Array(4).fill(table.rows[0]!.cells[0]) }] }, "s")).toThrow("at most 3 cells");
    expect(() => sectionEntryFields({ ...table, rows: [{ label: "Red check", cells: [{ icon: "check", color: "red", text: "" }] }] }, "s")).toThrow("A check is green");
  });
});
