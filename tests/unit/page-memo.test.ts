// Which requests share a kept page (app/lib/edge/page-memo.server.ts; decisions 0035 and 0038): a GET with
// no cookie, or with a consent choice as its only cookie (one page per choice and, with analytics allowed,
// per answer of the blocked-IP list); never one with any other cookie of the site's, nor a private page.
// Other parties' cookies (a CDN's, an analytics library's) don't count.
import { describe, expect, it } from "vitest";
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from "~/domain/cache-policy";
import { CONSENT_COOKIE_NAME } from "~/domain/consent";
import { invalidate } from "~/lib/content/cache.server";
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

  it("serves a text no browser runs scripts from (robots.txt, the sitemap) again exactly as kept, headers included", async () => {
    for (const type of ["text/plain; charset=utf-8", "application/xml; charset=utf-8"]) {
      let renders = 0;
      const url = freshUrl();
      const get = async (now: number) => {
        const render = async () => {
          renders++;
          return new Response(`User-agent: *\nAllow: /\n# render ${renders}`, { headers: { "Content-Type": type, "Cache-Control": PUBLIC_CACHE_CONTROL, "Content-Security-Policy": `default-src 'none'; script-src 'nonce-n${renders}'` } });
        };
        const response = await rememberedPage(new Request(url), 5, now, render, () => `n${renders}`, analyticsLoads);
        return { body: await response.text(), status: response.status, headers: [...response.headers] };
      };
      const first = await get(1_000);
      const again = await get(2_000);
      const third = await get(3_000);
      expect(renders).toBe(1);
      expect(again).toEqual(first);
      expect(third).toEqual(first);
      expect(first.body).toBe("User-agent: *\nAllow: /\n# render 1");
    }
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
    // (The cart, empty for anyone without a session, is kept like the sign-in forms: the next test.)
    for (const path of ["/account", `/checkout`, "/personal-information"]) {
      const url = freshUrl(path);
      await s.get(url, DECLINED);
      await s.get(url, DECLINED);
    }
    expect(s.renders).toBe(6);
  });

  it("keeps the sign-in and create-account forms and the empty cart, private to shared caches, for visitors without a session only", async () => {
    const s = site(() => PRIVATE_CACHE_CONTROL);
    const session = `${AUTH_SESSION_COOKIE}=signed.in`;
    for (const path of ["/login", "/create-account", "/cart"]) {
      const url = `https://www.hablarte.test${path}`;
      const first = await s.get(url);
      const again = await s.get(url, undefined, 1_500);
      expect(again.cacheControl).toBe(PRIVATE_CACHE_CONTROL);
      expect(again.html).toBe(first.html.replace(/nonce="[^"]+"/, `nonce="${/'nonce-([^']+)'/.exec(again.csp)![1]}"`));
      // One page per consent choice, as on public pages.
      await s.get(url, DECLINED, 1_500);
      await s.get(url, DECLINED, 1_600);
      // A session is never served a kept page (nor is anyone's kept for it).
      await s.get(url, session, 1_700);
      await s.get(url, session, 1_800);
    }
    expect(s.renders).toBe(3 * 4);
    // An address naming something private, and the other private pages, render every time.
    for (const path of ["/login?email=ana%40example.com", "/create-account?token=x", "/reset-password", "/account"]) {
      const url = `https://www.hablarte.test${path}`;
      await s.get(url);
      await s.get(url, undefined, 1_500);
    }
    expect(s.renders).toBe(3 * 4 + 8);
  });
});

