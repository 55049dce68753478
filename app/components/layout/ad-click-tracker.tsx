// Spec §4 "Ad click id": on every route change the gclid query parameter is saved to local storage.
// (The server keeps the same id in a first-party cookie: app/lib/request-state.server.ts.)
import { useEffect } from "react";
import { useLocation } from "react-router";
import { GCLID_PARAM, GCLID_STORAGE_KEY, parseGclid } from "~/domain/ad-click";

export function AdClickTracker({ allowed }: { allowed: boolean }) {
  const { search } = useLocation();
  useEffect(() => {
    try {
      if (!allowed) return localStorage.removeItem(GCLID_STORAGE_KEY);
      const gclid = parseGclid(new URLSearchParams(search).get(GCLID_PARAM));
      if (gclid) localStorage.setItem(GCLID_STORAGE_KEY, gclid);
    } catch {
      // Storage may be disabled (private mode); the cookie still carries the id.
    }
  }, [search, allowed]);
  return null;
}

/** The stored click id, for the scheduler's utm_source when the server had none. */
export function storedGclid(): string | null {
  try {
    return parseGclid(localStorage.getItem(GCLID_STORAGE_KEY));
  } catch {
    return null;
  }
}
