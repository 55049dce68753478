// /test-gateway/portal/:id: the built-in test gateway's customer portal (issue #27), standing in for Stripe's
// where there is no Stripe key (development and tests; 404 in production). Like Stripe's: the card on file,
// the billing history, a change of plan and a cancellation at the period's end; every change reaches the
// shop as the same signed subscription events. Plain forms: no script needed.
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/test-gateway-portal";
import { Done } from "~/components/account/form-fields";
import { FormMessage, TextField } from "~/components/ui/form-field";
import { DataTable, type Column } from "~/components/ui/data-table";
import { brand } from "~/config/site";
import { cloudflareContext } from "~/context";
import { formResult, parseForm, UNKNOWN_FORM } from "~/domain/form-errors";
import { planEndsAt } from "~/domain/plan-ending";
import { formatUsd, INDIVIDUAL_PLANS } from "~/domain/pricing";
import { formatLongDate, formatShortDate, SUBSCRIPTION_STATUS_LABELS, type SubscriptionStatus } from "~/domain/shop";
import { expiryProblem } from "~/domain/test-cards";
import { readFormOrReject } from "~/lib/edge/form.server";
import { testGatewaySecret } from "~/lib/commerce/payments/payments.server";
import { billingOf, readPortalSession, replaceCard } from "~/lib/commerce/payments/test-gateway-billing.server";
import { cardFormSchema, changeGatewayPlan, portalSubscription, testGatewayPayments } from "~/lib/commerce/payments/test-gateway.server";
import { gatewayWeeklyCents } from "~/lib/commerce/payments/test-gateway-objects";
import { pageMeta } from "~/lib/content/seo";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

async function openPortal(context: Route.LoaderArgs["context"], id: string) {
  const secret = testGatewaySecret(context);
  if (!secret) throw data(null, { status: 404 });
  const { env } = context.get(cloudflareContext);
  const portal = await readPortalSession(env.DB, id);
  if (!portal) throw data(null, { status: 404 });
  return { env, secret, portal, subscription: await portalSubscription(env, portal.customerId) };
}

const DONE: Record<string, string> = { "plan-changed": "Your plan is changed.", "card-updated": "Your card is updated.", canceled: "Your plan is canceled at the end of the period.", renewed: "Your plan is renewed." };

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { env, portal, subscription: s } = await openPortal(context, params.id);
  const billing = await billingOf(env.DB, portal.customerId);
  const ms = (value: number | null) => (value ? new Date(value) : null);
  const plan = s ? INDIVIDUAL_PLANS.find((p) => p.id === s.plan_id) : undefined;
  const status = (s?.status ?? "canceled") as SubscriptionStatus;
  const endsAt = s ? planEndsAt({ status, trialEnd: ms(s.trial_end), currentPeriodEnd: ms(s.current_period_end), cancelAtPeriodEnd: s.cancel_at_period_end === 1 }) : null;
  return {
    returnUrl: portal.returnUrl,
    done: DONE[url.searchParams.get("done") ?? ""] ?? null,
    subscription: s && plan ? { planId: plan.id, title: plan.title, weekly: formatUsd(gatewayWeeklyCents(plan.id) ?? 0), status: SUBSCRIPTION_STATUS_LABELS[status], live: status !== "canceled", endsOn: endsAt ? formatLongDate(endsAt) : null, trialEnds: status === "trialing" && s.trial_end ? formatLongDate(new Date(s.trial_end)) : null } : null,
    card: billing.card ? `${billing.card.brand} ending ${billing.card.last4}` : null,
    // The plans at the gateway's own prices, as Stripe's portal shows its prices.
    plans: INDIVIDUAL_PLANS.map((plan) => ({ id: plan.id, title: plan.title, weekly: formatUsd(gatewayWeeklyCents(plan.id) ?? 0) })),
    invoices: billing.invoices.map((invoice) => ({ id: invoice.id, date: formatShortDate(invoice.createdAt), plan: INDIVIDUAL_PLANS.find((p) => p.id === invoice.planId)?.title ?? invoice.planId, amount: formatUsd(invoice.amountCents) })),
  };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { env, secret, portal, subscription } = await openPortal(context, params.id);
  const read = await readFormOrReject(request);
  if ("rejected" in read) return read.rejected;
  const intent = String(read.form.get("intent") ?? "");
  const back = (done: string) => redirect(`/test-gateway/portal/${portal.id}?done=${done}`);
  if (intent === "update-card") {
    const parsed = parseForm(cardFormSchema, read.form);
    const values = { expiry: (parsed.values.expiry ?? "").slice(0, 10), nameOnCard: (parsed.values.nameOnCard ?? "").slice(0, 100) };
    const errors = parsed.ok ? {} : { ...parsed.errors };
    const expiry = expiryProblem(parsed.values.expiry ?? "", new Date());
    if (expiry) errors.expiry ??= expiry;
    if (!parsed.ok || expiry) return data(formResult(intent, errors, values), { status: 400 });
    if ((await replaceCard(env.DB, portal.customerId, parsed.data.cardNumber, secret)) === "declined") return data(formResult(intent, { form: "Your card was declined. The card on file is unchanged." }, values), { status: 402 });
    return back("card-updated");
  }
  if (!subscription || subscription.status === "canceled") return data(formResult(intent, { form: "This plan has ended: there is nothing to change." }), { status: 409 });
  if (intent === "change-plan") {
    const plan = INDIVIDUAL_PLANS.find((p) => p.id === read.form.get("plan"));
    if (!plan) return data(formResult(intent, { plan: "Please choose one of the plans." }), { status: 400 });
    await changeGatewayPlan(env, secret, subscription.id, plan.id);
    return back("plan-changed");
  }
  if (intent === "cancel" || intent === "renew") {
    await testGatewayPayments(env, "", secret).setCancelAtPeriodEnd(subscription.id, intent === "cancel", `portal-${intent}-${subscription.id}`);
    return back(intent === "cancel" ? "canceled" : "renewed");
  }
  return data(formResult(intent, { form: UNKNOWN_FORM }), { status: 400 });
}

