// POST /api/content/webhook: Contentful publish/unpublish webhook (secret header) → invalidate the affected cache keys.
import { data } from "react-router";
import type { Route } from "./+types/content-webhook";
import { cloudflareContext, requestContext } from "~/context";
import { invalidateForRecord, parseWebhook } from "~/lib/content/content-webhook.server";
import { secretMatches } from "~/lib/platform/crypto.server";
import { readJsonBody } from "~/lib/edge/form.server";
import { methodNotAllowed } from "~/lib/edge/methods.server";

export function loader() {
  return methodNotAllowed("POST");
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.get(cloudflareContext);
  const { config } = context.get(requestContext);
  if (!config.contentWebhookSecret) return data({ error: "Not found" }, { status: 404 });
  if (!secretMatches(request.headers.get("X-Webhook-Secret"), config.contentWebhookSecret)) {
    return data({ error: "Unauthorized" }, { status: 401 });
  }
  const read = await readJsonBody(request, 64 * 1024);
  if (!read.ok) return read.response;
  const payload = parseWebhook(read.body);
  if (!payload) return data({ error: "Not a Contentful entry or asset" }, { status: 422 });
  const invalidated = await invalidateForRecord(env.CONTENT_CACHE, payload);
  return data({ invalidated });
}
