// An anonymous visitor's page (a GET without cookies that the site marks public: the same HTML for everyone,
// which shared caches may keep for minutes; robots.txt and the sitemap too) is rendered once per isolate and content window, and served
// again with a fresh CSP nonce: its HTML and headers are kept with the nonce they were rendered with, which
// is replaced in both. Anything personal, any cookie, any form answer, error or redirect is rendered every
// time (cacheControlFor decides, app/domain/cache-policy.ts). Decision 0035.
import { contentGeneration } from "../content/cache.server";
import { createNonce } from "./security-headers.server";

type Kept = { html: string; nonce: string; status: number; headers: [string, string][]; renderedAt: number; generation: number };

const pages = new Map<string, Kept>();
/** A page is ~110 KB of HTML: a few dozen pages at most, well inside an isolate's 128 MB. */
const MAX_BYTES = 8 * 1024 * 1024;
let bytes = 0;

function forget(key: string) {
  const kept = pages.get(key);
  if (!kept) return;
  bytes -= kept.html.length;
  pages.delete(key);
}

/** Text answers only (a page, robots.txt, the sitemap): the body is kept as a string. */
const TEXT = /^(text\/(html|plain)|application\/xml)\b/;

/** The key of a request whose page may be shared, or null: a GET with no cookie and no credentials. */
function keyOf(request: Request): string | null {
  if (request.method !== "GET" || request.headers.has("Cookie") || request.headers.has("Authorization")) return null;
  return request.url;
}

/**
 * The page `render()` answers, or the one rendered for the same address within `seconds` (0: always
 * render). `nonceOf()` names the nonce the render used (the request state's).
 */
export async function rememberedPage(request: Request, seconds: number, now: number, render: () => Promise<Response>, nonceOf: () => string | undefined): Promise<Response> {
  const key = seconds > 0 ? keyOf(request) : null;
  if (!key) return render();
  const kept = pages.get(key);
  if (kept && now - kept.renderedAt < seconds * 1000 && kept.generation === contentGeneration()) return replay(kept);
  forget(key);
  const generation = contentGeneration();
  const response = await render();
  const nonce = nonceOf();
  // A publish seen, or a copy served because the CMS failed, while this page rendered: not kept.
  const shareable = generation === contentGeneration() && response.status === 200 && /^public\b/.test(response.headers.get("Cache-Control") ?? "") && !response.headers.has("Set-Cookie") && TEXT.test(response.headers.get("Content-Type") ?? "");
  if (!shareable || !nonce) return response;
  const html = await response.text();
  const entry: Kept = { html, nonce, status: response.status, headers: [...response.headers], renderedAt: now, generation };
  while (bytes + html.length > MAX_BYTES && pages.size > 0) forget(pages.keys().next().value!);
  pages.set(key, entry);
  bytes += html.length;
  return new Response(html, { status: response.status, headers: response.headers });
}

function replay(kept: Kept): Response {
  const nonce = createNonce();
  const headers = new Headers(kept.headers.map(([name, value]) => [name, value.replaceAll(kept.nonce, nonce)]));
  return new Response(kept.html.replaceAll(kept.nonce, nonce), { status: kept.status, headers });
}
