// The site's stylesheet is inlined into every document's head (the first paint waits for no request), but
// React does not write it: the render writes this mark inside the `<style>` element, and the server puts in
// its place the stylesheet's bytes, encoded once per isolate (decision 0081). A document rendered without
// its 44 KB of CSS is that much less to join, search, encode and check on every render. React escapes `<` in
// every text and attribute it writes, and the mark is only ever written raw by `<InlineStyles>`, so the
// first occurrence in a document is the one in its head.
import { indexOfBytes } from "./deferred-hydration";

export const STYLESHEET_MARK = "<!--stylesheet-->";

const MARK_BYTES = new TextEncoder().encode(STYLESHEET_MARK);

/** `html` with its stylesheet mark replaced by `css` (a copy), or `html` itself when it has no mark. */
export function withStylesheet(html: Uint8Array<ArrayBuffer>, css: Uint8Array): Uint8Array<ArrayBuffer> {
  const at = indexOfBytes(html, MARK_BYTES, 0);
  if (at < 0) return html;
  const out = new Uint8Array(html.byteLength - MARK_BYTES.byteLength + css.byteLength);
  out.set(html.subarray(0, at));
  out.set(css, at);
  out.set(html.subarray(at + MARK_BYTES.byteLength), at + css.byteLength);
  return out;
}
