// Issue #22 §8: what makes two checkouts the same cart, and the open-order limit's words.
import { describe, expect, it } from "vitest";
import { cartIdentity, OPEN_CARD_ORDERS_PER_ACCOUNT, OPEN_ORDERS_MESSAGE } from "~/domain/order-limits";

const billing = { organisation: "Riverside ISD", contactName: "Ana López", email: "ana@riverside.example", address: "100 Main St", city: "Springfield", state: "Illinois (IL)", zip: "62701" };
const a = { slug: "k2-level-1", quantity: 3, unitCents: 24900 };
const b = { slug: "k2-level-2", quantity: 1, unitCents: 24900 };

describe("the same cart", () => {
  it("is the same whatever the order of the lines or of the billing fields", () => {
    const reordered = Object.fromEntries(Object.entries(billing).reverse());
    expect(cartIdentity([a, b], billing)).toBe(cartIdentity([b, a], reordered));
  });

  it("differs when a quantity, a price, a product or any billing detail differs", () => {
    const base = cartIdentity([a, b], billing);
    expect(cartIdentity([{ ...a, quantity: 4 }, b], billing)).not.toBe(base);
    expect(cartIdentity([{ ...a, unitCents: 19900 }, b], billing)).not.toBe(base);
    expect(cartIdentity([a], billing)).not.toBe(base);
    expect(cartIdentity([a, b], { ...billing, zip: "62702" })).not.toBe(base);
  });
});

describe("open card orders", () => {
  it("are capped at a handful, and the refusal says what to do", () => {
    expect(OPEN_CARD_ORDERS_PER_ACCOUNT).toBe(5);
    expect(OPEN_ORDERS_MESSAGE).toContain("You already have 5 card orders waiting for payment.");
    expect(OPEN_ORDERS_MESSAGE).toContain("My Order");
  });
});
