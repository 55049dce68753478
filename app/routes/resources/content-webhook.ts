// POST /api/content/webhook: Contentful publish/unpublish webhook (secret header) → invalidate the affected cache keys.
import type { Route } from "./+types/content-webhook";
import { cloudflareContext, requestContext } from "~/context";
import { invalidateForRecord, parseWebhook } from "~/lib/content/content-webhook.server";
import { secretMatches } from "~/lib/platform/crypto.server";
import { methodNotAllowed } from "~/lib/edge/methods.server";
import { receiveWebhook } from "~/lib/edge/webhook.server";

export function loader() {
  return methodNotAllowed("POST");
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.get(cloudflareContext);
  const { config } = context.get(requestContext);
  return receiveWebhook(request, { key: config.contentWebhookSecret, maxBytes: 64 * 1024 }, async ({ body }, secret) => {
    if (!secretMatches(request.headers.get("X-Webhook-Secret"), secret)) return { status: 401, body: { error: "Unauthorized" } };
    const payload = parseWebhook(body);
    if (!payload) return { status: 422, body: { error: "Not a Contentful entry or asset" } };
    return { status: 200, body: { invalidated: await invalidateForRecord(env.CONTENT_CACHE, payload) } };
  });
}
