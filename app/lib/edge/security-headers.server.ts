// Security headers for every response the Worker renders (static assets get theirs from public/_headers).

export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Stripe's hosted pages: the card step's form post answers 303 to Checkout, the account's "Manage billing"
 * post to the customer portal, and form-action governs those redirects.
 */
export const STRIPE_CHECKOUT_ORIGIN = "https://checkout.stripe.com";
export const STRIPE_BILLING_PORTAL_ORIGIN = "https://billing.stripe.com";

/**
 * Contentful's web app (and its EU data-residency twin): its Live Preview pane frames the site. Only an
 * editor's preview may be framed, and only by it (decision 0064).
 */
export const CONTENTFUL_APP_ORIGINS = ["https://app.contentful.com", "https://app.eu.contentful.com"];

export function contentSecurityPolicy(
  nonce: string,
  options: { analytics: boolean; chatOrigin: string | null; stripeCheckout?: boolean; assetOrigins?: string[]; framedByContentful?: boolean },
): string {
  const analyticsHosts = options.analytics
    ? " https://*.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com"
    : "";
  const chat = options.chatOrigin ? ` ${options.chatOrigin}` : "";
  // The CMS's asset hosts (config.assetOrigins): images, and the audio and video of lessons and tutorials.
  const assets = (options.assetOrigins ?? []).map((origin) => ` ${origin}`).join("");
  return [
    "default-src 'self'",
    // 'strict-dynamic': scripts that our nonce'd scripts load (route chunks, widgets) are trusted; nothing else.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${analyticsHosts}${chat}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${assets}${analyticsHosts}`,
    "font-src 'self'",
    `media-src 'self'${assets}`,
    `connect-src 'self'${analyticsHosts}${chat}`,
    `frame-src https://calendly.com${chat}`,
    `frame-ancestors ${options.framedByContentful ? CONTENTFUL_APP_ORIGINS.join(" ") : "'none'"}`,
    "base-uri 'none'",
    `form-action 'self'${options.stripeCheckout ? ` ${STRIPE_CHECKOUT_ORIGIN} ${STRIPE_BILLING_PORTAL_ORIGIN}` : ""}`,
    "object-src 'none'",
  ].join("; ");
}

/** `framedByContentful`: the CSP names who may frame the answer, and X-Frame-Options (which can't name an origin) is left out. */
export function applySecurityHeaders(headers: Headers, csp: string | null, production: boolean, framedByContentful = false): void {
  if (csp) headers.set("Content-Security-Policy", csp);
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  if (!framedByContentful) headers.set("X-Frame-Options", "DENY");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(self)");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  // HSTS is ignored by browsers over http://localhost, so it is safe to send everywhere; preload only in production.
  headers.set("Strict-Transport-Security", production ? "max-age=63072000; includeSubDomains; preload" : "max-age=31536000; includeSubDomains");
}
