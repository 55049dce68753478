// The count behind `npm run content:words` (issue #28: ≥ 95 % of visible words from the CMS).
import { describe, expect, it } from "vitest";
import { cmsCorpus, countWords, pageWords, textNodes } from "../../scripts/content/cms-words-lib.mjs";

const corpus = cmsCorpus([{ title: "Spanish for travelers", body: { content: [{ value: "Order food, ask for directions and chat with locals on your next trip." }] }, tag: "Adults", format: "Live online" }]);
const page = (body: string) => `<!doctype html><html><head><title>Not counted</title></head><body>${body}<script>window.notCounted = "a b c d";</script></body></html>`;

describe("content:words", () => {
  it("reads a body's text nodes, entities decoded, and knows which are inside <main>", () => {
    const nodes = textNodes(page(`<header><a href="/">Pricing &amp; plans</a></header><main><h1>Spanish for travelers</h1><template><p>hidden</p></template><!-- a comment --></main><footer>© <!-- -->2026</footer>`));
    expect(nodes).toEqual([
      { text: "Pricing & plans", inMain: false },
      { text: "Spanish for travelers", inMain: true },
      // React's <!-- --> between two texts ends a text node, as in the DOM.
      { text: "©", inMain: false },
      { text: "2026", inMain: false },
    ]);
    expect(countWords("Grade 3-5 · ages 8–10, it’s live")).toBe(6);
  });

  it("counts a text as the CMS's when it is one of its strings, or part of one with four words or more", () => {
    const words = pageWords(
      page(`<nav>Pricing</nav><main><h1>Spanish for travelers</h1><p>ask for directions and chat</p><p>Adults</p><p>chat</p><p>Adults · Live online · 12-week terms</p></main>`),
      corpus,
    );
    // "Pricing" and "chat" are not strings of the CMS (a word of one is not enough); "12-week terms" is code.
    expect({ words: words.words, cms: words.cms, mainWords: words.mainWords, mainCms: words.mainCms }).toEqual({ words: 16, cms: 12, mainWords: 15, mainCms: 12 });
    expect([...words.notCms]).toEqual([["Pricing", 1], ["chat", 1], ["Adults · Live online · 12-week terms", 2]]);
  });

  it("counts a text with a token a page fills as it renders as each of the texts it becomes", () => {
    const withToken = cmsCorpus({ button: "Start the {{level}} test" }, { level: ["beginner", "advanced"] });
    expect(pageWords(page(`<a>Start the beginner test</a><a>Start the advanced test</a><a>Start the expert test</a>`), withToken).cms).toBe(8);
  });

  it("counts a sentence with [bracketed] links as the pieces it renders", () => {
    const withLinks = cmsCorpus({ links: "Read our [cookies policy] or [change preference]." });
    const words = pageWords(page(`<p>Read our <a href="/p">cookies policy</a> or <button>change preference</button>.</p><p>or policy</p>`), withLinks);
    expect(words.cms).toBe(7);
    expect([...words.notCms]).toEqual([["or policy", 2]]);
  });
});
