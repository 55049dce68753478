// /book/:id and /external/book/:id (funnel step 5 with /book/demo): the embedded scheduler for the
// appointment type in the path. Once booked, the funnel ends (§2.4): thank-you on the hot site, home otherwise.
import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import type { Route } from "./+types/book";
import { FunnelSteps } from "~/components/funnel/funnel-steps";
import { BookDemoContent } from "~/components/scheduler/book-demo-content";
import { OtherWaysToBook } from "~/components/scheduler/scheduler-fallback";
import { brand } from "~/config/site";
import { funnelEnd } from "~/domain/funnel";
import { loadBooking } from "~/lib/funnel/booking.server";
import { pageMeta } from "~/lib/content/seo";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  return loadBooking(context, request, params.id);
}

export default function Book({ loaderData, params }: Route.ComponentProps) {
  const external = useLocation().pathname.startsWith("/external/");
  const navigate = useNavigate();
  const onScheduled = useCallback(() => void navigate(funnelEnd(external)), [navigate, external]);
  return (
    <section className="page-section funnel-page booking-page" aria-labelledby="book-title">
      {params.id === "demo" ? <FunnelSteps current={5} external={external} /> : null}
      <h1 id="book-title">{loaderData.copy.title}</h1>
      <p className="section-intro">{loaderData.copy.intro}</p>
      {loaderData.learner ? (
        <p>
          Booking for <strong>{loaderData.learner}</strong>. The calendar’s form starts with your name and email, and {loaderData.learner}’s first name and grade.
        </p>
      ) : null}
      {loaderData.yourLevel ? (
        <p>
          Your level: <strong>{loaderData.yourLevel.level}</strong> ({loaderData.yourLevel.course}).
        </p>
      ) : null}
      <BookDemoContent schedulerUrl={loaderData.url} utm={loaderData.utm} reference={loaderData.reference} prefill={loaderData.prefill} sized onScheduled={onScheduled} headingLevel={2} words={loaderData.words} />
      <OtherWaysToBook />
    </section>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  pageMeta({
    title: `${loaderData?.copy.title ?? "Book a class"} | ${brand.name}`,
    description: loaderData?.copy.intro ?? "Book a live Spanish class with a native teacher.",
    path: location.pathname,
    noindex: true,
  });
