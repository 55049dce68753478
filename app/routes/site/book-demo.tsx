// /book-demo: the "Book demo" dialog's content as a page (what the header button opens without JavaScript). Its
// words are the `page` entry at its path (decision 0070); the pack's page when the space has none. Its
// demoBooking section's words are the header dialog's too (/resources/booking-words).
import type { Route } from "./+types/book-demo";
import { DemoBooking } from "~/components/scheduler/book-demo-content";
import { PageHero } from "~/components/sections/page-hero";
import { SectionList } from "~/components/sections/section-list";
import { bookDemoPage } from "~/content/pages/funnel";
import { BOOK_DEMO_PATH } from "~/domain/free-trial";
import { contentFor } from "~/lib/content/content.server";
import { sendSections } from "~/lib/content/page-sections.server";
import { pageMeta } from "~/lib/content/seo";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

export async function loader({ context }: Route.LoaderArgs) {
  const content = contentFor(context);
  const page = await content.pageOr(BOOK_DEMO_PATH, bookDemoPage);
  return { title: page.title, description: page.description, sections: await sendSections(context, content, page.sections) };
}

export default function BookDemo({ loaderData }: Route.ComponentProps) {
  return <SectionList sent={loaderData.sections} blocks={{ hero: (hero) => <PageHero {...hero} />, demoBooking: (words) => <DemoBooking {...words} /> }} />;
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta({ title: loaderData.title, description: loaderData.description, path: BOOK_DEMO_PATH }) : []);
