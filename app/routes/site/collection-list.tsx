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
import { brand } from "~/config/site";
import { eventLists, listCollection } from "~/lib/content/collections.server";
import { contentFor } from "~/lib/content/content.server";
import { sendSections } from "~/lib/content/page-sections.server";
import { pageMeta } from "~/lib/content/seo";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

export async function loader({ url, context }: Route.LoaderArgs) {
  const config = LISTED_COLLECTIONS.find((c) => c.listPath === url.pathname);
  if (!config) throw data(null, { status: 404 });
  const content = contentFor(context);
  // The site's call to action closes the list: a `cta` section (decision 0068), held back as an island.
  const cta = sendSections(context, content, [{ type: "cta" }]);
  // The list's words are its `collectionPage` entry's (decision 0069).
  const words = content.collectionPages().then((pages) => pages[config.kind]);
  if (config.kind === "events") {
    return { kind: config.kind, path: config.listPath, words: await words, events: await eventLists(content, new Date()), list: null, cta: await cta };
  }
  const list = await listCollection(content, config.kind, url.searchParams.get("page"));
  return { kind: config.kind, path: config.listPath, words: await words, events: null, list, cta: await cta };
}

export default function CollectionList({ loaderData }: Route.ComponentProps) {
  const { list, events, words } = loaderData;
  return (
    <>
      <PageHero eyebrow={brand.name} title={words.listTitle} lines={words.listIntro ? [words.listIntro] : []} />
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
          <PaginationNav path={loaderData.path} pagination={list.pagination} label={words.listTitle} />
        </section>
      ) : null}
      <SectionList sent={loaderData.cta} render={ctaSection} />
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { words } = loaderData;
  const page = loaderData.list?.pagination.page ?? 1;
  const suffix = page > 1 ? ` (page ${page})` : "";
  return pageMeta({
    title: `${words.listTitle}${suffix} | ${brand.name}`,
    description: words.listIntro ?? words.listTitle,
    path: page > 1 ? `${loaderData.path}?page=${page}` : loaderData.path,
  });
};
