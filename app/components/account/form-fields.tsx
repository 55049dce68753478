// The account screens' form pieces beside the shared ones (ui/form-field): the success box, the password hint.

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
