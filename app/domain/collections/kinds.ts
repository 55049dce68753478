// The content collections of spec §2.2: where each lists and where its records live. Domain, not config:
// the descriptors build every record's path from it, and routes, sitemap and pages read the same table.
import { brandPaths } from "../brand";
import { FREE_TRIAL_DAYS } from "../pricing";

export type CollectionKind = "courses" | "articles" | "caseStudies" | "ebooks" | "events" | "resources" | "learningMaterials" | "k12Programs" | "products";

export type CollectionConfig = {
  kind: CollectionKind;
  contentType: string;
  /** The list page; k12Programs are listed on other pages. */
  listPath: string | null;
  detailBase: string;
  listTitle: string;
  listIntro: string;
  /** The word for one record, in a detail page's breadcrumb. */
  singular: string;
  /** The list's own heading: "All {plural}". */
  plural: string;
};

export const COLLECTIONS: Record<CollectionKind, CollectionConfig> = {
  courses: { kind: "courses", plural: "courses", contentType: "course", listPath: "/spanish-courses-overview", detailBase: "/course", singular: "Course", listTitle: "Spanish courses for every learner", listIntro: `Live online classes with native teachers, for adults, young learners, professionals and heritage speakers. Every course starts with a free ${FREE_TRIAL_DAYS}-day trial.` },
  articles: { kind: "articles", plural: "articles", contentType: "blog", listPath: "/spanish-learning-articles", detailBase: "/article", singular: "Article", listTitle: "Articles on learning Spanish", listIntro: "Grammar made clear, culture notes and practical advice from our teachers." },
  caseStudies: { kind: "caseStudies", plural: "case studies", contentType: "caseStudy", listPath: "/spanish-case-studies", detailBase: "/case-study", singular: "Case study", listTitle: "Success stories", listIntro: "How schools, hospitals, universities and companies put live Spanish classes to work." },
  ebooks: { kind: "ebooks", plural: "eBooks", contentType: "eBook", listPath: "/spanish-learning-ebooks", detailBase: "/eBook", singular: "eBook", listTitle: "Free Spanish eBooks", listIntro: "Practical guides you can download and keep, written by our teachers and curriculum team." },
  events: { kind: "events", plural: "events", contentType: "event", listPath: brandPaths.events, detailBase: "/event", singular: "Event", listTitle: "Spanish events and workshops", listIntro: "Open classes, webinars and cultural workshops — most of them online and free." },
  resources: { kind: "resources", plural: "resources", contentType: "resource", listPath: "/spanish-learning-resources", detailBase: "/resource", singular: "Resource", listTitle: "Spanish learning resources and guides", listIntro: "Phrase lists, worksheets, checklists and guides to use between classes." },
  learningMaterials: { kind: "learningMaterials", plural: "lessons", contentType: "learningMaterial", listPath: "/learning-hub", detailBase: "/learning-materials", singular: "Lesson", listTitle: "Learning hub", listIntro: "Short self-study lessons by level and skill, with answers, to practice between live classes." },
  k12Programs: { kind: "k12Programs", plural: "programs", contentType: "k12Program", listPath: null, detailBase: "/K12-program", singular: "K-12 program", listTitle: "K-12 Spanish programs", listIntro: "" },
  products: { kind: "products", plural: "curriculum levels", contentType: "product", listPath: "/catalog", detailBase: "/product", singular: "Curriculum level", listTitle: "K-12 Spanish curriculum catalog", listIntro: "One license per teacher per level, for grades K–12, following ACTFL standards. Buy by card or request a quote and pay by Purchase Order." },
};

export const LISTED_COLLECTIONS = Object.values(COLLECTIONS).filter((c): c is CollectionConfig & { listPath: string } => c.listPath !== null);
