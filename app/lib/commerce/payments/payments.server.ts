// Which payments adapter serves this request (decision 0018): Stripe when its key is set, the built-in
// test gateway in development and tests, none in production without a key (the pages say card payment
// is unavailable; nothing pretends to succeed).
import type { RouterContextProvider } from "react-router";
import { cloudflareContext, requestContext } from "~/context";
import { originForHost } from "~/domain/hot-site";
import type { PaymentsConfig } from "../../platform/env.server";
import type { EventSource } from "./events.server";
import type { PaymentsPort } from "./port";
import { stripePayments } from "./stripe.server";
import { testGatewayPayments } from "./test-gateway.server";

type Context = Readonly<RouterContextProvider>;

export function paymentsFor(context: Context): PaymentsPort | null {
  const { env } = context.get(cloudflareContext);
  const { config, host } = context.get(requestContext);
  // The gateway's page stands in for Stripe's: on the configured host the visitor is on (issue #22 §6).
  return paymentsPortFor(env, config.payments, originForHost(host, config));
}

/**
 * Whether card payments are on, without building the adapter: a page that only shows or hides the card
 * button (checkout, the plans' purchase, the card-payment page) doesn't construct Stripe's client, ~40
 * resource objects, on every view.
 */
export function cardPaymentsAvailable(context: Context): boolean {
  return context.get(requestContext).config.payments.provider !== "unavailable";
}

/** The adapter of this configuration (`origin`: where the test gateway's page is), for code without a request's context. */
export function paymentsPortFor(env: Env, payments: PaymentsConfig, origin: string): PaymentsPort | null {
  if (payments.provider === "stripe") return stripePayments(payments);
  if (payments.provider === "test-gateway") return testGatewayPayments(env, origin, payments.webhookSecret);
  return null;
}

/** The webhook's source of events, or null when no provider is configured (the endpoint is off). */
export function eventSourceFor(context: Context): EventSource | null {
  const { payments } = context.get(requestContext).config;
  if (payments.provider === "unavailable") return null;
  const port = paymentsFor(context);
  if (!port) return null;
  return { provider: payments.provider, webhookSecret: payments.webhookSecret, payments: port };
}

/** The test gateway's pages exist only where it is the provider (never in production). */
export function testGatewaySecret(context: Context): string | null {
  const { payments } = context.get(requestContext).config;
  return payments.provider === "test-gateway" ? payments.webhookSecret : null;
}
