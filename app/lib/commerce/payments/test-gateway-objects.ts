// The test gateway's objects in Stripe's shapes (the fields our webhook reads), shared by its checkout,
// its clock and its customer portal.
import { INDIVIDUAL_PLANS, SPEC_PRICING } from "~/domain/pricing";

export const WEEK_SECONDS = 7 * 24 * 60 * 60;

export const randomId = (prefix: string) => `${prefix}_test_${crypto.randomUUID().replaceAll("-", "").slice(0, 24)}`;

/** The gateway's price ids: one per plan, like the Stripe prices STRIPE_PLAN_PRICES names. */
export const gatewayPriceOf = (planId: string) => `price_test_${planId}`;

/**
 * What each price charges a week, as a Stripe account keeps it: spec §9's weekly prices. A space whose
 * pricing entries say otherwise has its checkout refused, as it would with Stripe (decision 0082).
 */
export const gatewayWeeklyCents = (planId: string): number | null => (INDIVIDUAL_PLANS.some((plan) => plan.id === planId) ? (SPEC_PRICING.plans[planId]?.priceCents ?? null) : null);

/** A price as Stripe answers it (the fields the site reads). */
export const priceObject = (planId: string) => ({ id: gatewayPriceOf(planId), object: "price", unit_amount: gatewayWeeklyCents(planId), currency: "usd", recurring: { interval: "week", interval_count: 1 } });

export type GatewaySubscription = {
  id: string;
  customer: string;
  userId: string;
  planId: string;
  trialEnd: number | null;
  /** The end of the current period (seconds); a week from now when not given. */
  periodEnd?: number | null;
  now: number;
  paymentMethod?: string | null;
  cancelAtPeriodEnd?: boolean;
};

export function subscriptionObject(s: GatewaySubscription) {
  const periodEnd = s.periodEnd ?? s.trialEnd ?? s.now + WEEK_SECONDS;
  return {
    id: s.id,
    object: "subscription",
    status: "trialing",
    customer: s.customer,
    default_payment_method: s.paymentMethod ?? null,
    cancel_at_period_end: s.cancelAtPeriodEnd ?? false,
    trial_end: s.trialEnd,
    current_period_end: periodEnd,
    metadata: { user_id: s.userId, plan_id: s.planId },
    items: { object: "list", data: [{ id: `si_${s.id.slice(4)}`, current_period_end: periodEnd, price: priceObject(s.planId) }] },
  };
}

export function invoiceObject(id: string, subscriptionId: string, customer: string | null, metadata: { userId: string; planId: string }, amountCents: number) {
  return {
    id,
    object: "invoice",
    status: "paid",
    customer,
    amount_paid: amountCents,
    currency: "usd",
    parent: { type: "subscription_details", subscription_details: { subscription: subscriptionId, metadata: { user_id: metadata.userId, plan_id: metadata.planId } } },
  };
}
