// Which requests share a kept page (app/lib/edge/page-memo.server.ts; decisions 0035 and 0038): a GET with
// no cookie, or with a consent choice that leaves analytics off as its only cookie (one page per choice);
// never a visitor who allowed analytics (their page depends on their address), one with any other cookie
// of the site's, or a private page. Other parties' cookies (a CDN's, an analytics library's) don't count.
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

/** A site stand-in that counts its renders; its answer names the render and carries the nonce. */
function site(cacheControl: (cookie: string | null) => string = (cookie) => (cookie ? PRIVATE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL)) {
  let renders = 0;
  let nonce = "";
  return {
    get renders() {
      return renders;
    },
    async get(url: string, cookie?: string, now = 1_000) {
      const request = new Request(url, { headers: cookie ? { Cookie: cookie } : {} });
      const render = async () => {
        nonce = `nonce${++renders}`;
        const headers = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": cacheControl(request.headers.get("Cookie")), "Content-Security-Policy": `script-src 'nonce-${nonce}'` };
        return new Response(`<p>render ${renders} for ${request.headers.get("Cookie") ?? "nobody"}</p><script nonce="${nonce}"></script>`, { headers });
      };
      const response = await rememberedPage(request, 5, now, render, () => nonce);
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

  it("renders afresh for a visitor who allowed analytics, one with any other cookie, and a choice it can't read", async () => {
    const s = site();
    const url = freshUrl();
    for (const cookie of [ANALYTICS, `${DECLINED}; __Host-hablarte_session=abc`, `__Host-hablarte_session=abc`, `${CONSENT_COOKIE_NAME}=not-base64`, consent("analytics:maybe")]) {
      await s.get(url, cookie);
      await s.get(url, cookie);
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
