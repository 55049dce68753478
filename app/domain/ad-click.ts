// Spec §4 "Ad click id": the gclid query parameter, saved on every route change and passed to the
// scheduler as utm_source. Kept in local storage and in a first-party cookie so the server can use it.
import type { ConsentState } from "./consent";
import { MARKETING_CATEGORY } from "./analytics";

export const GCLID_PARAM = "gclid";
export const GCLID_STORAGE_KEY = "gclid";
export const GCLID_COOKIE_NAME = "__Host-hablarte_gclid";
/** Google Ads' longest click-through conversion window. */
export const GCLID_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;

const GCLID_PATTERN = /^[A-Za-z0-9_-]{8,200}$/;

/** A well-formed click id, or null: anything else in the URL is never stored or forwarded. */
export function parseGclid(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed && GCLID_PATTERN.test(trimmed) ? trimmed : null;
}

/** An advertising identifier: kept unless the visitor said no to Marketing (docs/decisions/0014). */
export const mayStoreGclid = (consent: ConsentState | null) => consent?.[MARKETING_CATEGORY] !== false;

/**
 * The ad click id for this request, and what to do with the cookie: write a new id from the URL, or
 * clear a stored one the visitor no longer allows. One decision, made in the root middleware.
 */
export function adClickState(input: { consent: ConsentState | null; urlValue: string | null; stored: string | null }): {
  gclid: string | null;
  write: string | null;
  clear: boolean;
} {
  if (!mayStoreGclid(input.consent)) return { gclid: null, write: null, clear: input.stored !== null };
  const fromUrl = parseGclid(input.urlValue);
  return { gclid: fromUrl ?? input.stored, write: fromUrl && fromUrl !== input.stored ? fromUrl : null, clear: false };
}
