// POST /api/payments/webhook's work (issue #10 §2): verify Stripe-Signature on the raw body (5 minutes'
// tolerance), then apply the event. Every effect is idempotent and order-independent — an order becomes
// paid once and its licences exist once (unique keys), a subscription row only takes an event newer than
// the one it holds — so a duplicate, late or replayed event changes nothing. Each event id is recorded
// after it was applied: a failure leaves it unrecorded, and Stripe's retry applies it again.
import { z } from "zod";
import { enqueue } from "../../platform/outbox.server";
import { planEmails } from "~/copy/emails/shop";
import { INDIVIDUAL_PLANS, type IndividualPlan } from "~/domain/pricing";
import { whatRemains } from "~/domain/plan-ending";
import type { SubscriptionStatus } from "~/domain/shop";
import { getConfig } from "../../platform/env.server";
import { securityEvent } from "../../platform/security-log.server";
import { markOrderFailed } from "../orders.server";
import { settleCheckout } from "./settle.server";
import { verifiedEvent } from "./stripe.server";
import { chargedWeekly, recordSubscriptionEvent } from "../plans.server";
import { claimTrial, endRefusedTrial } from "../trials.server";
import type { PaymentsPort } from "./port";
import { learnerOf } from "../../accounts/learners.server";
import { learnerNote } from "~/domain/learner";

export type WebhookAnswer = { status: number; body: { received: boolean; error?: string; duplicate?: boolean; ignored?: string } };

const eventSchema = z.object({ id: z.string().min(1).max(255), type: z.string().min(1).max(100), created: z.number().int(), data: z.object({ object: z.record(z.string(), z.unknown()) }) });

const checkoutSessionSchema = z.object({
  id: z.string(),
  mode: z.enum(["payment", "subscription", "setup"]),
  payment_status: z.string(),
  client_reference_id: z.string().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  payment_intent: z.union([z.string(), z.object({ id: z.string() })]).nullish(),
  // What was paid: compared with the order's total and currency before the order changes (issue #22 §4).
  amount_total: z.number().int().nullish(),
  currency: z.string().max(10).nullish(),
});

const subscriptionSchema = z.object({
  id: z.string().min(1).max(255),
  status: z.enum(["incomplete", "incomplete_expired", "trialing", "active", "past_due", "canceled", "unpaid", "paused"]),
  customer: z.union([z.string(), z.object({ id: z.string() })]).nullish(),
  trial_end: z.number().int().nullish(),
  current_period_end: z.number().int().nullish(),
  cancel_at_period_end: z.boolean().nullish(),
  default_payment_method: z.union([z.string(), z.object({ id: z.string() })]).nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  items: z.object({ data: z.array(z.object({ current_period_end: z.number().int().nullish(), price: z.object({ id: z.string(), unit_amount: z.number().int().nonnegative().nullish() }).nullish() })) }).nullish(),
});

const invoiceSchema = z.object({
  id: z.string(),
  amount_paid: z.number().int().nullish(),
  amount_due: z.number().int().nullish(),
  customer_email: z.string().nullish(),
  subscription: z.union([z.string(), z.object({ id: z.string() })]).nullish(),
  parent: z.object({ subscription_details: z.object({ subscription: z.union([z.string(), z.object({ id: z.string() })]) }).nullish() }).nullish(),
});

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : (value?.id ?? null));

/** Which provider's events these are, the secret they are signed with, and the adapter to ask back (a card's fingerprint, a cancellation). */
export type EventSource = { provider: "stripe" | "test-gateway"; webhookSecret: string; payments: PaymentsPort };

