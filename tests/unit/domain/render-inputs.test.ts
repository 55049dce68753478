// A render's inputs written out (decision 0077): equal only when React would render the same page from them.
import { describe, expect, it } from "vitest";
import { NOT_HELD, renderInputs } from "~/domain/render-inputs";

const none = () => NOT_HELD;
const write = (value: unknown) => renderInputs(value, none);

describe("a render's inputs", () => {
  it("are the same for the same data, however it was built", () => {
    const a = { root: { user: { name: "Ana López", email: "ana@example.com" }, cart: 2 }, page: { items: [1, "two", null, true] } };
    const b = JSON.parse(JSON.stringify(a));
    expect(write(a)).not.toBeNull();
    expect(write(a)).toBe(write(b));
  });

  it("tell apart what a render would show differently", () => {
    const distinct = [
      { v: 1 },
      { v: "1" },
      { v: true },
      { v: "true" },
      { v: null },
      { v: "null" },
      { v: undefined },
      {},
      { v: [] },
      { v: {} },
      { v: [undefined] },
      { v: [null] },
      { v: 0 },
      { v: -0 },
      { v: Number.NaN },
      { v: Number.POSITIVE_INFINITY },
      { v: new Date(0) },
      { v: "date:0" },
      { v: 'a","w":"b' },
      { v: "a", w: "b" },
      { a: 1, b: 2 },
      { b: 2, a: 1 },
    ];
    const written = distinct.map(write);
    expect(written.every((w) => w !== null)).toBe(true);
    expect(new Set(written).size).toBe(distinct.length);
  });

  it("write a placeholder as what it stands for: two pages with the same placeholder and different held content differ", () => {
    const placeholder = { heldContent: true };
    const page = { root: { navigation: placeholder } };
    const inputsWith = (held: unknown) => renderInputs(page, (value) => (value === placeholder ? held : NOT_HELD));
    expect(inputsWith({ menus: ["Courses"] })).toBe(inputsWith({ menus: ["Courses"] }));
    expect(inputsWith({ menus: ["Courses"] })).not.toBe(inputsWith({ menus: ["Cursos"] }));
    expect(inputsWith({ heldContent: true })).not.toBe(write(page));
  });

  it("are not written (the page is rendered every time) for data that can't be written faithfully", () => {
    class Money {
      constructor(readonly cents: number) {}
    }
    const deep: Record<string, unknown> = {};
    let at = deep;
    for (let i = 0; i < 100; i++) at = (at.next = {}) as Record<string, unknown>;
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    for (const value of [{ m: new Map([["a", 1]]) }, { s: new Set([1]) }, { p: Promise.resolve(1) }, { f: () => 1 }, { b: 1n }, { sym: Symbol("x") }, { money: new Money(100) }, deep, cyclic]) {
      expect(write(value)).toBeNull();
    }
  });

  it("take an object without a prototype as a plain one", () => {
    const bare = Object.assign(Object.create(null) as object, { a: 1 });
    expect(write(bare)).toBe(write({ a: 1 }));
  });
});

describe("a deeply frozen object (the content cache's values)", () => {
  const deepFreeze = <T extends object>(value: T): T => {
    for (const child of Object.values(value)) if (typeof child === "object" && child !== null) deepFreeze(child);
    return Object.freeze(value);
  };

  it("writes the same each time, as an equal object not frozen does", () => {
    const content = deepFreeze({ title: "Spanish for K-12", cards: [{ heading: "Level 1", bullets: ["ACTFL", "Live"] }] });
    const first = write({ page: content });
    expect(write({ page: content })).toBe(first);
    expect(write({ page: JSON.parse(JSON.stringify(content)) })).toBe(first);
  });

  it("is written again when anything inside it can still change", () => {
    const inner = { count: 1 };
    const shallow = Object.freeze({ inner });
    const before = write(shallow);
    inner.count = 2;
    expect(write(shallow)).not.toBe(before);
    const list: number[] = [1];
    const holder = Object.freeze({ list, when: new Date(0) });
    const was = write(holder);
    list.push(2);
    expect(write(holder)).not.toBe(was);
  });

  it("is still resolved when a request holds it back as a placeholder", () => {
    const placeholder = deepFreeze({ heldContent: true });
    const plain = write({ body: placeholder });
    const held = renderInputs({ body: placeholder }, (value) => (value === placeholder ? { text: "Hola" } : NOT_HELD));
    expect(held).not.toBe(plain);
    expect(held).toContain("Hola");
  });
});
