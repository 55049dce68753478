// Spec §2.1: shown while the consent cookie is absent; closing it or "change preference" opens the dialog.
import { Form, Link, useLocation } from "react-router";
import { CONSENT_ACTION, type ConsentCopy, type ConsentNoticeCopy } from "~/domain/consent";
import { twoLinks } from "~/domain/content/linked-sentence";
import { ConsentButtons, useConsentInPlace } from "./consent-form";
import { openInstead, useShellActions } from "./shell-actions";

/** `notice` and `copy` (its buttons): the consent entry's words (decision 0068). */
export function CookieNotice({ notice, copy }: { notice: ConsentNoticeCopy; copy: ConsentCopy }) {
  const actions = useShellActions();
  const location = useLocation();
  const back = location.pathname + location.search;
  const saveInPlace = useConsentInPlace();
  const preferencesHref = `/cookie-preferences?redirectTo=${encodeURIComponent(back)}`;
  // The entry's sentence with its two [links]; the schema checks its shape, so null only on a pack mistake.
  const links = twoLinks(notice.links);
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
        {notice.text}{" "}
        {links ? (
          <>
            {links.before}
            <Link to="/cookies-policy">{links.first}</Link>
            {links.between}
            <a href={preferencesHref} onClick={openInstead(actions?.openConsent)}>
              {links.second}
            </a>
            {links.after}
          </>
        ) : null}
      </p>
      <Form method="post" action={CONSENT_ACTION} onSubmit={saveInPlace}>
        <input type="hidden" name="redirectTo" value={back} />
        <ConsentButtons copy={copy} />
      </Form>
    </section>
  );
}
