import { describe, expect, it } from "vitest";
import { sectionHeadingField, sectionInspectorTags } from "~/domain/content/inspector";
import { NOT_PREVIEWED, previewPath } from "~/domain/content/preview-paths";

const entry = (type: string, id: string, fields: Record<string, unknown> = {}) => ({ sys: { id, contentType: { sys: { id: type } } }, fields });

describe("inspector tags (decision 0065)", () => {
  it("tag a section with its entry and heading field, in a preview only", () => {
    expect(sectionInspectorTags({ type: "faq", entryId: "section-faq-parents" })).toEqual({ "data-contentful-entry-id": "section-faq-parents", "data-contentful-field-id": "title" });
    expect(sectionInspectorTags({ type: "homeHero", entryId: "home-hero" })?.["data-contentful-field-id"]).toBe("title1");
    expect(sectionInspectorTags({ type: "faq" })).toBeNull();
  });

  it("open the heading field each section type has", () => {
    expect(sectionHeadingField("solution")).toBe("title1");
    expect(sectionHeadingField("cta")).toBe("title");
  });
});

describe("previewPath: where an entry shows", () => {
  it("a page at its path, a section on the page linking it", () => {
    expect(previewPath(entry("page", "page-parents", { path: "/for-parents" }), null)).toBe("/for-parents");
    expect(previewPath(entry("sectionFaq", "faq-parents"), "/for-parents")).toBe("/for-parents");
    expect(previewPath(entry("sectionFaq", "faq-orphan"), null)).toBeNull();
  });

  it("a record on its detail page, by slug or else by id", () => {
    expect(previewPath(entry("course", "c1", { slug: "spanish-for-travel" }), null)).toBe("/course/spanish-for-travel");
    expect(previewPath(entry("blog", "b7"), null)).toBe("/article/b7");
    expect(previewPath(entry("product", "p1", { slug: "k2-level-1" }), null)).toBe("/product/k2-level-1");
    expect(previewPath(entry("policy", "p", { slug: "privacy-policy" }), null)).toBe("/privacy-policy");
  });

  it("shared content on the page that shows it", () => {
    expect(previewPath(entry("testimonial", "t"), null)).toBe("/");
    expect(previewPath(entry("faq", "f"), null)).toBe("/faqs");
    expect(previewPath(entry("levelTestQuestion", "q"), null)).toBe("/level-test");
    expect(previewPath(entry("teamMember", "m", { group: "teachers" }), null)).toBe("/about-hablarte/teachers");
  });

  it("a collection's words on its list page; the K-12 programs' on the schools' page that lists them", () => {
    expect(previewPath(entry("collectionPage", "cp", { collection: "events" }), null)).toBe("/hablarte-spanish-events");
    expect(previewPath(entry("collectionPage", "cp", { collection: "products" }), null)).toBe("/catalog");
    expect(previewPath(entry("collectionPage", "cp", { collection: "k12Programs" }), null)).toBe("/k-12-schools");
    expect(previewPath(entry("collectionPage", "cp", { collection: "nonsense" }), null)).toBeNull();
  });

  it("nothing for content no public page shows, which says why instead", () => {
    expect(previewPath(entry("blockedIps", "b"), null)).toBeNull();
    expect(Object.keys(NOT_PREVIEWED).sort()).toEqual(["blockedIps", "curriculumLesson", "curriculumUnit", "hotSite"]);
  });
});
