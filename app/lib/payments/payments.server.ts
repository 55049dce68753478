// Which payments adapter serves this request (decision 0018): Stripe when its key is set, the built-in
// test gateway in development and tests, none in production without a key (the pages say card payment
// is unavailable; nothing pretends to succeed).
import type { RouterContextProvider } from "react-router";
import { cloudflareContext, requestContext } from "~/context";
import type { EventSource } from "./events.server";
import type { PaymentsPort } from "./port";
import { stripePayments } from "./stripe.server";
import { testGatewayPayments } from "./test-gateway.server";

type Context = Readonly<RouterContextProvider>;

export function paymentsFor(context: Context, request: Request): PaymentsPort | null {
  const { env } = context.get(cloudflareContext);
  const { payments } = context.get(requestContext).config;
  if (payments.provider === "stripe") return stripePayments(payments);
  if (payments.provider === "test-gateway") return testGatewayPayments(env, new URL(request.url).origin, payments.webhookSecret);
  return null;
}

/** The webhook's source of events, or null when no provider is configured (the endpoint is off). */
export function eventSourceFor(context: Context, request: Request): EventSource | null {
  const { payments } = context.get(requestContext).config;
  if (payments.provider === "unavailable") return null;
  const port = paymentsFor(context, request);
  if (!port) return null;
  return { provider: payments.provider, webhookSecret: payments.webhookSecret, payments: port };
}

/** The test gateway's pages exist only where it is the provider (never in production). */
export function testGatewaySecret(context: Context): string | null {
  const { payments } = context.get(requestContext).config;
  return payments.provider === "test-gateway" ? payments.webhookSecret : null;
}
