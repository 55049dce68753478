// Runs before React Router, for every route (resource routes included): a cross-site request that would
// change something is refused with a 403 and a page that says why (app/domain/cross-site.ts).
import { brand } from "~/config/site";
import { isCrossSiteRequest } from "~/domain/cross-site";
import { refusal } from "./refusal.server";
import { securityEvent } from "../platform/security-log.server";

export const CROSS_SITE_MESSAGE = "This form was sent from another website, so we did not accept it. If you meant to send it, please use the form on our own site.";

export async function refuseCrossSite(request: Request, env: Env): Promise<Response | null> {
  const crossSite = isCrossSiteRequest({
    method: request.method,
    url: request.url,
    origin: request.headers.get("Origin"),
    fetchSite: request.headers.get("Sec-Fetch-Site"),
  });
  if (!crossSite) return null;
  await securityEvent("request.cross-site-refused", { origin: request.headers.get("Origin")?.slice(0, 100) ?? null, fetchSite: request.headers.get("Sec-Fetch-Site")?.slice(0, 20) ?? null }, { env, request });
  return refusal(request, {
    status: 403,
    title: "Request refused",
    message: CROSS_SITE_MESSAGE,
    body: `<h1>We didn’t accept this request</h1>\n<p>${CROSS_SITE_MESSAGE}</p>\n<p><a href="/">Go to the ${brand.name} home page</a></p>`,
  });
}
