import type { ConsentCategory, ConsentCopy, ConsentState } from "~/domain/consent";
import { ModalDialog } from "~/components/ui/modal-dialog";
import { ConsentForm } from "./consent-form";

export function ConsentDialog(props: {
  open: boolean;
  onClose: () => void;
  categories: ConsentCategory[];
  copy: ConsentCopy;
  choices: ConsentState | null;
}) {
  return (
    <ModalDialog open={props.open} onClose={props.onClose} title={props.copy.preferencesTitle}>
      <p>{props.copy.preferencesText}</p>
      <ConsentForm categories={props.categories} copy={props.copy} choices={props.choices} idPrefix="dialog-consent" inPlace />
    </ModalDialog>
  );
}
