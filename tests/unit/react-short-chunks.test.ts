// React's server renderer writes short ASCII strings without a call into the runtime (scripts/vite/
// react-short-chunks.ts, decision 0057): the bytes must be exactly the encoder's, for every string.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SHORT_CHUNK, shortStringToChunk, withShortChunks } from "../../scripts/vite/react-short-chunks";

const encoder = new TextEncoder();

describe("shortStringToChunk", () => {
  it.each([
    ["", "empty"],
    ["class", "an attribute name"],
    ["kyb9Xf7m/NCPTtc=", "a nonce's length"],
    ["x".repeat(SHORT_CHUNK + 1), "one past the loop's length"],
    ["señal", "a Latin letter"],
    ["¿Qué?", "Spanish punctuation"],
    ["Ser vs. estar: a practical guide", "longer text"],
    ["🙂", "an emoji (a surrogate pair)"],
    ["a\uD800b", "a lone surrogate"],
    ["\u007f\u0080", "the last ASCII code and the first beyond"],
  ])("writes %j (%s) as the encoder does", (text) => {
    expect([...shortStringToChunk(text, encoder)]).toEqual([...encoder.encode(text)]);
  });
});

describe("withShortChunks", () => {
  const react = readFileSync(new URL("../../node_modules/react-dom/cjs/react-dom-server.edge.production.js", import.meta.url), "utf8");

  it("rewrites the installed React's stringToChunk, and only that", () => {
    const rewritten = withShortChunks(react);
    expect(rewritten).toContain("return shortStringToChunk(content, textEncoder);");
    expect(rewritten.replace(/function stringToChunk[\s\S]*?\n}\nfunction shortStringToChunk[\s\S]*?\n}\n/, "")).toBe(react.replace(/function stringToChunk[\s\S]*?\n}\n/, ""));
  });

  it("fails the build when React's function has changed", () => {
    expect(() => withShortChunks(react.replace("return textEncoder.encode(content);", "return encode(content);"))).toThrow(/stringToChunk has changed/);
  });
});
