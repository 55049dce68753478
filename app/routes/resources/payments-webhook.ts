// POST /api/payments/webhook: the payment provider's signed events (Stripe's, or the test gateway's in
// Stripe's shapes). Signature, tolerance and idempotency: app/lib/commerce/payments/events.server.ts.
import type { Route } from "./+types/payments-webhook";
import { cloudflareContext } from "~/context";
import { receivePaymentEvent } from "~/lib/commerce/payments/events.server";
import { eventSourceFor } from "~/lib/commerce/payments/payments.server";
import { methodNotAllowed } from "~/lib/edge/methods.server";
import { receiveWebhook } from "~/lib/edge/webhook.server";

export function loader() {
  return methodNotAllowed("POST");
}

export async function action({ request, context }: Route.ActionArgs) {
  // Stripe's events are a few kilobytes; a checkout session with many lines stays well under 256 KiB.
  return receiveWebhook(request, { key: eventSourceFor(context), maxBytes: 256 * 1024 }, ({ raw }, source) =>
    receivePaymentEvent(context.get(cloudflareContext).env, raw, request.headers.get("Stripe-Signature"), source),
  );
}
