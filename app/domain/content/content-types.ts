// Field schemas of every content type the site reads. The bundled pack is validated against these
// in `npm test`; the Contentful space uses content types with the same ids and field names
// (docs/decisions/0004-content-model.md).
import { z } from "zod";
import { TWO_LINKS } from "./linked-sentence";
import { entrySchema, listedOnSchema, listItemFieldsSchema, richTextDocumentSchema, type RichTextDocument } from "./cms-schema";

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
  eBook: "eBook",
  event: "event",
  resource: "resource",
  learningMaterial: "learningMaterial",
  k12Program: "k12Program",
  product: "product",
  teamMember: "teamMember",
  faq: "faq",
  levelTestQuestion: "levelTestQuestion",
  siteSettings: "siteSettings",
  curriculumUnit: "curriculumUnit",
  curriculumLesson: "curriculumLesson",
  /** The words of a collection's list and records' pages (decision 0069; app/domain/content/collection-pages.ts). */
  collectionPage: "collectionPage",
  /** The three learner levels and the five courses by CEFR level (decision 0071; app/domain/content/levels.ts). */
  learnerLevel: "learnerLevel",
  spanishLevel: "spanishLevel",
  /** The price cards' shared labels and each plan's words (decision 0072; app/domain/content/pricing-words.ts). */
  pricingSettings: "pricingSettings",
  pricingPlan: "pricingPlan",
} as const;

const assetLink = z.object({
  sys: z.object({ id: z.string().min(1), type: z.literal("Link"), linkType: z.literal("Asset") }),
});
const entryLink = z.object({
  sys: z.object({ id: z.string().min(1), type: z.literal("Link"), linkType: z.literal("Entry") }),
});
const listedOn = listedOnSchema;

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
    listedOn,
  }),
);

/** A trusted organisation of the logo strip: its name (the logo's text alternative) and logo. */
export const trustedOrganizationEntrySchema = entrySchema(
  z.object({ name: z.string().min(1).max(80), logo: assetLink, listedOn }),
);

/**
 * The consent-manager entry (spec §3): each heading-4 node of `consentManager` names a category,
 * and the paragraph after it describes the category.
 */
