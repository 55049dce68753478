// /complete-purchase and /external/complete-purchase (funnel step 3, issue #10 §3): the plan, "no charge
// until <the trial’s length from today>", and Pay by card — the provider's hosted page takes the card for a
// subscription with the pricing entries' trial on the weekly price (decision 0082). Back here, the trial is confirmed and the visitor
// continues to the level step. The free week is once per person (issue #22 §1; decision 0029): an account or
// email that had it is offered the plan without it, behind a button that names the weekly price.
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/purchase";
import { Done } from "~/components/account/form-fields";
import { FormMessage } from "~/components/ui/form-field";
import { FunnelSteps } from "~/components/funnel/funnel-steps";
import { useContactDetails } from "~/components/layout/site-facts";
import { brand } from "~/config/site";
import { cloudflareContext, requestContext } from "~/context";
import { isExternalFunnel, nextFunnelPath } from "~/domain/funnel";
import { originForHost } from "~/domain/hot-site";
import { chargesAsShown, formatUsd, INDIVIDUAL_PLANS, perClassCents } from "~/domain/pricing";
import { contentFor } from "~/lib/content/content.server";
import { formatLongDate, SUBSCRIPTION_STATUS_LABELS, trialEnd } from "~/domain/shop";
import { requireAccount } from "~/lib/accounts/auth.server";
import { readFormOrReject } from "~/lib/edge/form.server";
import { completeStep, funnelVisitor } from "~/lib/funnel/funnel.server";
import { cardPaymentsAvailable, paymentsFor } from "~/lib/commerce/payments/payments.server";
import { PaymentsUnavailable } from "~/lib/commerce/payments/port";
import { isLive, planOf, subscriptionCount } from "~/lib/commerce/plans.server";
import { lastTrialRefusal, trialUsedBy } from "~/lib/commerce/trials.server";
import { trialCopy } from "~/copy/trial";
import { learnerSummary } from "~/domain/learner";
import { learnerOf } from "~/lib/accounts/learners.server";
import { readVisitor } from "~/lib/platform/session.server";
import { pageMeta } from "~/lib/content/seo";
import { formResult, UNKNOWN_FORM } from "~/domain/form-errors";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

