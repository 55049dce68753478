import { describe, expect, it } from "vitest";
import { cacheControlFor, PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from "~/domain/cache-policy";

const base = { method: "GET", status: 200, requestHasCookies: false, responseSetsCookies: false, existing: null };

describe("cache policy", () => {
  it("lets the edge cache public pages for anonymous visitors, with stale-while-revalidate", () => {
    expect(cacheControlFor(base)).toBe(PUBLIC_CACHE_CONTROL);
    expect(PUBLIC_CACHE_CONTROL).toMatch(/s-maxage=\d+/);
    expect(PUBLIC_CACHE_CONTROL).toMatch(/stale-while-revalidate=\d+/);
  });

  it.each([
    ["a visitor with cookies", { requestHasCookies: true }],
    ["a response that sets cookies", { responseSetsCookies: true }],
    ["a form post", { method: "POST" }],
    ["a 404", { status: 404 }],
  ])("never caches %s", (_label, change) => {
    expect(cacheControlFor({ ...base, ...change })).toBe(PRIVATE_CACHE_CONTROL);
  });

  it("keeps a route's own choice", () => {
    expect(cacheControlFor({ ...base, existing: "public, max-age=3600" })).toBe("public, max-age=3600");
  });
});
