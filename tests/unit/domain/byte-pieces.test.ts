// A kept page cut at its nonce and joined around another (decisions 0035, 0077).
import { describe, expect, it } from "vitest";
import { joinWith, splitAt } from "~/domain/byte-pieces";

const utf8 = new TextEncoder();
const text = new TextDecoder();

describe("a page cut at its nonce", () => {
  it("joins again around a new one, every occurrence replaced, multi-byte text intact", () => {
    const page = utf8.encode('<script nonce="abc123">x</script><p>¿Qué tal? ñ</p><style nonce="abc123"></style>abc123');
    const pieces = splitAt(page, utf8.encode("abc123"));
    expect(pieces).toHaveLength(4);
    expect(text.decode(joinWith(pieces, utf8.encode("zz9")))).toBe('<script nonce="zz9">x</script><p>¿Qué tal? ñ</p><style nonce="zz9"></style>zz9');
  });

  it("keeps copies: changing the page afterwards changes no piece", () => {
    const page = utf8.encode("a-N-b");
    const pieces = splitAt(page, utf8.encode("N"));
    page.fill(0);
    expect(text.decode(joinWith(pieces, utf8.encode("M")))).toBe("a-M-b");
  });

  it("is one piece when the nonce is nowhere", () => {
    expect(text.decode(joinWith(splitAt(utf8.encode("plain"), utf8.encode("nonce")), utf8.encode("x")))).toBe("plain");
  });
});
