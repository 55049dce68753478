// The Worker's own refusals (403 cross-site, 405 another method, 429 burst, 503 misconfigured) in plain Node: each is a page
// that says why (JSON for a JSON-only client), never cached, with the headers every page has (ASVS V3.4.1).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { refuseBursts } from "~/lib/edge/burst-limit.server";
import { refuseWhenMisconfigured } from "~/lib/edge/configuration-guard.server";
import { CROSS_SITE_MESSAGE, refuseCrossSite } from "~/lib/edge/cross-site.server";
import { METHOD_NOT_ALLOWED, refuseOtherMethods } from "~/lib/edge/methods.server";
import { TOO_MANY_REQUESTS } from "~/domain/rate-limits";

beforeEach(() => {
  // The refusals log a security event and the 503 its reason (asserted elsewhere).
  vi.spyOn(console, "info").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

const post = (accept = "text/html") =>
  new Request("https://www.hablarte.com/contact-hablarte", { method: "POST", headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site", Accept: accept, "CF-Connecting-IP": "203.0.113.9" } });
const limited = { APP_ENV: "development", MAIN_HOSTS: "www.hablarte.com", POST_LIMITER: { limit: async () => ({ success: false }) } } as unknown as Env;
const misconfigured = () => ({ APP_ENV: "production", MAIN_HOSTS: "www.hablarte.com" }) as unknown as Env;

const refusals: Array<[string, (request: Request) => Promise<Response | null> | Response | null, number, string]> = [
  ["a cross-site post", (request) => refuseCrossSite(request, limited), 403, CROSS_SITE_MESSAGE],
  ["a method the site doesn't speak", (request) => refuseOtherMethods(new Request(request.url, { method: "PUT", headers: request.headers })), 405, METHOD_NOT_ALLOWED],
  ["a burst of posts", (request) => refuseBursts(request, limited), 429, TOO_MANY_REQUESTS],
  ["a misconfigured Worker", (request) => refuseWhenMisconfigured(request, misconfigured()), 503, "temporarily unavailable"],
];

describe.each(refusals)("the refusal of %s", (_name, refuse, status, message) => {
  it("is a page that says why, with the headers every page has", async () => {
    const response = (await refuse(post()))!;
    expect(response.status).toBe(status);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("Strict-Transport-Security")).toBe("max-age=63072000; includeSubDomains");
    expect(response.headers.get("Content-Security-Policy")).toMatch(/^default-src 'none';.* base-uri 'none'; form-action 'none'; frame-ancestors 'none'$/);
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
    expect(response.headers.get("Referrer-Policy")).toBe("no-referrer");
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain(message);
  });

  it("is JSON for a client that asks only for JSON", async () => {
    const json = (await refuse(post("application/json")))!;
    expect(json.headers.get("Content-Type")).toBe("application/json");
    expect(((await json.json()) as { error: string }).error).toContain(message);
    const both = (await refuse(post("application/json, text/html")))!;
    expect(both.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
  });
});
