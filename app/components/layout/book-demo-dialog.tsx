import { lazy, Suspense, useEffect, useState } from "react";
import { Link } from "react-router";
import { ModalDialog } from "~/components/ui/modal-dialog";
import { BOOK_DEMO_PATH } from "~/domain/free-trial";
import type { BookingWords } from "~/domain/page-sections";
import type { SchedulerUtm } from "~/domain/scheduler";

// The dialog's content loads when a visitor opens it: every page has the button, few open it.
const BookDemoContent = lazy(() => import("~/components/scheduler/book-demo-content").then((module) => ({ default: module.BookDemoContent })));

/** Spec §4 "Demo dialog": opening or closing it records demoDialog='opened' in local storage. */
function recordDemoDialog() {
  try {
    window.localStorage.setItem("demoDialog", "opened");
  } catch {
    // Storage can be disabled (private mode, policy); the dialog works without it.
  }
}

/** The /book-demo page's words (decision 0070), read when the dialog first opens; "failed" offers the page instead. */
function useBookingWords(open: boolean): BookingWords | "loading" | "failed" {
  const [words, setWords] = useState<BookingWords | "loading" | "failed">("loading");
  useEffect(() => {
    if (!open || words !== "loading") return;
    let current = true;
    fetch("/resources/booking-words", { headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<BookingWords>) : Promise.reject(new Error(String(response.status)))))
      .then((read) => current && setWords(read))
      .catch(() => current && setWords("failed"));
    return () => {
      current = false;
    };
  }, [open, words]);
  return words;
}

type Props = { open: boolean; onClose: () => void; title: string; schedulerUrl: string | null; utm?: SchedulerUtm };

export function BookDemoDialog({ open, onClose, title, schedulerUrl, utm }: Props) {
  useEffect(() => {
    if (open) recordDemoDialog();
  }, [open]);
  const words = useBookingWords(open);
  const loading = <p role="status">Loading the calendar…</p>;
  return (
    <ModalDialog
      open={open}
      onClose={() => {
        recordDemoDialog();
        onClose();
      }}
      title={title}
      className="modal-wide"
    >
      {words === "loading" ? (
        loading
      ) : words === "failed" ? (
        <p role="alert">
          The calendar couldn’t load here. <Link to={BOOK_DEMO_PATH}>Open the booking page</Link> instead.
        </p>
      ) : (
        <Suspense fallback={loading}>
          <BookDemoContent schedulerUrl={schedulerUrl} utm={utm} words={words} />
        </Suspense>
      )}
    </ModalDialog>
  );
}
