// Spec §2.1: shown while the consent cookie is absent; closing it or "change preference" opens the dialog.
import { Form, Link, useLocation } from "react-router";
import { CONSENT_ACTION } from "~/domain/consent";
import { ConsentButtons, useConsentInPlace } from "./consent-form";
import { openInstead, useShellActions } from "./shell-actions";

export function CookieNotice() {
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
        Cookies on this site
      </h2>
      <p>
        We use necessary cookies to run the site and, only if you agree, analytics and marketing cookies to improve
        it. Read our <Link to="/cookies-policy">cookies policy</Link> or{" "}
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
