// Every page a signed-in buyer sees offers the way out (ASVS V7.4.4): a Sign out button, and the way back
// to the account. A plain form post, so it works without JavaScript.
import type { ReactNode } from "react";
import { Form, Link } from "react-router";

export function AccountActions({ children }: { children?: ReactNode }) {
  return (
    <div className="account-actions">
      {children ?? <Link to="/account">Your account</Link>}
      <Form method="post" action="/logout">
        <button className="button button-secondary" type="submit">
          Sign out
        </button>
      </Form>
    </div>
  );
}

/** The actions as the last section of a page that isn't /account itself. */
export function AccountActionsSection() {
  return (
    <section className="page-section narrow" aria-label="Your account">
      <AccountActions />
    </section>
  );
}
