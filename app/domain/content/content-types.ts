// Field schemas of every content type the site reads. The bundled pack is validated against these
// in `npm test`; the Contentful space uses content types with the same ids and field names
// (docs/decisions/0004-content-model.md).
import { z } from "zod";
import { entrySchema, listItemFieldsSchema, richTextDocumentSchema } from "./cms-schema";

export const CONTENT_TYPES = {
  course: "course",
  article: "blog",
  caseStudy: "caseStudy",
  testimonial: "testimonial",
  trustedOrganization: "trustedOrganization",
  consentManager: "consentManager",
  blockedIps: "blockedIps",
  hotSite: "hotSite",
  policy: "policy",
} as const;

const assetLink = z.object({
  sys: z.object({ id: z.string().min(1), type: z.literal("Link"), linkType: z.literal("Asset") }),
});

export const courseEntrySchema = entrySchema(listItemFieldsSchema);
export const articleEntrySchema = entrySchema(listItemFieldsSchema);
export const caseStudyEntrySchema = entrySchema(listItemFieldsSchema);

/** A testimonial of the home carousel (spec §3 "Displayed items"): image, text, name, and the person's role. */
export const testimonialEntrySchema = entrySchema(
  z.object({
    name: z.string().min(1).max(80),
    role: z.string().min(1).max(120),
    text: z.string().min(40).max(400),
    image: assetLink,
  }),
);

/** A trusted organisation of the logo strip: its name (the logo's text alternative) and logo. */
export const trustedOrganizationEntrySchema = entrySchema(
  z.object({ name: z.string().min(1).max(80), logo: assetLink }),
);

/**
 * The consent-manager entry (spec §3): each heading-4 node of `consentManager` names a category,
 * and the paragraph after it describes the category.
 */
export const consentManagerEntrySchema = entrySchema(
  z.object({ title: z.string().min(1), consentManager: richTextDocumentSchema }),
);

/** The blocked-IP entry (spec §3): visitors from these addresses are excluded from analytics. */
export const blockedIpsEntrySchema = entrySchema(
  z.object({ title: z.string().min(1), blocked: z.array(z.string().min(2).max(45)) }),
);

/** A hot-site landing (spec §3): slug = site type; the rest is rich text (see app/domain/hot-site). */
export const hotSiteEntrySchema = entrySchema(
  z.object({
    slug: z.enum(["parents", "professionals", "heritage", "leisure"]),
    title: z.string().min(1),
    testimonials: richTextDocumentSchema,
    questions: richTextDocumentSchema,
    levels: richTextDocumentSchema,
    tutorials: richTextDocumentSchema,
  }),
);

/** A policy page (privacy, terms, cookies …): served at its own path, at /policies/{slug} and at /{slug}. */
export const policyEntrySchema = entrySchema(
  z.object({
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    title: z.string().min(1).max(120),
    summary: z.string().min(40).max(300),
    lastUpdated: z.iso.date(),
    body: richTextDocumentSchema,
  }),
);
