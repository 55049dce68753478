// Spec §5 and §7 newsletter signup. A real form posting to the home action: without JavaScript the
// server answers a bad email with the field message and the notification, and a signup with a redirect
// to the home page thanking the visitor (decision 0045); with JavaScript the same schema checks the email
// first (an invalid one is never sent) and the post happens without a page load.
import { AGENT_TOOLS } from "~/copy/agent-tools";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { NotificationBanner } from "~/components/layout/notification-banner";
import { FieldError, FormMessage } from "~/components/ui/form-field";
import { NOTIFICATIONS, type NotificationKey } from "~/domain/notifications";
import { EMAIL_FIELD_MESSAGE, isNewsletterEmail, MAX_EMAIL_LENGTH } from "~/domain/newsletter";
import type { Section } from "~/domain/page-sections";

type NewsletterCopy = Omit<Extract<Section, { type: "newsletter" }>, "type">;

export type NewsletterResult = { notification: NotificationKey; fieldError?: string; email?: string };

export function NewsletterSignup({ copy, serverResult, formError }: { copy: NewsletterCopy; serverResult?: NewsletterResult; formError?: string }) {
  // The home action answers { newsletter: result } (or a FormResult for a post that isn't a form: its errors.form is formError).
  const fetcher = useFetcher<{ newsletter?: NewsletterResult }>();
  const [clientResult, setClientResult] = useState<NewsletterResult | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const result = clientResult ?? fetcher.data?.newsletter ?? serverResult;
  const fieldError = result?.fieldError;
  const notification = result ? NOTIFICATIONS[result.notification] : null;

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.newsletter?.notification === "newsletterThanks") formRef.current?.reset();
  }, [fetcher.state, fetcher.data]);

  return (
    <section className="page-section newsletter" id="newsletter" aria-labelledby="newsletter-title">
      <div className="newsletter-inner">
        <div>
          <h2 id="newsletter-title">{copy.title}</h2>
          <p>{copy.text}</p>
        </div>
        <fetcher.Form
          ref={formRef}
          method="post"
          action="/?index"
          className="newsletter-form"
          noValidate
          toolname={AGENT_TOOLS.newsletter.toolname}
          tooldescription={AGENT_TOOLS.newsletter.tooldescription}
          onSubmit={(event) => {
            event.preventDefault();
            const body = new FormData(event.currentTarget);
            if (!isNewsletterEmail(body.get("email"))) {
              setClientResult({ notification: "newsletterInvalid", fieldError: EMAIL_FIELD_MESSAGE });
              return;
            }
            setClientResult(null);
            // Marked as the script's post: answered with data in place (without JavaScript: a redirect).
            body.set("enhanced", "1");
            void fetcher.submit(body, { method: "post", action: "/?index" });
          }}
        >
          <input type="hidden" name="intent" value="newsletter" />
          <div className="field">
            <label htmlFor="newsletter-email">{copy.label}</label>
            <input
              id="newsletter-email"
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={MAX_EMAIL_LENGTH}
              toolparamdescription={AGENT_TOOLS.newsletter.params.email}
              defaultValue={result?.email}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? "newsletter-email-error" : undefined}
            />
            <FieldError id="newsletter-email-error" message={fieldError} />
          </div>
          <button className="button button-primary" type="submit" disabled={fetcher.state !== "idle"}>
            {fetcher.state === "idle" ? copy.button : "Subscribing…"}
          </button>
        </fetcher.Form>
      </div>
      <FormMessage error={formError} className="notification-inline" />
      <NotificationBanner notification={notification} className="notification-inline" />
    </section>
  );
}
