// Cross-site request forgery (issue #13 §2; decision 0026): a request that changes something must come
// from this site's own pages. Browsers say where a request comes from (Sec-Fetch-Site, and Origin on
// every POST); a request without either is not a browser's, so no visitor's cookies ride on it.

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Signed by the sender, checked by their handlers, and posted by servers, never by visitors' browsers. */
export const SIGNED_WEBHOOK_PATHS: ReadonlySet<string> = new Set(["/api/content/webhook", "/api/payments/webhook", "/api/scheduler/webhook"]);

export type RequestOrigin = { method: string; url: string; origin: string | null; fetchSite: string | null };

/** True when a state-changing request comes from another site (another origin, a sibling subdomain included). */
export function isCrossSiteRequest({ method, url, origin, fetchSite }: RequestOrigin): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  if (SIGNED_WEBHOOK_PATHS.has(new URL(url).pathname)) return false;
  // "none" is the visitor's own action (a bookmark, the address bar), never another site's.
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  if (origin === null) return false;
  // "null": a sandboxed frame, a data: URL or a privacy-sensitive redirect — nothing of ours.
  return origin === "null" || origin !== new URL(url).origin;
}
