// The one form pipeline (issue #23): a post's fields → parseForm(schema, form) → the values, or the
// messages to show next to each field, in one result shape (FormResult) every action answers with.
// A field the form doesn't have, or a hidden field that is wrong (a stale or tampered post), gets one
// message for the whole form under the key "form".
import type { z } from "zod";

export const UNEXPECTED_FIELDS = "This form has fields it shouldn’t have. Please reload the page and try again.";

/** A post whose intent the page doesn't have (a stale page, a tampered form): every action says this. */
export const UNKNOWN_FORM = "This form can’t be sent here. Please reload the page.";

export const STALE_FORM = "This form is out of date or was changed. Please reload the page and try again.";

export const REPEATED_FIELD = "This field was sent more than once. Please reload the page and try again.";

/** Messages by field name; "form" is the message for the whole form. */
export type FormErrors = Record<string, string>;
export type FieldErrors<T> = Partial<Record<Extract<keyof T, string> | "form", string>>;

/**
 * What an action answers for a refused (or, with `done`, a finished) form: which of the page's forms it
 * was, the messages, and what the visitor typed, to fill the fields again (never a password).
 */
export type FormResult = { intent: string; errors: FormErrors; values: Record<string, string>; done?: string };

export type ParsedForm<T> = { ok: true; data: T; values: Record<string, string> } | { ok: false; errors: FormErrors; values: Record<string, string> };

/** Fields a page fills in itself (hidden inputs): when one is wrong, the form is stale or tampered, which the form-level message says. */
const HIDDEN_FIELDS = new Set(["intent", "redirectTo", "token", "version"]);

/** The longest value echoed back into a field (the contact form's message is the longest field). */
const ECHO_LIMIT = 4000;

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

/**
 * A post's fields for a schema: each field's text, a list for the fields named in `lists` (checkboxes
 * that share a name). A file where text is expected reads as empty, so the field's own message answers.
 */
export function formFields(form: FormData, lists: readonly string[] = []): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const key of new Set(form.keys())) {
    const values = form.getAll(key).map((value) => (typeof value === "string" ? value : ""));
    fields[key] = lists.includes(key) ? values : values.length === 1 ? values[0] : values;
  }
  return fields;
}

/** What the visitor typed, to put back in the fields: text only, capped, never a password. */
export function typedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string" && !/password/i.test(key) && !(key in values)) values[key] = value.slice(0, ECHO_LIMIT);
  return values;
}

/** The fields of `names` a form carries more than once (a doubled or tampered post), each with the message to show next to it. */
export function repeatedFieldErrors<K extends string>(form: FormData, names: readonly K[]): Partial<Record<K, string>> | null {
  const repeated = names.filter((name) => form.getAll(name).length > 1);
  return repeated.length > 0 ? (Object.fromEntries(repeated.map((name) => [name, REPEATED_FIELD])) as Partial<Record<K, string>>) : null;
}

/**
 * The one way a post becomes values: a field sent twice is refused next to it (not settled by keeping
 * one of the values), a doubled hidden field is a stale form; then the schema decides.
 */
export function parseForm<S extends z.ZodType>(schema: S, form: FormData, options: { lists?: readonly string[] } = {}): ParsedForm<z.output<S>> {
  const lists = options.lists ?? [];
  const values = typedValues(form);
  const errors: FormErrors = {};
  for (const key of new Set(form.keys())) {
    if (lists.includes(key) || form.getAll(key).length < 2) continue;
    if (HIDDEN_FIELDS.has(key)) errors.form ??= STALE_FORM;
    else errors[key] = REPEATED_FIELD;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors, values };
  const parsed = schema.safeParse(formFields(form, lists));
  if (parsed.success) return { ok: true, data: parsed.data, values };
  return { ok: false, errors: fieldErrors(parsed.error) as FormErrors, values };
}

/** A form's answer: its messages and typed values, for the page to show (one shape for every form). */
export const formResult = (intent: string, errors: FormErrors, values: Record<string, string> = {}, done?: string): FormResult =>
  done === undefined ? { intent, errors, values } : { intent, errors, values, done };
