// The embedded scheduler (react-calendly), loaded only when a visitor opens it. The loading message
// stays until the scheduler reports `calendly.event_type_viewed`; if that never comes (offline,
// blocked), the visitor gets other ways to book instead of an endless spinner.
import { useEffect, useState } from "react";
import { InlineWidget } from "react-calendly";
import { Link } from "react-router";
import { brand, brandPaths } from "~/config/site";
import { schedulerEventFromMessage } from "~/domain/scheduler";

export const SCHEDULER_LOAD_TIMEOUT_MS = 12_000;

export default function SchedulerEmbed({ url, utm }: { url: string; utm?: Record<string, string | undefined> }) {
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (schedulerEventFromMessage(event.origin, event.data) === "calendly.event_type_viewed") setState("ready");
    };
    window.addEventListener("message", onMessage);
    const timer = window.setTimeout(() => setState((s) => (s === "loading" ? "failed" : s)), SCHEDULER_LOAD_TIMEOUT_MS);
    return () => {
      window.removeEventListener("message", onMessage);
      window.clearTimeout(timer);
    };
  }, [url]);

  return (
    <div className="scheduler" data-state={state}>
      {state === "loading" ? (
        <p className="scheduler-loading" role="status">
          Loading the calendar…
        </p>
      ) : null}
      {state === "failed" ? (
        <div className="scheduler-fallback" role="alert">
          <p>
            <strong>The calendar didn’t load.</strong> Your connection or a browser extension may be blocking it.
          </p>
          <p>
            You can still book: write to <a href={`mailto:${brand.email}`}>{brand.email}</a>, call{" "}
            <a href={`tel:${brand.phone.replace(/[^+\d]/g, "")}`}>{brand.phone}</a>, or send us a message on the{" "}
            <Link to={brandPaths.contact}>contact page</Link> and we’ll reply within one business day.
          </p>
        </div>
      ) : null}
      <div className="scheduler-frame" hidden={state === "failed"}>
        <InlineWidget
          url={url}
          styles={{ height: "100%", minWidth: "280px" }}
          pageSettings={{ primaryColor: "0f766e", textColor: "1f2937", backgroundColor: "ffffff", hideGdprBanner: true }}
          utm={{
            utmSource: utm?.utm_source,
            utmMedium: utm?.utm_medium,
            utmCampaign: utm?.utm_campaign,
            utmContent: utm?.utm_content,
            utmTerm: utm?.utm_term,
          }}
          LoadingSpinner={() => null}
        />
      </div>
    </div>
  );
}
