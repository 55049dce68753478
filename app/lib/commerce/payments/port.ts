// The payments port (decision 0018): what the shop asks of a card payment provider. Two adapters:
// Stripe (production) and the built-in test gateway (development and tests, no key, no network).
// Both answer with a hosted checkout page to redirect to, and both report back only through signed
// events in Stripe's shapes, handled by one webhook (app/lib/payments/events.server.ts).

export type CheckoutLine = { name: string; unitCents: number; quantity: number };

export type CheckoutRequest =
  | {
      mode: "payment";
      /** Our order id: Stripe's client_reference_id and metadata.order_id. */
      orderId: string;
      email: string;
      lines: CheckoutLine[];
      successUrl: string;
      cancelUrl: string;
    }
  | {
      mode: "subscription";
      userId: string;
      email: string;
      planId: string;
      planTitle: string;
      weeklyCents: number;
      /** 0 = no free week (the account, email or card had one): the first week is charged at checkout. */
      trialDays: number;
      successUrl: string;
      cancelUrl: string;
    };

export type HostedCheckout = { id: string; url: string };

/** A price as the provider charges it: an amount in the currency's smallest unit, every `interval` ("week", "2 weeks"; null: once). */
export type ProviderPrice = { unitCents: number; currency: string; interval: string | null };

export interface PaymentsPort {
  readonly provider: "stripe" | "test-gateway";
  /** A hosted checkout for `request`. The same idempotency key never creates a second one. */
  createCheckout(request: CheckoutRequest, idempotencyKey: string): Promise<HostedCheckout>;
  /**
   * The provider's fingerprint of a payment method's card (the same card number, the same fingerprint), or
   * null if it isn't a card. One free trial per card (decision 0029) rests on it; the number is never seen.
   */
  cardFingerprint(paymentMethodId: string): Promise<string | null>;
  /** Cancels a subscription at once (in a trial: nothing is ever charged). */
  cancelSubscription(subscriptionId: string, idempotencyKey: string): Promise<void>;
  /**
   * Ends a subscription when its trial or paid week ends (`cancel`), or takes that back: the buyer's own
   * cancellation keeps what is left of the week (issue #27). Its event updates the row.
   */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean, idempotencyKey: string): Promise<void>;
  /** The plan a provider's price is for (a plan changed in the customer portal changes the price, not the metadata). */
  planOfPrice(priceId: string): string | null;
  /**
   * What a subscription to a weekly plan charges, asked of the provider now (null: it has no price for the
   * plan). Checkout compares it with the price the page showed (decision 0082).
   */
  weeklyPrice(planId: string): Promise<ProviderPrice | null>;
  /** The provider's customer portal for a customer: the card on file, billing history and plan changes. */
  billingPortal(customerId: string, returnUrl: string): Promise<{ url: string }>;
  /**
   * Closes a hosted checkout so it can no longer take a card (the order was paid another way).
   * `not-open`: it was already complete or expired — a payment it took reaches the webhook.
   */
  expireCheckout(sessionId: string, idempotencyKey: string): Promise<"expired" | "not-open">;
  /** Gives back `amountCents` of a card payment. The same idempotency key never refunds twice. */
  refund(paymentId: string, amountCents: number, idempotencyKey: string): Promise<{ id: string }>;
}

/** The payment provider could not be reached or refused: the page says so and nothing is lost. */
export class PaymentsUnavailable extends Error {
  override name = "PaymentsUnavailable";
}
