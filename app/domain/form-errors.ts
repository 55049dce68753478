// Field messages from a failed zod parse, for the form's page: the first message of each field, shown
// next to it; fields the form doesn't have (a tampered post) get one message for the whole form.
import type { z } from "zod";

export const UNEXPECTED_FIELDS = "This form has fields it shouldn’t have. Please reload the page and try again.";

export type FieldErrors<T> = Partial<Record<Extract<keyof T, string> | "form", string>>;

export function fieldErrors<T>(error: z.ZodError<T>): FieldErrors<T> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const unexpected = issue.code === "unrecognized_keys";
    const key = unexpected ? "form" : String(issue.path[0] ?? "form");
    errors[key] ??= unexpected ? UNEXPECTED_FIELDS : issue.message;
  }
  return errors as FieldErrors<T>;
}
