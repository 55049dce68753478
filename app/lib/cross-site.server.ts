// Runs before React Router, for every route (resource routes included): a cross-site request that would
// change something is refused with a 403 and a page that says why (app/domain/cross-site.ts).
import { brand } from "~/config/site";
import { isCrossSiteRequest } from "~/domain/cross-site";

export const CROSS_SITE_MESSAGE = "This form was sent from another website, so we did not accept it. If you meant to send it, please use the form on our own site.";

export function refuseCrossSite(request: Request): Response | null {
  const crossSite = isCrossSiteRequest({
    method: request.method,
    url: request.url,
    origin: request.headers.get("Origin"),
    fetchSite: request.headers.get("Sec-Fetch-Site"),
  });
  if (!crossSite) return null;
  const headers = new Headers({
    "Cache-Control": "no-store",
    "Content-Security-Policy": "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
  });
  if ((request.headers.get("Accept") ?? "").includes("application/json") && !(request.headers.get("Accept") ?? "").includes("text/html")) {
    headers.set("Content-Type", "application/json");
    return new Response(JSON.stringify({ error: CROSS_SITE_MESSAGE }), { status: 403, headers });
  }
  headers.set("Content-Type", "text/html; charset=utf-8");
  const page = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Request refused | ${brand.name}</title></head>
<body>
<main>
<h1>We didn’t accept this request</h1>
<p>${CROSS_SITE_MESSAGE}</p>
<p><a href="/">Go to the ${brand.name} home page</a></p>
</main>
</body>
</html>
`;
  return new Response(page, { status: 403, headers });
}
