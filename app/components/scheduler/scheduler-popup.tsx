// The scheduler as a popup (react-calendly's PopupModal), for calls to action. Without JavaScript, or
// before hydration, the button is a link to the booking page that embeds the same calendar.
import { lazy, Suspense, useRef, useState } from "react";
import { useHydrated } from "~/components/ui/client-only";
import { schedulerUtm, type SchedulerUtm } from "~/domain/scheduler";

const SchedulerPopup = lazy(() => import("./scheduler-popup-modal"));

type Props = {
  label: string;
  fallbackHref: string;
  url: string;
  gclid: string | null;
  reference?: string;
  utm?: Omit<SchedulerUtm, "utm_source">;
  className?: string;
};

export function SchedulerPopupButton({ label, fallbackHref, url, gclid, reference, utm = {}, className = "button button-secondary button-large" }: Props) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  if (!hydrated) {
    return (
      <a className={className} href={fallbackHref}>
        {label}
      </a>
    );
  }
  return (
    <>
      <button ref={trigger} type="button" className={className} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label}
      </button>
      {open ? (
        <Suspense fallback={<p className="scheduler-loading" role="status">Loading the calendar…</p>}>
          <SchedulerPopup
            url={url}
            utm={schedulerUtm(gclid, utm)}
            reference={reference}
            onClose={() => {
              setOpen(false);
              trigger.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
