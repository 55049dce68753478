// Issue #22 §8: card orders are bounded. Checking out the same cart with the same billing details again
// (a second click, a back button, two tabs) answers the open order it made before, not a new one; and a
// buyer has at most OPEN_CARD_ORDERS_PER_ACCOUNT card orders waiting for payment. Both decisions are
// one D1 statement, so concurrent posts can't get past them.
import { describe, expect, it } from "vitest";
import { Browser, confirmedBuyer } from "./browser";
import { BILLING } from "./fixtures";
import { useSite, type SiteResponse } from "./harness";

// app/domain/order-limits.ts (a literal here, so this file also runs against code from before the limit).
const OPEN_CARD_ORDERS_PER_ACCOUNT = 5;

const site = useSite();

const PRODUCT = "k2-level-1";

const orderIdOf = (response: SiteResponse) => new URL(response.headers.get("Location") ?? "", "http://local").searchParams.get("order");
const ordersOf = async (email: string) =>
  (await site.env.DB.prepare("SELECT COUNT(*) AS n FROM orders WHERE user_id = (SELECT id FROM auth_users WHERE email = ?)").bind(email).first<number>("n")) ?? 0;

async function buyerWithCart(email: string, quantity = "2"): Promise<Browser> {
  const browser = await confirmedBuyer(site, email);
  expect((await browser.post(`/product/${PRODUCT}`, { intent: "add", product: PRODUCT, quantity })).status).toBe(302);
  return browser;
}

describe("card orders are bounded (issue #22 §8)", () => {
  it("answers the same cart and billing with the same open order and the same hosted checkout, even for posts at once", async () => {
    const browser = await buyerWithCart("same-cart@riverside.example");
    const answers = await Promise.all(Array.from({ length: 6 }, () => browser.post("/checkout", { intent: "pay-card", ...BILLING })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(302));
    const ids = new Set(answers.map(orderIdOf));
    expect(ids.size).toBe(1);
    expect(await ordersOf("same-cart@riverside.example")).toBe(1);
    // One order, so one hosted checkout: paying from either tab is the same page.
    const [orderId] = [...ids];
    const first = await browser.post(`/card-payment?order=${orderId}`, { intent: "pay" });
    const again = await browser.post("/checkout", { intent: "pay-card", ...BILLING });
    expect(orderIdOf(again)).toBe(orderId);
    const second = await browser.post(`/card-payment?order=${orderId}`, { intent: "pay" });
    expect(second.headers.get("Location")).toBe(first.headers.get("Location"));
    // A different cart (or different billing details) is a different order.
    await browser.post(`/product/${PRODUCT}`, { intent: "add", product: PRODUCT, quantity: "1" });
    const changed = await browser.post("/checkout", { intent: "pay-card", ...BILLING });
    expect(orderIdOf(changed)).not.toBe(orderId);
    expect(await ordersOf("same-cart@riverside.example")).toBe(2);
  });

  it(`keeps at most ${OPEN_CARD_ORDERS_PER_ACCOUNT} open card orders per account, with a 409 and a message on the form beyond that`, async () => {
    const email = "many-carts@riverside.example";
    const browser = await buyerWithCart(email);
    // Ten different billing details at once: each is a new order, but only up to the cap.
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => browser.post("/checkout", { intent: "pay-card", ...BILLING, zip: `627${String(i).padStart(2, "0")}` })));
    const made = answers.filter((answer) => answer.status === 302);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(made).toHaveLength(OPEN_CARD_ORDERS_PER_ACCOUNT);
    expect(refused).toHaveLength(10 - OPEN_CARD_ORDERS_PER_ACCOUNT);
    expect(await ordersOf(email)).toBe(OPEN_CARD_ORDERS_PER_ACCOUNT);
    const html = (await refused[0]!.text()).replaceAll("<!-- -->", "");
    expect(html).toContain(`You already have ${OPEN_CARD_ORDERS_PER_ACCOUNT} card orders waiting for payment.`);
    expect(html).toMatch(/role="alert"/);
    // An open order can still be reached: the same cart and billing as one of them answers it.
    const again = await browser.post("/checkout", { intent: "pay-card", ...BILLING, zip: "62700" });
    expect(again.status).toBe(302);
    expect(await ordersOf(email)).toBe(OPEN_CARD_ORDERS_PER_ACCOUNT);
  });
});
