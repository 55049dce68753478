// The page is complete HTML before any script runs (every form works without JavaScript), so the hydration
// scripts need not compete with it: their preloads are dropped and the module bootstrap is started two
// frames after the first paint. On slow links the first paint no longer shares bandwidth with ~125 KB of
// JavaScript (docs/decisions/0010).
//
// Done on the finished document as text (issue #24): an HTMLRewriter pass over the whole page cost more
// server CPU (0.6–1.5 ms a fresh render) than these three edits. React escapes `<` in text and attribute
// values, and React Router escapes it in the data and JSON-LD it writes into scripts, so every
// `<link rel="modulepreload"` and `<script … type="module"` in the document is a tag.

export const DEFERRED_TYPE = "text/x-hydrate-after-paint";

const STARTER = `requestAnimationFrame(function(){requestAnimationFrame(function(){document.querySelectorAll('script[type="${DEFERRED_TYPE}"]').forEach(function(o){var s=document.createElement("script");s.type="module";s.nonce=o.nonce;s.textContent=o.textContent;o.replaceWith(s);});});});`;

const PRELOAD = '<link rel="modulepreload"';
const MODULE_TYPE = ' type="module"';

/**
 * The document with its module preloads removed, its module scripts held back, and the starter before
 * `</body>`: the edits are found with plain string searches on the document as rendered and applied in
 * one join (a regular expression tried at every `<` of an 80 KB page, or a search of an edited copy, costs
 * a tenth of a millisecond or more each).
 */
export function deferHydration(html: string, nonce: string): string {
  const parts: string[] = [];
  let at = 0;
  for (let found = html.indexOf(PRELOAD); found >= 0; found = html.indexOf(PRELOAD, at)) {
    const end = html.indexOf(">", found);
    if (end < 0) break;
    parts.push(html.slice(at, found));
    at = end + 1;
  }
  for (let found = html.indexOf(MODULE_TYPE, at); found >= 0; found = html.indexOf(MODULE_TYPE, at)) {
    parts.push(html.slice(at, found));
    parts.push(html.startsWith("<script", html.lastIndexOf("<", found)) ? ` type="${DEFERRED_TYPE}"` : MODULE_TYPE);
    at = found + MODULE_TYPE.length;
  }
  const bodyEnd = html.lastIndexOf("</body>");
  if (bodyEnd >= at) parts.push(html.slice(at, bodyEnd), `<script nonce="${nonce}">${STARTER}</script>`, html.slice(bodyEnd));
  else parts.push(html.slice(at));
  return parts.join("");
}
