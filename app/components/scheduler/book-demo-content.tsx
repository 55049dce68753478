// The "Book demo" content (spec §2.1), shared by the modal, /book-demo and the booking pages.
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { brandPaths } from "~/domain/brand";
import { ClientOnly } from "~/components/ui/client-only";
import type { SchedulerEmbedProps } from "./scheduler-embed";
import { SchedulerLink } from "./scheduler-fallback";

const SchedulerEmbed = lazy(() => import("./scheduler-embed"));

export function BeforeYouContinue({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="before-you-continue">
      <Heading>Before you continue…</Heading>
      <p>
        The calendar below is provided by our scheduling partner, Calendly. When you book, the name, email and
        answers you enter are shared with them so we can confirm your class. Read our{" "}
        <Link to="/privacy-policy">privacy policy</Link> and <Link to="/terms-and-conditions">terms and conditions</Link>{" "}
        to see how we look after your information.
      </p>
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
      <p>Pick a day and time on our scheduling partner’s page:</p>
      <p>
        <SchedulerLink url={props.url} utm={props.utm} reference={props.reference} prefill={props.prefill} />
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
  ...embed
}: Omit<SchedulerEmbedProps, "url"> & { schedulerUrl: string | null; headingLevel?: 2 | 3 }) {
  return (
    <>
      <BeforeYouContinue headingLevel={headingLevel} />
      {schedulerUrl ? (
        <Scheduler url={schedulerUrl} {...embed} />
      ) : (
        <p>
          Online booking is not available right now. Please <Link to={brandPaths.contact}>send us a message</Link> and
          we’ll find a time that suits you.
        </p>
      )}
    </>
  );
}
