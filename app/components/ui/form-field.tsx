// The form pieces every form uses (issue #23; decision 0034): a labelled field with its hint and its
// message, the message for one field, and the message for the whole form. Server messages show without
// JavaScript. A field's message is described by its control (aria-describedby), not announced; the form's
// message is (role="alert"), and a form refused only for its fields says so in one line.
import type { InputHTMLAttributes, ReactNode } from "react";

/** Said above a form whose fields were refused, so the refusal is announced once, not field by field. */
export const CHECK_FIELDS = "Please check the fields marked below.";

/** The message next to one field; its control names `id` in aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p className="field-error" id={id}>
      {message}
    </p>
  ) : null;
}

/** The message for the whole form (a refused sign-in, a throttle, an expired link); `id` when a control points at it too. */
export function FormMessage({ error, id, className }: { error?: string; id?: string; className?: string }) {
  return error ? (
    <p className={className ? `field-error ${className}` : "field-error"} id={id} role="alert">
      {error}
    </p>
  ) : null;
}

/** A refused form's messages above it: the form's own, and, when fields were refused, the pointer to them. */
export function FormErrors({ errors }: { errors: Partial<Record<string, string>> }) {
  const fields = Object.keys(errors).some((key) => key !== "form" && errors[key]);
  return (
    <>
      <FormMessage error={errors.form} />
      <FormMessage error={fields ? CHECK_FIELDS : undefined} />
    </>
  );
}

/** The label, hint and message around any control (input, select, textarea) whose id is `id`. */
export function Field({ id, label, error, hint, children }: { id: string; label: string; error?: string; hint?: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & { name: string; label: string; hint?: string; error?: string; idPrefix?: string };

/** A text-like input in a Field; its id is the name (with a prefix when a page has two forms with one name). */
export function TextField({ name, label, hint, error, idPrefix = "", ...input }: TextFieldProps) {
  const id = `${idPrefix}${name}`;
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <input id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
    </Field>
  );
}
