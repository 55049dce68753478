// The built-in test gateway (issue #10 §2): the embedded default that lets `npm start` sell end to end with
// no Stripe account and no network. It behaves like Stripe Checkout from the shop's side: a hosted page
// under /test-gateway/<id> takes the card, then the gateway sends signed events in Stripe's shapes to the
// same webhook code Stripe's events go through. Never in production (the routes answer 404 there).
import { z } from "zod";
import { cardBrand, cardOutcome, digitsOnly, EXPIRED_CHECKOUT_MESSAGE, passesLuhn } from "~/domain/test-cards";
import { trialEnd } from "~/domain/shop";
import { sha256Hex } from "../../platform/crypto.server";
import { receivePaymentEvent } from "./events.server";
import type { CheckoutRequest, HostedCheckout, PaymentsPort, ProviderPrice } from "./port";
import { signedHeader } from "./stripe.server";
import { gatewayWeeklyCents, invoiceObject, randomId, subscriptionObject, WEEK_SECONDS } from "./test-gateway-objects";
import { cardFingerprintOf, keepCard, openPortalSession, recordInvoice } from "./test-gateway-billing.server";

const paramsSchema = z.discriminatedUnion("mode", [
  z.object({
    mode: z.literal("payment"),
    orderId: z.string(),
    email: z.string(),
    lines: z.array(z.object({ name: z.string(), unitCents: z.number().int(), quantity: z.number().int() })),
    successUrl: z.string(),
    cancelUrl: z.string(),
  }),
  z.object({
    mode: z.literal("subscription"),
    userId: z.string(),
    email: z.string(),
    planId: z.string(),
    planTitle: z.string(),
    weeklyCents: z.number().int(),
    trialDays: z.number().int(),
    successUrl: z.string(),
    cancelUrl: z.string(),
  }),
]);

/** Like a Stripe Checkout Session's: `expired` sessions (the order was paid another way) take no card. */
export type GatewaySession = { id: string; status: "open" | "requires_action" | "complete" | "expired"; params: CheckoutRequest; createdAt: number };

export function testGatewayPayments(env: Env, origin: string, webhookSecret: string): PaymentsPort {
  return {
    provider: "test-gateway",
    async createCheckout(request: CheckoutRequest, idempotencyKey: string): Promise<HostedCheckout> {
      // Like Stripe's idempotency keys: the same key answers the same session.
      const id = `cs_test_${(await sha256Hex(idempotencyKey)).slice(0, 32)}`;
      await env.DB.prepare("INSERT OR IGNORE INTO gateway_sessions (id, mode, status, params, created_at) VALUES (?, ?, 'open', ?, ?)")
        .bind(id, request.mode, JSON.stringify(request), Date.now())
        .run();
      return { id, url: `${origin}/test-gateway/${id}` };
    },
    async cardFingerprint(paymentMethodId: string): Promise<string | null> {
      // The gateway's payment method ids carry the card's fingerprint (see paymentMethodId below).
      return /^pm_test_([a-f0-9]{24})$/.exec(paymentMethodId)?.[1] ?? null;
    },
    async cancelSubscription(subscriptionId: string): Promise<void> {
      const row = await gatewaySubscription(env, subscriptionId);
      if (!row) return;
      const now = Math.floor(Date.now() / 1000);
      await deliver(env, webhookSecret, "customer.subscription.deleted", { ...subscriptionObject(stateOf(row, now)), status: "canceled", canceled_at: now, ended_at: now });
    },
    async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<void> {
      const row = await gatewaySubscription(env, subscriptionId);
      if (!row || row.status === "canceled") return;
      await deliver(env, webhookSecret, "customer.subscription.updated", { ...subscriptionObject({ ...stateOf(row, Math.floor(Date.now() / 1000)), cancelAtPeriodEnd: cancel }), status: row.status });
    },
    planOfPrice: (priceId: string) => /^price_test_(.+)$/.exec(priceId)?.[1] ?? null,
    async weeklyPrice(planId: string): Promise<ProviderPrice | null> {
      const cents = gatewayWeeklyCents(planId);
      return cents === null ? null : { unitCents: cents, currency: "usd", interval: "week" };
    },
    async billingPortal(customerId: string, returnUrl: string): Promise<{ url: string }> {
      return { url: `${origin}/test-gateway/portal/${await openPortalSession(env.DB, customerId, returnUrl)}` };
    },
    async expireCheckout(sessionId: string): Promise<"expired" | "not-open"> {
      // Conditional, like Stripe: only an open session (or one waiting for the bank) is closed; a card
      // submitted at the same moment either completes first (and its payment is recorded) or is refused.
      const closed = await env.DB.prepare("UPDATE gateway_sessions SET status = 'expired' WHERE id = ? AND status IN ('open', 'requires_action')").bind(sessionId).run();
      return (closed.meta.changes ?? 0) > 0 ? "expired" : "not-open";
    },
    async refund(paymentId: string, amountCents: number, idempotencyKey: string): Promise<{ id: string }> {
      // One refund per idempotency key, as Stripe keeps them: asked twice, made once, the same answer.
      const row = await env.DB.prepare(
        `INSERT INTO gateway_refunds (id, idempotency_key, payment_id, amount_cents, created_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (idempotency_key) DO UPDATE SET idempotency_key = excluded.idempotency_key RETURNING id`,
      )
        .bind(randomId("re"), idempotencyKey, paymentId, amountCents, Date.now())
        .first<{ id: string }>();
      if (!row) throw new Error("[test-gateway] the refund was not stored");
      return { id: row.id };
    },
  };
}

