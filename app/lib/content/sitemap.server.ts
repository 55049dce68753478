// sitemap.xml: every public page, including every content record's detail page.
import { COLLECTIONS, LISTED_COLLECTIONS } from "~/domain/collections/kinds";
import { brandPaths } from "~/domain/brand";
import { ABOUT_TABS } from "~/copy/about";
import type { Entry } from "~/domain/content/cms-schema";
import { allRecords } from "./collections.server";
import type { ContentService } from "./content.server";

/** Page entries of steps a visitor reaches from the funnel: their routes say noindex (decision 0071). */
const UNLISTED_PAGE_PATHS = ["/select-level"];

const STATIC_PATHS = ["/", brandPaths.freeTrial, "/book-demo", brandPaths.contact, "/faqs", brandPaths.about, ...ABOUT_TABS.map((t) => `${brandPaths.about}/${t.id}`)];

const keyOf = (entry: Entry) => (entry.fields as { slug?: string }).slug ?? entry.sys.id;

export async function sitemapEntries(content: ContentService): Promise<Array<{ path: string; lastmod?: string }>> {
  const collections = await Promise.all(
    Object.values(COLLECTIONS).map(async (c) => (await allRecords(content, c.kind)).map((entry) => ({ path: `${c.detailBase}/${keyOf(entry)}`, lastmod: entry.sys.updatedAt.slice(0, 10) }))),
  );
  const [{ items: policies }, pagePaths] = await Promise.all([content.entries({ content_type: "policy", limit: 100 }), content.pagePaths()]);
  return [
    ...STATIC_PATHS.map((path) => ({ path })),
    // The home and about pages are listed above: they are served even when their page entry is missing.
    ...pagePaths.filter((path) => !STATIC_PATHS.includes(path) && !UNLISTED_PAGE_PATHS.includes(path)).map((path) => ({ path })),
    ...LISTED_COLLECTIONS.map((c) => ({ path: c.listPath })),
    ...policies.map((entry) => ({ path: `/${keyOf(entry)}`, lastmod: entry.sys.updatedAt.slice(0, 10) })),
    ...collections.flat(),
  ];
}

const escapeXml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function sitemapXml(origin: string, entries: Array<{ path: string; lastmod?: string }>): string {
  const urls = entries
    .map((e) => `  <url><loc>${escapeXml(new URL(e.path, origin).toString())}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ""}</url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
