// Which requests share a kept page (app/lib/edge/page-memo.server.ts; decisions 0035 and 0038): a GET with
// no cookie, or with a consent choice as its only cookie (one page per choice and, with analytics allowed,
// per answer of the blocked-IP list); never one with any other cookie of the site's, nor a private page.
// Other parties' cookies (a CDN's, an analytics library's) don't count.
import { describe, expect, it } from "vitest";
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from "~/domain/cache-policy";
import { CONSENT_COOKIE_NAME } from "~/domain/consent";
import { OWN_COOKIE_PREFIX, rememberedPage } from "~/lib/edge/page-memo.server";
import { GCLID_COOKIE_NAME } from "~/domain/ad-click";
import { AUTH_SESSION_COOKIE } from "~/lib/accounts/auth.server";
import { PREVIEW_COOKIE } from "~/lib/content/preview.server";
import { NOTICE_COOKIE_NAME } from "~/lib/platform/cookies.server";
import { REFERENCE_COOKIE_NAME, SESSION_COOKIE_NAME } from "~/lib/platform/session.server";
import { STAFF_COOKIE } from "~/lib/staff/auth.server";

/** The consent cookie as the site writes it (React Router's base64 of a JSON string). */
const consent = (choice: string) => `${CONSENT_COOKIE_NAME}=${encodeURIComponent(btoa(JSON.stringify(choice)))}`;
const DECLINED = consent("necessary:1,analytics:0,marketing:0");
const MARKETING_ONLY = consent("necessary:1,analytics:0,marketing:1");
const ANALYTICS = consent("necessary:1,analytics:1,marketing:0");

let page = 0;
/** A fresh address per test: the memo is the module's, shared by every test in this file. */
const freshUrl = (path = "/faqs") => `https://www.hablarte.test${path}?t=${++page}`;

/** The blocked-IP list's answer for an address: 203.0.113.9 is on it; 198.51.100.1 can't be told (list unreadable). */
const LIST_ANSWERS = new Map<string, boolean | null>([["203.0.113.9", false], ["198.51.100.1", null]]);
const analyticsLoads = async (request: Request) => {
  const ip = request.headers.get("CF-Connecting-IP") ?? "";
  return LIST_ANSWERS.has(ip) ? LIST_ANSWERS.get(ip)! : true;
};

/** A site stand-in that counts its renders; its answer names the render and carries the nonce. */
function site(cacheControl: (cookie: string | null) => string = (cookie) => (cookie ? PRIVATE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL)) {
  let renders = 0;
  let nonce = "";
  return {
    get renders() {
      return renders;
    },
    async get(url: string, cookie?: string, now = 1_000, ip = "192.0.2.7") {
      const request = new Request(url, { headers: { "CF-Connecting-IP": ip, ...(cookie ? { Cookie: cookie } : {}) } });
      const render = async () => {
        nonce = `nonce${++renders}`;
        const headers = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": cacheControl(request.headers.get("Cookie")), "Content-Security-Policy": `script-src 'nonce-${nonce}'` };
        return new Response(`<p>render ${renders} for ${request.headers.get("Cookie") ?? "nobody"}</p><script nonce="${nonce}"></script>`, { headers });
      };
      const response = await rememberedPage(request, 5, now, render, () => nonce, analyticsLoads);
      return { html: await response.text(), csp: response.headers.get("Content-Security-Policy")!, cacheControl: response.headers.get("Cache-Control") };
    },
  };
}

