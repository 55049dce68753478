// Where an entry shows on the site, for the preview link Contentful opens from any entry
// (`/api/preview?secret=…&entry={entry.sys.id}`, decision 0065): one URL template for every content type,
// so a section reached from several pages, a record without a slug or a testimonial needs no template of
// its own. Entries no public page shows (the blocked-IP list, signed-in teachers' lessons) and a landing
// page (on its own host) have none.
import { brandPaths } from "../brand";
import { COLLECTIONS, type CollectionKind } from "../collections/kinds";
import { ITEM_CONTENT_TYPES } from "./page-entries";

const ITEM_TYPES = new Set<string>(ITEM_CONTENT_TYPES);

type PreviewedEntry = { sys: { id: string; contentType: { sys: { id: string } } }; fields: Record<string, unknown> };

/** Content types shown on one fixed page. */
const SHOWN_ON: Record<string, string> = {
  siteSettings: "/",
  consentManager: "/",
  // The header and footer: on every page.
  siteNavigation: "/",
  navigationMenu: "/",
  navigationLink: "/",
  testimonial: "/",
  trustedOrganization: "/",
  faq: "/faqs",
  levelTestQuestion: "/level-test",
  // The levels and courses: all of them on the select-level step.
  learnerLevel: "/select-level",
  spanishLevel: "/select-level",
  // The price cards: the pricing page shows every plan and package.
  pricingSettings: "/spanish-course-pricing",
  pricingPlan: "/spanish-course-pricing",
};

/** Content types an editor can't preview through the link, and where to look instead. */
export const NOT_PREVIEWED: Record<string, string> = {
  hotSite: "A landing page shows on its own address: open the preview link on the landing’s host.",
  blockedIps: "The blocked-IP list is not shown on any page.",
  curriculumUnit: "Curriculum units show to teachers who hold a license: preview them from a teacher’s account.",
  curriculumLesson: "Curriculum lessons show to teachers who hold a license: preview them from a teacher’s account.",
};

const text = (value: unknown) => (typeof value === "string" && value.length > 0 ? value : undefined);

/**
 * The site path of an entry, or null. `linkingPagePath` is the path of a page whose sections link the
 * entry (for a section entry).
 */
export function previewPath(entry: PreviewedEntry, linkingPagePath: string | null): string | null {
  const type = entry.sys.contentType.sys.id;
  const key = text(entry.fields.slug) ?? entry.sys.id;
  if (type === "page") return text(entry.fields.path) ?? null;
  // A section, or an item of a section's list (decision 0083): where the page linking it is.
  if (type.startsWith("section") || ITEM_TYPES.has(type)) return linkingPagePath;
  if (type === "policy") return `/${key}`;
  // A collection's words show on its list page; the K-12 programs, which have none, are listed on the schools' page.
  if (type === "collectionPage") return COLLECTIONS[entry.fields.collection as CollectionKind]?.listPath ?? (entry.fields.collection === "k12Programs" ? "/k-12-schools" : null);
  if (type === "teamMember") return `${brandPaths.about}/${text(entry.fields.group) ?? ""}`.replace(/\/$/, "");
  const collection = Object.values(COLLECTIONS).find((c) => c.contentType === type);
  if (collection) return `${collection.detailBase}/${key}`;
  return SHOWN_ON[type] ?? null;
}
