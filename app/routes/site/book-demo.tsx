// /book-demo: the "Book demo" modal's content as a page (what the header button opens without JavaScript).
import { useRouteLoaderData } from "react-router";
import type { Route } from "./+types/book-demo";
import { BookDemoContent } from "~/components/scheduler/book-demo-content";
import { brand } from "~/config/site";
import { pageMeta } from "~/lib/content/seo";
import type { loader as rootLoader } from "~/root";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

export default function BookDemo() {
  const shell = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <section className="page-section narrow" aria-labelledby="book-demo-title">
      <h1 id="book-demo-title">Book a free demo class</h1>
      <p>
        Meet one of our native teachers, see how a live class works and get advice on the right course for you or
        your school. The demo is free and there is nothing to install.
      </p>
      <BookDemoContent schedulerUrl={shell?.schedulerDemoUrl ?? null} headingLevel={2} />
    </section>
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: `Book a free demo class | ${brand.name}`,
    description: "Book a free demo class with a native Spanish teacher and get advice on the right course.",
    path: "/book-demo",
  });
