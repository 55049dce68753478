// What a staff page confirms after a change (post → redirect → get): the message its loader read from
// ?done= (flashMessage), in the success box every staff page shows it in; nothing when there is none.
import { Done } from "~/components/account/form-fields";

export function DoneMessage({ message }: { message: string | null }) {
  return message ? (
    <Done title="Done">
      <p>{message}</p>
    </Done>
  ) : null;
}
