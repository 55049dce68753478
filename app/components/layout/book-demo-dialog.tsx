import { lazy, Suspense, useEffect } from "react";
import { ModalDialog } from "~/components/ui/modal-dialog";
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

type Props = { open: boolean; onClose: () => void; title: string; schedulerUrl: string | null; utm?: SchedulerUtm };

export function BookDemoDialog({ open, onClose, title, schedulerUrl, utm }: Props) {
  useEffect(() => {
    if (open) recordDemoDialog();
  }, [open]);
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
      <Suspense fallback={<p role="status">Loading the calendar…</p>}>
        <BookDemoContent schedulerUrl={schedulerUrl} utm={utm} />
      </Suspense>
    </ModalDialog>
  );
}
