// A labelled form field with its hint and its message (the control points at both with
// aria-describedby). Server messages show without JavaScript.
import type { InputHTMLAttributes, ReactNode } from "react";

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
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
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
