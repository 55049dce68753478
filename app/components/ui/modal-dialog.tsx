// A native modal <dialog>: the browser gives it a focus trap, Escape to close and an inert page behind.
import { useEffect, useId, useRef } from "react";

export function ModalDialog({
  open,
  onClose,
  title,
  children,
  className,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: React.ReactNode;
  className?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className={`modal ${className ?? ""}`} aria-labelledby={titleId} onClose={onClose}>
      <div className="modal-header">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="icon-button" onClick={onClose} aria-label={`Close ${title}`}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="modal-body">{open ? children : null}</div>
    </dialog>
  );
}
