// The embedded scheduler (react-calendly), loaded only when a visitor opens it. The loading message
// stays until the scheduler reports `calendly.event_type_viewed`; if that never comes (offline,
// blocked), the visitor gets other ways to book instead of an endless spinner.
import { useEffect, useState } from "react";
import { InlineWidget } from "react-calendly";
import { SCHEDULER_PAGE_SETTINGS, schedulerEventFromMessage, schedulerSize, type SchedulerPrefill, type SchedulerUtm } from "~/domain/scheduler";
import { calendlyUtm, withStoredGclid } from "./calendly-utm";
import { SchedulerUnavailable } from "./scheduler-fallback";
import type { BookingWords } from "~/domain/page-sections";

/** After 8 s without the scheduler showing its times, the visitor is offered other ways to book (issue #27). */
export const SCHEDULER_LOAD_TIMEOUT_MS = 8_000;

export type SchedulerEmbedProps = {
  url: string;
  utm?: SchedulerUtm;
  /** The funnel reference, sent as Calendly's salesforce_uuid tracking field and returned by its webhook. */
  reference?: string;
  /** The booking form's answers, for a signed-in visitor (name, email, the learner). */
  prefill?: SchedulerPrefill | null;
  /** §9 sizing by screen width (the booking pages); the dialog keeps its own size. */
  sized?: boolean;
  onScheduled?: () => void;
  /** The calendar's link when the scheduler can't load (the /book-demo page's words, decision 0070). */
  words: BookingWords;
};

function useScreenWidth(enabled: boolean) {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const update = () => setWidth(window.innerWidth);
    update();
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, [enabled]);
  return width;
}

export default function SchedulerEmbed({ url, utm, reference, prefill, sized = false, onScheduled, words }: SchedulerEmbedProps) {
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const screenWidth = useScreenWidth(sized);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const name = schedulerEventFromMessage(event.origin, event.data);
      if (name === "calendly.event_type_viewed") setState("ready");
      if (name === "calendly.event_scheduled") onScheduled?.();
    };
    window.addEventListener("message", onMessage);
    const timer = window.setTimeout(() => setState((s) => (s === "loading" ? "failed" : s)), SCHEDULER_LOAD_TIMEOUT_MS);
    return () => {
      window.removeEventListener("message", onMessage);
      window.clearTimeout(timer);
    };
  }, [url, onScheduled]);

  const size = sized && screenWidth ? schedulerSize(screenWidth, state === "loading") : null;
  const tracking = withStoredGclid(utm);

  return (
    <div className="scheduler" data-state={state}>
      {state === "loading" ? (
        <p className="scheduler-loading" role="status">
          Loading the calendar…
        </p>
      ) : null}
      {state === "failed" ? <SchedulerUnavailable url={url} utm={tracking} reference={reference} prefill={prefill} words={words} /> : null}
      <div
        className="scheduler-frame"
        hidden={state === "failed"}
        data-sized={size ? "" : undefined}
        style={size ? { width: size.width, zoom: size.zoom } : undefined}
      >
        <InlineWidget
          url={url}
          styles={{ height: "100%", minWidth: "280px" }}
          pageSettings={SCHEDULER_PAGE_SETTINGS}
          utm={calendlyUtm(tracking, reference)}
          prefill={prefill ? { name: prefill.name, email: prefill.email, customAnswers: prefill.a1 ? { a1: prefill.a1 } : undefined } : undefined}
          iframeTitle="Choose a time for your class (Calendly)"
          LoadingSpinner={() => null}
        />
      </div>
    </div>
  );
}
