// What the header and the phone's fixed free-trial bar show for whom (issue #27).
import { describe, expect, it } from "vitest";
import { ANONYMOUS, levelsInCart, showsTrialBar } from "~/domain/shell";

describe("the phone's free-trial bar", () => {
  it("shows on the marketing pages, to a visitor without a live plan", () => {
    for (const path of ["/", "/for-parents", "/spanish-course-pricing", "/catalog", "/product/k2-level-1", "/faqs", "/accountability"]) expect(showsTrialBar(path, ANONYMOUS), path).toBe(true);
  });

  it("steps aside on the account, cart, checkout, payment, gateway, sign-in and staff pages", () => {
    for (const path of ["/account", "/account/my-products", "/account/my-products/k2-level-1/unit-1", "/personal-information", "/cart", "/checkout", "/card-payment", "/confirm-card", "/purchase-order-payment", "/complete-purchase", "/external/complete-purchase", "/test-gateway/cs_1/pay", "/login", "/reset-password", "/create-account", "/staff/orders/1"]) {
      expect(showsTrialBar(path, ANONYMOUS), path).toBe(false);
    }
  });

  it("never shows to someone whose plan is live", () => {
    expect(showsTrialBar("/", { name: "Ana", cartItems: 0, livePlan: true })).toBe(false);
    expect(showsTrialBar("/", { name: "Ana", cartItems: 0, livePlan: false })).toBe(true);
  });
});

describe("the header's cart link", () => {
  it("says how many levels the cart holds", () => {
    expect(levelsInCart(1)).toBe("level in your cart");
    expect(levelsInCart(3)).toBe("levels in your cart");
  });
});
