// The design card's "analytics gating at the edge" (spec §4 "Analytics gating"): the server decides,
// per request, from the consent cookie and the client IP against the CMS's blocked-IP list. No IP lookup
// ever runs in the browser.
import type { ConsentState } from "./consent";

export const ANALYTICS_CATEGORY = "analytics";
export const MARKETING_CATEGORY = "marketing";

/** Lower-cased, trimmed, IPv4-mapped IPv6 unwrapped ("::ffff:203.0.113.9" is 203.0.113.9). */
export function normaliseIp(ip: string): string {
  const value = ip.trim().toLowerCase();
  return value.startsWith("::ffff:") && value.includes(".") ? value.slice(7) : value;
}

export function isBlockedIp(ip: string, blocked: readonly string[]): boolean {
  const wanted = normaliseIp(ip);
  return blocked.some((entry) => normaliseIp(entry) === wanted);
}

export type AnalyticsDecision =
  | { load: true; measurementId: string; adsGranted: boolean }
  | { load: false; reason: "not-configured" | "no-consent" | "blocked-ip" | "list-unavailable" };

/**
 * Analytics loads only with a measurement id, the visitor's consent to Analytics, and an IP that is not
 * on the list. `blocked` is null when the list could not be read: analytics stays off for that page
 * (docs/decisions/0014) — the page itself never waits on it or fails because of it.
 */
export function analyticsDecision(input: {
  measurementId: string;
  consent: ConsentState | null;
  ip: string | null;
  blocked: readonly string[] | null;
}): AnalyticsDecision {
  if (!input.measurementId) return { load: false, reason: "not-configured" };
  if (input.consent?.[ANALYTICS_CATEGORY] !== true) return { load: false, reason: "no-consent" };
  if (input.blocked === null) return { load: false, reason: "list-unavailable" };
  if (input.ip && isBlockedIp(input.ip, input.blocked)) return { load: false, reason: "blocked-ip" };
  return { load: true, measurementId: input.measurementId, adsGranted: input.consent[MARKETING_CATEGORY] === true };
}

/** The same-origin starter (public/scripts/analytics.js): Consent Mode v2 defaults, then GA4 itself. */
export function analyticsScriptSrc(measurementId: string, adsGranted: boolean): string {
  return `/scripts/analytics.js?id=${encodeURIComponent(measurementId)}&ads=${adsGranted ? 1 : 0}`;
}
