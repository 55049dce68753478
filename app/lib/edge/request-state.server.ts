// The root middleware: builds the typed per-request state every loader reads, and sets the security
// headers (and clears a shown notification) on whatever response comes back.
import type { MiddlewareFunction } from "react-router";
import { cloudflareContext, requestContext, type RequestState } from "~/context";
import { cacheControlFor } from "~/domain/cache-policy";
import { hostKind, variantForHost } from "~/domain/hot-site";
import { adClickState, GCLID_PARAM } from "~/domain/ad-click";
import { clearGclid, clearNotice, NOTICE_COOKIE_NAME, readConsent, readGclid, readNotice, writeGclid } from "../platform/cookies.server";
import { getConfig } from "../platform/env.server";
import { contentGeneration } from "../content/cache.server";
import { inPreview, PREVIEW_COOKIE, PREVIEW_PATH } from "../content/preview.server";
import { applySecurityHeaders, contentSecurityPolicy, createNonce } from "./security-headers.server";
import { STORAGE_RETRY_AFTER_SECONDS } from "./storage-guard.server";

export const requestStateMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { env } = context.get(cloudflareContext);
  const config = getConfig(env);
  const url = new URL(request.url);
  const [consent, notice, storedGclid, preview] = await Promise.all([readConsent(request), readNotice(request), readGclid(request), inPreview(request, config)]);
  const adClick = adClickState({ consent, urlValue: url.searchParams.get(GCLID_PARAM), stored: storedGclid });
  const kind = hostKind(url.hostname, config);
  const state: RequestState = {
    config,
    nonce: createNonce(),
    host: url.host,
    isMainHost: kind !== "landing",
    unlistedHost: kind === "unlisted",
    variant: variantForHost(url.hostname),
    clientIp: request.headers.get("CF-Connecting-IP"),
    gclid: adClick.gclid,
    consent,
    notice,
    preview,
    responseCookies: [],
    heldSections: new Map(),
    heldNavigation: new Map(),
    heldContent: new Map(),
    contentGeneration: contentGeneration(),
  };
  context.set(requestContext, state);

  const response = await next();
  for (const cookie of state.responseCookies) response.headers.append("Set-Cookie", cookie);
  // The ad click id is saved on every route change (document and data requests alike), unless the
  // visitor declined Marketing — then a stored one is removed.
  if (adClick.write) response.headers.append("Set-Cookie", await writeGclid(adClick.write));
  if (adClick.clear) response.headers.append("Set-Cookie", await clearGclid());
  const chatOrigin = config.chatScriptUrl ? new URL(config.chatScriptUrl).origin : null;
  // An editor's preview (and the preview link that starts it) may open inside Contentful's Live Preview pane.
  const startsPreview = url.pathname === PREVIEW_PATH && response.headers.getSetCookie().some((cookie) => cookie.startsWith(`${PREVIEW_COOKIE}=`));
  const framedByContentful = preview || startsPreview;
  const csp = contentSecurityPolicy(state.nonce, { analytics: Boolean(config.gaMeasurementId), chatOrigin, stripeCheckout: config.payments.provider === "stripe", assetOrigins: config.assetOrigins, framedByContentful });
  applySecurityHeaders(response.headers, csp, config.env === "production", framedByContentful);
  // A 503 (D1 failing: app/lib/storage-guard.server.ts) says when to come back.
  if (response.status === 503 && !response.headers.has("Retry-After")) response.headers.set("Retry-After", String(STORAGE_RETRY_AFTER_SECONDS));
  // Search engines index the site under its own hosts only; the page's canonical link names the main origin.
  if (state.unlistedHost) response.headers.set("X-Robots-Tag", "noindex");
  // Shown once: clear it, unless this very response sets a new one (a POST that redirects with a notice).
  const setsNotice = response.headers.getSetCookie().some((cookie) => cookie.startsWith(`${NOTICE_COOKIE_NAME}=`));
  if (notice && !setsNotice) response.headers.append("Set-Cookie", await clearNotice());
  response.headers.set(
    "Cache-Control",
    cacheControlFor({
      method: request.method,
      status: response.status,
      requestHasCookies: Boolean(request.headers.get("Cookie")),
      responseSetsCookies: response.headers.getSetCookie().length > 0,
      existing: response.headers.get("Cache-Control"),
      path: url.pathname,
      search: url.search,
    }),
  );
  response.headers.append("Vary", "Cookie");
  return response;
};
