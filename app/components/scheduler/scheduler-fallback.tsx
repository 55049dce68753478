// What a visitor gets when the embedded scheduler can't run: without JavaScript, or when the embed is
// blocked or offline. The scheduling page itself (same parameters) and the school's other channels.
import { Link } from "react-router";
import { useContactDetails } from "~/components/layout/site-facts";
import { brandPaths } from "~/domain/brand";
import type { BookingWords } from "~/domain/page-sections";
import { schedulerPageUrl, type SchedulerPrefill, type SchedulerUtm } from "~/domain/scheduler";

/** `words`: the booking words of the /book-demo page's entry (decision 0070). */
type Props = { url: string; utm?: SchedulerUtm; reference?: string; prefill?: SchedulerPrefill | null; words: BookingWords };

/** The calendar as a plain link: works with JavaScript off. */
export function SchedulerLink({ url, utm = {}, reference, prefill, words }: Props) {
  return (
    <a className="button button-primary" href={schedulerPageUrl(url, utm, reference, prefill)} target="_blank" rel="noopener">
      {words.calendarLink}
      <span className="visually-hidden">{` ${words.newTabNote}`}</span>
    </a>
  );
}

export function OtherWaysToBook() {
  const contact = useContactDetails();
  return (
    <p>
      You can also write to <a href={`mailto:${contact.email}`}>{contact.email}</a>, call <a href={contact.tel}>{contact.phone}</a>, or send us a message on the{" "}
      <Link to={brandPaths.contact}>contact page</Link> and we’ll reply within one business day.
    </p>
  );
}

export function SchedulerUnavailable(props: Props) {
  return (
    <div className="scheduler-fallback" role="alert">
      <p>
        <strong>The calendar didn’t load.</strong> Your connection or a browser extension may be blocking it.
      </p>
      <p>
        <SchedulerLink {...props} />
      </p>
      <OtherWaysToBook />
    </div>
  );
}