describe("the page memo", () => {
  it("serves an anonymous visitor's public page again, with a fresh nonce, within its window", async () => {
    const s = site();
    const url = freshUrl();
    const first = await s.get(url);
    const again = await s.get(url, undefined, 5_999);
    expect(s.renders).toBe(1);
    expect(again.html.replace(/nonce="[^"]+"/, "")).toBe(first.html.replace(/nonce="[^"]+"/, ""));
    expect(again.csp).not.toBe(first.csp);
    expect(again.html).toContain(`nonce="${/'nonce-([^']+)'/.exec(again.csp)![1]}"`);
    await s.get(url, undefined, 6_000);
    expect(s.renders).toBe(2);
  });

  it("keeps one page per consent choice without analytics, apart from the anonymous one, and private to shared caches", async () => {
    const s = site();
    const url = freshUrl();
    await s.get(url);
    const declined = await s.get(url, DECLINED);
    expect(declined.html).toContain(DECLINED);
    const marketing = await s.get(url, MARKETING_ONLY);
    expect(marketing.html).toContain(MARKETING_ONLY);
    expect(s.renders).toBe(3);
    const declinedAgain = await s.get(url, DECLINED);
    expect(declinedAgain.html).toContain(`render 2 for ${DECLINED}`);
    expect(declinedAgain.cacheControl).toBe(PRIVATE_CACHE_CONTROL);
    expect((await s.get(url)).html).toContain("render 1 for nobody");
    expect(s.renders).toBe(3);
  });

  it("keeps a page for visitors who allowed analytics apart from one for those the blocked-IP list stops", async () => {
    const s = site();
    const url = freshUrl();
    const counted = await s.get(url, ANALYTICS, 1_000, "192.0.2.7");
    const blocked = await s.get(url, ANALYTICS, 1_000, "203.0.113.9");
    expect(s.renders).toBe(2);
    expect((await s.get(url, ANALYTICS, 1_000, "192.0.2.99")).html.replace(/nonce="[^"]+"/, "")).toBe(counted.html.replace(/nonce="[^"]+"/, ""));
    expect((await s.get(url, ANALYTICS, 1_000, "203.0.113.9")).html.replace(/nonce="[^"]+"/, "")).toBe(blocked.html.replace(/nonce="[^"]+"/, ""));
    expect(s.renders).toBe(2);
    // Not the page of a visitor who declined analytics, nor an anonymous visitor's.
    await s.get(url, DECLINED);
    await s.get(url);
    expect(s.renders).toBe(4);
    expect(counted.cacheControl).toBe(PRIVATE_CACHE_CONTROL);
  });

  it("renders afresh when the list can't be read, for any other cookie of the site's, and a choice it can't read", async () => {
    const s = site();
    const url = freshUrl();
    for (const [cookie, ip] of [[ANALYTICS, "198.51.100.1"], [`${DECLINED}; __Host-hablarte_session=abc`], [`__Host-hablarte_session=abc`], [`${CONSENT_COOKIE_NAME}=not-base64`], [consent("analytics:maybe")]]) {
      await s.get(url, cookie, 1_000, ip);
      await s.get(url, cookie, 1_000, ip);
    }
    expect(s.renders).toBe(10);
  });

  it("doesn't count other parties' cookies: with them alone a page of their own kind, beside a choice the page kept for it", async () => {
    const s = site();
    const url = freshUrl();
    const bot = await s.get(url, "__cf_bm=abc123");
    expect(bot.cacheControl).toBe(PRIVATE_CACHE_CONTROL);
    const again = await s.get(url, "__cf_bm=other; _ga=GA1.1.42");
    expect(again.html).toContain("render 1 for __cf_bm=abc123");
    expect(again.cacheControl).toBe(PRIVATE_CACHE_CONTROL);
    expect(s.renders).toBe(1);
    await s.get(url, DECLINED);
    expect((await s.get(url, `_ga=GA1.1.42; ${DECLINED}; __cf_bm=abc`)).html).toContain(`render 2 for ${DECLINED}`);
    expect((await s.get(url)).html).toContain("render 3 for nobody");
    expect(s.renders).toBe(3);
    // One of the site's own beside them still means a render of its own, every time.
    await s.get(url, "__cf_bm=abc; __Host-hablarte_session=abc");
    await s.get(url, "__cf_bm=abc; __Host-hablarte_session=abc");
    expect(s.renders).toBe(5);
  });

  it("counts every cookie the site sets or reads as its own", () => {
    for (const name of [CONSENT_COOKIE_NAME, NOTICE_COOKIE_NAME, GCLID_COOKIE_NAME, SESSION_COOKIE_NAME, REFERENCE_COOKIE_NAME, AUTH_SESSION_COOKIE, STAFF_COOKIE, PREVIEW_COOKIE]) expect(name.startsWith(OWN_COOKIE_PREFIX), name).toBe(true);
  });

  it("never keeps a private page for a consent-only visitor", async () => {
    const s = site();
    for (const path of ["/account", "/cart", `/checkout`]) {
      const url = freshUrl(path);
      await s.get(url, DECLINED);
      await s.get(url, DECLINED);
    }
    expect(s.renders).toBe(6);
  });
});