type SubscriptionRow = { id: string; user_id: string | null; plan_id: string; status: string; provider_customer_id: string | null; trial_end: number | null; current_period_end: number | null; cancel_at_period_end: number };

/** A test-gateway subscription as the shop recorded it from the gateway's own events (the gateway's state). */
export async function gatewaySubscription(env: Env, id: string): Promise<SubscriptionRow | null> {
  return env.DB.prepare("SELECT id, user_id, plan_id, status, provider_customer_id, trial_end, current_period_end, cancel_at_period_end FROM subscriptions WHERE id = ? AND provider = 'test-gateway'")
    .bind(id)
    .first<SubscriptionRow>();
}

const seconds = (ms: number | null) => (ms ? Math.floor(ms / 1000) : null);

/** The row as the subscription object its next event starts from. */
const stateOf = (row: SubscriptionRow, now: number) => ({
  id: row.id,
  customer: row.provider_customer_id ?? "",
  userId: row.user_id ?? "",
  planId: row.plan_id,
  trialEnd: seconds(row.trial_end),
  periodEnd: seconds(row.current_period_end),
  now,
  cancelAtPeriodEnd: row.cancel_at_period_end === 1,
});

/** The customer's latest subscription, for the portal (its plan, state and period). */
export async function portalSubscription(env: Env, customerId: string): Promise<SubscriptionRow | null> {
  return env.DB.prepare(
    "SELECT id, user_id, plan_id, status, provider_customer_id, trial_end, current_period_end, cancel_at_period_end FROM subscriptions WHERE provider_customer_id = ? AND provider = 'test-gateway' ORDER BY created_at DESC LIMIT 1",
  )
    .bind(customerId)
    .first<SubscriptionRow>();
}

/** The portal's plan change: the subscription moves to the new plan's price from now on, as Stripe's portal does. */
export async function changeGatewayPlan(env: Env, webhookSecret: string, subscriptionId: string, planId: string): Promise<void> {
  const row = await gatewaySubscription(env, subscriptionId);
  if (!row || row.status === "canceled" || row.plan_id === planId) return;
  await deliver(env, webhookSecret, "customer.subscription.updated", { ...subscriptionObject({ ...stateOf(row, Math.floor(Date.now() / 1000)), planId }), status: row.status });
}

const paymentMethodId = (fingerprint: string | null) => (fingerprint ? `pm_test_${fingerprint}` : null);

export async function readGatewaySession(env: Env, id: string): Promise<GatewaySession | null> {
  if (!/^cs_test_[a-f0-9]{32}$/.test(id)) return null;
  const row = await env.DB.prepare("SELECT id, status, params, created_at FROM gateway_sessions WHERE id = ?").bind(id).first<{ id: string; status: GatewaySession["status"]; params: string; created_at: number }>();
  if (!row) return null;
  return { id: row.id, status: row.status, params: paramsSchema.parse(JSON.parse(row.params)), createdAt: row.created_at };
}

