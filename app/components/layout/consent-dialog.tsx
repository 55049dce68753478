import type { ConsentCategory, ConsentState } from "~/domain/consent";
import { ModalDialog } from "~/components/ui/modal-dialog";
import { ConsentForm } from "./consent-form";

export function ConsentDialog(props: {
  open: boolean;
  onClose: () => void;
  categories: ConsentCategory[];
  choices: ConsentState | null;
}) {
  return (
    <ModalDialog open={props.open} onClose={props.onClose} title="Cookie preferences">
      <p>
        Choose which cookies we may use. Necessary cookies are always active because the site cannot work without
        them. You can change your mind at any time from “Cookies Consent Manager” in the footer.
      </p>
      <ConsentForm categories={props.categories} choices={props.choices} idPrefix="dialog-consent" inPlace />
    </ModalDialog>
  );
}
