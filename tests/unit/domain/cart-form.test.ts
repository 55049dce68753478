// Spec §4 "Cart": a quantity is a whole number of teachers, 1–500, read as the number field sends it
// (an HTML valid floating-point number), never as JavaScript's Number() reads a string.
import { describe, expect, it } from "vitest";
import { cartFormSchemas } from "~/domain/cart-form";

const add = (quantity: unknown) => cartFormSchemas.add.safeParse({ intent: "add", product: "k2-level-1", quantity });
const message = (quantity: unknown) => {
  const parsed = add(quantity);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe("the cart's quantity", () => {
  it("reads numbers as a number field writes them", () => {
    expect(add("3")).toMatchObject({ success: true, data: { quantity: 3 } });
    expect(add("500")).toMatchObject({ success: true, data: { quantity: 500 } });
    expect(add("007")).toMatchObject({ success: true, data: { quantity: 7 } });
    expect(add("1e1")).toMatchObject({ success: true, data: { quantity: 10 } });
    expect(add("2.0")).toMatchObject({ success: true, data: { quantity: 2 } });
  });

  it.each(["0x10", "0b11", "0o7", "Infinity", "NaN", "16 teachers", "", "   ", "+3", "1e", "1.", "٣"])("refuses %j with the range message", (typed) => {
    expect(message(typed)).toBe("Enter a number of teachers from 1 to 500.");
  });

  it("says a fraction isn't a whole number", () => {
    expect(message("2.5")).toBe("Enter a whole number of teachers, from 1 to 500.");
  });

  it("keeps 1–500 and sends bigger orders to a quote", () => {
    expect(message("0")).toBe("Enter a number of teachers from 1 to 500.");
    expect(message("-4")).toBe("Enter a number of teachers from 1 to 500.");
    expect(message("501")).toBe("For more than 500 teachers, please request a quote.");
    expect(message("1e9")).toBe("For more than 500 teachers, please request a quote.");
    expect(message("9".repeat(40))).toBe("Enter a number of teachers from 1 to 500.");
  });

  it("refuses a missing quantity and a field the form doesn't have", () => {
    expect(message(undefined)).toBe("Enter a number of teachers from 1 to 500.");
    expect(cartFormSchemas.update.safeParse({ intent: "update", product: "k2-level-1", quantity: "2", coupon: "FREE" }).success).toBe(false);
    expect(cartFormSchemas.remove.safeParse({ intent: "remove", product: "k2-level-1" }).success).toBe(true);
  });

  it("takes the product page's Request a quote as an add that goes on to the quote, and nothing else as `next`", () => {
    const add = (next: string) => cartFormSchemas.add.safeParse({ intent: "add", product: "k2-level-1", quantity: "3", next });
    expect(add("quote").data).toEqual({ intent: "add", product: "k2-level-1", quantity: 3, next: "quote" });
    expect(add("pay").error?.issues[0]?.message).toBe("Choose Add to cart or Request a quote.");
    expect(cartFormSchemas.update.safeParse({ intent: "update", product: "k2-level-1", quantity: "2", next: "quote" }).success).toBe(false);
  });
});