describe("the page memo under load (one render at a time)", () => {
  /** A site whose renders wait until the test lets them finish, so requests can overlap one. */
  function slowSite(answer: (render: number) => { status?: number; cacheControl?: string; fails?: boolean } = () => ({})) {
    let renders = 0;
    const waiting: (() => void)[] = [];
    const nonces = new Map<Request, string>();
    const get = async (url: string, now: number) => {
      const request = new Request(url, { headers: { "CF-Connecting-IP": "192.0.2.7" } });
      const render = async () => {
        const n = ++renders;
        nonces.set(request, `nonce${n}`);
        await new Promise<void>((resolve) => waiting.push(resolve));
        const { status = 200, cacheControl = PUBLIC_CACHE_CONTROL, fails = false } = answer(n);
        if (fails) throw new Error(`render ${n} failed`);
        const headers = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": cacheControl, "Content-Security-Policy": `script-src 'nonce-nonce${n}'` };
        return new Response(`<p>render ${n}</p><script nonce="nonce${n}"></script>`, { status, headers });
      };
      const response = await rememberedPage(request, 5, now, render, () => nonces.get(request), analyticsLoads);
      return { status: response.status, html: await response.text() };
    };
    /** Lets every render started so far finish, once the requests sent have reached them. */
    const finish = async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      for (const resolve of waiting.splice(0)) resolve();
    };
    /** A fresh address whose page was rendered and kept at `now`. */
    const kept = async (now: number) => {
      const url = freshUrl();
      const first = get(url, now);
      await finish();
      await first;
      return url;
    };
    return { get, finish, kept, get renders() { return renders; } };
  }

  it("renders a page once for 50 requests at once, and gives each of them that page with a nonce of its own", async () => {
    const s = slowSite();
    const url = freshUrl();
    const all = Array.from({ length: 50 }, () => s.get(url, 1_000));
    await s.finish();
    const pages = await Promise.all(all);
    expect(s.renders).toBe(1);
    expect(new Set(pages.map((p) => p.html.replace(/nonce="[^"]+"/, "")))).toEqual(new Set(["<p>render 1</p><script ></script>"]));
    expect(new Set(pages.map((p) => /nonce="([^"]+)"/.exec(p.html)![1])).size).toBe(50);
  });

  it("when the window ends, one request renders and the others meanwhile get the page of the window just ended", async () => {
    const s = slowSite();
    const url = await s.kept(1_000);
    const renewing = s.get(url, 6_000);
    const meanwhile = await Promise.all(Array.from({ length: 20 }, () => s.get(url, 6_001)));
    expect(meanwhile.every((p) => p.html.startsWith("<p>render 1</p>"))).toBe(true);
    await s.finish();
    expect((await renewing).html).toContain("render 2");
    expect((await s.get(url, 6_002)).html).toContain("render 2");
    expect(s.renders).toBe(2);
  });

  it("doesn't hand out a page kept longer ago than the window just ended: those requests wait for the render", async () => {
    const s = slowSite();
    const url = await s.kept(1_000);
    const renewing = s.get(url, 60_000);
    const waiting = s.get(url, 60_000);
    await s.finish();
    expect((await renewing).html).toContain("render 2");
    expect((await waiting).html).toContain("render 2");
    expect(s.renders).toBe(2);
  });

  it("doesn't hand out the page of the window just ended after a publish: those requests wait for the render", async () => {
    const s = slowSite();
    const url = await s.kept(1_000);
    // A publish webhook (no stored answers to mark here).
    await invalidate({ list: async () => ({ keys: [], list_complete: true, cacheStatus: null }) } as unknown as KVNamespace);
    const renewing = s.get(url, 6_000);
    const waiting = s.get(url, 6_001);
    await s.finish();
    expect((await renewing).html).toContain("render 2");
    expect((await waiting).html).toContain("render 2");
    expect(s.renders).toBe(2);
  });

  it("when the render keeps nothing (not public, an error page, a failure), the requests that waited render themselves", async () => {
    for (const outcome of [{ cacheControl: PRIVATE_CACHE_CONTROL }, { status: 503 }, { fails: true }]) {
      const s = slowSite((n) => (n === 1 ? outcome : {}));
      const url = freshUrl();
      const owner = s.get(url, 1_000).catch((error: Error) => ({ status: 0, html: error.message }));
      const others = Array.from({ length: 3 }, () => s.get(url, 1_000));
      await s.finish();
      const ownerPage = await owner;
      await s.finish();
      const pages = await Promise.all(others);
      expect(ownerPage.html, JSON.stringify(outcome)).toContain("render 1");
      expect(pages.map((p) => p.html.replace(/<script.*/, "")).sort()).toEqual(["<p>render 2</p>", "<p>render 3</p>", "<p>render 4</p>"]);
      expect(s.renders).toBe(4);
    }
  });
});
