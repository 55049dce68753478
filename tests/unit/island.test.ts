import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { sameContent } from "~/components/ui/island";

// An island skips a re-render whose content is equal value for value (the router re-renders every route
// with fresh elements on each state change); only a real change may reach a server-rendered island.
describe("island content comparison", () => {
  const Card = (props: { title: string }) => props.title;
  const onClick = () => {};

  it("treats fresh elements with equal props and data as the same content", () => {
    const a = createElement("section", { id: "x", "data-list": [1, 2, { k: "v" }] }, createElement(Card, { title: "Hola" }));
    const b = createElement("section", { id: "x", "data-list": [1, 2, { k: "v" }] }, createElement(Card, { title: "Hola" }));
    expect(a).not.toBe(b);
    expect(sameContent(a, b)).toBe(true);
  });

  it("sees a changed value, key, type or list length", () => {
    expect(sameContent(createElement(Card, { title: "Hola" }), createElement(Card, { title: "Adiós" }))).toBe(false);
    expect(sameContent(createElement(Card, { key: "a", title: "x" }), createElement(Card, { key: "b", title: "x" }))).toBe(false);
    expect(sameContent(createElement("div"), createElement("span"))).toBe(false);
    expect(sameContent([1, 2], [1, 2, 3])).toBe(false);
    expect(sameContent({ a: undefined }, { b: undefined })).toBe(false);
    expect(sameContent({ newsletter: null }, { newsletter: { ok: true } })).toBe(false);
  });

  it("compares functions by identity", () => {
    expect(sameContent({ onClick }, { onClick })).toBe(true);
    expect(sameContent({ onClick }, { onClick: () => {} })).toBe(false);
  });
});
