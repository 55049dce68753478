// A record's body as an editor may write it in Contentful (decision 0078): every node type a body field
// enables reaches the page as semantic HTML through Contentful's renderer — headings under the page's h1,
// numbered lists, quotes, dividers, tables with header cells, links (internal ones in the app, unsafe ones
// as words), marks.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentPack } from "~/content";
import type { Entry } from "~/domain/content/cms-schema";
import { BODY_NODE_TYPES } from "~/domain/content/rich-text-nodes";
import { cdaSite, startFakeCda, type FakeCda } from "../mocks/contentful-cda";
import { useSite } from "./harness";

let cda: FakeCda;
beforeAll(async () => {
  cda = await startFakeCda();
});
afterAll(async () => {
  await cda?.close();
});
const site = useSite(() => cdaSite(cda, { CONTENT_TIMEOUT_MS: "800" }));

const text = (value: string, marks: string[] = []) => ({ nodeType: "text", value, marks: marks.map((type) => ({ type })), data: {} });
const block = (nodeType: string, content: unknown[], data: object = {}) => ({ nodeType, data, content });
const p = (...content: unknown[]) => block("paragraph", content);

/** An article whose body holds every node type a body may hold. */
const body = {
  nodeType: "document",
  data: {},
  content: [
    block("heading-2", [text("Ser and estar at a glance")]),
    p(text("Both mean "), text("to be", ["italic"]), text(": "), text("ser", ["bold"]), text(" for what something is, "), text("estar", ["underline"]), text(" for how it is, as in "), text("está cansada", ["code"]), text(".")),
    block("heading-3", [text("In a table")]),
    block("table", [
      block("table-row", [block("table-header-cell", [p(text("Verb"))]), block("table-header-cell", [p(text("Use"))])]),
      block("table-row", [block("table-cell", [p(text("ser"))]), block("table-cell", [p(text("identity, origin, time"))])]),
    ]),
    block("ordered-list", [block("list-item", [p(text("Name what it is."))]), block("list-item", [p(text("Then say how it is."))])]),
    block("unordered-list", [block("list-item", [p(text("Soy de Lima."))])]),
    block("blockquote", [p(text("Soy profesora y estoy contenta."))]),
    block("hr", []),
    block("heading-4", [text("Questions")]),
    block("heading-5", [text("With ser")]),
    block("heading-6", [text("With estar")]),
    p(
      text("Take the "),
      block("hyperlink", [text("level test")], { uri: "/level-test" }),
      text(", read "),
      block("hyperlink", [text("the RAE's grammar")], { uri: "https://www.rae.es/" }),
      text(" or not "),
      block("hyperlink", [text("this one")], { uri: "javascript:alert(1)" }),
      text("."),
    ),
  ],
};

describe("a body an editor writes", () => {
  it("holds every node type its field enables, so the test covers them all", () => {
    const used = new Set<string>();
    const walk = (node: { nodeType: string; content?: unknown[] }) => {
      used.add(node.nodeType);
      for (const child of node.content ?? []) walk(child as typeof node);
    };
    walk(body);
    // The embedded picture is the pack's own articles' (their bodies hold none; the cards do: cards.test.ts).
    expect(BODY_NODE_TYPES.filter((type) => !used.has(type) && type !== "embedded-asset-block")).toEqual([]);
  });

  it("shows as semantic HTML on the article's page", async () => {
    const template = contentPack.entries.find((entry) => entry.sys.contentType.sys.id === "blog")! as Entry;
    cda.publish({ ...template, sys: { ...template.sys, id: "article-every-node" }, fields: { ...(template.fields as object), slug: "every-node", body } } as Entry);
    const response = await site.fetch("/article/every-node");
    expect(response.status).toBe(200);
    const html = await response.text();
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    // The page's title is the h1; the body's top heading sits under it, the next one under that.
    expect(main).toContain("<h2>Ser and estar at a glance</h2>");
    expect(main).toContain("<h3>In a table</h3>");
    expect(main).toContain("<em>to be</em>");
    expect(main).toContain("<strong>ser</strong>");
    expect(main).toContain("<u>estar</u>");
    expect(main).toContain("<code>está cansada</code>");
    expect(main).toContain('<div class="rich-text-table" role="region" aria-label="Table" tabindex="0"><table><tbody><tr><th scope="col">Verb</th><th scope="col">Use</th></tr><tr><td>ser</td><td>identity, origin, time</td></tr></tbody></table></div>');
    expect(main).toContain("<ol><li>Name what it is.</li><li>Then say how it is.</li></ol>");
    expect(main).toContain("<ul><li>Soy de Lima.</li></ul>");
    expect(main).toContain("<blockquote><p>Soy profesora y estoy contenta.</p></blockquote>");
    expect(main).toContain("<hr/>");
    expect(main).toMatch(/<a href="\/level-test"[^>]*>level test<\/a>/);
    expect(main).toContain('<a href="https://www.rae.es/" rel="noopener noreferrer">the RAE&#x27;s grammar</a>');
    expect(main).toContain("<h4>Questions</h4><h5>With ser</h5><h6>With estar</h6>");
    expect(main).toMatch(/ or not <!-- -->this one<!-- -->\./);
    expect(main).not.toContain("javascript:");
  });
});
