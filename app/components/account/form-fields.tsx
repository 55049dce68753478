// The account screens' form pieces beside the shared fields (ui/form-field): the form-level message, the success box.

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