async function purchase(context: Route.LoaderArgs["context"], request: Request, url: URL) {
  const external = isExternalFunnel(url);
  const current = external ? await funnelVisitor(context, request, 3, true) : await readVisitor(context, request);
  const account = await requireAccount(context, request);
  const chosen = INDIVIDUAL_PLANS.find((p) => p.id === (url.searchParams.get("plan") ?? current.visitor.planId));
  if (!chosen) throw redirect(external ? "/external/individual-plans" : "/individual-plans");
  const { env } = context.get(cloudflareContext);
  // What to offer; whichever trial starts, the claim when the provider reports it decides (trials.server).
  const [subscription, trialUsed, pricing] = await Promise.all([planOf(env.DB, account.user.id), trialUsedBy(env, account.user.id, account.user.email), contentFor(context).pricing()]);
  // The price and the trial the pricing entries say: the page shows them, and checkout starts them.
  const { priceCents } = pricing.plans[chosen.id]!;
  const plan = { ...chosen, priceCents, perClassCents: perClassCents(chosen, priceCents), trialDays: pricing.trialDays };
  return { external, current, account, plan, trialUsed, subscription: subscription && isLive(subscription.status) ? subscription : null };
}

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const { external, account, plan, subscription, trialUsed } = await purchase(context, request, url);
  return {
    trialUsed,
    // Back from the card page with a trial the card had had already (cancelled before any charge).
    trialCancelled: subscription ? null : await lastTrialRefusal(context.get(cloudflareContext).env.DB, account.user.id),
    external,
    plan,
    account: { name: account.user.name, email: account.user.email },
    learner: learnerSummary(await learnerOf(context.get(cloudflareContext).env.DB, account.user.id), account.user.name),
    noChargeUntil: formatLongDate(trialEnd(new Date(), plan.trialDays)),
    subscription: subscription
      ? { title: subscription.plan.title, status: SUBSCRIPTION_STATUS_LABELS[subscription.status], trialEnd: subscription.trialEnd ? formatLongDate(subscription.trialEnd) : null }
      : null,
    cardAvailable: cardPaymentsAvailable(context),
    left: url.searchParams.has("cancelled"),
    started: url.searchParams.has("started"),
  };
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const { external, current, account, plan, subscription, trialUsed } = await purchase(context, request, url);
  const read = await readFormOrReject(request);
  if ("rejected" in read) return read.rejected;
  const intent = read.form.get("intent");
  if (intent === "continue") {
    if (!subscription) return data(formResult(String(intent), { form: "Your trial hasn’t started yet: pay by card first (nothing is charged today)." }), { status: 409 });
    const headers = await completeStep(context, current, 3, { planId: plan.id });
    throw redirect(nextFunnelPath(3, external), { headers });
  }
  if (intent !== "pay" && intent !== "pay-now") return data(formResult(String(intent), { form: UNKNOWN_FORM }), { status: 400 });
  if (subscription) throw redirect(`${url.pathname}?plan=${plan.id}&started=1`);
  // A trial's button from a page opened before the free week was used: nothing starts, and the page now
  // offers the plan without it. Paying is only ever the button that names the price ("pay-now").
  if (intent === "pay" && trialUsed) return data(formResult(String(intent), { form: trialCopy.trialRefusedOnPost(trialUsed) }), { status: 409 });
  const trial = intent === "pay";
  const payments = paymentsFor(context);
  const unavailable = () =>
    data(formResult(String(intent), { form: `Card payment is not available at the moment, so your ${trial ? "trial" : "plan"} can’t start yet. Nothing was charged. Please try again later.` }), { status: 503 });
  if (!payments) return unavailable();
  const back = `${originForHost(url.host, context.get(requestContext).config)}${url.pathname}?plan=${plan.id}`;
  try {
    // The provider charges its own price: a plan starts only when that is the price this page showed.
    const charged = await payments.weeklyPrice(plan.id);
    if (!chargesAsShown(plan.priceCents, charged)) {
      console.error(`[payments] ${plan.id}: the pricing entry says ${plan.priceCents} cents a week, the provider charges ${charged ? `${charged.unitCents} ${charged.currency} every ${charged.interval}` : "nothing (no price)"}; checkout refused until they agree`);
      return data(formResult(String(intent), { form: `This plan’s price is being updated, so your ${trial ? "trial" : "plan"} can’t start right now. Nothing was charged. Please try again later, or write to us and we will set it up for you.` }), { status: 409 });
    }
    const checkout = await payments.createCheckout(
      {
        mode: "subscription",
        userId: account.user.id,
        email: account.user.email,
        planId: plan.id,
        planTitle: plan.title,
        weeklyCents: plan.priceCents,
        trialDays: trial ? plan.trialDays : 0,
        successUrl: `${back}&started=1`,
        cancelUrl: `${back}&cancelled=1`,
      },
      // One checkout per buyer, plan, kind, day and subscription so far: a double click never opens two,
      // and a buyer who cancelled can start again the same day.
      `${trial ? "plan" : "plan-paid"}-${account.user.id}-${plan.id}-${new Date().toISOString().slice(0, 10)}-${await subscriptionCount(context.get(cloudflareContext).env.DB, account.user.id)}`,
    );
    return redirect(checkout.url, 303);
  } catch (error) {
    if (error instanceof PaymentsUnavailable) return unavailable();
    throw error;
  }
}

