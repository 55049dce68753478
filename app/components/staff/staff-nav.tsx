// The staff console's sections and its sign-out (issue #11 §3). Plain links and a form: no JavaScript needed.
import { Form, NavLink } from "react-router";

export const STAFF_SECTIONS = [
  { path: "/staff", label: "Orders" },
  { path: "/staff/payments", label: "Payments to refund" },
  { path: "/staff/leads", label: "Leads" },
  { path: "/staff/messages", label: "Messages" },
  { path: "/staff/level-tests", label: "Level tests" },
  { path: "/staff/newsletter", label: "Newsletter" },
  { path: "/staff/outbox", label: "Outbox" },
  { path: "/staff/audit", label: "Audit log" },
  { path: "/staff/password", label: "Your password" },
] as const;

export function StaffNav({ email }: { email: string }) {
  return (
    <div className="staff-bar">
      <nav aria-label="Staff console" className="account-tabs">
        <ul>
          {STAFF_SECTIONS.map((section) => (
            <li key={section.path}>
              <NavLink to={section.path} end className={({ isActive }) => (isActive ? "account-tab active" : "account-tab")}>
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="post" action="/staff/sign-out" className="staff-sign-out">
        <span>Signed in as {email}</span>{" "}
        <button type="submit" className="button button-secondary">
          Sign out
        </button>
      </Form>
    </div>
  );
}
