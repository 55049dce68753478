// An anonymous visitor's page (a GET without cookies that the site marks public: the same HTML for everyone,
// which shared caches may keep for minutes; robots.txt and the sitemap too) is rendered once per isolate and
// content window, and served again with a fresh CSP nonce: its HTML and headers are kept with the nonce they
// were rendered with, which is replaced in both. So are the sign-in and create-account forms: private to
// shared caches, but the same for everyone without a session. Anything personal, any other cookie, any form
// answer, error or redirect is rendered every time (cacheControlFor decides, app/domain/cache-policy.ts).
// Decision 0035.
//
// A returning visitor's only cookie is usually their consent choice. Their page differs from the anonymous
// one by that choice alone (no notice; the settings they chose) and, when they allowed analytics, by whether
// analytics loads for them (their address against the blocked-IP list). So a visitor whose only cookie is a
// consent choice shares the page kept for that choice and, with analytics allowed, that answer; it stays
// private to shared caches, which key on the address alone. Decision 0038.
//
// Only the site's own cookies count: every cookie it sets or reads is named `__Host-hablarte…`. Others (a
// CDN's bot check such as Cloudflare's __cf_bm, an analytics library's _ga) reach the Worker too, but no
// render reads them; counting them would render every page afresh for every visitor who carries one.
import { cacheControlFor, isSameForEveryoneSignedOut, PUBLIC_CACHE_CONTROL } from "~/domain/cache-policy";
import { ANALYTICS_CATEGORY } from "~/domain/analytics";
import { CONSENT_COOKIE_NAME, serializeConsent, type ConsentState } from "~/domain/consent";
import { contentGeneration } from "../content/cache.server";
import { readConsent } from "../platform/cookies.server";
import { createNonce } from "./security-headers.server";
import { BoundedMemo } from "../platform/bounded-memo.server";
import { joinWith } from "~/domain/byte-pieces";

/**
 * A kept answer. Its body is stored as UTF-8 bytes split at the nonce: a replay copies the pieces around
 * the new nonce (a memcpy of ~110 KB) instead of searching and re-encoding the whole page as a string
 * (`replaceAll` on the HTML was ~1.9 ms of the Worker's ~5 ms per replayed home page, profiled).
 */
type Kept = { pieces: Uint8Array[]; size: number; nonce: string; status: number; headers: [string, string][]; renderedAt: number; generation: number; asKept: { body: string; headers: Headers } | null };

const utf8 = new TextEncoder();

/** A page is ~110 KB of HTML: a few dozen pages at most (8 MB), well inside an isolate's 128 MB. */
const pages = new BoundedMemo<Kept>(8 * 1024 * 1024);

/** Text answers only (a page, robots.txt, the sitemap): the body is kept as a string. */
const TEXT = /^(text\/(html|plain)|application\/xml)\b/;

/**
 * An answer no browser runs a script from (robots.txt, the sitemap, llms.txt): its body holds no nonce and
 * its CSP header's nonce guards nothing, so a replay sends it exactly as kept, without a new nonce or a
 * copy of the body (~40 % of /robots.txt's Worker CPU in workerd, profiled).
 */
const SCRIPTLESS = /^(text\/plain|application\/xml)\b/;

/** The prefix of every cookie the site sets or reads (a name that merely starts like it counts too: the safe side). */
export const OWN_COOKIE_PREFIX = "__Host-hablarte";

/** The request's cookies that are the site's own, as `name=value` pairs. */
const ownCookies = (cookieHeader: string) => cookieHeader.split(";").map((pair) => pair.trim()).filter((pair) => pair.startsWith(OWN_COOKIE_PREFIX));

/**
 * Whether analytics loads for this request, whose consent allows it (the blocked-IP list), or null when
 * that can't be told before rendering.
 */
export type AnalyticsGate = (request: Request, consent: ConsentState) => Promise<boolean | null>;

/**
 * The consent choice the request's only cookie of the site's own holds, in its canonical form, and with
 * analytics allowed whether analytics loads for this visitor; otherwise null.
 */
async function consentOnlyVariant(request: Request, ours: string[], analyticsLoads: AnalyticsGate): Promise<string | null> {
  if (ours.length !== 1 || ours[0]!.split("=")[0] !== CONSENT_COOKIE_NAME) return null;
  const state = await readConsent(request);
  if (!state) return null;
  const choice = serializeConsent(Object.fromEntries(Object.entries(state).sort(([a], [b]) => a.localeCompare(b))));
  if (state[ANALYTICS_CATEGORY] !== true) return choice;
  const loads = await analyticsLoads(request, state);
  return loads === null ? null : `${choice}\nanalytics:${loads ? "loads" : "blocked"}`;
}

/**
 * The key of a request whose page may be shared, or null: a GET with no credentials, and no cookie of the
 * site's own or only a consent choice. A visitor with other parties' cookies alone gets a page of their own
 * kind (private to shared caches, as a render for them would say).
 */
