// Every public path of spec §2.2 in scope for issue #3, with real ids from the bundled pack.
import { COLLECTIONS } from "~/domain/collections/kinds";
import { stateApprovedProgramsPath } from "~/config/site";
import { contentPack } from "~/content";
import { marketingPages } from "~/content/pages";
import type { Entry } from "~/domain/content/cms-schema";

const keyOf = (entry: Entry) => (entry.fields as { slug?: string }).slug ?? entry.sys.id;
const ofType = (type: string) => (contentPack.entries as Entry[]).filter((e) => e.sys.contentType.sys.id === type);

/** The spec's own list (§2.2), as paths; pages built in later issues are not in it. */
export const SPEC_PATHS = [
  "/",
  "/404",
  "/for-individuals",
  "/for-parents",
  "/for-professionals",
  "/for-heritage-speakers",
  "/k-12-schools",
  "/ib-schools",
  "/ib-spanish",
  "/public-sector-ngos",
  "/private-sector",
  "/corporate-organizations",
  "/higher-education",
  stateApprovedProgramsPath,
  "/spanish-courses-overview",
  "/spanish-learning-articles",
  "/spanish-learning-ebooks",
  "/spanish-case-studies",
  "/hablarte-spanish-events",
  "/spanish-learning-resources",
  "/learning-hub",
  "/about-hablarte",
  "/about-hablarte/academic-team",
  "/about-hablarte/teachers",
  "/contact-hablarte",
  "/faqs",
  "/spanish-course-pricing",
  "/individual-plans",
  "/try-hablarte-for-free",
  "/book-demo",
  // Issues #4 and #5: booking, the hot-site funnel's open steps, the level test and the level step.
  "/book/demo",
  "/external/individual-plans",
  "/external/thank-you",
  "/level-test",
  "/level-test/novice",
  "/select-level",
  "/catalog",
  "/purchase-tutorial",
  "/external-plans",
  "/privacy-policy",
  "/terms-and-conditions",
  "/cookies-policy",
  "/corporate-brochure-all",
  "/corporate-brochure",
  "/corporate-brochure-two",
  "/corporate-brochure-three",
  "/corporate-brochure-four",
  "/corporate-brochure-2",
  "/corporate-brochure-3",
  "/corporate-brochure-4",
  "/hispanic-artists-workshop",
  "/importance-of-spanish",
  "/general-spanish",
  "/spanish11",
  // Issue #10: the account screens reachable without signing in (the signed-in ones are checked in accounts.spec.ts).
  "/login",
  "/reset-password",
  "/create-account",
  // The shop's screens a visitor sees without signing in (the signed-in ones are checked in shop.spec.ts).
  "/cart",
  "/product-details",
  "/product-details?product=k2-level-1",
  "/purchase-order-payment",
];

/** One detail page per record of every collection (grouped by collection), plus the policy routes. */
const RECORDS_BY_TEMPLATE = [
  ...Object.values(COLLECTIONS).map((c) => ofType(c.contentType).map((entry) => `${c.detailBase}/${keyOf(entry)}`)),
  ofType("policy").map((entry) => `/${keyOf(entry)}`),
  ofType("policy").map((entry) => `/policies/${keyOf(entry)}`),
];
export const RECORD_PATHS = RECORDS_BY_TEMPLATE.flat();

export const ALL_PATHS = [...new Set([...SPEC_PATHS, ...marketingPages.map((p) => p.path), ...RECORD_PATHS])];

/**
 * The pages checked with axe on a phone as well as on a desktop (decision 0046): what a narrow screen
 * changes is layout — the header's menu, stacked sections, tap targets — and layout belongs to a route's
 * screen or to a section's kind, not to the words in it. So: every screen that is its own route; of the
 * CMS-built marketing pages, each page that brings a section kind (with its tone) not brought by a page
 * before it; the first record of each collection's detail page. Every page is still checked on a desktop.
 */
export const PHONE_AXE_PATHS: ReadonlySet<string> = (() => {
  const marketingPaths = new Set(marketingPages.map((page) => page.path));
  const recordPaths = new Set(RECORD_PATHS);
  const screens = ALL_PATHS.filter((path) => !marketingPaths.has(path) && !recordPaths.has(path));
  const seenKinds = new Set<string>();
  const marketing = marketingPages.filter((page) => {
    const kinds = page.sections.map((section) => `${section.type}${"tone" in section && section.tone ? `:${section.tone}` : ""}`);
    const bringsNew = kinds.some((kind) => !seenKinds.has(kind));
    for (const kind of kinds) seenKinds.add(kind);
    return bringsNew;
  });
  return new Set([...screens, ...marketing.map((page) => page.path), ...RECORDS_BY_TEMPLATE.flatMap((paths) => paths.slice(0, 1))]);
})();

/** The hot-site landing hosts (spec §9 keywords, and one host without a keyword). */
export const LANDING_HOSTS = ["try", "learn", "heritage", "go", "spanish"] as const;

/** The test server under a landing host name: http://<host>.localhost:<port><path>. */
export function landingUrl(baseURL: string, host: string, path = "/") {
  const url = new URL(path, baseURL);
  url.hostname = `${host}.localhost`;
  return url.href;
}
