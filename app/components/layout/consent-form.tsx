// The consent choices, as one form used by the dialog and by /cookie-preferences (no JavaScript needed).
import type { FormEvent } from "react";
import { Form, useFetcher, useLocation } from "react-router";
import { CONSENT_ACTION, type ConsentCategory, type ConsentCopy, type ConsentState } from "~/domain/consent";

/**
 * With JavaScript, the notice and the dialog save the choice in place: a fetcher post that the action
 * answers without a redirect, so only the root's data reloads (root.tsx's shouldRevalidate), not the
 * page's, which no consent choice changes. Without JavaScript the form posts and is redirected back.
 */
export function useConsentInPlace() {
  const fetcher = useFetcher();
  return (event: FormEvent<HTMLFormElement>) => {
    // The button pressed names the intent; a browser that doesn't say which posts the form as it would without JavaScript.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (!(submitter instanceof HTMLButtonElement)) return;
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    form.set(submitter.name, submitter.value);
    form.set("inPlace", "1");
    void fetcher.submit(form, { method: "post", action: CONSENT_ACTION, defaultShouldRevalidate: false });
  };
}

/** Accept all / Decline all (and Save, where the categories can be chosen): the intents of /resources/consent. */
export function ConsentButtons({ copy, withSave = false }: { copy: ConsentCopy; withSave?: boolean }) {
  return (
    <div className="button-row">
      <button className="button button-primary" type="submit" name="intent" value="accept-all">
        {copy.acceptAll}
      </button>
      <button className="button button-secondary" type="submit" name="intent" value="decline-all">
        {copy.declineAll}
      </button>
      {withSave ? (
        <button className="button button-secondary" type="submit" name="intent" value="save">
          {copy.save}
        </button>
      ) : null}
    </div>
  );
}

export function ConsentForm({
  categories,
  copy,
  choices,
  redirectTo,
  idPrefix,
  inPlace = false,
}: {
  categories: ConsentCategory[];
  copy: ConsentCopy;
  choices: ConsentState | null;
  redirectTo?: string;
  idPrefix: string;
  /** The dialog saves in place; the /cookie-preferences page goes back where the visitor came from. */
  inPlace?: boolean;
}) {
  const location = useLocation();
  const back = redirectTo ?? location.pathname + location.search;
  const saveInPlace = useConsentInPlace();
  return (
    <Form method="post" action={CONSENT_ACTION} className="consent-form" onSubmit={inPlace ? saveInPlace : undefined}>
      <input type="hidden" name="redirectTo" value={back} />
      <fieldset>
        <legend className="visually-hidden">Cookie categories</legend>
        {categories.map((category) => {
          const id = `${idPrefix}-${category.id}`;
          return (
            <div className="consent-category" key={category.id}>
              <div className="consent-toggle">
                <input
                  type="checkbox"
                  role="switch"
                  id={id}
                  name="category"
                  value={category.id}
                  defaultChecked={category.alwaysOn || choices?.[category.id] === true}
                  disabled={category.alwaysOn}
                  aria-describedby={category.description ? `${id}-desc` : undefined}
                />
                <label htmlFor={id}>
                  {category.label}
                  {category.alwaysOn ? <span className="badge">{copy.alwaysActive}</span> : null}
                </label>
              </div>
              {category.description ? (
                <p className="consent-description" id={`${id}-desc`}>
                  {category.description}
                </p>
              ) : null}
            </div>
          );
        })}
      </fieldset>
      <ConsentButtons copy={copy} withSave />
    </Form>
  );
}