export async function receivePaymentEvent(env: Env, rawBody: string, signature: string | null, source: EventSource): Promise<WebhookAnswer> {
  let verified: unknown;
  try {
    verified = await verifiedEvent(rawBody, signature, source.webhookSecret);
  } catch {
    return { status: 400, body: { received: false, error: "The Stripe-Signature header does not match this body, or is older than 5 minutes." } };
  }
  const parsed = eventSchema.safeParse(verified);
  if (!parsed.success) return { status: 400, body: { received: false, error: "This is not a Stripe event." } };
  const event = parsed.data;
  // The event is claimed before it is applied: of two deliveries at once (Stripe retries, and may send one
  // event twice), exactly one inserts the row and applies it. If applying fails, the claim is let go, so
  // Stripe's retry applies it then.
  const claimed = await env.DB.prepare("INSERT OR IGNORE INTO payment_events (id, type, received_at) VALUES (?, ?, ?)").bind(event.id, event.type, Date.now()).run();
  if ((claimed.meta.changes ?? 0) === 0) return { status: 200, body: { received: true, duplicate: true } };
  let ignored: string | undefined;
  try {
    ignored = await apply(env, event, source);
  } catch (error) {
    await env.DB.prepare("DELETE FROM payment_events WHERE id = ?").bind(event.id).run();
    throw error;
  }
  return { status: 200, body: ignored ? { received: true, ignored } : { received: true } };
}

/** Applies one event; answers why it was ignored, if it was (a 200 all the same: Stripe must not retry it). */
async function apply(env: Env, event: z.infer<typeof eventSchema>, source: EventSource): Promise<string | undefined> {
  const object = event.data.object;
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const session = checkoutSessionSchema.safeParse(object);
      if (!session.success) return "unexpected checkout session shape";
      // Subscription checkouts are recorded from the subscription's own events (they carry its metadata).
      if (session.data.mode !== "payment") return undefined;
      if (session.data.payment_status !== "paid") return "payment not settled yet";
      const orderId = session.data.metadata?.order_id ?? session.data.client_reference_id;
      const { id, amount_total, currency } = session.data;
      if (!orderId) {
        // Money was taken for no order of ours (another product on the account?): not dropped silently.
        await securityEvent("payment.unmatched", { session: id, amount: amount_total, currency, stripeEvent: event.id });
        return "no order reference";
      }
      return settleCheckout(env, source.provider, event.id, orderId, { id, amountCents: amount_total ?? null, currency: currency ?? null, paymentId: idOf(session.data.payment_intent) });
    }
    case "checkout.session.async_payment_failed": {
      const session = checkoutSessionSchema.safeParse(object);
      const orderId = session.success ? (session.data.metadata?.order_id ?? session.data.client_reference_id) : null;
      if (!orderId || !session.success) return "no order reference";
      // Only the order's own checkout may fail it: another session's failure says nothing about this order.
      await markOrderFailed(env.DB, orderId, session.data.id);
      return undefined;
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
    case "customer.subscription.trial_will_end": {
      const subscription = subscriptionSchema.safeParse(object);
      if (!subscription.success) return "unexpected subscription shape";
      return upsertSubscription(env, subscription.data, event.created, source);
    }
    case "invoice.paid":
    case "invoice.payment_failed": {
      const invoice = invoiceSchema.safeParse(object);
      if (!invoice.success) return "unexpected invoice shape";
      const subscriptionId = idOf(invoice.data.parent?.subscription_details?.subscription) ?? idOf(invoice.data.subscription);
      if (!subscriptionId) return "not a subscription invoice";
      const row = await env.DB.prepare("SELECT s.plan_id, u.email, u.name FROM subscriptions s JOIN auth_users u ON u.id = s.user_id WHERE s.id = ?")
        .bind(subscriptionId)
        .first<{ plan_id: string; email: string; name: string }>();
      if (!row) return "unknown subscription";
      const plan = INDIVIDUAL_PLANS.find((p) => p.id === row.plan_id);
      const message =
        event.type === "invoice.paid"
          ? (invoice.data.amount_paid ?? 0) > 0
            ? planEmails.receipt(row.name, plan?.title ?? "Your weekly plan", invoice.data.amount_paid ?? 0)
            : null
          : planEmails.paymentFailed(row.name, plan?.title ?? "Your weekly plan");
      if (message) await enqueue(env, { kind: "email", payload: { to: row.email, ...message } });
      return undefined;
    }
    default:
      return `${event.type} is not used`;
  }
}

