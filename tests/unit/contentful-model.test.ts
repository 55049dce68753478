// The Contentful space's content types (docs/contentful) must match what the site validates.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import * as types from "~/domain/content/content-types";
import { pageEntrySchema, sectionEntrySchemas } from "~/domain/content/page-entries";

const model = JSON.parse(readFileSync(fileURLToPath(new URL("../../docs/contentful/content-types.json", import.meta.url)), "utf8")) as {
  contentTypes: Array<{ sys: { id: string }; fields: Array<{ id: string; required: boolean }> }>;
};

const schemas: Record<string, { shape: { fields: { shape: Record<string, { safeParse: (v: unknown) => { success: boolean } }> } } }> = {
  course: types.courseEntrySchema,
  blog: types.articleEntrySchema,
  caseStudy: types.caseStudyEntrySchema,
  testimonial: types.testimonialEntrySchema,
  trustedOrganization: types.trustedOrganizationEntrySchema,
  consentManager: types.consentManagerEntrySchema,
  blockedIps: types.blockedIpsEntrySchema,
  hotSite: types.hotSiteEntrySchema,
  policy: types.policyEntrySchema,
  eBook: types.eBookEntrySchema,
  event: types.eventEntrySchema,
  resource: types.resourceEntrySchema,
  learningMaterial: types.learningMaterialEntrySchema,
  k12Program: types.k12ProgramEntrySchema,
  product: types.productEntrySchema,
  teamMember: types.teamMemberEntrySchema,
  faq: types.faqEntrySchema,
  levelTestQuestion: types.levelTestQuestionEntrySchema,
  // Pages as content (issue #12 §1): the page and one type per section of the catalogue.
  page: pageEntrySchema,
  ...sectionEntrySchemas,
} as never;

describe("Contentful content model", () => {
  it("defines every content type the site reads", () => {
    expect(model.contentTypes.map((t) => t.sys.id).sort()).toEqual(Object.keys(schemas).sort());
    expect([...Object.values(types.CONTENT_TYPES), "page", ...Object.keys(sectionEntrySchemas)].sort()).toEqual(Object.keys(schemas).sort());
  });

  it.each(model.contentTypes.map((t) => [t.sys.id, t] as const))("%s has the site's fields, required where the site requires them", (id, type) => {
    const shape = schemas[id]!.shape.fields.shape;
    expect(type.fields.map((f) => f.id).sort()).toEqual(Object.keys(shape).sort());
    for (const field of type.fields) {
      const optional = shape[field.id]!.safeParse(undefined).success;
      expect(field.required, `${id}.${field.id}`).toBe(!optional);
    }
  });
});
