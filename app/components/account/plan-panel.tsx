// "My plan" in the account (spec §3 "Individual plan"; issue #27): the plan and who it is for, what a
// cancellation leaves (the days left, the booked class), taking it back, and the provider's customer portal
// for the card on file, billing history and plan changes. Every button is a form post: no script needed.
import { Form, Link } from "react-router";
import { Done } from "~/components/account/form-fields";
import { FormMessage } from "~/components/ui/form-field";
import type { PlanPanelView } from "~/domain/plan-view";
import { useFreeTrial } from "~/components/layout/site-facts";

export type PlanNotice = "plan-cancelled" | "plan-kept" | null;

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function PlanPanel({ plan, notice, error }: { plan: PlanPanelView | null; notice: PlanNotice; error?: string }) {
  const trial = useFreeTrial();
  return (
    <div className="account-panel" id="plan">
      <h2>My plan</h2>
      {notice === "plan-cancelled" ? (
        <Done title="Your plan is canceled">
          <p>{plan?.remains ?? "Nothing more will be charged."} We sent you an email to confirm it.</p>
        </Done>
      ) : notice === "plan-kept" ? (
        <Done title="Your plan continues">
          <p>It is no longer canceled: your classes and the weekly charges go on as before.</p>
        </Done>
      ) : null}
      <FormMessage error={error} />
      {plan ? (
        <>
          <dl className="summary-list">
            <Row term="Plan">{`${plan.title}, ${plan.weekly} per week`}</Row>
            <Row term="Learner">
              {plan.learner} <Link to="/personal-information#learner">Change</Link>
            </Row>
            <Row term="Status">
              <span className={`status-flag status-${plan.status}`}>{plan.statusLabel}</span>
            </Row>
            {plan.trialEnd ? <Row term="Free trial ends">{plan.trialEnd}</Row> : null}
            {plan.nextCharge ? <Row term="Next charge">{`${plan.weekly} on ${plan.nextCharge}`}</Row> : null}
          </dl>
          {plan.remains ? <p>{plan.remains}</p> : null}
          {plan.booked ? <p>{plan.booked}</p> : null}
          {plan.live ? (
            <div className="button-row">
              {plan.remains ? (
                <Form method="post">
                  <button type="submit" name="intent" value="keep-plan" className="button button-primary">
                    Keep my plan
                  </button>
                </Form>
              ) : (
                <Form method="post" className="stack-form">
                  <p>{plan.status === "trialing" ? "Cancel before your trial ends and nothing is charged: your trial goes on until then." : "Canceling stops the weekly charges; your classes go on until the week you paid for ends."}</p>
                  <button type="submit" name="intent" value="cancel-plan" className="button button-secondary">
                    Cancel my plan
                  </button>
                </Form>
              )}
            </div>
          ) : (
            <p>
              <Link to="/individual-plans">Choose a plan again</Link>
            </p>
          )}
          {plan.portal ? (
            <Form method="post" className="stack-form">
              <p>Your card on file, your billing history and a change of plan are on our payment provider’s secure billing page.</p>
              <button type="submit" name="intent" value="billing-portal" className="button button-secondary">
                Manage billing and plan
              </button>
            </Form>
          ) : null}
        </>
      ) : (
        <p>
          No weekly plan yet. <Link to="/individual-plans">See the weekly class plans</Link>, {`each with ${trial}.`}
        </p>
      )}
    </div>
  );
}
