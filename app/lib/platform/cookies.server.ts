// The site's cookies, each HttpOnly, Secure and SameSite=Lax. Browsers accept Secure cookies on
// http://localhost (a secure context), so local runs behave like production.
import { createCookie } from "react-router";
import { CONSENT_COOKIE_NAME, CONSENT_MAX_AGE_SECONDS, parseConsent, serializeConsent, type ConsentState } from "~/domain/consent";
import { isNotificationKey, type NotificationKey } from "~/domain/notifications";
import { GCLID_COOKIE_NAME, GCLID_MAX_AGE_SECONDS, parseGclid } from "~/domain/ad-click";

const base = { httpOnly: true, secure: true, sameSite: "lax" as const, path: "/" };

const consentCookie = createCookie(CONSENT_COOKIE_NAME, { ...base, maxAge: CONSENT_MAX_AGE_SECONDS });
/** A one-shot notification to show on the next page (POST → redirect → GET works without JavaScript). */
export const NOTICE_COOKIE_NAME = "__Host-hablarte_notice";
const noticeCookie = createCookie(NOTICE_COOKIE_NAME, { ...base, maxAge: 60 });

/** A cookie's raw value from the request, or null (for cookies this site signs or hashes itself). */
export function requestCookie(request: Request, name: string): string | null {
  for (const pair of (request.headers.get("Cookie") ?? "").split(";")) {
    const [key, ...value] = pair.trim().split("=");
    if (key === name) return value.join("=");
  }
  return null;
}

export async function readConsent(request: Request): Promise<ConsentState | null> {
  const value: unknown = await consentCookie.parse(request.headers.get("Cookie"));
  return typeof value === "string" ? parseConsent(value) : null;
}

export const writeConsent = (state: ConsentState) => consentCookie.serialize(serializeConsent(state));

export async function readNotice(request: Request): Promise<NotificationKey | null> {
  const value: unknown = await noticeCookie.parse(request.headers.get("Cookie"));
  return isNotificationKey(value) ? value : null;
}

export const writeNotice = (key: NotificationKey) => noticeCookie.serialize(key);
export const clearNotice = () => noticeCookie.serialize("", { maxAge: 0 });

/** §4 "Ad click id": first-party, so the server can pass it to the scheduler too. */
const gclidCookie = createCookie(GCLID_COOKIE_NAME, { ...base, maxAge: GCLID_MAX_AGE_SECONDS });

export async function readGclid(request: Request): Promise<string | null> {
  const value: unknown = await gclidCookie.parse(request.headers.get("Cookie"));
  return typeof value === "string" ? parseGclid(value) : null;
}

export const writeGclid = (gclid: string) => gclidCookie.serialize(gclid);
export const clearGclid = () => gclidCookie.serialize("", { maxAge: 0 });
