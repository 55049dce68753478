import { describe, expect, it } from "vitest";
import { isCrossSiteRequest } from "~/domain/cross-site";

const post = (over: Partial<Parameters<typeof isCrossSiteRequest>[0]> = {}) =>
  isCrossSiteRequest({ method: "POST", url: "https://www.hablarte.com/resources/consent", origin: null, fetchSite: null, ...over });

describe("cross-site requests", () => {
  it("refuse a post from another site, a sibling subdomain or an opaque origin", () => {
    expect(post({ fetchSite: "cross-site", origin: "https://evil.example" })).toBe(true);
    expect(post({ fetchSite: "same-site", origin: "https://try.hablarte.com" })).toBe(true);
    expect(post({ origin: "https://evil.example" })).toBe(true);
    expect(post({ origin: "https://www.hablarte.com.evil.example" })).toBe(true);
    expect(post({ origin: "http://www.hablarte.com" })).toBe(true);
    expect(post({ origin: "null" })).toBe(true);
    expect(post({ method: "delete", fetchSite: "cross-site" })).toBe(true);
  });

  it("accept this site's own posts, and requests no browser sent", () => {
    expect(post({ fetchSite: "same-origin", origin: "https://www.hablarte.com" })).toBe(false);
    expect(post({ origin: "https://www.hablarte.com" })).toBe(false);
    expect(post({ fetchSite: "none" })).toBe(false);
    expect(post()).toBe(false);
  });

  it("never refuse reading, nor the signed webhooks that third parties post", () => {
    for (const method of ["GET", "HEAD", "OPTIONS"]) expect(post({ method, fetchSite: "cross-site" })).toBe(false);
    for (const path of ["/api/content/webhook", "/api/payments/webhook", "/api/scheduler/webhook"]) {
      expect(post({ url: `https://www.hablarte.com${path}`, fetchSite: "cross-site", origin: "https://evil.example" })).toBe(false);
    }
  });
});
