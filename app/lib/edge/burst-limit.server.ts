// Runs before React Router: every post counts against the platform's per-client burst limiter
// (POST_LIMITER, wrangler.toml; decision 0026), so no form or resource route can be hammered, whatever
// its own quota. Reading is never limited; signed webhooks are exempt (providers retry in bursts).
import { brand } from "~/config/site";
import { SIGNED_WEBHOOK_PATHS } from "~/domain/cross-site";
import { TOO_MANY_REQUESTS } from "~/domain/rate-limits";
import { hmacHex } from "../platform/crypto.server";
import { getConfig } from "../platform/env.server";
import { refusal } from "./refusal.server";
import { securityEvent } from "../platform/security-log.server";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

export async function refuseBursts(request: Request, env: Env): Promise<Response | null> {
  if (READS.has(request.method) || SIGNED_WEBHOOK_PATHS.has(new URL(request.url).pathname)) return null;
  const ip = request.headers.get("CF-Connecting-IP") ?? "unknown";
  // The limiter is Cloudflare's; it still gets a keyed HMAC, never the address.
  const key = await hmacHex(getConfig(env).sessionSecret, `burst:${ip}`);
  const { success } = await env.POST_LIMITER.limit({ key });
  if (success) return null;
  await securityEvent("request.burst-refused", {}, { env, request });
  return refusal(request, {
    status: 429,
    title: "Please wait a minute",
    message: TOO_MANY_REQUESTS,
    body: `<h1>Please wait a minute</h1>\n<p>${TOO_MANY_REQUESTS}</p>\n<p><a href="/">Go to the ${brand.name} home page</a></p>`,
    headers: { "Retry-After": "60" },
  });
}
