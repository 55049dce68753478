import { describe, expect, it } from "vitest";
import { cacheControlFor, isPrivateAddress, isSameForEveryoneSignedOut, PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from "~/domain/cache-policy";

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

  it.each([
    ["/claim-licence", "?token=abc"],
    ["/claim-licence.data", "?token=abc"],
    ["/reset-password", "?token=abc"],
    ["/verify-email", "?token=abc"],
    ["/card-payment", "?order=1"],
    ["/account/my-products", ""],
    ["/staff/orders/1", ""],
    ["/documents/quotes/1", ""],
    ["/for-parents", "?secret=x"],
    ["/for-parents", "?session_id=cs_1"],
  ])("never lets a shared cache keep %s%s, a token's page or one person's (issue #22 §7)", (path, search) => {
    expect(cacheControlFor({ ...base, path, search })).toBe(PRIVATE_CACHE_CONTROL);
    expect(cacheControlFor({ ...base, path, search, existing: "public, max-age=3600" })).toBe(PRIVATE_CACHE_CONTROL);
  });

  it("keeps public pages public, campaign parameters and look-alike paths included", () => {
    expect(cacheControlFor({ ...base, path: "/for-parents", search: "?utm_source=x&gclid=y" })).toBe(PUBLIC_CACHE_CONTROL);
    expect(cacheControlFor({ ...base, path: "/accounting-for-schools", search: "" })).toBe(PUBLIC_CACHE_CONTROL);
    expect(isPrivateAddress("/staffing")).toBe(false);
    expect(isPrivateAddress("/staff")).toBe(true);
  });
});

describe("the sign-in forms, the same for everyone signed out (decision 0035)", () => {
  it("are /login and /create-account when their address names nothing private", () => {
    expect(isSameForEveryoneSignedOut("/login")).toBe(true);
    expect(isSameForEveryoneSignedOut("/login", "?redirectTo=%2Fcheckout")).toBe(true);
    expect(isSameForEveryoneSignedOut("/create-account")).toBe(true);
    expect(isSameForEveryoneSignedOut("/login", "?email=ana%40example.com")).toBe(false);
    expect(isSameForEveryoneSignedOut("/reset-password", "")).toBe(false);
    expect(isSameForEveryoneSignedOut("/login/other")).toBe(false);
    expect(isSameForEveryoneSignedOut("/account")).toBe(false);
    // The cart, empty for anyone without a session of the site (issue #24); checkout needs an account.
    expect(isSameForEveryoneSignedOut("/cart")).toBe(true);
    expect(isSameForEveryoneSignedOut("/cart", "?order=o_1")).toBe(false);
    expect(isSameForEveryoneSignedOut("/checkout")).toBe(false);
  });

  it("stay private to shared caches", () => {
    for (const path of ["/login", "/create-account", "/cart"]) expect(cacheControlFor({ method: "GET", status: 200, requestHasCookies: false, responseSetsCookies: false, existing: null, path })).toBe(PRIVATE_CACHE_CONTROL);
  });
});
