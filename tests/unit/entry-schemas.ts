// Every content type the site reads, by id, with the zod schema its entries must pass: shared by the tests
// of the bundled pack, the Contentful model and the pack's export.
import * as types from "~/domain/content/content-types";
import { itemEntrySchemas, pageEntrySchema, sectionEntrySchemas } from "~/domain/content/page-entries";
import { siteSettingsEntrySchema } from "~/domain/content/site-facts";
import { collectionPageEntrySchema } from "~/domain/content/collection-pages";
import { learnerLevelEntrySchema, spanishLevelEntrySchema } from "~/domain/content/levels";
import { pricingPlanEntrySchema, pricingSettingsEntrySchema } from "~/domain/content/pricing-words";
import { NAVIGATION_CONTENT_TYPES, navigationLinkEntrySchema, navigationMenuEntrySchema, siteNavigationEntrySchema } from "~/domain/content/navigation";

export type EntrySchema = { safeParse: (value: unknown) => { success: boolean; error?: { message: string } }; shape: { fields: { shape: Record<string, { safeParse: (v: unknown) => { success: boolean } }> } } };

export const ENTRY_SCHEMAS = {
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
  siteSettings: siteSettingsEntrySchema,
  curriculumUnit: types.curriculumUnitEntrySchema,
  curriculumLesson: types.curriculumLessonEntrySchema,
  collectionPage: collectionPageEntrySchema,
  learnerLevel: learnerLevelEntrySchema,
  spanishLevel: spanishLevelEntrySchema,
  pricingSettings: pricingSettingsEntrySchema,
  pricingPlan: pricingPlanEntrySchema,
  // The header and footer (decision 0067).
  [NAVIGATION_CONTENT_TYPES.site]: siteNavigationEntrySchema,
  [NAVIGATION_CONTENT_TYPES.menu]: navigationMenuEntrySchema,
  [NAVIGATION_CONTENT_TYPES.link]: navigationLinkEntrySchema,
  // Pages as content (issue #12 §1): the page and one type per section of the catalogue.
  page: pageEntrySchema,
  ...sectionEntrySchemas,
  // The items of sections' lists (decision 0083).
  ...itemEntrySchemas,
} as unknown as Record<string, EntrySchema>;

/** The facts the pack's tokens stand for (decision 0025): entries are valid as the site reads them, filled in. */
export { PACK_FACTS } from "../support/pack-facts";