export const cardFormSchema = z.object({
  cardNumber: z
    .string()
    .trim()
    .max(40, "Enter a valid card number.")
    .transform(digitsOnly)
    .refine(passesLuhn, "Your card number is incomplete or invalid."),
  expiry: z.string().trim().max(10, "Enter the expiry date as MM/YY."),
  cvc: z.string().trim().regex(/^\d{3,4}$/, "Enter the 3 or 4 digits on the back of the card."),
  nameOnCard: z.string().trim().min(2, "Enter the name on the card.").max(100, "Please use at most 100 characters."),
});

export type PayResult = { outcome: "redirect"; to: string } | { outcome: "declined"; message: string } | { outcome: "expired"; message: string };

/** A card submitted on the gateway's page: Stripe's test cards decide what happens. */
export async function payGatewaySession(env: Env, session: GatewaySession, digits: string, webhookSecret: string): Promise<PayResult> {
  const outcome = cardOutcome(digits);
  if (session.status === "expired") return { outcome: "expired", message: EXPIRED_CHECKOUT_MESSAGE };
  if (outcome === "declined") return { outcome: "declined", message: "Your card was declined. Try another card, or contact your bank." };
  // The card the session completes with, as Stripe keeps it: its fingerprint, never its number.
  const cardFingerprint = await cardFingerprintOf(digits, webhookSecret);
  await env.DB.prepare("UPDATE gateway_sessions SET card_fingerprint = ?, card_brand = ?, card_last4 = ? WHERE id = ? AND status != 'complete'")
    .bind(cardFingerprint, cardBrand(digits), digits.slice(-4), session.id)
    .run();
  if (outcome === "authenticate") {
    const asked = await env.DB.prepare("UPDATE gateway_sessions SET status = 'requires_action' WHERE id = ? AND status = 'open'").bind(session.id).run();
    if ((asked.meta.changes ?? 0) === 0 && (await readGatewaySession(env, session.id))?.status === "expired") return { outcome: "expired", message: EXPIRED_CHECKOUT_MESSAGE };
    return { outcome: "redirect", to: `/test-gateway/${session.id}/authenticate` };
  }
  return completeGatewaySession(env, session, webhookSecret);
}

/** The buyer failed the bank's authentication: a session still waiting for it takes a card again. */
export async function failGatewayAuthentication(env: Env, session: GatewaySession): Promise<void> {
  await env.DB.prepare("UPDATE gateway_sessions SET status = 'open' WHERE id = ? AND status = 'requires_action'").bind(session.id).run();
}

/** The buyer's bank accepted (or authentication completed): events go out, the buyer goes back to the shop. */
export async function completeGatewaySession(env: Env, session: GatewaySession, webhookSecret: string): Promise<PayResult> {
  // Only an open session (or one waiting for the bank) can take the payment: an expired one never does.
  const claimed = await env.DB.prepare("UPDATE gateway_sessions SET status = 'complete' WHERE id = ? AND status IN ('open', 'requires_action')").bind(session.id).run();
  const back = successUrlFor(session);
  if (claimed.meta.changes === 0) {
    const current = await env.DB.prepare("SELECT status FROM gateway_sessions WHERE id = ?").bind(session.id).first<{ status: GatewaySession["status"] }>();
    return current?.status === "expired" ? { outcome: "expired", message: EXPIRED_CHECKOUT_MESSAGE } : { outcome: "redirect", to: back };
  }
  const p = session.params;
  const now = Math.floor(Date.now() / 1000);
  if (p.mode === "payment") {
    const amount = p.lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
    await deliver(env, webhookSecret, "checkout.session.completed", {
      id: session.id,
      object: "checkout.session",
      mode: "payment",
      status: "complete",
      payment_status: "paid",
      amount_total: amount,
      currency: "usd",
      client_reference_id: p.orderId,
      customer_email: p.email,
      metadata: { order_id: p.orderId },
      payment_intent: randomId("pi"),
      subscription: null,
    });
  } else {
    const subscriptionId = randomId("sub");
    const customer = randomId("cus");
    // The card given on the card page (kept as its fingerprint), reported like Stripe's default_payment_method
    // and kept as the customer's card on file (brand and last four digits) for the portal.
    const stored = await env.DB.prepare("SELECT card_fingerprint, card_brand, card_last4 FROM gateway_sessions WHERE id = ?")
      .bind(session.id)
      .first<{ card_fingerprint: string | null; card_brand: string | null; card_last4: string | null }>();
    if (stored?.card_fingerprint && stored.card_brand && stored.card_last4) await keepCard(env.DB, customer, { brand: stored.card_brand, last4: stored.card_last4, fingerprint: stored.card_fingerprint });
    const subscription = { id: subscriptionId, customer, userId: p.userId, planId: p.planId, now, paymentMethod: paymentMethodId(stored?.card_fingerprint ?? null) };
    const paid = p.trialDays === 0;
    if (paid) {
      // No free week: the subscription starts now and its first week is charged, as Stripe does.
      await deliver(env, webhookSecret, "customer.subscription.created", { ...subscriptionObject({ ...subscription, trialEnd: null }), status: "active" });
      await charge(env, webhookSecret, { id: subscriptionId, customer, userId: p.userId, planId: p.planId });
    } else {
      const trialEndsAt = Math.floor(trialEnd(new Date(now * 1000), p.trialDays).getTime() / 1000);
      await deliver(env, webhookSecret, "customer.subscription.created", subscriptionObject({ ...subscription, trialEnd: trialEndsAt }));
    }
    await deliver(env, webhookSecret, "checkout.session.completed", {
      id: session.id,
      object: "checkout.session",
      mode: "subscription",
      status: "complete",
      payment_status: paid ? "paid" : "no_payment_required",
      amount_total: paid ? (gatewayWeeklyCents(p.planId) ?? 0) : 0,
      currency: "usd",
      client_reference_id: p.userId,
      customer,
      customer_email: p.email,
      metadata: { user_id: p.userId, plan_id: p.planId },
      subscription: subscriptionId,
    });
  }
  return { outcome: "redirect", to: back };
}

