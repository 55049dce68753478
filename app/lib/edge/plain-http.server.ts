// In production an API call over plain http is refused, never redirected (ASVS V4.1.2): a webhook or a
// backend client configured with an http:// address would otherwise send its payload in clear, be
// redirected, and nobody would notice. Pages are for browsers, which the zone's Always Use HTTPS
// redirects; /api/* is exempt from that rule (docs/deploy.md §4) so that it reaches this refusal.
import { getConfig } from "../platform/env.server";
import { refusal } from "./refusal.server";

export const HTTPS_ONLY = "This address answers over https only. Change the address you call to start with https://.";

export function refusePlainHttpApi(request: Request, env: Env): Response | null {
  const url = new URL(request.url);
  if (url.protocol !== "http:" || !url.pathname.startsWith("/api/") || getConfig(env).env !== "production") return null;
  return refusal(request, { status: 403, title: "Use https", message: HTTPS_ONLY, body: `<h1>Use https</h1>\n<p>${HTTPS_ONLY}</p>` });
}
