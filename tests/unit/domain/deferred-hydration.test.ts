// The hydration scripts held back until after the first paint (decision 0010), done on the document's
// bytes: preloads gone, module scripts retyped, one starter before </body>, nothing else touched.
import { describe, expect, it } from "vitest";
import { DEFERRED_TYPE, deferHydration as deferBytes, indexOfBytes } from "~/domain/deferred-hydration";

const deferHydration = (html: string, nonce: string) => new TextDecoder().decode(deferBytes(new TextEncoder().encode(html), nonce));

const NONCE = "F7oefNRIPnMOfi2afVzPMQ==";
// The tags React Router's <Links> and <Scripts> write, as they come out of the render.
const page = [
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>`,
  `<link rel="modulepreload" href="/assets/entry.client-AhCPf6yK.js" nonce="${NONCE}"/>`,
  `<link rel="modulepreload" href="/assets/react-dom-DMwAc-tj.js" nonce="${NONCE}"/>`,
  `<link rel="stylesheet" href="/assets/root.css"/></head><body><main><p>Write &lt;script type=&quot;module&quot;&gt; in a lesson — «¿Qué tal?» 👋</p></main>`,
  `<script nonce="${NONCE}">window.__reactRouterContext = {};</script>`,
  `<script nonce="${NONCE}" type="module" async="">import "/assets/entry.client-AhCPf6yK.js";</script>`,
  `</body></html>`,
].join("");

describe("deferring hydration until after the first paint", () => {
  const html = deferHydration(page, NONCE);

  it("drops every module preload and keeps the other links", () => {
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
  });

  it("holds the module script back under its own type, with its nonce, content and other attributes", () => {
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).toContain(`<script nonce="${NONCE}" type="${DEFERRED_TYPE}" async="">import "/assets/entry.client-AhCPf6yK.js";</script>`);
    expect(html).toContain(`<script nonce="${NONCE}">window.__reactRouterContext = {};</script>`);
  });

  it("adds one starter script with the nonce just before </body>, which turns them back into modules after two frames", () => {
    const starter = html.slice(html.lastIndexOf(`<script nonce="${NONCE}">requestAnimationFrame(`), html.lastIndexOf("</body>"));
    expect(starter).toMatch(/^<script nonce="[^"]+">requestAnimationFrame\(function\(\)\{requestAnimationFrame\(/);
    expect(starter).toContain(`document.querySelectorAll('script[type="${DEFERRED_TYPE}"]')`);
    expect(starter).toContain('s.type="module";s.nonce=o.nonce;');
    expect(html.endsWith("</script></body></html>")).toBe(true);
    expect(html.match(/requestAnimationFrame\(function/g)).toHaveLength(2);
  });

  it("leaves escaped text that reads like a tag alone", () => {
    expect(html).toContain("<p>Write &lt;script type=&quot;module&quot;&gt; in a lesson — «¿Qué tal?» 👋</p>");
  });

  it("changes nothing else", () => {
    const expected = page
      .replace(/<link rel="modulepreload"[^>]*>/g, "")
      .replace(`<script nonce="${NONCE}" type="module"`, `<script nonce="${NONCE}" type="${DEFERRED_TYPE}"`);
    expect(html.replace(/<script nonce="[^"]+">requestAnimationFrame\(.*?<\/script>(?=<\/body>)/, "")).toBe(expected);
  });

  it("leaves a document without a body end as it is, apart from the scripts", () => {
    expect(deferHydration("<p>fragment</p>", NONCE)).toBe("<p>fragment</p>");
  });
});

describe("finding bytes in a document", () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  const hay = bytes('<p>¿Qué?</p><link rel="modulepreload"/><link rel="modulepreload"/>');

  it("finds every occurrence from where it is asked to start", () => {
    const needle = bytes('<link rel="modulepreload"');
    const first = indexOfBytes(hay, needle, 0);
    expect(first).toBe(bytes("<p>¿Qué?</p>").length);
    expect(indexOfBytes(hay, needle, first + 1)).toBe(first + bytes('<link rel="modulepreload"/>').length);
    expect(indexOfBytes(hay, needle, first + 30)).toBe(-1);
  });

  it("answers -1 for a needle longer than what is left, and finds one at the very end or overlapping a false start", () => {
    expect(indexOfBytes(bytes("abc"), bytes("abcd"), 0)).toBe(-1);
    expect(indexOfBytes(bytes("xxabc"), bytes("abc"), 0)).toBe(2);
    expect(indexOfBytes(bytes("aaab"), bytes("aab"), 0)).toBe(1);
  });
});
