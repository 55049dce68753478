import { describe, expect, it } from "vitest";
import { adClickState, mayStoreGclid, parseGclid } from "~/domain/ad-click";
import { analyticsDecision, analyticsScriptSrc, isBlockedIp } from "~/domain/analytics";
import { CHAT_REMOVAL_ATTEMPTS, CHAT_REMOVAL_INTERVAL_MS } from "~/domain/chat-removal";

const consented = { necessary: true, analytics: true, marketing: false };
const base = { measurementId: "G-ABC123", consent: consented, ip: "198.51.100.7", blocked: ["203.0.113.24", "2001:db8:4a1c::12"] };

describe("analytics gating at the edge", () => {
  it("loads with consent from an allowed IP", () => {
    expect(analyticsDecision(base)).toEqual({ load: true, measurementId: "G-ABC123", adsGranted: false });
    expect(analyticsDecision({ ...base, consent: { ...consented, marketing: true } })).toMatchObject({ adsGranted: true });
  });

  it("never loads without consent to Analytics", () => {
    expect(analyticsDecision({ ...base, consent: null })).toEqual({ load: false, reason: "no-consent" });
    expect(analyticsDecision({ ...base, consent: { necessary: true, analytics: false } })).toEqual({ load: false, reason: "no-consent" });
  });

  it("never loads for a blocked IP, IPv4 or IPv6, whatever its case or IPv4-mapped form", () => {
    expect(analyticsDecision({ ...base, ip: "203.0.113.24" })).toEqual({ load: false, reason: "blocked-ip" });
    expect(analyticsDecision({ ...base, ip: "::ffff:203.0.113.24" })).toEqual({ load: false, reason: "blocked-ip" });
    expect(isBlockedIp("2001:DB8:4A1C::12", base.blocked)).toBe(true);
  });

  it("stays off when the list can't be read, and when no measurement id is configured", () => {
    expect(analyticsDecision({ ...base, blocked: null })).toEqual({ load: false, reason: "list-unavailable" });
    expect(analyticsDecision({ ...base, measurementId: "" })).toEqual({ load: false, reason: "not-configured" });
  });

  it("passes the measurement id and the ads choice to the same-origin starter", () => {
    expect(analyticsScriptSrc("G-ABC123", true)).toBe("/scripts/analytics.js?id=G-ABC123&ads=1");
  });
});

describe("ad click id (spec §4)", () => {
  it("accepts a well-formed gclid and nothing else", () => {
    expect(parseGclid("Cj0KCQiA_abc-XYZ123")).toBe("Cj0KCQiA_abc-XYZ123");
    expect(parseGclid("<script>")).toBeNull();
    expect(parseGclid("short")).toBeNull();
    expect(parseGclid(null)).toBeNull();
  });

  it("is kept unless the visitor declined Marketing", () => {
    expect(mayStoreGclid(null)).toBe(true);
    expect(mayStoreGclid({ necessary: true, marketing: true })).toBe(true);
    expect(mayStoreGclid({ necessary: true, marketing: false })).toBe(false);
  });
});

describe("ad click id per request (spec §4)", () => {
  it("takes the URL's id and writes it when it is new", () => {
    expect(adClickState({ consent: null, urlValue: "Cj0KCQ_new-1", stored: "Cj0KCQ_old-1" })).toEqual({ gclid: "Cj0KCQ_new-1", write: "Cj0KCQ_new-1", clear: false });
    expect(adClickState({ consent: null, urlValue: "Cj0KCQ_old-1", stored: "Cj0KCQ_old-1" })).toEqual({ gclid: "Cj0KCQ_old-1", write: null, clear: false });
  });

  it("keeps the stored id when the URL has none or a malformed one", () => {
    expect(adClickState({ consent: null, urlValue: "<x>", stored: "Cj0KCQ_old-1" })).toEqual({ gclid: "Cj0KCQ_old-1", write: null, clear: false });
  });

  it("forgets the id once the visitor declines Marketing", () => {
    const declined = { necessary: true, marketing: false };
    expect(adClickState({ consent: declined, urlValue: "Cj0KCQ_new-1", stored: "Cj0KCQ_old-1" })).toEqual({ gclid: null, write: null, clear: true });
    expect(adClickState({ consent: declined, urlValue: null, stored: null })).toEqual({ gclid: null, write: null, clear: false });
  });
});

describe("hot-site chat removal (spec §9)", () => {
  it("retries every 1000 ms, about 9 times", () => {
    expect(CHAT_REMOVAL_INTERVAL_MS).toBe(1000);
    expect(CHAT_REMOVAL_ATTEMPTS).toBe(9);
  });
});
