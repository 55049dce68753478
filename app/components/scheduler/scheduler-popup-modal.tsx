// react-calendly's PopupModal, in its own lazy chunk: nothing of it loads until a visitor asks for it.
import { useEffect } from "react";
import { PopupModal } from "react-calendly";
import { SCHEDULER_PAGE_SETTINGS, type SchedulerUtm } from "~/domain/scheduler";
import { calendlyUtm, withStoredGclid } from "./calendly-utm";

type Props = { url: string; utm: SchedulerUtm; reference?: string; onClose: () => void };

export default function SchedulerPopupModal({ url, utm, reference, onClose }: Props) {
  // The vendor's modal has a close button but no Escape key and no focus move: added here.
  useEffect(() => {
    document.querySelector<HTMLButtonElement>(".calendly-popup-close")?.focus();
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && onClose();
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onClose]);
  return (
    <PopupModal
      url={url}
      open
      onModalClose={onClose}
      rootElement={document.body}
      pageSettings={SCHEDULER_PAGE_SETTINGS}
      utm={calendlyUtm(withStoredGclid(utm), reference)}
      iframeTitle="Choose a time for your class (Calendly)"
    />
  );
}
