// The stylesheet goes into a rendered document as bytes, in place of the mark the render wrote (decision 0081).
import { describe, expect, it } from "vitest";
import { STYLESHEET_MARK, withStylesheet } from "~/domain/inline-stylesheet";

const utf8 = new TextEncoder();
const text = new TextDecoder();
const css = utf8.encode("body{font-family:sans-serif}.quote::before{content:\"“\"}");

describe("a document's stylesheet", () => {
  it("takes the place of the mark in the head, multi-byte text on both sides intact", () => {
    const page = utf8.encode(`<head><title>¿Qué tal?</title><style nonce="n1">${STYLESHEET_MARK}</style></head><body><p>Mañana</p></body>`);
    expect(text.decode(withStylesheet(page, css))).toBe('<head><title>¿Qué tal?</title><style nonce="n1">body{font-family:sans-serif}.quote::before{content:"“"}</style></head><body><p>Mañana</p></body>');
  });

  it("replaces the first mark only: the head's comes before anything a page's content can write", () => {
    const page = utf8.encode(`<style>${STYLESHEET_MARK}</style><pre>${STYLESHEET_MARK}</pre>`);
    expect(text.decode(withStylesheet(page, css))).toBe(`<style>${text.decode(css)}</style><pre>${STYLESHEET_MARK}</pre>`);
  });

  it("leaves a document without the mark as it is", () => {
    const page = utf8.encode("<p>Hola</p>");
    expect(withStylesheet(page, css)).toBe(page);
  });
});
