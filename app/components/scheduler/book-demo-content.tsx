// The "Book demo" content (spec §2.1), shared by the modal, /book-demo and the booking pages. Its words are the
// /book-demo page's `demoBooking` section (decision 0070).
import { lazy, Suspense } from "react";
import { Link, useRouteLoaderData } from "react-router";
import { brandPaths } from "~/domain/brand";
import { oneLink, twoLinks } from "~/domain/content/linked-sentence";
import type { BookingWords } from "~/domain/page-sections";
import type { ShellData } from "~/domain/shell";
import { ClientOnly } from "~/components/ui/client-only";
import type { SchedulerEmbedProps } from "./scheduler-embed";
import { SchedulerLink } from "./scheduler-fallback";

const SchedulerEmbed = lazy(() => import("./scheduler-embed"));

export function BeforeYouContinue({ words, headingLevel = 3 }: { words: BookingWords; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  // The model's pattern holds the notice to two links; one that somehow isn't shows as written.
  const notice = twoLinks(words.notice);
  return (
    <div className="before-you-continue">
      <Heading>{words.noticeTitle}</Heading>
      {notice ? (
        <p>
          {notice.before}
          <Link to="/privacy-policy">{notice.first}</Link>
          {notice.between}
          <Link to="/terms-and-conditions">{notice.second}</Link>
          {notice.after}
        </p>
      ) : (
        <p>{words.notice}</p>
      )}
    </div>
  );
}

/**
 * The scheduler: rendered only in the browser (it is a third-party frame); before hydration, or with
 * JavaScript off, the same calendar is a plain link.
 */
export function Scheduler(props: SchedulerEmbedProps) {
  const fallback = (
    <div className="scheduler-static">
      <p>{props.words.calendarIntro}</p>
      <p>
        <SchedulerLink url={props.url} utm={props.utm} reference={props.reference} prefill={props.prefill} words={props.words} />
      </p>
    </div>
  );
  return (
    <ClientOnly fallback={fallback}>
      <Suspense fallback={<p className="scheduler-loading" role="status">Loading the calendar…</p>}>
        <SchedulerEmbed {...props} />
      </Suspense>
    </ClientOnly>
  );
}

/** In the dialog the notice sits under the dialog's h2; on the pages, under the page's h1. */
export function BookDemoContent({
  schedulerUrl,
  headingLevel = 3,
  words,
  ...embed
}: Omit<SchedulerEmbedProps, "url"> & { schedulerUrl: string | null; headingLevel?: 2 | 3 }) {
  const unavailable = oneLink(words.unavailable);
  return (
    <>
      <BeforeYouContinue words={words} headingLevel={headingLevel} />
      {schedulerUrl ? (
        <Scheduler url={schedulerUrl} words={words} {...embed} />
      ) : unavailable ? (
        <p>
          {unavailable.before}
          <Link to={brandPaths.contact}>{unavailable.link}</Link>
          {unavailable.after}
        </p>
      ) : (
        <p>{words.unavailable}</p>
      )}
    </>
  );
}

/** The /book-demo page's section: the scheduler of the site's demo class (the shell's), under the page's h1. */
export function DemoBooking(words: BookingWords) {
  const shell = useRouteLoaderData<ShellData>("root");
  return (
    <section className="page-section narrow" aria-label={words.noticeTitle}>
      <BookDemoContent schedulerUrl={shell?.schedulerDemoUrl ?? null} words={words} headingLevel={2} />
    </section>
  );
}
