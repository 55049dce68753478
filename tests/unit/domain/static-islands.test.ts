// Cutting a marked static island's HTML out of a finished document (decision 0047): the marks go, each
// island's inner HTML comes out whole, and anything that can't be cut out safely is not kept.
import { describe, expect, it } from "vitest";
import { cutMarkedIslands } from "~/domain/static-islands";

const island = (mark: number, inner: string) => `<div class="static-island" data-static-island="" data-keep="${mark}">${inner}</div>`;

describe("cutting marked islands out of a document", () => {
  it("returns each island's inner HTML, nested divs included, and the document without marks", () => {
    const footer = `<div class="footer-inner"><div><p>Hablarte</p></div><nav><h2>Courses</h2><a href="/a">A</a></nav></div>`;
    const panel = `<p class="mega-intro">For schools</p><ul><li><a href="/k-12-schools">K-12</a></li></ul>`;
    const html = `<html><body><header>${island(0, panel)}</header><main><div>page</div></main><footer>${island(1, footer)}</footer></body></html>`;
    const { document, inner } = cutMarkedIslands(html, 2);
    expect(inner).toEqual([panel, footer]);
    expect(document).not.toContain("data-keep");
    expect(document).toBe(html.replace(/ data-keep="\d"/g, ""));
  });

  it("tells mark 1 from mark 10, and takes the marks out of an island inside another", () => {
    const inner10 = "<p>ten</p>";
    const outer = `<div class="x">${island(10, inner10)}</div>`;
    const html = `<main>${island(1, outer)}</main>`;
    const { inner } = cutMarkedIslands(html, 11);
    expect(inner[1]).toBe(`<div class="x"><div class="static-island" data-static-island="">${inner10}</div></div>`);
    expect(inner[10]).toBe(inner10);
    expect(inner[0]).toBeNull();
  });

  it("reads escaped text and attributes as text: only real tags count", () => {
    const body = `<p title="&lt;/div&gt;">&lt;div&gt; and &lt;/div&gt; are tags in HTML</p><div class="divider"></div>`;
    expect(cutMarkedIslands(`${island(0, body)}<div>after</div>`, 1).inner).toEqual([body]);
  });

  it("keeps nothing that holds a script, a style, a template or a Suspense boundary still pending", () => {
    for (const body of ['<script>document.write("</div>")</script>', "<style>p{}</style>", "<template></template>", "<!--$?--><template></template><!--/$-->", "<!--$!--><p>x</p><!--/$-->"]) {
      expect(cutMarkedIslands(island(0, body), 1).inner, body).toEqual([null]);
    }
    // A boundary that resolved in place is kept, markers and all.
    expect(cutMarkedIslands(island(0, "<!--$--><p>x</p><!--/$-->"), 1).inner).toEqual(["<!--$--><p>x</p><!--/$-->"]);
  });

  it("keeps nothing for a mark that is missing, not on a div, or whose island never closes", () => {
    expect(cutMarkedIslands("<main></main>", 1).inner).toEqual([null]);
    expect(cutMarkedIslands('<div><p data-keep="0">x</p></div>', 1).inner).toEqual([null]);
    expect(cutMarkedIslands('<div data-keep="0"><div>open', 1).inner).toEqual([null]);
  });

  it("leaves a document with no marks as it is", () => {
    const html = "<main><div>x</div></main>";
    expect(cutMarkedIslands(html, 0)).toEqual({ document: html, inner: [] });
  });
});
