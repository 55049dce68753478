// A section's buttons are typed fields of its entry, a label and a link each (issue #28): the CMS checks
// them as the editor types; the renderers still get `{ label, href }`.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import { marketingPages } from "~/content/pages";
import { BUTTON_HREF, BUTTON_LABEL_MAX, sectionContentType, sectionEntryFields, sectionFromEntry } from "~/domain/content/page-entries";
import type { Section } from "~/domain/page-sections";

const entryOf = (type: string, fields: Record<string, unknown>) => ({ sys: { id: "section-under-test", contentType: { sys: { id: type } } }, fields });
const text = (fields: Record<string, unknown>) => entryOf("sectionText", { id: "why", title: "Why live classes", paragraphs: "Every class is a conversation.", ...fields });

afterEach(() => vi.restoreAllMocks());

describe("a section's buttons in its entry", () => {
  const sections = marketingPages.flatMap((page) => page.sections.map((section, i) => [`${page.path} #${i + 1} (${section.type})`, section] as const));

  it.each(sections)("%s reads back from its entry (and its list's item entries) as written", (_name, section: Section) => {
    const { fields, items } = sectionEntryFields(section, "section-under-test");
    const itemEntries = new Map(items.map((item) => [item.id, entryOf(item.contentType, item.fields)]));
    expect(sectionFromEntry(entryOf(sectionContentType(section.type), fields), (id) => itemEntries.get(id))).toEqual(section);
  });

  it("are a label and a link: the hero's two, and one for the other sections with a button", () => {
    const hero = sectionEntryFields({ type: "hero", title: "For schools", lines: [], primary: { label: "Request a quote", href: "/k12-quote" }, secondary: { label: "See the plans", href: "#plans" } }, "hero").fields;
    expect(hero).toEqual({ title: "For schools", lines: [], primaryButtonLabel: "Request a quote", primaryButtonLink: "/k12-quote", secondaryButtonLabel: "See the plans", secondaryButtonLink: "#plans" });
    expect(sectionFromEntry(text({ buttonLabel: "Read the FAQs", buttonLink: "/faqs" }))).toMatchObject({ type: "text", button: { label: "Read the FAQs", href: "/faqs" } });
  });

  it("leave out a button with a label but no link, or a link but no label, and say so; the section still shows", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const half of [{ buttonLabel: "Read the FAQs" }, { buttonLink: "/faqs" }]) {
      const section = sectionFromEntry(text(half));
      expect(section).toMatchObject({ type: "text", title: "Why live classes" });
      expect(section).not.toHaveProperty("button");
    }
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]![0]).toContain("section-under-test");
  });

  it("refuse an address that leaves the site's kinds, and a label over the limit", () => {
    for (const buttonLink of ["javascript:alert(1)", "//evil.example", "/\\evil.example", "http://example.com", "faqs", "#", "/faqs and more"]) {
      expect(sectionFromEntry(text({ buttonLabel: "Go", buttonLink })), buttonLink).toBeNull();
    }
    for (const buttonLink of ["/", "/faqs", "/about-hablarte/teachers", "#plans", "https://calendly.com/hablarte", "mailto:hola@hablarte.com", "tel:+15125550142"]) {
      expect(sectionFromEntry(text({ buttonLabel: "Go", buttonLink })), buttonLink).not.toBeNull();
    }
    expect(sectionFromEntry(text({ buttonLabel: "x".repeat(BUTTON_LABEL_MAX + 1), buttonLink: "/faqs" }))).toBeNull();
  });

  it("and the call to action's link follow the same rule", () => {
    const cta = (buttonLink: string) => sectionFromEntry(entryOf("sectionCta", { buttonText: "Book your free trial", buttonLink }));
    expect(cta("/try-hablarte-for-free")).toMatchObject({ type: "cta", buttonLink: "/try-hablarte-for-free" });
    expect(cta("javascript:alert(1)")).toBeNull();
  });

  it("refuse the JSON object a button used to be", () => {
    expect(sectionFromEntry(text({ button: { label: "Read the FAQs", href: "/faqs" } }))).toBeNull();
  });

  it("are checked by the same rules in Contentful's model (RE2: no lookahead)", () => {
    const model = JSON.parse(readFileSync(fileURLToPath(new URL("../../../docs/contentful/content-types.json", import.meta.url)), "utf8")) as {
      contentTypes: Array<{ sys: { id: string }; fields: Array<{ id: string; type: string; validations?: Array<{ regexp?: { pattern: string }; size?: { min?: number; max?: number } }> }> }>;
    };
    const sections = model.contentTypes.filter((type) => type.sys.id.startsWith("section"));
    const fields = sections.flatMap((type) => type.fields.filter((field) => /^(button|primaryButton|secondaryButton)(Label|Link)$/.test(field.id)).map((field) => ({ ...field, of: type.sys.id })));
    expect(fields.map((field) => `${field.of}.${field.id}`).sort()).toEqual(
      ["sectionArticleList", "sectionCourseList", "sectionFeatures", "sectionSolution", "sectionText"].flatMap((type) => [`${type}.buttonLabel`, `${type}.buttonLink`]).concat(["sectionCta.buttonLink", "sectionHero.primaryButtonLabel", "sectionHero.primaryButtonLink", "sectionHero.secondaryButtonLabel", "sectionHero.secondaryButtonLink"]).sort(),
    );
    for (const field of fields) {
      expect(field.type).toBe("Symbol");
      if (field.id.endsWith("Link")) expect(field.validations?.[0]?.regexp?.pattern, `${field.of}.${field.id}`).toBe(BUTTON_HREF.source);
      else expect(field.validations?.[0]?.size, `${field.of}.${field.id}`).toEqual({ min: 1, max: BUTTON_LABEL_MAX });
    }
    expect(BUTTON_HREF.source).not.toMatch(/\(\?<?[=!]/);
  });
});