async function upsertSubscription(env: Env, s: z.infer<typeof subscriptionSchema>, eventCreated: number, { provider, payments }: EventSource): Promise<string | undefined> {
  // The price says the plan (a change in the customer portal moves the price); else the checkout's metadata.
  const price = s.items?.data[0]?.price;
  const planId = (price ? payments.planOfPrice(price.id) : null) ?? s.metadata?.plan_id;
  const plan = INDIVIDUAL_PLANS.find((p) => p.id === planId);
  if (!plan) return "no known plan in the subscription's price or metadata";
  // What the provider charges a week is its price's, whatever a page said (decision 0082).
  const priceCents = price?.unit_amount ?? null;
  const userId = s.metadata?.user_id || null;
  // One free trial per person (issue #22 §1; decision 0029): a trial whose account, email or card had one
  // already is recorded as cancelled, then cancelled at the provider before its first charge.
  const refused = s.status === "trialing" && userId ? await claimTrial(env, payments, { subscriptionId: s.id, userId, provider, paymentMethodId: idOf(s.default_payment_method) }) : null;
  const status = refused ? "canceled" : s.status;
  // Newer Stripe API versions keep the period on the subscription's items.
  const periodEnd = s.current_period_end ?? s.items?.data[0]?.current_period_end ?? null;
  const ms = (seconds: number | null | undefined) => (seconds ? seconds * 1000 : null);
  const before = await env.DB.prepare("SELECT status, plan_id, cancel_at_period_end, price_cents FROM subscriptions WHERE id = ?").bind(s.id).first<PlanBefore>();
  const written = await recordSubscriptionEvent(env.DB, {
    id: s.id,
    userId,
    planId: plan.id,
    status,
    provider,
    customerId: idOf(s.customer),
    trialEnd: ms(s.trial_end),
    currentPeriodEnd: ms(periodEnd),
    cancelAtPeriodEnd: Boolean(s.cancel_at_period_end),
    eventCreated,
    trialRefused: refused,
    priceCents,
  });
  const weeklyCents = chargedWeekly(plan.id, priceCents ?? before?.price_cents);
  if (refused && userId) {
    await endRefusedTrial(env, payments, s.id, userId, plan.id, weeklyCents, refused, written && before?.status !== "canceled");
    return undefined;
  }
  if (!written || !userId) return undefined;
  const buyer = await env.DB.prepare("SELECT name, email FROM auth_users WHERE id = ?").bind(userId).first<{ name: string; email: string }>();
  const message = buyer ? await planMessage(env, buyer.name, userId, before, { ...s, status, trialEnd: ms(s.trial_end), periodEnd: ms(periodEnd) }, plan, weeklyCents) : null;
  if (buyer && message) await enqueue(env, { kind: "email", payload: { to: buyer.email, ...message } });
  return undefined;
}

type PlanBefore = { status: string; plan_id: string; cancel_at_period_end: number; price_cents: number | null } | null;

/**
 * The buyer hears of each change that matters: the trial's start (with the first charge's date), a plan
 * change, a cancellation set for the trial's or week's end (with what remains) or taken back, and the end.
 */
async function planMessage(
  env: Env,
  name: string,
  userId: string,
  before: PlanBefore,
  after: { status: string; trialEnd: number | null; periodEnd: number | null; cancel_at_period_end?: boolean | null },
  plan: IndividualPlan,
  weeklyCents: number,
) {
  const account = `${getConfig(env).siteOrigin}/account`;
  const live = after.status !== "canceled";
  const ending = { status: after.status as SubscriptionStatus, trialEnd: after.trialEnd ? new Date(after.trialEnd) : null, currentPeriodEnd: after.periodEnd ? new Date(after.periodEnd) : null };
  if (!before) return after.status === "trialing" && ending.trialEnd ? planEmails.trialStarted(name, plan.title, weeklyCents, ending.trialEnd, account, learnerNote(await learnerOf(env.DB, userId))) : null;
  if (!live) return before.status === "canceled" ? null : before.cancel_at_period_end === 1 ? planEmails.ended(name, plan.title, `${getConfig(env).siteOrigin}/individual-plans`) : planEmails.cancelled(name, plan.title);
  if (before.plan_id !== plan.id) return planEmails.planChanged(name, plan.title, weeklyCents, account);
  const cancelling = Boolean(after.cancel_at_period_end);
  if (cancelling === (before.cancel_at_period_end === 1)) return null;
  const remains = whatRemains({ ...ending, cancelAtPeriodEnd: true }, new Date());
  return cancelling && remains ? planEmails.cancelScheduled(name, plan.title, remains, account) : planEmails.resumed(name, plan.title, account);
}
