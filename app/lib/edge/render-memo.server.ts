// A document rendered afresh — a signed-in page, a visitor with a cart or a session, anything the page memo
// can't share — is React's render of the route's data, the address and the content the data holds back, with
// the request's CSP nonce. When all of those write the same string (renderInputs), the HTML is the same but
// for the nonce, so the bytes of the first render are sent again with the new nonce: the loaders still run
// (the session is checked, the licences read, cookies set), only React's render and React Router's encoding
// of the hydration data are skipped. Two visitors share a render only when their data is identical, so one
// never sees anything of another's that isn't equally theirs. Decision 0077.
import type { StaticHandlerContext } from "react-router";
import type { RequestState } from "~/context";
import { joinWith, splitAt } from "~/domain/byte-pieces";
import { NOT_HELD, renderInputs } from "~/domain/render-inputs";
import { contentGeneration } from "../content/cache.server";
import { BoundedMemo } from "../platform/bounded-memo.server";

/**
 * The inputs decide the HTML, so a kept render goes stale only with the build (a new isolate) or the
 * content (its generation); the window only bounds how long one could outlive either unnoticed.
 */
const KEEP_MS = 10 * 60 * 1000;

type Kept = { pieces: Uint8Array[]; renderedAt: number; generation: number };

/** A signed-in page is ~60–110 KB: some hundred renders, beside the page memo's 8 MB and the islands' 4 M characters. */
const renders = new BoundedMemo<Kept>(8 * 1024 * 1024);

const utf8 = new TextEncoder();

/**
 * Outside production, a request with this header is rendered and not kept: `npm run bench` measures a
 * page's first render with it beside the kept one's replay. Production ignores it.
 */
export const FIRST_RENDER_HEADER = "X-Bench-First-Render";

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, "0")).join("");

/**
 * The key of a document render that may be kept or sent again, or null: a 200 answer to a GET, outside an
 * editor's preview, with no action data or error, whose data is all writable (a SHA-256 of its inputs, so
 * the memo holds no one's data as a key).
 */
export async function renderKey(request: Request, status: number, handler: StaticHandlerContext, state: RequestState): Promise<string | null> {
  if (request.method !== "GET" || status !== 200 || state.preview || handler.actionData || handler.errors) return null;
  if (state.config.env !== "production" && request.headers.has(FIRST_RENDER_HEADER)) return null;
  const held = (value: object) => {
    const whole = state.heldSections.get(value as never) ?? state.heldNavigation.get(value as never) ?? state.heldContent.get(value as never);
    return whole === undefined ? NOT_HELD : whole;
  };
  const inputs = renderInputs(handler.loaderData, held);
  if (inputs === null) return null;
  return hex(await crypto.subtle.digest("SHA-256", utf8.encode(`${request.url}\n${inputs}`)));
}

/** The kept render's bytes with `nonce` in place of the one it was rendered with, or null. */
export function keptRender(key: string, nonce: string, now: number): Uint8Array<ArrayBuffer> | null {
  const kept = renders.get(key);
  if (!kept || now - kept.renderedAt >= KEEP_MS || kept.generation !== contentGeneration()) return null;
  return joinWith(kept.pieces, utf8.encode(nonce));
}

/**
 * Keeps a finished render (its bytes, split at the nonce) under `key`, unless the content moved on while
 * it rendered (a publish, or a copy served because the CMS failed: `generation` is the request's start).
 */
export function keepRender(key: string, html: Uint8Array, nonce: string, now: number, generation: number): void {
  if (generation !== contentGeneration()) return;
  const pieces = splitAt(html, utf8.encode(nonce));
  renders.set(key, { pieces, renderedAt: now, generation }, pieces.reduce((sum, piece) => sum + piece.byteLength, 0));
}