export const successUrlFor = (session: GatewaySession) => session.params.successUrl.replace("{CHECKOUT_SESSION_ID}", session.id);

/** One week charged, as Stripe's invoice: kept in the customer's billing history, then its event sent. */
async function charge(env: Env, webhookSecret: string, s: { id: string; customer: string; userId: string; planId: string }) {
  const amount = gatewayWeeklyCents(s.planId) ?? 0;
  const invoiceId = await recordInvoice(env.DB, { customerId: s.customer, subscriptionId: s.id, planId: s.planId, amountCents: amount });
  await deliver(env, webhookSecret, "invoice.paid", invoiceObject(invoiceId, s.id, s.customer, { userId: s.userId, planId: s.planId }, amount));
}

/**
 * The test gateway's clock (cron), as Stripe's: a trial or paid week that ended is charged for another week
 * — unless the buyer canceled it, when the subscription ends then, with nothing charged.
 */
export async function chargeEndedTestTrials(env: Env, webhookSecret: string, now = Date.now()): Promise<number> {
  const { results } = await env.DB.prepare(
    `SELECT id, user_id, plan_id, status, provider_customer_id, trial_end, current_period_end, cancel_at_period_end FROM subscriptions
     WHERE provider = 'test-gateway' AND ((status = 'trialing' AND trial_end <= ?) OR (status = 'active' AND cancel_at_period_end = 1 AND current_period_end <= ?))`,
  )
    .bind(now, now)
    .all<SubscriptionRow>();
  const at = Math.floor(now / 1000);
  for (const row of results) {
    const state = stateOf(row, at);
    if (row.cancel_at_period_end === 1) {
      await deliver(env, webhookSecret, "customer.subscription.deleted", { ...subscriptionObject(state), status: "canceled", canceled_at: at, ended_at: at });
      continue;
    }
    await charge(env, webhookSecret, state);
    await deliver(env, webhookSecret, "customer.subscription.updated", { ...subscriptionObject({ ...state, periodEnd: at + WEEK_SECONDS }), status: "active" });
  }
  return results.length;
}

/** Signs an event like Stripe and hands it to the webhook's own code path (verification included). */
async function deliver(env: Env, secret: string, type: string, object: Record<string, unknown>) {
  const event = { id: randomId("evt"), object: "event", type, created: Math.floor(Date.now() / 1000), livemode: false, data: { object } };
  const payload = JSON.stringify(event);
  const answer = await receivePaymentEvent(env, payload, await signedHeader(payload, secret), { provider: "test-gateway", webhookSecret: secret, payments: testGatewayPayments(env, "", secret) });
  if (answer.status >= 400) throw new Error(`[test-gateway] the webhook refused ${type}: ${answer.status}`);
}

