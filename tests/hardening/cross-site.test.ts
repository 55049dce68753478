// Issue #13 §2: every state-changing request, resource routes included, from another site is a 403 that
// says why, and changes nothing; the site's own posts and the signed webhooks go through.
import { describe, expect, it } from "vitest";
import { useSite } from "../worker/harness";

const site = useSite();

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = { "Content-Type": "application/x-www-form-urlencoded" };
const EVIL = { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" };

async function newsletterCount() {
  return (await site.env.DB.prepare("SELECT COUNT(*) AS n FROM newsletter_subscriptions").first<{ n: number }>())!.n;
}

describe("cross-site requests", () => {
  it("a consent forged by another site's auto-submitting form is refused: 403, a message, no cookie", async () => {
    const response = await site.fetch("/resources/consent", { method: "POST", headers: { ...FORM, ...EVIL }, body: form({ intent: "accept-all", redirectTo: "/" }) });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await response.text()).toContain("This form was sent from another website, so we did not accept it.");
  });

  it("refuses page actions, resource routes and account forms alike, by Origin alone too, and stores nothing", async () => {
    const before = await newsletterCount();
    for (const path of ["/?index", "/resources/consent", "/api/webpage/contact", "/login", "/create-account", "/cart", "/staff/sign-in", "/level-test"]) {
      const byFetchSite = await site.fetch(path, { method: "POST", headers: { ...FORM, ...EVIL }, body: form({ intent: "newsletter", email: "forged@example.com" }) });
      expect(byFetchSite.status, path).toBe(403);
      const byOrigin = await site.fetch(path, { method: "POST", headers: { ...FORM, Origin: "https://evil.example" }, body: form({ intent: "newsletter", email: "forged@example.com" }) });
      expect(byOrigin.status, path).toBe(403);
    }
    const sandboxed = await site.fetch("/?index", { method: "POST", headers: { ...FORM, Origin: "null" }, body: form({ intent: "newsletter", email: "forged@example.com" }) });
    expect(sandboxed.status).toBe(403);
    expect(await newsletterCount()).toBe(before);
  });

  it("answers a JSON client in JSON", async () => {
    const response = await site.fetch("/api/webpage/contact", { method: "POST", headers: { "Content-Type": "application/json", Accept: "application/json", ...EVIL }, body: "{}" });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: expect.stringContaining("another website") });
  });

  it("lets the site's own posts through", async () => {
    const before = await newsletterCount();
    const own = new URL(site.url).origin;
    const response = await site.fetch("/?index", { method: "POST", headers: { ...FORM, Origin: own, "Sec-Fetch-Site": "same-origin" }, body: form({ intent: "newsletter", email: "own-site@example.com" }) });
    expect(response.status).toBe(303);
    expect(await newsletterCount()).toBe(before + 1);
  });

  it("lets signed webhooks through to their own checks (a wrong signature is theirs to refuse)", async () => {
    const response = await site.fetch("/api/scheduler/webhook", { method: "POST", headers: { "Content-Type": "application/json", ...EVIL }, body: "{}" });
    expect(response.status).not.toBe(403);
    expect(response.status).toBeLessThan(500);
  });
});
