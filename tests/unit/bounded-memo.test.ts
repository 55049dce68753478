// The per-isolate memo the page and island memos keep their HTML in (app/lib/platform/bounded-memo.server.ts):
// never more than its bound, the oldest entries out first, a replaced entry counted once.
import { describe, expect, it } from "vitest";
import { BoundedMemo } from "~/lib/platform/bounded-memo.server";

describe("a bounded memo", () => {
  it("forgets the oldest entries to make room, and counts a replaced entry once", () => {
    const memo = new BoundedMemo<string>(10);
    memo.set("a", "A", 4);
    memo.set("b", "B", 4);
    memo.set("a", "A2", 4); // replaces a: 8 of 10, b now the oldest
    expect([memo.get("a"), memo.get("b")]).toEqual(["A2", "B"]);
    memo.set("c", "C", 4); // 12 > 10: b goes
    expect([memo.get("a"), memo.get("b"), memo.get("c")]).toEqual(["A2", undefined, "C"]);
    memo.delete("a");
    memo.set("d", "D", 6); // 4 + 6 = 10: nothing else goes
    expect([memo.get("c"), memo.get("d")]).toEqual(["C", "D"]);
  });

  it("keeps an entry larger than its bound alone", () => {
    const memo = new BoundedMemo<string>(10);
    memo.set("a", "A", 4);
    memo.set("big", "BIG", 12);
    expect([memo.get("a"), memo.get("big")]).toEqual([undefined, "BIG"]);
  });
});
