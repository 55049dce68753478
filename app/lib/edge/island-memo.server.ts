// A static island's HTML (a page section, the footer's columns, a mega-menu's panel: markup React never
// hydrates, decision 0037) is kept per isolate and content window, so a page rendered afresh (a visitor
// with a session, any page the page memo can't share) renders only what is personal or interactive.
// Decision 0047.
//
// The first render of an island marks it (`data-keep="<n>"`); once the whole document is ready its HTML is
// cut out of the page and kept under the island's key, and later renders in the window write it back as
// the element's inner HTML instead of rendering its components. What an island shows may depend only on
// the content and on the page's address (the keys say which); never on a cookie, a session or a form.
import { cutMarkedIslands, type IslandKeeper, type IslandScope } from "~/domain/static-islands";
import { contentGeneration } from "../content/cache.server";
import { BoundedMemo } from "../platform/bounded-memo.server";

type Entry = { html: string; renderedAt: number; generation: number };

/** Islands are 1–20 KB each: a few hundred pages' sections at most (4 M characters), well inside an isolate's memory. */
const islands = new BoundedMemo<Entry>(4 * 1024 * 1024);

/** One render's islands: what it may reuse, and what it marked to keep once the document is complete. */
export type IslandRender = { keeper: IslandKeeper | null; settle(html: string, status: number): string; marked(): boolean };

/**
 * The islands of a render of `url`, kept for `seconds` (0, or an editor's preview of drafts: none reused or
 * kept). `generation` is the content generation when the request began, before its loaders read anything:
 * a read that served a copy because the CMS failed moves the generation on. `settle` takes the finished
 * document: it keeps what the render marked (a 200 during whose request no publish arrived and no such
 * copy was served, as the page memo does) and returns the document without the marks.
 */
export function islandRender({ url, seconds, now, preview, generation }: { url: string; seconds: number; now: number; preview: boolean; generation: number }): IslandRender {
  if (seconds <= 0 || preview) return { keeper: null, settle: (html) => html, marked: () => false };
  const origin = new URL(url).origin;
  const keyOf = (id: string, scope: IslandScope) => `${scope === "site" ? origin : url}\n${id}`;
  const marks: string[] = [];
  const keeper: IslandKeeper = {
    kept(id, scope) {
      const entry = islands.get(keyOf(id, scope));
      return entry && now - entry.renderedAt < seconds * 1000 && entry.generation === contentGeneration() ? entry.html : undefined;
    },
    mark(id, scope) {
      return marks.push(keyOf(id, scope)) - 1;
    },
  };
  return {
    keeper,
    marked: () => marks.length > 0,
    settle(html, status) {
      const { document, inner } = cutMarkedIslands(html, marks.length);
      if (status !== 200 || generation !== contentGeneration()) return document;
      inner.forEach((islandHtml, i) => {
        if (islandHtml !== null) islands.set(marks[i]!, { html: islandHtml, renderedAt: now, generation }, islandHtml.length);
      });
      return document;
    },
  };
}
