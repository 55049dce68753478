// /external/start-journey (funnel step 2): who the visitor is, so the school can confirm the trial.
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/journey";
import { FieldError, FunnelSteps } from "~/components/funnel/funnel-steps";
import { brand } from "~/config/site";
import { nextFunnelPath } from "~/domain/funnel";
import { INDIVIDUAL_PLANS } from "~/domain/pricing";
import { fieldErrors } from "~/domain/form-errors";
import { readFormOrReject } from "~/lib/form.server";
import { completeStep, funnelVisitor, journeyFormSchema } from "~/lib/funnel.server";
import { pageMeta } from "~/lib/seo";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { visitor } = await funnelVisitor(context, request, 2, true);
  return { plan: INDIVIDUAL_PLANS.find((plan) => plan.id === visitor.planId)?.title ?? null, contact: visitor.contact ?? null };
}

export async function action({ context, request }: Route.ActionArgs) {
  const read = await readFormOrReject(request);
  if ("rejected" in read) return read.rejected;
  const { form } = read;
  const current = await funnelVisitor(context, request, 2, true);
  const parsed = journeyFormSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return data({ errors: fieldErrors(parsed.error), values: { name: String(form.get("name") ?? "").slice(0, 100), email: String(form.get("email") ?? "").slice(0, 254) } }, { status: 400 });
  }
  const headers = await completeStep(context, current, 2, { contact: parsed.data });
  throw redirect(nextFunnelPath(2, true), { headers });
}

export default function StartJourney({ loaderData, actionData }: Route.ComponentProps) {
  const errors = actionData && "errors" in actionData ? actionData.errors : {};
  const values = actionData && "values" in actionData ? actionData.values : loaderData.contact;
  const formError = actionData && "formError" in actionData ? actionData.formError : undefined;
  return (
    <section className="page-section narrow funnel-page" aria-labelledby="journey-title">
      <FunnelSteps current={2} external />
      <h1 id="journey-title">Start your journey</h1>
      <p>
        {loaderData.plan ? <>You chose <strong>{loaderData.plan}</strong>. </> : null}
        Tell us who you are so your teacher can welcome you by name and we can send your class details.
      </p>
      <FieldError id="journey-form-error" message={formError} />
      <Form method="post" className="stack-form" noValidate>
        <div className="field">
          <label htmlFor="journey-name">Your name</label>
          <input id="journey-name" name="name" autoComplete="name" required maxLength={100} defaultValue={values?.name ?? ""} aria-invalid={errors.name ? true : undefined} aria-describedby={errors.name ? "journey-name-error" : undefined} />
          <FieldError id="journey-name-error" message={errors.name} />
        </div>
        <div className="field">
          <label htmlFor="journey-email">Email</label>
          <input id="journey-email" name="email" type="email" autoComplete="email" required maxLength={254} defaultValue={values?.email ?? ""} aria-invalid={errors.email ? true : undefined} aria-describedby={errors.email ? "journey-email-error" : undefined} />
          <FieldError id="journey-email-error" message={errors.email} />
        </div>
        <p className="form-note">
          We use these details only for your classes. Read our <a href="/privacy-policy">privacy policy</a>.
        </p>
        <button type="submit" className="button button-primary">
          Continue
        </button>
      </Form>
    </section>
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: `Start your journey | ${brand.name}`, description: "Tell us who you are to start your free Spanish trial.", path: "/external/start-journey", noindex: true });
