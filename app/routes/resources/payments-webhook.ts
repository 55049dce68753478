// POST /api/payments/webhook: the payment provider's signed events (Stripe's, or the test gateway's in
// Stripe's shapes). Signature, tolerance and idempotency: app/lib/payments/events.server.ts.
import { data } from "react-router";
import type { Route } from "./+types/payments-webhook";
import { cloudflareContext } from "~/context";
import { readJsonBody } from "~/lib/edge/form.server";
import { receivePaymentEvent } from "~/lib/commerce/payments/events.server";
import { eventSourceFor } from "~/lib/commerce/payments/payments.server";
import { methodNotAllowed } from "~/lib/edge/methods.server";

// Stripe's events are a few kilobytes; a checkout session with many lines stays well under this.
const MAX_BODY_BYTES = 256 * 1024;

export function loader() {
  return methodNotAllowed("POST");
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const source = eventSourceFor(context);
  if (!source) return data({ error: "Not found" }, { status: 404 });
  const read = await readJsonBody(request, MAX_BODY_BYTES);
  if (!read.ok) return read.response;
  const answer = await receivePaymentEvent(context.get(cloudflareContext).env, read.raw, request.headers.get("Stripe-Signature"), source);
  return data(answer.body, { status: answer.status });
}
