// Runs before React Router: every post counts against the platform's per-client burst limiter
// (POST_LIMITER, wrangler.toml; decision 0026), so no form or resource route can be hammered, whatever
// its own quota. Reading is never limited; signed webhooks are exempt (providers retry in bursts).
import { brand } from "~/config/site";
import { SIGNED_WEBHOOK_PATHS } from "~/domain/cross-site";
import { TOO_MANY_REQUESTS } from "~/domain/rate-limits";
import { hmacHex } from "./crypto.server";
import { getConfig } from "./env.server";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

export async function refuseBursts(request: Request, env: Env): Promise<Response | null> {
  if (READS.has(request.method) || SIGNED_WEBHOOK_PATHS.has(new URL(request.url).pathname)) return null;
  const ip = request.headers.get("CF-Connecting-IP") ?? "unknown";
  // The limiter is Cloudflare's; it still gets a keyed HMAC, never the address.
  const key = await hmacHex(getConfig(env).sessionSecret, `burst:${ip}`);
  const { success } = await env.POST_LIMITER.limit({ key });
  if (success) return null;
  const json = (request.headers.get("Accept") ?? "").includes("application/json");
  const body = json
    ? JSON.stringify({ error: TOO_MANY_REQUESTS })
    : `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Please wait a minute | ${brand.name}</title></head><body><main><h1>Please wait a minute</h1><p>${TOO_MANY_REQUESTS}</p><p><a href="/">Go to the ${brand.name} home page</a></p></main></body></html>\n`;
  return new Response(body, {
    status: 429,
    headers: {
      "Content-Type": json ? "application/json" : "text/html; charset=utf-8",
      "Retry-After": "60",
      "Cache-Control": "no-store",
      "Content-Security-Policy": "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "no-referrer",
    },
  });
}
