// The content collections of spec §2.2: where each lists and where its records live. Domain, not config:
// the descriptors build every record's path from it, and routes, sitemap and pages read the same table.
// Its words (titles, intros, labels) are content: a `collectionPage` entry each (decision 0069).
import { brandPaths } from "../brand";

export const COLLECTION_KINDS = ["courses", "articles", "caseStudies", "ebooks", "events", "resources", "learningMaterials", "k12Programs", "products"] as const;
export type CollectionKind = (typeof COLLECTION_KINDS)[number];

export type CollectionConfig = {
  kind: CollectionKind;
  contentType: string;
  /** The list page; k12Programs are listed on other pages. */
  listPath: string | null;
  detailBase: string;
};

export const COLLECTIONS: Record<CollectionKind, CollectionConfig> = {
  courses: { kind: "courses", contentType: "course", listPath: "/spanish-courses-overview", detailBase: "/course" },
  articles: { kind: "articles", contentType: "blog", listPath: "/spanish-learning-articles", detailBase: "/article" },
  caseStudies: { kind: "caseStudies", contentType: "caseStudy", listPath: "/spanish-case-studies", detailBase: "/case-study" },
  ebooks: { kind: "ebooks", contentType: "eBook", listPath: "/spanish-learning-ebooks", detailBase: "/eBook" },
  events: { kind: "events", contentType: "event", listPath: brandPaths.events, detailBase: "/event" },
  resources: { kind: "resources", contentType: "resource", listPath: "/spanish-learning-resources", detailBase: "/resource" },
  learningMaterials: { kind: "learningMaterials", contentType: "learningMaterial", listPath: "/learning-hub", detailBase: "/learning-materials" },
  k12Programs: { kind: "k12Programs", contentType: "k12Program", listPath: null, detailBase: "/K12-program" },
  products: { kind: "products", contentType: "product", listPath: "/catalog", detailBase: "/product" },
};

export const LISTED_COLLECTIONS = Object.values(COLLECTIONS).filter((c): c is CollectionConfig & { listPath: string } => c.listPath !== null);
