// The page is complete HTML before any script runs (every form works without JavaScript), so the hydration
// scripts need not compete with it: their preloads are dropped and the module bootstrap is started two
// frames after the first paint. On slow links the first paint no longer shares bandwidth with ~125 KB of
// JavaScript (docs/decisions/0010).
//
// Done on the finished document's bytes (issue #24): an HTMLRewriter pass over the whole page cost 0.6–1.5
// ms of server CPU a fresh render, and decoding it to text, editing and encoding it again ~0.6 ms more than
// these byte edits (the Worker run in Node, ~16:25 UTC). React escapes `<` in text and attribute values, and
// React Router escapes it in the data and JSON-LD it writes into scripts, so every `<link rel="modulepreload"`
// and ` type="module"` in a tag of the document is one React Router wrote.

export const DEFERRED_TYPE = "text/x-hydrate-after-paint";

const STARTER = `requestAnimationFrame(function(){requestAnimationFrame(function(){document.querySelectorAll('script[type="${DEFERRED_TYPE}"]').forEach(function(o){var s=document.createElement("script");s.type="module";s.nonce=o.nonce;s.textContent=o.textContent;o.replaceWith(s);});});});`;

const utf8 = new TextEncoder();
const PRELOAD = utf8.encode('<link rel="modulepreload"');
const MODULE_TYPE = utf8.encode(' type="module"');
const DEFERRED = utf8.encode(` type="${DEFERRED_TYPE}"`);
const SCRIPT_TAG = utf8.encode("<script");
const BODY_END = utf8.encode("</body>");
const LT = 0x3c;
const GT = 0x3e;

/**
 * The document with its module preloads removed, its module scripts held back, and the starter before
 * `</body>`: the edits are found by byte searches in the document as rendered and applied in one copy.
 */
export function deferHydration(html: Uint8Array, nonce: string): Uint8Array<ArrayBuffer> {
  const parts: Uint8Array[] = [];
  let at = 0;
  for (let found = indexOfBytes(html, PRELOAD, 0); found >= 0; found = indexOfBytes(html, PRELOAD, at)) {
    const end = html.indexOf(GT, found);
    if (end < 0) break;
    parts.push(html.subarray(at, found));
    at = end + 1;
  }
  for (let found = indexOfBytes(html, MODULE_TYPE, at); found >= 0; found = indexOfBytes(html, MODULE_TYPE, at)) {
    parts.push(html.subarray(at, found), startsWithBytes(html, SCRIPT_TAG, html.lastIndexOf(LT, found)) ? DEFERRED : MODULE_TYPE);
    at = found + MODULE_TYPE.length;
  }
  const bodyEnd = lastIndexOfBytes(html, BODY_END);
  if (bodyEnd >= at) parts.push(html.subarray(at, bodyEnd), utf8.encode(`<script nonce="${nonce}">${STARTER}</script>`), html.subarray(bodyEnd));
  else parts.push(html.subarray(at));
  const out = new Uint8Array(parts.reduce((size, part) => size + part.byteLength, 0));
  let written = 0;
  for (const part of parts) {
    out.set(part, written);
    written += part.byteLength;
  }
  return out;
}

const startsWithBytes = (hay: Uint8Array, needle: Uint8Array, at: number) => at >= 0 && needle.every((byte, i) => hay[at + i] === byte);

/** How far a Horspool search may move when the window's last byte is `byte`, per needle. */
const skips = new WeakMap<Uint8Array, Int32Array>();
function skipsOf(needle: Uint8Array): Int32Array {
  let table = skips.get(needle);
  if (!table) {
    table = new Int32Array(256).fill(needle.length);
    for (let i = 0; i < needle.length - 1; i++) table[needle[i]!] = needle.length - 1 - i;
    skips.set(needle, table);
  }
  return table;
}

/** The first index of `needle` in `hay` at or after `from`, or -1 (Boyer–Moore–Horspool). */
export function indexOfBytes(hay: Uint8Array, needle: Uint8Array, from: number): number {
  const last = needle.length - 1;
  const skip = skipsOf(needle);
  for (let i = from; i + last < hay.length; i += skip[hay[i + last]!]!) {
    if (hay[i + last] === needle[last] && startsWithBytes(hay, needle, i)) return i;
  }
  return -1;
}

/** The last index of `needle` in `hay`, or -1 (a search back from the end: `</body>` is near it). */
function lastIndexOfBytes(hay: Uint8Array, needle: Uint8Array): number {
  for (let i = hay.lastIndexOf(needle[0]!); i >= 0; i = i > 0 ? hay.lastIndexOf(needle[0]!, i - 1) : -1) {
    if (startsWithBytes(hay, needle, i)) return i;
  }
  return -1;
}
