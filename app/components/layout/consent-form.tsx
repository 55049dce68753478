// The consent choices, as one form used by the dialog and by /cookie-preferences (no JavaScript needed).
import { Form, useLocation } from "react-router";
import type { ConsentCategory, ConsentState } from "~/domain/consent";

/** Accept all / Decline all (and Save, where the categories can be chosen): the intents of /resources/consent. */
export function ConsentButtons({ withSave = false }: { withSave?: boolean }) {
  return (
    <div className="button-row">
      <button className="button button-primary" type="submit" name="intent" value="accept-all">
        Accept all
      </button>
      <button className="button button-secondary" type="submit" name="intent" value="decline-all">
        Decline all
      </button>
      {withSave ? (
        <button className="button button-secondary" type="submit" name="intent" value="save">
          Save
        </button>
      ) : null}
    </div>
  );
}

export function ConsentForm({
  categories,
  choices,
  redirectTo,
  idPrefix,
}: {
  categories: ConsentCategory[];
  choices: ConsentState | null;
  redirectTo?: string;
  idPrefix: string;
}) {
  const location = useLocation();
  const back = redirectTo ?? location.pathname + location.search;
  return (
    <Form method="post" action="/resources/consent" className="consent-form">
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
                  {category.alwaysOn ? <span className="badge">Always active</span> : null}
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
      <ConsentButtons withSave />
    </Form>
  );
}
