// The bundled pack's marketing pages (issue #12 §1; decision 0023): each page of this folder becomes a
// `page` entry whose sections are entries of the section content types, as an editor would build them in
// Contentful. The site reads them through the content service, like every other entry.
import type { Entry } from "~/domain/content/cms-schema";
import { sectionContentType, sectionEntryFields } from "~/domain/content/page-entries";
import type { MarketingPage } from "~/domain/page-sections";
import { entry, entryLink } from "~/content/build";
import { aboutPage } from "./about";
import { audiencePages } from "./audiences";
import { brochurePages } from "./brochures";
import { campaignPages } from "./campaigns";
import { homePage } from "./home";
import { infoPages } from "./info";
import { institutionPages } from "./institutions";
import { shopPages } from "./shop";
import { bookDemoPage, contactPage, freeTrialPage, levelTestPage, selectLevelPage } from "./funnel";

export const marketingPages: readonly MarketingPage[] = [homePage, aboutPage, ...audiencePages, ...institutionPages, ...infoPages, ...campaignPages, ...brochurePages, ...shopPages, freeTrialPage, bookDemoPage, contactPage, levelTestPage, selectLevelPage];

const CREATED_AT = "2026-01-12T09:00:00.000Z";

/** "/for-parents" → "page-for-parents"; its sections are "page-for-parents.1", ".2" … */
export const pageEntryId = (path: string) => (path === "/" ? "page-home" : `page${path.toLowerCase().replace(/\//g, "-")}`);

function toEntries(page: MarketingPage): Entry[] {
  const id = pageEntryId(page.path);
  // A section's list items are entries of their own, linked in order (decision 0083): "page-faqs.2.1", ".2" …
  const written = page.sections.map((section, i) => ({ id: `${id}.${i + 1}`, type: section.type, ...sectionEntryFields(section, `${id}.${i + 1}`) }));
  const sections = written.map((section) => entry({ id: section.id, contentType: sectionContentType(section.type), createdAt: CREATED_AT, fields: section.fields }));
  const items = written.flatMap((section) => section.items.map((item) => entry({ id: item.id, contentType: item.contentType, createdAt: CREATED_AT, fields: item.fields })));
  const pageEntry = entry({
    id,
    contentType: "page",
    createdAt: CREATED_AT,
    fields: { path: page.path, title: page.title, description: page.description, sections: sections.map((s) => entryLink(s.sys.id)) },
  });
  return [pageEntry, ...sections, ...items];
}

export const pageEntries: Entry[] = marketingPages.flatMap(toEntries);