async function keyOf(request: Request, analyticsLoads: AnalyticsGate): Promise<{ key: string; withCookies: boolean } | null> {
  if (request.method !== "GET" || request.headers.has("Authorization")) return null;
  const cookie = request.headers.get("Cookie");
  if (cookie === null) return { key: request.url, withCookies: false };
  const ours = ownCookies(cookie);
  if (ours.length === 0) return { key: `${request.url}\nother-cookies`, withCookies: true };
  const variant = await consentOnlyVariant(request, ours, analyticsLoads);
  return variant === null ? null : { key: `${request.url}\nconsent:${variant}`, withCookies: true };
}

/**
 * True when the answer is the same for everyone who sent the same request: what the site marks public
 * (for a visitor with cookies, what it would mark public without them) or a sign-in form, which is the
 * same for everyone without a session (no request with one gets here: keyOf), 200, text, no Set-Cookie.
 */
function shareable(request: Request, response: Response, withCookies: boolean): boolean {
  if (response.status !== 200 || response.headers.has("Set-Cookie") || !TEXT.test(response.headers.get("Content-Type") ?? "")) return false;
  const url = new URL(request.url);
  if (isSameForEveryoneSignedOut(url.pathname, url.search)) return true;
  if (!withCookies) return /^public\b/.test(response.headers.get("Cache-Control") ?? "");
  return cacheControlFor({ method: "GET", status: 200, requestHasCookies: false, responseSetsCookies: false, existing: null, path: url.pathname, search: url.search }) === PUBLIC_CACHE_CONTROL;
}

/**
 * Renders of kept pages under way, by key, each settling with what it kept (null: nothing). When a page's
 * window ends under load, every request for it would otherwise render it at once — 200 connections on the
 * home page, ~20 ms of CPU each, stalled the isolate for seconds every window (`npm run load`, p99 3.6 s).
 */
const rendering = new Map<string, Promise<Kept | null>>();

/**
 * The page `render()` answers, or the one rendered for the same address within `seconds` (0: always
 * render). `nonceOf()` names the nonce the render used (the request state's); `analyticsLoads` tells a
 * visitor who allowed analytics whether it loads for them, as the render will. One request renders a page
 * at a time: the others meanwhile get the page kept in the window just ended or, when there is none, wait
 * for that render, and render themselves only when it kept nothing.
 */
export async function rememberedPage(
  request: Request,
  seconds: number,
  now: number,
  render: () => Promise<Response>,
  nonceOf: () => string | undefined,
  analyticsLoads: AnalyticsGate,
): Promise<Response> {
  const keyed = seconds > 0 ? await keyOf(request, analyticsLoads) : null;
  if (!keyed) return render();
  const { key, withCookies } = keyed;
  const kept = pages.get(key);
  if (kept && now - kept.renderedAt < seconds * 1000 && kept.generation === contentGeneration()) return replay(kept);
  const underWay = rendering.get(key);
  if (underWay) {
    // A page from the window just ended, not one kept since long ago nor from before a publish (CMS
    // freshness: decision 0035).
    if (kept && now - kept.renderedAt < 2 * seconds * 1000 && kept.generation === contentGeneration()) return replay(kept);
    const rendered = await underWay;
    return rendered ? replay(rendered) : render();
  }
  let settle: (rendered: Kept | null) => void = () => {};
  rendering.set(key, new Promise((resolve) => (settle = resolve)));
  let entry: Kept | null = null;
  try {
    const generation = contentGeneration();
    const response = await render();
    const nonce = nonceOf();
    // A publish seen, or a copy served because the CMS failed, while this page rendered: not kept.
    if (generation !== contentGeneration() || !shareable(request, response, withCookies) || !nonce) {
      pages.delete(key);
      return response;
    }
    const html = await response.text();
    const pieces = html.split(nonce).map((piece) => utf8.encode(piece));
    const asKept = pieces.length === 1 && SCRIPTLESS.test(response.headers.get("Content-Type") ?? "") ? { body: html, headers: new Headers(response.headers) } : null;
    entry = { pieces, size: pieces.reduce((sum, piece) => sum + piece.byteLength, 0), nonce, status: response.status, headers: [...response.headers], renderedAt: now, generation, asKept };
    pages.set(key, entry, entry.size);
    return new Response(html, { status: response.status, headers: response.headers });
  } finally {
    rendering.delete(key);
    settle(entry);
  }
}

function replay(kept: Kept): Response {
  // The Response copies the headers: the kept ones are never changed.
  if (kept.asKept) return new Response(kept.asKept.body, { status: kept.status, headers: kept.asKept.headers });
  const nonce = createNonce();
  const headers = new Headers(kept.headers.map(([name, value]) => [name, value.replaceAll(kept.nonce, nonce)]));
  const body = joinWith(kept.pieces, utf8.encode(nonce));
  return new Response(body, { status: kept.status, headers });
}
