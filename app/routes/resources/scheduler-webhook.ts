// POST /api/scheduler/webhook: Calendly's invitee.created, signature verified, recorded as a booking.
import { data } from "react-router";
import type { Route } from "./+types/scheduler-webhook";
import { cloudflareContext, requestContext } from "~/context";
import { recordBooking, verifySignature } from "~/lib/funnel/bookings.server";
import { readJsonBody } from "~/lib/edge/form.server";
import { methodNotAllowed } from "~/lib/edge/methods.server";

const MAX_BODY_BYTES = 64 * 1024;

export function loader() {
  return methodNotAllowed("POST");
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.get(cloudflareContext);
  const { config } = context.get(requestContext);
  if (!config.calendlyWebhookSigningKey) return data({ error: "Not found" }, { status: 404 });
  const read = await readJsonBody(request, MAX_BODY_BYTES);
  if (!read.ok) return read.response;
  if (!(await verifySignature(request.headers.get("Calendly-Webhook-Signature"), read.raw, config.calendlyWebhookSigningKey))) {
    return data({ error: "Invalid signature" }, { status: 401 });
  }
  const result = await recordBooking(env.DB, read.body);
  return data(result.body, { status: result.status });
}