export default function CompletePurchase({ loaderData, actionData }: Route.ComponentProps) {
  const { external, plan, account, learner, noChargeUntil, subscription, cardAvailable, left, started, trialUsed, trialCancelled } = loaderData;
  const contact = useContactDetails();
  const plansPath = external ? "/external/individual-plans" : "/individual-plans";
  const actionError = actionData?.errors.form;
  const leftMessage = left && !subscription ? `You left the card page before starting your ${trialUsed ? "plan" : "trial"}. Nothing was charged.` : undefined;
  const startPlan = (
    <Form method="post">
      <button type="submit" name="intent" value="pay-now" className={trialUsed ? "button button-primary" : "button button-secondary"}>
        {trialCopy.startPlanButton(plan.priceCents)}
      </button>
    </Form>
  );
  return (
    <section className="page-section narrow funnel-page" aria-labelledby="purchase-title">
      <FunnelSteps current={3} external={external} />
      <h1 id="purchase-title">Complete your purchase</h1>
      <FormMessage error={actionError ?? leftMessage ?? (trialCancelled && !subscription ? trialCopy.trialCancelledNotice(trialCancelled) : undefined)} />
      {subscription ? (
        <>
          <Done title={started ? (subscription.trialEnd ? "Your free trial has started" : "Your plan has started") : "You already have a plan"}>
            <p>
              {subscription.title}: {subscription.status}
              {subscription.trialEnd ? `. No charge until ${subscription.trialEnd}; we will email you two days before.` : "."}
            </p>
          </Done>
          <Form method="post">
            <button type="submit" name="intent" value="continue" className="button button-primary">
              Continue: select your level
            </button>
          </Form>
          <p>
            You can see or cancel your plan at any time in <Link to="/account">your account</Link>.
          </p>
        </>
      ) : (
        <>
          {trialUsed ? (
            <>
              <h2>{trialCopy.noTrialTitle}</h2>
              <p>{trialCopy.noTrialLead(trialUsed)}</p>
            </>
          ) : null}
          <dl className="summary-list">
            <div>
              <dt>Plan</dt>
              <dd>
                {plan.title}, {formatUsd(plan.priceCents)} per {plan.frequency} ({formatUsd(plan.perClassCents)} per class) <Link to={plansPath}>Change</Link>
              </dd>
            </div>
            <div>
              <dt>Learner</dt>
              <dd>
                {learner} <Link to={external ? "/external/start-journey" : `/start-journey?plan=${plan.id}`}>Change</Link>
              </dd>
            </div>
            <div>
              <dt>Account</dt>
              <dd>{`${account.name}, ${account.email}`}</dd>
            </div>
            <div>
              <dt>Due today</dt>
              <dd>{formatUsd(trialUsed ? plan.priceCents : 0)}</dd>
            </div>
          </dl>
          {trialUsed ? (
            <>
              <p>{trialCopy.dueToday(plan.priceCents)} You can cancel in your account at any time. Schedule changes need one week’s notice.</p>
              <p>{trialCopy.familyNote(contact.email)}</p>
            </>
          ) : (
            <p>
              <strong>No charge until {noChargeUntil}.</strong> Your {plan.trialDays}-day free trial starts today. We email you two days before the first charge of{" "}
              {formatUsd(plan.priceCents)}, and you can cancel in your account before then at no cost. Schedule changes need one week’s notice.
            </p>
          )}
          {!cardAvailable ? (
            <p>Card payment is not available at the moment, so the {trialUsed ? "plan" : "trial"} can’t start online. Write to us at {contact.email} and we will set it up for you.</p>
          ) : trialUsed ? (
            startPlan
          ) : (
            <>
              <Form method="post">
                <button type="submit" name="intent" value="pay" className="button button-primary">
                  Pay by card
                </button>
              </Form>
              {trialCancelled === "card" ? (
                <>
                  <p>{trialCopy.cardRefusedHint}</p>
                  {startPlan}
                </>
              ) : null}
            </>
          )}
        </>
      )}
    </section>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ title: `Complete your purchase | ${brand.name}`, description: "Confirm your plan and start your free trial.", path: loaderData?.external ? "/external/complete-purchase" : "/complete-purchase", noindex: true });
