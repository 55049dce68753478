// Spec §2.1: shown while the consent cookie is absent; closing it or "change preference" opens the dialog.
import { Form, Link, useLocation } from "react-router";
import { CONSENT_ACTION, type ConsentNotice } from "~/domain/consent";
import { ConsentButtons, useConsentInPlace } from "./consent-form";
import { openInstead, useShellActions } from "./shell-actions";

/** `notice`: its title and text, from the consent entry (decision 0068). */
export function CookieNotice({ notice }: { notice: ConsentNotice }) {
  const actions = useShellActions();
  const location = useLocation();
  const back = location.pathname + location.search;
  const saveInPlace = useConsentInPlace();
  const preferencesHref = `/cookie-preferences?redirectTo=${encodeURIComponent(back)}`;
  return (
    <section className="cookie-notice" aria-labelledby="cookie-notice-title">
      <a
        className="cookie-notice-close"
        href={preferencesHref}
        onClick={openInstead(actions?.openConsent)}
        aria-label="Close the cookie notice and choose preferences"
      >
        <span aria-hidden="true">×</span>
      </a>
      <h2 id="cookie-notice-title" className="cookie-notice-title">
        {notice.title}
      </h2>
      <p>
        {notice.text} Read our <Link to="/cookies-policy">cookies policy</Link> or{" "}
        <a href={preferencesHref} onClick={openInstead(actions?.openConsent)}>
          change preference
        </a>
        .
      </p>
      <Form method="post" action={CONSENT_ACTION} onSubmit={saveInPlace}>
        <input type="hidden" name="redirectTo" value={back} />
        <ConsentButtons />
      </Form>
    </section>
  );
}