export const consentManagerEntrySchema = entrySchema(
  z.object({
    title: z.string().min(1),
    consentManager: richTextDocumentSchema,
    // The notice a first visit shows and the preferences dialog (decision 0068).
    noticeTitle: z.string().min(1).max(80),
    noticeText: z.string().min(1).max(400),
    noticeLinks: z.string().regex(TWO_LINKS).max(160),
    preferencesTitle: z.string().min(1).max(80),
    preferencesText: z.string().min(1).max(400),
    acceptAllLabel: z.string().min(1).max(40),
    declineAllLabel: z.string().min(1).max(40),
    saveLabel: z.string().min(1).max(40),
    alwaysActiveLabel: z.string().min(1).max(40),
  }),
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

/** A policy page as it renders: the entry's fields and the slug it was found by. */
export type PolicyView = { slug: string; title: string; summary: string; lastUpdated: string; body: RichTextDocument };

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
const summary = z.string().min(40).max(320);

/** What every record of a collection has: its address, its title and its one-line summary. */
const record = { slug, title: z.string().min(1).max(120), summary };
/** The picture and the page body of a record that has its own illustrated page. */
const illustratedBody = { image: assetLink, body: richTextDocumentSchema };
/** The grade bands of the K-12 curriculum; a program and its products name the same band. */
export const GRADE_BANDS = ["K–2", "3–5", "6–8", "9–12"] as const;
export type GradeBand = (typeof GRADE_BANDS)[number];

/** A free eBook: its cover, what's inside, and the PDF itself (an asset). */
export const eBookEntrySchema = entrySchema(
  z.object({
    ...record,
    audience: z.string().min(1).max(80),
    pages: z.number().int().positive(),
    cover: assetLink,
    file: assetLink,
    body: richTextDocumentSchema,
    listedOn,
  }),
);

/** An event (webinar, workshop, open class). Times are ISO with offset; past events stay listed as past. */
export const eventEntrySchema = entrySchema(
  z.object({
    ...record,
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    format: z.enum(["Online", "In person"]),
    location: z.string().min(1).max(120),
    audience: z.string().min(1).max(80),
    ...illustratedBody,
    listedOn,
  }),
);

/** A learning resource or guide (/spanish-learning-resources, /resource/:id). */
export const resourceEntrySchema = entrySchema(
  z.object({
    ...record,
    kind: z.enum(["Guide", "Worksheet", "Checklist", "Phrase list"]),
    audience: z.string().min(1).max(80),
    ...illustratedBody,
    listedOn,
  }),
);

/** A learning-hub material (/learning-hub, /learning-materials/:id): a short self-study lesson. */
export const learningMaterialEntrySchema = entrySchema(
  z.object({
    ...record,
    level: z.enum(["Beginner", "Intermediate", "Advanced"]),
    skill: z.enum(["Listening", "Reading", "Vocabulary", "Grammar", "Speaking", "Culture"]),
    minutes: z.number().int().min(5).max(90),
    body: richTextDocumentSchema,
    listedOn,
  }),
);

/** A K-12 program (/K12-program/:id), with the states whose Departments of Education approve it. */
export const k12ProgramEntrySchema = entrySchema(
  z.object({
    slug,
    title: z.string().min(1).max(120),
    gradeBand: z.enum(GRADE_BANDS),
    summary,
    levels: z.array(z.string().min(1)).min(1),
    approvedStates: z.array(z.string().min(2)).default([]),
    ...illustratedBody,
    listedOn,
  }),
);

/** A curriculum product of the catalog (/catalog, /product/:id): one level of the K-12 curriculum. */
export const productEntrySchema = entrySchema(
  z.object({
    slug,
    sku: z.string().regex(/^[A-Z0-9-]+$/),
    title: z.string().min(1).max(120),
    gradeBand: z.enum(GRADE_BANDS),
    level: z.string().min(1).max(40),
    summary,
    /** Price of one teacher licence for this level, per school year, in cents (editable in the CMS). */
    licensePriceCents: z.number().int().positive(),
    ...illustratedBody,
    listedOn,
  }),
);

/** A member of the academic team or a teacher (about tabs), with a 'read more' biography. */
export const teamMemberEntrySchema = entrySchema(
  z.object({
    slug,
    name: z.string().min(1).max(80),
    role: z.string().min(1).max(120),
    group: z.enum(["academic-team", "teachers"]),
    description: z.string().min(40).max(280),
    image: assetLink,
    readMore: richTextDocumentSchema,
    listedOn,
  }),
);

/** A frequently asked question (/faqs), grouped by category and ordered within it. */
export const faqEntrySchema = entrySchema(
  z.object({
    question: z.string().min(8).max(200),
    answer: z.string().min(20).max(900),
    category: z.enum(["Classes", "Pricing and plans", "Young learners", "Schools and licenses", "Account and privacy"]),
    order: z.number().int().min(0),
  }),
);

/**
 * A question of the placement level test (spec §2.8, §3 "Level-test question", §9): one of the 40 of its bank,
 * with exactly 3 distinct options, one of them the correct answer, the integer form-entry id its answer is
 * submitted under, and optionally a listening clip, which then comes with its transcript.
 */
export const levelTestQuestionEntrySchema = entrySchema(
  z
    .object({
      bank: z.enum(["novice", "intermediate", "advanced"]),
      position: z.number().int().min(1).max(40),
      question: z.string().min(1).max(400),
      options: z.array(z.string().min(1).max(120)),
      correctAnswer: z.string().min(1).max(120),
      // A Google-Forms-style entry id: 9 or 10 digits.
      entryId: z.number().int().min(100_000_000).max(9_999_999_999),
      audio: assetLink.optional(),
      transcript: z.string().min(1).max(1000).optional(),
    })
    .refine((f) => f.options.length === 3 && new Set(f.options).size === 3, {
      message: "a level-test question has exactly 3 distinct options",
      path: ["options"],
    })
    .refine((f) => f.options.includes(f.correctAnswer), {
      message: "the correct answer must be one of the options",
      path: ["correctAnswer"],
    })
    .refine((f) => (f.audio === undefined) === (f.transcript === undefined), {
      message: "a question with audio has a transcript, and only then",
      path: ["transcript"],
    }),
);

/**
 * A unit of a curriculum level (issue #25): its product, its place in the level, and its lessons in order.
 * Delivered only to teachers holding a licence of the level (/account/my-products/:slug/unit-:n).
 */
export const curriculumUnitEntrySchema = entrySchema(
  z.object({
    product: entryLink,
    number: z.number().int().min(1).max(40),
    title: z.string().min(1).max(120),
    summary: z.string().min(40).max(1000),
    lessons: z.array(entryLink).min(1).max(20),
  }),
);

const lines = (max: number) => z.array(z.string().min(1).max(300)).min(1).max(max);

/**
 * A lesson of a unit (issue #25): objectives, ACTFL can-do statements, vocabulary, the listening track's
 * transcript, and its five
 * materials as assets — the teacher's lesson plan, the student worksheet, the slides and the answer key
 * (PDFs) and the listening track (MP3).
 */
export const curriculumLessonEntrySchema = entrySchema(
  z.object({
    number: z.number().int().min(1).max(40),
    title: z.string().min(1).max(120),
    minutes: z.number().int().min(10).max(120),
    objectives: lines(8),
    canDo: lines(6),
    vocabulary: lines(30),
    /** What the listening track says, in Spanish: the page shows it beside the player. */
    transcript: z.string().min(1).max(3000),
    lessonPlan: assetLink,
    worksheet: assetLink,
    slides: assetLink,
    answerKey: assetLink,
    audio: assetLink,
  }),
);
