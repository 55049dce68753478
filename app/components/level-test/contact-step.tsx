// The level test's last step (spec §2.8 contact fields): full name, email, US state (default
// California (CA)), the privacy and age agreements — all required to send a result (docs/decisions/0015).
import { Form, Link } from "react-router";
import { AGENT_TOOLS } from "~/copy/agent-tools";
import { FieldError } from "~/components/ui/form-field";
import { DEFAULT_US_STATE, US_STATES } from "~/domain/us-states";

/** What the visitor typed (a refused post), to fill the fields again. */
type Values = Partial<Record<string, string>> | null;

export function LevelTestContactStep({ errors, values }: { errors: Record<string, string>; values: Values }) {
  const described = (key: string) => (errors[key] ? `${key}-error` : undefined);
  return (
    <Form method="post" className="stack-form level-test-contact" noValidate toolname={AGENT_TOOLS.levelTestResult.toolname} tooldescription={AGENT_TOOLS.levelTestResult.tooldescription}>
      <input type="hidden" name="intent" value="submit" />
      <h2>Where should we send your result?</h2>
      <p>You’ll see your level on the next screen, and we’ll email you a copy with the course we recommend.</p>
      <div className="field">
        <label htmlFor="fullName">Full name</label>
        <input id="fullName" name="fullName" toolparamdescription={AGENT_TOOLS.levelTestResult.params.fullName} autoComplete="name" required maxLength={100} defaultValue={values?.fullName} aria-invalid={errors.fullName ? true : undefined} aria-describedby={described("fullName")} />
        <FieldError id="fullName-error" message={errors.fullName} />
      </div>
      <div className="field">
        <label htmlFor="email">Email</label>
        <input id="email" name="email" type="email" toolparamdescription={AGENT_TOOLS.levelTestResult.params.email} autoComplete="email" required maxLength={254} defaultValue={values?.email} aria-invalid={errors.email ? true : undefined} aria-describedby={described("email")} />
        <FieldError id="email-error" message={errors.email} />
      </div>
      <div className="field">
        <label htmlFor="selected">State</label>
        <select id="selected" name="selected" toolparamdescription={AGENT_TOOLS.levelTestResult.params.selected} defaultValue={values?.selected || DEFAULT_US_STATE} aria-invalid={errors.selected ? true : undefined} aria-describedby={described("selected")}>
          {US_STATES.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </select>
        <FieldError id="selected-error" message={errors.selected} />
      </div>
      <div className="field-check">
        <input id="privacy" name="privacy" type="checkbox" required defaultChecked={values?.privacy === "on"} aria-invalid={errors.privacy ? true : undefined} aria-describedby={described("privacy")} />
        <label htmlFor="privacy">
          I have read and agree to the <Link to="/privacy-policy">privacy policy</Link>.
        </label>
        <FieldError id="privacy-error" message={errors.privacy} />
      </div>
      <div className="field-check">
        <input id="age" name="age" type="checkbox" required defaultChecked={values?.age === "on"} aria-invalid={errors.age ? true : undefined} aria-describedby={described("age")} />
        <label htmlFor="age">I am 18 or older, or my parent or guardian agrees to me taking this test.</label>
        <FieldError id="age-error" message={errors.age} />
      </div>
      <button type="submit" className="button button-primary">
        See my result
      </button>
    </Form>
  );
}
