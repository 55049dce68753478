// POST /api/scheduler/webhook: Calendly's invitee.created, signature verified, recorded as a booking.
import type { Route } from "./+types/scheduler-webhook";
import { cloudflareContext, requestContext } from "~/context";
import { recordBooking, verifySignature } from "~/lib/funnel/bookings.server";
import { methodNotAllowed } from "~/lib/edge/methods.server";
import { receiveWebhook } from "~/lib/edge/webhook.server";

export function loader() {
  return methodNotAllowed("POST");
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.get(cloudflareContext);
  const { config } = context.get(requestContext);
  return receiveWebhook(request, { key: config.calendlyWebhookSigningKey, maxBytes: 64 * 1024 }, async ({ raw, body }, signingKey) => {
    if (!(await verifySignature(request.headers.get("Calendly-Webhook-Signature"), raw, signingKey))) {
      return { status: 401, body: { error: "Invalid signature" } };
    }
    return recordBooking(env.DB, body);
  });
}