type InvoiceRow = { id: string; date: string; plan: string; amount: string };

const HISTORY_COLUMNS: ReadonlyArray<Column<InvoiceRow>> = [
  { header: "Date", cell: (row) => row.date, rowHeader: true },
  { header: "Plan", cell: (row) => row.plan },
  { header: "Amount", cell: (row) => row.amount },
  { header: "Status", cell: () => "Paid" },
];

export default function TestGatewayPortal({ loaderData, actionData }: Route.ComponentProps) {
  const { subscription: s, card, invoices, done, returnUrl } = loaderData;
  const errorsOf = (intent: string) => (actionData?.intent === intent ? actionData.errors : {});
  const values: Record<string, string | undefined> = actionData?.intent === "update-card" ? actionData.values : {};
  const cardErrors = errorsOf("update-card");
  return (
    <section className="page-section narrow test-gateway" aria-labelledby="portal-title">
      <p className="eyebrow">Test billing page · no real card is charged</p>
      <h1 id="portal-title">{`Billing for ${brand.name}`}</h1>
      {done ? (
        <Done title="Done">
          <p>{done}</p>
        </Done>
      ) : null}
      <FormMessage error={errorsOf("change-plan").form ?? errorsOf("cancel").form ?? errorsOf("renew").form ?? errorsOf("").form} />

      <section aria-labelledby="portal-plan-title">
        <h2 id="portal-plan-title">Current plan</h2>
        {s ? (
          <>
            <p>
              <strong>{s.title}</strong>, {s.weekly} per week · {s.status}
              {s.trialEnds && !s.endsOn ? `, trial ends ${s.trialEnds}` : ""}
              {s.endsOn ? `. Canceled: ends on ${s.endsOn}.` : ""}
            </p>
            {s.live ? (
              <>
                <Form method="post" className="stack-form">
                  <fieldset className="choice-fieldset" aria-describedby={errorsOf("change-plan").plan ? "plan-error" : undefined}>
                    <legend>Change plan</legend>
                    {loaderData.plans.map((plan) => (
                      <label key={plan.id} className="choice-card">
                        <input type="radio" name="plan" value={plan.id} defaultChecked={plan.id === s.planId} required />
                        <strong>{plan.title}</strong>
                        <span>{`${plan.weekly} per week`}</span>
                      </label>
                    ))}
                    {errorsOf("change-plan").plan ? (
                      <p className="field-error" id="plan-error">
                        {errorsOf("change-plan").plan}
                      </p>
                    ) : null}
                  </fieldset>
                  <button type="submit" name="intent" value="change-plan" className="button button-primary">
                    Update plan
                  </button>
                </Form>
                <Form method="post">
                  <button type="submit" name="intent" value={s.endsOn ? "renew" : "cancel"} className="button button-secondary">
                    {s.endsOn ? "Renew plan" : "Cancel plan"}
                  </button>
                </Form>
              </>
            ) : null}
          </>
        ) : (
          <p>No subscription.</p>
        )}
      </section>

      <section aria-labelledby="portal-card-title">
        <h2 id="portal-card-title">Payment method</h2>
        <p>{card ?? "No card on file."}</p>
        <Form method="post" className="stack-form" noValidate>
          <input type="hidden" name="intent" value="update-card" />
          <FormMessage error={cardErrors.form} />
          <TextField name="cardNumber" label="New card number" autoComplete="cc-number" inputMode="numeric" required maxLength={23} error={cardErrors.cardNumber} />
          <TextField name="expiry" label="Expiry date" hint="MM/YY" autoComplete="cc-exp" required maxLength={7} defaultValue={values.expiry ?? ""} error={cardErrors.expiry} />
          <TextField name="cvc" label="CVC" autoComplete="cc-csc" inputMode="numeric" required maxLength={4} error={cardErrors.cvc} />
          <TextField name="nameOnCard" label="Name on card" autoComplete="cc-name" required maxLength={100} defaultValue={values.nameOnCard ?? ""} error={cardErrors.nameOnCard} />
          <button type="submit" className="button button-secondary">
            Update card
          </button>
        </Form>
      </section>

      <section aria-labelledby="portal-history-title">
        <h2 id="portal-history-title">Billing history</h2>
        <DataTable
          caption="Billing history"
          captionHidden
          columns={HISTORY_COLUMNS}
          rows={invoices}
          rowKey={(invoice) => invoice.id}
          empty="No charges yet."
        />
      </section>
      <p>
        <a href={returnUrl}>{`Return to ${brand.name}`}</a>
      </p>
    </section>
  );
}

export const meta: Route.MetaFunction = () => pageMeta({ title: `Test billing | ${brand.name}`, description: "The local test billing page.", path: "/test-gateway/portal", noindex: true });
