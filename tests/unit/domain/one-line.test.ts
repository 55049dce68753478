import { describe, expect, it } from "vitest";
import { isOneLine } from "~/domain/one-line";

describe("one-line text", () => {
  it.each([
    ["CR/LF", "Ana\r\nBcc: x@evil.example"],
    ["NUL", "Ana\u0000"],
    ["DEL", "Ana\u007f"],
    ["NEL (U+0085)", "Ana\u0085Bcc: x@evil.example"],
    ["a C1 control (U+009B)", "Ana\u009b"],
    ["the line separator (U+2028)", "Ana\u2028x"],
    ["the paragraph separator (U+2029)", "Ana\u2029x"],
  ])("refuses %s (issue #22 §9)", (_label, value) => {
    expect(isOneLine(value)).toBe(false);
  });

  it("keeps names and words in any script, accents and emoji included", () => {
    for (const value of ["María José Núñez", "Zoë O’Brien-Łukasz", "東京 学校", "¡Hola! ¿Qué tal? 😀", "Ana\u00a0López"]) expect(isOneLine(value)).toBe(true);
  });
});
