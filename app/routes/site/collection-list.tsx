// The list pages of spec §2.2 (courses, articles, eBooks, case studies, events, resources, learning hub,
// catalog): newest first, 9 a page with real links. Which collection it is comes from the path.
import { data } from "react-router";
import type { Route } from "./+types/collection-list";
import { CaseStudyGrid } from "~/components/collections/case-study-grid";
import { EntryCardGrid } from "~/components/collections/entry-card";
import { PaginationNav } from "~/components/collections/pagination-nav";
import { ArticleList } from "~/components/sections/article-list";
import { ctaSection } from "~/components/sections/cta-section";
import { SectionList } from "~/components/sections/section-list";
import { CourseList } from "~/components/sections/course-list";
import { PageHero } from "~/components/sections/page-hero";
import { SectionHeading } from "~/components/sections/section-heading";
import { LISTED_COLLECTIONS } from "~/domain/collections/kinds";
import { pageWordsOf } from "~/domain/content/collection-pages";
import { brand } from "~/config/site";
import { eventLists, listCollection } from "~/lib/content/collections.server";
import { contentFor } from "~/lib/content/content.server";
import { sendSections } from "~/lib/content/page-sections.server";
import { pageMeta } from "~/lib/content/seo";
import { holdForDocument } from "~/lib/content/held-content.server";
import { useHeldContent } from "~/components/ui/held-content";
import { StaticIsland } from "~/components/ui/static-island";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

export async function loader({ url, context }: Route.LoaderArgs) {
  const config = LISTED_COLLECTIONS.find((c) => c.listPath === url.pathname);
  if (!config) throw data(null, { status: 404 });
  const content = contentFor(context);
  // The site's call to action closes the list: a `cta` section (decision 0068), held back as an island.
  const cta = sendSections(context, content, [{ type: "cta" }]);
  // The list's words are its `collectionPage` entry's (decision 0069).
  const words = content.collectionPages().then((pages) => pageWordsOf(pages[config.kind]));
  const [events, list] = await Promise.all([
    config.kind === "events" ? eventLists(content, new Date()) : null,
    config.kind === "events" ? null : listCollection(content, config.kind, url.searchParams.get("page")),
  ]);
  // The cards are a static island: a document's hydration data holds them back (decision 0075).
  return { kind: config.kind, path: config.listPath, words: await words, page: list?.pagination.page ?? 1, shown: holdForDocument(context, { events, list }), cta: await cta };
}

export default function CollectionList({ loaderData }: Route.ComponentProps) {
  const { words } = loaderData;
  const shown = useHeldContent(loaderData.shown);
  return (
    <>
      <PageHero eyebrow={brand.name} title={words.listTitle} lines={words.listIntro ? [words.listIntro] : []} />
      {/* Keyed by the list's page: an island keeps the HTML it first showed, so another page of the list is another island. */}
      <StaticIsland key={loaderData.page} keep={{ id: "collection-list", scope: "page" }}>
        {shown ? <Cards {...shown} words={words} path={loaderData.path} /> : null}
      </StaticIsland>
      <SectionList sent={loaderData.cta} render={ctaSection} />
    </>
  );
}

type Shown = { events: Awaited<ReturnType<typeof eventLists>> | null; list: Awaited<ReturnType<typeof listCollection>> | null };

function Cards({ events, list, words, path }: Shown & { words: Route.ComponentProps["loaderData"]["words"]; path: string }) {
  return (
    <>
      {events ? (
        <>
          <section className="page-section" aria-labelledby="upcoming-title">
            <SectionHeading id="upcoming-title" title={words.upcomingHeading ?? ""} />
            {events.upcoming.length ? <EntryCardGrid cards={events.upcoming} actionLabel={words.cardAction ?? ""} /> : <p>{words.noUpcoming}</p>}
          </section>
          {events.past.length ? (
            <section className="page-section" aria-labelledby="past-title">
              <SectionHeading id="past-title" title={words.pastHeading ?? ""} />
              <EntryCardGrid cards={events.past} actionLabel={words.pastCardAction ?? ""} />
            </section>
          ) : null}
        </>
      ) : null}
      {list ? (
        <section className="page-section" aria-labelledby="list-title">
          <h2 id="list-title" className="list-title">
            {words.listHeading}
            {list.pagination.pageCount > 1 ? ` (page ${list.pagination.page} of ${list.pagination.pageCount})` : null}
          </h2>
          {list.page.kind === "courses" ? <CourseList cards={list.page.cards} eagerFirstRow /> : null}
          {list.page.kind === "articles" ? <ArticleList cards={list.page.cards} eagerFirstRow /> : null}
          {list.page.kind === "caseStudies" ? <CaseStudyGrid slides={list.page.slides} /> : null}
          {"cards" in list.page && list.page.kind !== "courses" && list.page.kind !== "articles" ? (
            <EntryCardGrid cards={list.page.cards} actionLabel={words.cardAction ?? ""} eagerFirstRow />
          ) : null}
          <PaginationNav path={path} pagination={list.pagination} label={words.listTitle} />
        </section>
      ) : null}
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { words, page } = loaderData;
  const suffix = page > 1 ? ` (page ${page})` : "";
  return pageMeta({
    title: `${words.listTitle}${suffix} | ${brand.name}`,
    description: words.listIntro ?? words.listTitle,
    path: page > 1 ? `${loaderData.path}?page=${page}` : loaderData.path,
  });
};
