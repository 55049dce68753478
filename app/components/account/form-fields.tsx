// The account screens' form pieces: a labelled field with its hint and its message (linked by
// aria-describedby), and the form-level message. Server messages show without JavaScript.
import type { InputHTMLAttributes } from "react";

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { name: string; label: string; hint?: string; error?: string; idPrefix?: string };

export function TextField({ name, label, hint, error, idPrefix = "", ...input }: FieldProps) {
  const id = `${idPrefix}${name}`;
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <input id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The message for the whole form (a refused sign-in, a throttle, an expired link). */
export function FormMessage({ error }: { error?: string }) {
  return error ? (
    <p className="field-error" role="alert">
      {error}
    </p>
  ) : null;
}

export function Done({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="notification notification-success" role="status">
      <div className="notification-body">
        <p className="notification-title">{title}</p>
        {children}
      </div>
    </div>
  );
}

export const PASSWORD_HINT = "At least 8 characters. No rules about symbols: a long phrase you’ll remember is best.";
