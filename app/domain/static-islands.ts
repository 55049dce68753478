// Static islands kept between renders (decision 0047): the shape a render's keeper has (the server's memo,
// app/lib/edge/island-memo.server.ts, gives it to `StaticIsland` through React context), and how a marked
// island's HTML is cut out of a finished document.

/** `site`: the same on every page of the host (the shell's); `page`: the same for one address (a section). */
export type IslandScope = "site" | "page";

/** What the islands of one render ask for. */
export type IslandKeeper = {
  /** The island's kept HTML, or undefined: render it, marked with the number `mark` returns. */
  kept(id: string, scope: IslandScope): string | undefined;
  mark(id: string, scope: IslandScope): number;
};

/** The attribute a marked island carries until the document is settled. */
export const KEEP_ATTRIBUTE = "data-keep";

const MARK = / data-keep="\d+"/g;
const DIV_TAG = /<div[\s>]|<\/div>/g;
/**
 * Markup whose text React does not escape (a script, a style) could hold a `</div>` of its own, and a
 * Suspense boundary still pending would have its content elsewhere in the document: not kept.
 */
const UNSAFE = /<script|<style|<template|<!--\$[?!]-->/i;

/**
 * The document without its `data-keep` marks, and the inner HTML of each marked island (by mark number;
 * null where it can't be cut out safely). React escapes `<` in text and attribute values, so outside
 * scripts and styles every `<div` and `</div>` in its output is a tag.
 */
export function cutMarkedIslands(html: string, count: number): { document: string; inner: (string | null)[] } {
  const inner: (string | null)[] = [];
  for (let i = 0; i < count; i++) {
    const at = html.indexOf(` ${KEEP_ATTRIBUTE}="${i}"`);
    const open = at < 0 ? -1 : html.lastIndexOf("<div", at);
    // The mark is an attribute of that div: no tag ends between them.
    const start = open < 0 || html.slice(open, at).includes(">") ? -1 : html.indexOf(">", at) + 1;
    if (start <= 0) {
      inner.push(null);
      continue;
    }
    let depth = 1;
    let end = -1;
    DIV_TAG.lastIndex = start;
    for (let tag = DIV_TAG.exec(html); tag; tag = DIV_TAG.exec(html)) {
      depth += tag[0] === "</div>" ? -1 : 1;
      if (depth === 0) {
        end = tag.index;
        break;
      }
    }
    const island = end < 0 ? null : html.slice(start, end);
    inner.push(island === null || UNSAFE.test(island) ? null : island.replace(MARK, ""));
  }
  return { document: count > 0 ? html.replace(MARK, "") : html, inner };
}
