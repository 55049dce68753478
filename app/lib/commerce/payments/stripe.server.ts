// The Stripe adapter: Checkout in payment mode (curriculum licences) and in subscription mode (weekly
// plans, with the trial), through the official SDK on the Workers fetch client. Stripe's hosted page
// takes the card, so our card step needs no client JavaScript: the form post answers 303 to it.
import type Stripe from "stripe";
import type { PaymentsConfig } from "../../platform/env.server";
import { PaymentsUnavailable, type CheckoutRequest, type HostedCheckout, type PaymentsPort, type ProviderPrice } from "./port";

type StripeSettings = Extract<PaymentsConfig, { provider: "stripe" }>;

// The SDK is evaluated the first time an isolate talks to Stripe, not on every isolate's first request:
// most requests never pay (issue #24; decision 0086).
let sdk: Promise<typeof Stripe> | undefined;
const stripeSdk = () => (sdk ??= import("stripe").then((module) => module.default));

async function client(settings: StripeSettings): Promise<Stripe> {
  const Stripe = await stripeSdk();
  const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
  return new Stripe(settings.secretKey, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 2,
    timeout: 10_000,
    ...(api ? { host: api.hostname, port: Number(api.port || (api.protocol === "https:" ? 443 : 80)), protocol: api.protocol.replace(":", "") as "http" | "https" } : {}),
  });
}

export function stripePayments(settings: StripeSettings): PaymentsPort {
  let made: Promise<Stripe> | undefined;
  const api = () => (made ??= client(settings));
  const unavailable = (error: unknown): never => {
    console.error("[payments] Stripe refused or could not be reached", error instanceof Error ? error.message : error);
    throw new PaymentsUnavailable("Stripe is unavailable");
  };
  return {
    provider: "stripe",
    async createCheckout(request: CheckoutRequest, idempotencyKey: string): Promise<HostedCheckout> {
      const params: Stripe.Checkout.SessionCreateParams =
        request.mode === "payment"
          ? {
              mode: "payment",
              client_reference_id: request.orderId,
              customer_email: request.email,
              metadata: { order_id: request.orderId },
              payment_intent_data: { metadata: { order_id: request.orderId } },
              line_items: request.lines.map((line) => ({
                quantity: line.quantity,
                price_data: { currency: "usd", unit_amount: line.unitCents, product_data: { name: line.name } },
              })),
              success_url: request.successUrl,
              cancel_url: request.cancelUrl,
            }
          : {
              mode: "subscription",
              client_reference_id: request.userId,
              customer_email: request.email,
              metadata: { user_id: request.userId, plan_id: request.planId },
              line_items: [{ price: priceFor(settings, request.planId), quantity: 1 }],
              // The card is taken now and charged only when the trial ends; cancelling before costs nothing.
              // Without a trial (the free week was had already) Stripe charges the first week on its page.
              payment_method_collection: "always",
              subscription_data:
                request.trialDays > 0
                  ? {
                      trial_period_days: request.trialDays,
                      metadata: { user_id: request.userId, plan_id: request.planId },
                      trial_settings: { end_behavior: { missing_payment_method: "cancel" } },
                    }
                  : { metadata: { user_id: request.userId, plan_id: request.planId } },
              success_url: request.successUrl,
              cancel_url: request.cancelUrl,
            };
      const session = await (await api()).checkout.sessions.create(params, { idempotencyKey }).catch(unavailable);
      if (!session.url) return unavailable(new Error("Checkout Session without a url"));
      return { id: session.id, url: session.url };
    },
    async cardFingerprint(paymentMethodId: string): Promise<string | null> {
      // Checkout makes the card the subscription's default payment method; its fingerprint is the same for
      // the same card number on this Stripe account, whoever enters it.
      const method = await (await api()).paymentMethods.retrieve(paymentMethodId).catch(unavailable);
      return method.card?.fingerprint ?? null;
    },
    async cancelSubscription(subscriptionId: string, idempotencyKey: string): Promise<void> {
      await (await api()).subscriptions.cancel(subscriptionId, {}, { idempotencyKey }).catch(unavailable);
    },
    async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean, idempotencyKey: string): Promise<void> {
      await (await api()).subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }, { idempotencyKey }).catch(unavailable);
    },
    async weeklyPrice(planId: string): Promise<ProviderPrice | null> {
      const id = settings.planPrices[planId];
      if (!id) return null;
      const price = await (await api()).prices.retrieve(id).catch(unavailable);
      const every = price.recurring && (price.recurring.interval_count === 1 ? price.recurring.interval : `${price.recurring.interval_count} ${price.recurring.interval}s`);
      return price.unit_amount === null ? null : { unitCents: price.unit_amount, currency: price.currency, interval: every ?? null };
    },
    planOfPrice(priceId: string): string | null {
      return Object.entries(settings.planPrices).find(([, price]) => price === priceId)?.[0] ?? null;
    },
    async billingPortal(customerId: string, returnUrl: string): Promise<{ url: string }> {
      // The portal's features (update the card, invoice history, switch between the plans' prices, cancel at
      // the period's end) are set once in Stripe's portal configuration: docs/decisions/0053.
      const session = await (await api()).billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }).catch(unavailable);
      return { url: session.url };
    },
    async expireCheckout(sessionId: string, idempotencyKey: string): Promise<"expired" | "not-open"> {
      try {
        await (await api()).checkout.sessions.expire(sessionId, {}, { idempotencyKey });
        return "expired";
      } catch (error) {
        // Stripe refuses to expire a session that is complete or already expired (400), or unknown (404):
        // nothing is left to close, and a payment it took reaches the webhook as an overpayment.
        if (error instanceof (await stripeSdk()).errors.StripeInvalidRequestError) return "not-open";
        return unavailable(error);
      }
    },
    async refund(paymentId: string, amountCents: number, idempotencyKey: string): Promise<{ id: string }> {
      const refund = await (await api()).refunds.create({ payment_intent: paymentId, amount: amountCents }, { idempotencyKey }).catch(unavailable);
      return { id: refund.id };
    },
  };
}

function priceFor(settings: StripeSettings, planId: string): string {
  const price = settings.planPrices[planId];
  if (!price) throw new PaymentsUnavailable(`no Stripe price for ${planId} (STRIPE_PLAN_PRICES)`);
  return price;
}

/** Verifies Stripe-Signature on the raw body (5-minute tolerance) and answers the event, or throws. */
export async function verifiedEvent(rawBody: string, signature: string | null, secret: string, now = Date.now()): Promise<Stripe.Event> {
  const Stripe = await stripeSdk();
  return Stripe.webhooks.constructEventAsync(rawBody, signature ?? "", secret, 300, Stripe.createSubtleCryptoProvider(), now);
}

/** Signs a payload the way Stripe does (the test gateway's events, and the tests'). */
export async function signedHeader(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): Promise<string> {
  const Stripe = await stripeSdk();
  return Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret, timestamp, cryptoProvider: Stripe.createSubtleCryptoProvider() });
}
