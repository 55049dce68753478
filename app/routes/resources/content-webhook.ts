// POST /api/content/webhook: Contentful publish/unpublish webhook (secret header) → purge affected cache keys.
import { data } from "react-router";
import type { Route } from "./+types/content-webhook";
import { cloudflareContext, requestContext } from "~/context";
import { parseWebhook, purgeForRecord, secretMatches } from "~/lib/content-webhook.server";

export function loader() {
  return data({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.get(cloudflareContext);
  const { config } = context.get(requestContext);
  if (!config.contentWebhookSecret) return data({ error: "Not found" }, { status: 404 });
  if (!secretMatches(request.headers.get("X-Webhook-Secret"), config.contentWebhookSecret)) {
    return data({ error: "Unauthorized" }, { status: 401 });
  }
  const text = await request.text();
  if (text.length > 64 * 1024) return data({ error: "Payload too large" }, { status: 413 });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return data({ error: "Invalid JSON" }, { status: 400 });
  }
  const payload = parseWebhook(body);
  if (!payload) return data({ error: "Not a Contentful entry or asset" }, { status: 422 });
  const purged = await purgeForRecord(env.CONTENT_CACHE, payload);
  return data({ purged });
}
