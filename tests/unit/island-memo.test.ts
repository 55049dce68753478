// Static islands kept between renders (app/lib/edge/island-memo.server.ts, decision 0047): written back
// within the content window, per host for the shell's and per address for a page's; never across a
// publish, from a render that served a copy because the CMS failed, from an error page, in an editor's
// preview, or with the memo off.
import { describe, expect, it } from "vitest";
import { contentGeneration, invalidate } from "~/lib/content/cache.server";
import { islandRender } from "~/lib/edge/island-memo.server";

let run = 0;
/** A fresh address per test: the memo is the module's, shared by every test in this file. */
const freshOrigin = () => `https://www${++run}.hablarte.test`;

/** One render: asks for each island; renders (and marks) those not kept; returns what it wrote. */
function render(url: string, islands: Array<{ id: string; scope: "site" | "page"; html: string }>, { now = 1_000, status = 200, preview = false, seconds = 5, generation = contentGeneration() } = {}) {
  const r = islandRender({ url, seconds, now, preview, generation });
  let rendered = 0;
  const parts = islands.map(({ id, scope, html }) => {
    const kept = r.keeper?.kept(id, scope);
    if (kept !== undefined) return `<div class="static-island">${kept}</div>`;
    rendered++;
    const mark = r.keeper ? ` data-keep="${r.keeper.mark(id, scope)}"` : "";
    return `<div class="static-island"${mark}>${html}</div>`;
  });
  const document = r.marked() ? r.settle(`<body>${parts.join("")}</body>`, status) : `<body>${parts.join("")}</body>`;
  return { document, rendered };
}

const footer = (text = "Footer") => ({ id: "footer", scope: "site" as const, html: `<p>${text}</p>` });
const section = (text = "Section") => ({ id: "section-0-hero", scope: "page" as const, html: `<h1>${text}</h1>` });

describe("kept static islands", () => {
  it("are written back within the window, the same HTML without marks", async () => {
    const url = `${freshOrigin()}/k-12-schools`;
    const first = render(url, [footer(), section()]);
    expect(first.rendered).toBe(2);
    expect(first.document).toBe('<body><div class="static-island"><p>Footer</p></div><div class="static-island"><h1>Section</h1></div></body>');
    const again = render(url, [footer("changed"), section("changed")], { now: 5_999 });
    expect(again.rendered).toBe(0);
    expect(again.document).toBe(first.document);
    expect(render(url, [footer("new"), section("new")], { now: 6_000 }).rendered).toBe(2);
  });

  it("share the shell's islands across the host's pages, a page's only at its own address", async () => {
    const origin = freshOrigin();
    render(`${origin}/k-12-schools`, [footer(), section()]);
    const other = render(`${origin}/curriculum`, [footer("other"), section("other")]);
    expect(other.rendered).toBe(1);
    expect(other.document).toContain("<p>Footer</p>");
    expect(other.document).toContain("<h1>other</h1>");
    expect(render(`${origin}/k-12-schools?page=2`, [section("page 2")]).document).toContain("page 2");
    expect(render(`${freshOrigin()}/k-12-schools`, [footer("another host")]).document).toContain("another host");
  });

  it("are not written back after a publish", async () => {
    const url = `${freshOrigin()}/faqs`;
    render(url, [section("before")]);
    await invalidate({ list: async () => ({ keys: [], list_complete: true }), delete: async () => {} } as unknown as KVNamespace);
    expect(render(url, [section("after")]).document).toContain("after");
  });

  it("are not kept from a render whose content moved on after its request began (the CMS failed and a copy was served)", async () => {
    const url = `${freshOrigin()}/faqs`;
    const began = contentGeneration();
    // What a content read that serves the last good copy does to the generation, as a publish does.
    await invalidate({ list: async () => ({ keys: [], list_complete: true }), delete: async () => {} } as unknown as KVNamespace);
    render(url, [section("last good copy")], { generation: began });
    expect(render(url, [section("fresh")]).document).toContain("fresh");
  });

  it("are not kept from an error page, a preview of drafts or with the memo off", () => {
    const url = `${freshOrigin()}/faqs`;
    render(url, [section("from a 404")], { status: 404 });
    expect(render(url, [section("published")]).document).toContain("published");
    render(`${url}?p`, [section("draft")], { preview: true });
    expect(render(`${url}?p`, [section("published")], { preview: true }).document).toContain("published");
    expect(render(`${url}?p`, [section("published")]).document).toContain("published");
    render(`${url}?off`, [section("one")], { seconds: 0 });
    expect(render(`${url}?off`, [section("two")], { seconds: 0 }).document).toContain("two");
  });
});
