// /external/complete-purchase (funnel step 3): the plan and the trial terms, confirmed. Card payment
// joins this step with the commerce work (docs/decisions/0013).
import { Form, Link, redirect } from "react-router";
import type { Route } from "./+types/purchase";
import { FunnelSteps } from "~/components/funnel/funnel-steps";
import { brand } from "~/config/site";
import { nextFunnelPath } from "~/domain/funnel";
import { FREE_TRIAL_DAYS, formatUsd, INDIVIDUAL_PLANS } from "~/domain/pricing";
import { readFormOrReject } from "~/lib/form.server";
import { completeStep, funnelVisitor } from "~/lib/funnel.server";
import { pageMeta } from "~/lib/seo";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { visitor } = await funnelVisitor(context, request, 3, true);
  const plan = INDIVIDUAL_PLANS.find((p) => p.id === visitor.planId);
  if (!plan) throw redirect("/external/individual-plans");
  return { plan, contact: visitor.contact ?? null };
}

export async function action({ context, request }: Route.ActionArgs) {
  const read = await readFormOrReject(request);
  if ("rejected" in read) return read.rejected;
  const current = await funnelVisitor(context, request, 3, true);
  if (!current.visitor.planId) throw redirect("/external/individual-plans");
  const headers = await completeStep(context, current, 3, {});
  throw redirect(nextFunnelPath(3, true), { headers });
}

export default function CompletePurchase({ loaderData, actionData }: Route.ComponentProps) {
  const { plan, contact } = loaderData;
  return (
    <section className="page-section narrow funnel-page" aria-labelledby="purchase-title">
      <FunnelSteps current={3} external />
      <h1 id="purchase-title">Complete your purchase</h1>
      {actionData && "formError" in actionData ? <p className="field-error" role="alert">{actionData.formError}</p> : null}
      <dl className="summary-list">
        <div>
          <dt>Plan</dt>
          <dd>
            {plan.title}, {formatUsd(plan.priceCents)} per {plan.frequency} ({formatUsd(plan.perClassCents)} per class){" "}
            <Link to="/external/individual-plans">Change</Link>
          </dd>
        </div>
        {contact ? (
          <div>
            <dt>Student</dt>
            <dd>
              {contact.name}, {contact.email} <Link to="/external/start-journey">Change</Link>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Due today</dt>
          <dd>{formatUsd(0)}</dd>
        </div>
      </dl>
      <p>
        Your {FREE_TRIAL_DAYS}-day free trial starts with your first class. There is no charge until the trial ends, and you can cancel any
        time before that by replying to your welcome email. Schedule changes need one week’s notice.
      </p>
      <Form method="post">
        <button type="submit" className="button button-primary">
          Confirm my free trial
        </button>
      </Form>
    </section>
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: `Complete your purchase | ${brand.name}`, description: "Confirm your plan and start your free trial.", path: "/external/complete-purchase", noindex: true });
