// An anonymous visitor's public page is rendered once per isolate and content window and served again with
// a fresh CSP nonce (decision 0035): no two answers share a nonce, and apart from it they are the same page.
// A returning visitor whose only cookie is a consent choice shares the page kept for that choice, still
// private to shared caches (decision 0038; with analytics allowed, one page per answer of the blocked-IP
// list: scheduler-and-analytics.test.ts). Other parties' cookies (a CDN's __cf_bm, an analytics library's
// _ga) don't count. Any other cookie of the site's, or a private page, gets a render of its own (the publish
// webhook's tests show a change reaching the next anonymous visitor at once: content-webhook.test.ts).
import { describe, expect, it } from "vitest";
import { Browser, confirmedBuyer } from "./browser";
import { useSite } from "./harness";
import { nonceAndPage } from "./nonce";

const site = useSite();


describe("an anonymous visitor's page", () => {
  it("is the same page each time, each with a nonce of its own in the CSP and on every script", async () => {
    const answers = [];
    for (let i = 0; i < 3; i++) {
      const response = await site.fetch("/spanish-courses-overview");
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toMatch(/^public/);
      answers.push(await nonceAndPage(response));
    }
    expect(new Set(answers.map((a) => a.nonce)).size).toBe(3);
    expect(new Set(answers.map((a) => a.page)).size).toBe(1);
  });

  it("is not what a visitor with cookies gets: the notice they already answered is gone", async () => {
    const anonymous = await (await site.fetch("/faqs")).text();
    expect(anonymous).toContain("Cookies on this site");
    const declined = await site.fetch("/resources/consent", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "intent=decline-all&redirectTo=%2Ffaqs" });
    const cookie = declined.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    expect(cookie).not.toBe("");
    const returning = await site.fetch("/faqs", { headers: { Cookie: cookie } });
    expect(returning.headers.get("Cache-Control")).toMatch(/^private/);
    expect(await returning.text()).not.toContain("Cookies on this site");
  });

  it("is kept apart for a returning visitor who declined: their page each time, with a nonce of its own, never public", async () => {
    const declined = await site.fetch("/resources/consent", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "intent=decline-all&redirectTo=%2Fspanish-course-pricing" });
    const cookie = declined.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const answers = [];
    for (let i = 0; i < 3; i++) {
      const response = await site.fetch("/spanish-course-pricing", { headers: { Cookie: cookie } });
      expect(response.headers.get("Cache-Control")).toMatch(/^private/);
      answers.push(await nonceAndPage(response));
    }
    expect(new Set(answers.map((a) => a.nonce)).size).toBe(3);
    expect(new Set(answers.map((a) => a.page)).size).toBe(1);
    expect(answers[0]!.page).not.toContain("Cookies on this site");
    expect((await (await site.fetch("/spanish-course-pricing")).text())).toContain("Cookies on this site");
  });

  it("is the same for a visitor who carries only other parties' cookies, still private, each with a nonce of its own", async () => {
    const answers = [];
    for (const cookie of ["__cf_bm=abc123", "__cf_bm=def456; _ga=GA1.1.42.7", "_ga=GA1.1.42.7"]) {
      const response = await site.fetch("/faqs", { headers: { Cookie: cookie } });
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toMatch(/^private/);
      answers.push(await nonceAndPage(response));
    }
    expect(new Set(answers.map((a) => a.nonce)).size).toBe(3);
    expect(new Set(answers.map((a) => a.page)).size).toBe(1);
    // They answered no notice: it is there, as for a first visit.
    expect(answers[0]!.page).toContain("Cookies on this site");
  });

  it("is the declined page for a visitor who declined and also carries other parties' cookies", async () => {
    const declined = await site.fetch("/resources/consent", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "intent=decline-all&redirectTo=%2Ffaqs" });
    const consent = declined.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const plain = await nonceAndPage(await site.fetch("/faqs", { headers: { Cookie: consent } }));
    const withOthers = await site.fetch("/faqs", { headers: { Cookie: `_ga=GA1.1.42.7; ${consent}; __cf_bm=abc123` } });
    expect(withOthers.headers.get("Cache-Control")).toMatch(/^private/);
    const other = await nonceAndPage(withOthers);
    expect(other.nonce).not.toBe(plain.nonce);
    expect(other.page).toBe(plain.page);
    expect(other.page).not.toContain("Cookies on this site");
  });
});

/** Three fetches of a private page without cookies: each with its own nonce, the same page, never for shared caches. Returns the page. */
async function keptForVisitorsWithoutSession(path: string): Promise<string> {
  const answers = [];
  for (let i = 0; i < 3; i++) {
    const response = await site.fetch(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    answers.push(await nonceAndPage(response));
  }
  expect(new Set(answers.map((a) => a.nonce)).size).toBe(3);
  expect(new Set(answers.map((a) => a.page)).size).toBe(1);
  return answers[0]!.page;
}

describe("the sign-in form (kept for visitors without a session, decision 0035)", () => {
  it("is the same page each time for them, still private to shared caches; a signed-in visitor is sent on instead", async () => {
    await keptForVisitorsWithoutSession("/login?redirectTo=%2Faccount");
    const buyer = await confirmedBuyer(site, "kept-login@riverside.example", new Browser(site));
    const signedIn = await buyer.get("/login?redirectTo=%2Faccount");
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("Location")).toBe("/account");
  });
});

describe("the cart (kept for visitors without a session, issue #24)", () => {
  it("is the same empty cart for them, still private to shared caches; a visitor whose session holds a cart sees their own", async () => {
    const kept = await keptForVisitorsWithoutSession("/cart");
    const visitor = new Browser(site);
    await visitor.post("/product/k2-level-1", { intent: "add", product: "k2-level-1", quantity: "2" });
    const own = await (await visitor.get("/cart")).text();
    expect(own).toContain("Early Elementary Spanish K–2, Level 1");
    expect(own).not.toBe(kept);
  });
});

describe("a page rendered afresh (decision 0047)", () => {
  it("writes back the static islands of earlier renders: the same page each time, as the anonymous visitor's, with no marks left", async () => {
    // A cookie of the site's that no render reads: each request renders the page, none shares a kept one.
    const answers = [];
    for (let i = 0; i < 3; i++) {
      const response = await site.fetch("/k-12-schools", { headers: { Cookie: "__Host-hablarte_probe=1" } });
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toMatch(/^private/);
      answers.push(await nonceAndPage(response));
    }
    expect(new Set(answers.map((a) => a.nonce)).size).toBe(3);
    expect(new Set(answers.map((a) => a.page)).size).toBe(1);
    expect(answers[0]!.page).not.toContain("data-keep");
    expect(answers[0]!.page).toBe((await nonceAndPage(await site.fetch("/k-12-schools"))).page);
  });
});
