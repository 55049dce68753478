import { describe, expect, it } from "vitest";
import { groupFaqs } from "~/domain/faqs";

describe("FAQ groups", () => {
  it("groups by category in a fixed order, orders within a category, and drops empty categories", () => {
    const groups = groupFaqs([
      { question: "B?", answer: "b", category: "Classes", order: 1 },
      { question: "Price?", answer: "p", category: "Pricing and plans", order: 0 },
      { question: "A?", answer: "a", category: "Classes", order: 0 },
    ]);
    expect(groups).toEqual([
      { category: "Classes", items: [{ question: "A?", answer: "a" }, { question: "B?", answer: "b" }] },
      { category: "Pricing and plans", items: [{ question: "Price?", answer: "p" }] },
    ]);
  });
});
