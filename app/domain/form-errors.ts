// Field messages from a failed zod parse, for the form's page: the first message of each field, shown
// next to it; fields the form doesn't have (a tampered post) get one message for the whole form.
import type { z } from "zod";

export const UNEXPECTED_FIELDS = "This form has fields it shouldn’t have. Please reload the page and try again.";

/** A post whose intent the page doesn't have (a stale page, a tampered form): every action says this. */
export const UNKNOWN_FORM = "This form can’t be sent here. Please reload the page.";

export const STALE_FORM = "This form is out of date or was changed. Please reload the page and try again.";

export type FieldErrors<T> = Partial<Record<Extract<keyof T, string> | "form", string>>;

/** Fields a page fills in itself (hidden inputs): when one is wrong, the form is stale or tampered, which the form-level message says. */
const HIDDEN_FIELDS = new Set(["intent", "redirectTo", "token", "version"]);

export function fieldErrors<T>(error: z.ZodError<T>): FieldErrors<T> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const unexpected = issue.code === "unrecognized_keys";
    const hidden = HIDDEN_FIELDS.has(String(issue.path[0]));
    const key = unexpected || hidden ? "form" : String(issue.path[0] ?? "form");
    errors[key] ??= unexpected ? UNEXPECTED_FIELDS : hidden ? STALE_FORM : issue.message;
  }
  return errors as FieldErrors<T>;
}

export const REPEATED_FIELD = "This field was sent more than once. Please reload the page and try again.";

/** The fields of `names` a form carries more than once (a doubled or tampered post), each with the message to show next to it. */
export function repeatedFieldErrors<K extends string>(form: FormData, names: readonly K[]): Partial<Record<K, string>> | null {
  const repeated = names.filter((name) => form.getAll(name).length > 1);
  return repeated.length > 0 ? (Object.fromEntries(repeated.map((name) => [name, REPEATED_FIELD])) as Partial<Record<K, string>>) : null;
}
