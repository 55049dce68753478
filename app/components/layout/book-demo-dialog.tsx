import { useEffect } from "react";
import { ModalDialog } from "~/components/ui/modal-dialog";
import { BookDemoContent } from "~/components/scheduler/book-demo-content";
import type { SchedulerUtm } from "~/domain/scheduler";

/** Spec §4 "Demo dialog": opening or closing it records demoDialog='opened' in local storage. */
function recordDemoDialog() {
  try {
    window.localStorage.setItem("demoDialog", "opened");
  } catch {
    // Storage can be disabled (private mode, policy); the dialog works without it.
  }
}

type Props = { open: boolean; onClose: () => void; schedulerUrl: string | null; utm?: SchedulerUtm };

export function BookDemoDialog({ open, onClose, schedulerUrl, utm }: Props) {
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
      title="Book a free demo class"
      className="modal-wide"
    >
      <BookDemoContent schedulerUrl={schedulerUrl} utm={utm} />
    </ModalDialog>
  );
}
