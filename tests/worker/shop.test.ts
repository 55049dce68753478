// The curriculum shop and the weekly plan through HTTP against real local D1 and the outbox, with the
// built-in test gateway as the payments adapter (issue #10 §2–§5): cart rules, checkout, card outcomes,
// licences once, other buyers' orders 404, the webhook's signature rules, the trial, and deletion.
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { LOCAL_GATEWAY_WEBHOOK_SECRET } from "~/domain/production-settings";
import { Browser, confirmedBuyer, mailTo as mailToOf, nextIp, TEST_PASSWORD } from "./browser";
import { BILLING, CARD } from "./fixtures";
import { eventually, useSite, type SiteResponse } from "./harness";

const site = useSite();

const PRODUCT = "k2-level-1"; // $249 per teacher (app/content/products.ts)

const location = (response: SiteResponse) => {
  const value = response.headers.get("Location") ?? "";
  const url = new URL(value, "http://local");
  return url.pathname + url.search;
};

const mailTo = (to: string, subject: RegExp) => mailToOf(site, to, subject);
const text = async (response: SiteResponse) => (await response.text()).replaceAll("<!-- -->", "");

async function mailCount(to: string, subject: RegExp) {
  const { results } = await site.env.DB.prepare("SELECT payload FROM outbox WHERE kind = 'email'").all<{ payload: string }>();
  return results.map((r) => JSON.parse(r.payload) as { to: string; subject: string }).filter((m) => m.to === to && subject.test(m.subject)).length;
}

const buyer = (email: string, browser = new Browser(site)) => confirmedBuyer(site, email, browser);
const PASSWORD = TEST_PASSWORD;

/** Cart → checkout → card payment: answers the order id and the gateway page's path. */
async function toGateway(browser: Browser, quantity = "3") {
  expect((await browser.post(`/product/${PRODUCT}`, { intent: "add", product: PRODUCT, quantity })).status).toBe(302);
  const checkout = await browser.post("/checkout", { intent: "pay-card", ...BILLING });
  expect(checkout.status).toBe(302);
  const orderId = new URL(location(checkout), "http://local").searchParams.get("order")!;
  const pay = await browser.post(`/card-payment?order=${orderId}`, { intent: "pay" });
  expect(pay.status).toBe(303);
  const gateway = location(pay);
  expect(gateway).toMatch(/^\/test-gateway\/cs_test_[a-f0-9]{32}$/);
  return { orderId, gateway };
}

const licenceCount = async (orderId: string) => (await site.env.DB.prepare("SELECT COUNT(*) AS n FROM licences WHERE order_id = ?").bind(orderId).first<{ n: number }>())!.n;

describe("the cart", () => {
  it("keeps a visitor's cart in their session, with the catalog's price and the number of teachers", async () => {
    const visitor = new Browser(site);
    const added = await visitor.post(`/product/${PRODUCT}`, { intent: "add", product: PRODUCT, quantity: "3" });
    expect(added.status).toBe(302);
    expect(location(added)).toBe(`/cart?added=${PRODUCT}`);
    const cart = await visitor.get(location(added));
    const html = (await cart.text()).replaceAll("<!-- -->", "");
    expect(html).toContain("Early Elementary Spanish K–2, Level 1 is in your cart.");
    expect(html).toContain("$249 per teacher");
    expect(html).toContain("$747");
    // Adding again adds teachers; Update sets them; Remove empties the cart.
    await visitor.post(`/product/${PRODUCT}`, { intent: "add", product: PRODUCT, quantity: "2" });
    expect((await (await visitor.get("/cart")).text()).replaceAll("<!-- -->", "")).toContain("$1,245");
    expect(location(await visitor.post("/cart", { intent: "update", product: PRODUCT, quantity: "1" }))).toBe(`/cart?updated=${PRODUCT}`);
    expect((await (await visitor.get("/cart")).text()).replaceAll("<!-- -->", "")).toMatch(/Total<\/dt><dd>\$249</);
    await visitor.post("/cart", { intent: "remove", product: PRODUCT });
    expect(await (await visitor.get("/cart")).text()).toContain("Your cart is empty");
  });

  it("answers a quantity outside 1–500 teachers, or not a whole number, with a 400 and the message next to the field", async () => {
    const visitor = new Browser(site);
    for (const [quantity, message] of [
      ["0", "Enter a number of teachers from 1 to 500."],
      ["501", "For more than 500 teachers, please request a quote."],
      ["2.5", "Enter a whole number of teachers, from 1 to 500."],
      ["three", "Enter a number of teachers from 1 to 500."],
      ["", "Enter a number of teachers from 1 to 500."],
      ["1e9", "For more than 500 teachers, please request a quote."],
    ]) {
      const refused = await visitor.post(`/product/${PRODUCT}`, { intent: "add", product: PRODUCT, quantity: quantity! });
      expect(refused.status, quantity).toBe(400);
      const html = await refused.text();
      expect(html).toContain(message);
      expect(html).toMatch(/id="k2-level-1-quantity"[^>]*aria-invalid="true"/);
    }
    await visitor.post(`/product/${PRODUCT}`, { intent: "add", product: PRODUCT, quantity: "2" });
    const update = await visitor.post("/cart", { intent: "update", product: PRODUCT, quantity: "-4" });
    expect(update.status).toBe(400);
    expect(await update.text()).toContain("Enter a number of teachers from 1 to 500.");
    const unknown = await visitor.post("/cart", { intent: "add", product: "no-such-level", quantity: "1" });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain("This product is not in the catalog any more.");
    const hostile = await visitor.post("/cart", { intent: "add", product: "../../etc/passwd", quantity: "1", price: "1" });
    expect(hostile.status).toBe(400);
  });

  it("joins a visitor's cart to their account when they sign in", async () => {
    const browser = new Browser(site);
    await browser.post(`/product/${PRODUCT}`, { intent: "add", product: PRODUCT, quantity: "4" });
    await buyer("joiner@riverside.example", browser);
    expect((await (await browser.get("/cart")).text()).replaceAll("<!-- -->", "")).toContain("$996");
    // The cart now belongs to the account: another browser signed in to it sees it.
    const other = new Browser(site);
    const signIn = await other.post("/login", { intent: "sign-in", email: "joiner@riverside.example", password: PASSWORD, redirectTo: "/cart" });
    expect(location(signIn)).toBe("/cart");
    expect((await (await other.get("/cart")).text()).replaceAll("<!-- -->", "")).toContain("$996");
  });
});

describe("signed-in pages", () => {
  it("each offer Sign out, a plain form post to /logout (ASVS V7.4.4)", async () => {
    const browser = await buyer("sign-out-everywhere@riverside.example");
    expect((await browser.post(`/product/${PRODUCT}`, { intent: "add", product: PRODUCT, quantity: "1" })).status).toBe(302);
    const checkout = await browser.post("/checkout", { intent: "pay-card", ...BILLING });
    const orderId = new URL(location(checkout), "http://local").searchParams.get("order")!;
    expect((await browser.post(`/product/${PRODUCT}`, { intent: "add", product: PRODUCT, quantity: "1" })).status).toBe(302);
    for (const path of ["/account", "/account/my-products", "/personal-information", "/checkout", `/card-payment?order=${orderId}`]) {
      const page = await browser.get(path);
      expect(page.status, path).toBe(200);
      expect(await page.text(), path).toMatch(/<form[^>]* action="\/logout" method="post">\s*<button[^>]* type="submit">Sign out<\/button>/);
    }
  });
});

describe("checkout and card payment through the test gateway", () => {
  it("sends an anonymous visitor to /login and back to checkout", async () => {
    const visitor = new Browser(site);
    const checkout = await visitor.get("/checkout");
    expect(checkout.status).toBe(302);
    expect(location(checkout)).toBe("/login?redirectTo=%2Fcheckout");
  });

  it("refuses billing details it can't use, with a message next to each field", async () => {
    const browser = await buyer("billing@riverside.example");
    await browser.post(`/product/${PRODUCT}`, { intent: "add", product: PRODUCT, quantity: "1" });
    const refused = await browser.post("/checkout", { intent: "pay-card", ...BILLING, organisation: "", zip: "ABCDE", state: "Atlantis", email: "not-an-email" });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    for (const message of ["Enter your school or organization.", "Enter a 5-digit ZIP code (or ZIP+4).", "Choose a US state.", "Enter a valid email"]) expect(html).toContain(message);
    expect(await site.env.DB.prepare("SELECT COUNT(*) AS n FROM orders WHERE user_id IN (SELECT id FROM auth_users WHERE email = ?)").bind("billing@riverside.example").first("n")).toBe(0);
  });

  it("pays with 4242…: the order is paid, its licences exist once, the cart empties and a receipt goes out", async () => {
    const browser = await buyer("payer@riverside.example");
    const { orderId, gateway } = await toGateway(browser);
    const page = await (await browser.get(gateway)).text();
    for (const label of ["Card number", "Expiry date", "CVC", "Name on card"]) expect(page).toContain(`>${label}</label>`);
    expect(page.replaceAll("<!-- -->", "")).toContain("Pay $747");
    const paid = await browser.post(gateway, { ...CARD, cardNumber: "4242 4242 4242 4242" });
    expect(paid.status).toBe(302);
    expect(location(paid)).toBe(`/confirm-card?order=${orderId}&session_id=${gateway.split("/").pop()}`);
    const confirmation = (await (await browser.get(location(paid))).text()).replaceAll("<!-- -->", "");
    expect(confirmation).toContain("Thank you: your order is paid");
    expect(confirmation).toMatch(/Order HB-\d{4}-\d{5} · \$747 paid/);
    expect(await licenceCount(orderId)).toBe(3);
    const products = (await (await browser.get("/account/my-products")).text()).replaceAll("<!-- -->", "");
    expect(products).toMatch(/Early Elementary Spanish K–2, Level 1<\/th><td>Level 1<\/td><td>3<\/td><td>0<\/td><td>3<\/td>/);
    expect(await (await browser.get("/cart")).text()).toContain("Your cart is empty");
    const receiptMail = await mailTo("payer@riverside.example", /is paid/);
    // The itemised receipt (issue #26): linked from the email and My Order, its buyer's alone.
    expect(receiptMail.text).toContain(`/documents/receipts/${orderId}`);
    expect(await (await browser.get("/account/my-order")).text()).toContain(`href="/documents/receipts/${orderId}" download=""`);
    const receipt = await browser.get(`/documents/receipts/${orderId}`);
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get("Content-Type")).toBe("application/pdf");
    expect(receipt.headers.get("Content-Disposition")).toMatch(/^attachment; filename="Receipt-HB-\d{4}-\d{5}\.pdf"$/);
    expect((await buyer("not-the-payer@riverside.example").then((other) => other.get(`/documents/receipts/${orderId}`))).status).toBe(404);
    // Paying the same session again changes nothing.
    const again = await browser.post(gateway, { ...CARD, cardNumber: "4242424242424242" });
    expect(again.status).toBe(302);
    expect(await licenceCount(orderId)).toBe(3);
  });

  it("has no receipt for an order not paid", async () => {
    const browser = await buyer("unpaid-receipt@riverside.example");
    const { orderId } = await toGateway(browser);
    expect((await browser.get(`/documents/receipts/${orderId}`)).status).toBe(404);
    expect((await browser.get("/documents/receipts/not-an-id")).status).toBe(404);
  });

  it("declines 4000 0000 0000 0002 with a message, and nothing is paid", async () => {
    const browser = await buyer("declined@riverside.example");
    const { orderId, gateway } = await toGateway(browser, "2");
    const declined = await browser.post(gateway, { ...CARD, cardNumber: "4000 0000 0000 0002" });
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain("Your card was declined.");
    expect(await site.env.DB.prepare("SELECT status FROM orders WHERE id = ?").bind(orderId).first("status")).toBe("pending");
    expect(await licenceCount(orderId)).toBe(0);
    const left = (await (await browser.get(`/confirm-card?order=${orderId}&cancelled=1`)).text()).replaceAll("<!-- -->", "");
    expect(left).toContain("You left the card page before paying. Nothing was charged.");
    expect(left).toContain(`href="/card-payment?order=${orderId}"`);
  });

  it("asks 4000 0025 0000 3155 to authenticate: Fail charges nothing, Complete pays", async () => {
    const browser = await buyer("auth@riverside.example");
    const { orderId, gateway } = await toGateway(browser, "1");
    const asked = await browser.post(gateway, { ...CARD, cardNumber: "4000002500003155" });
    expect(location(asked)).toBe(`${gateway}/authenticate`);
    const confirmPage = await (await browser.get(`${gateway}/authenticate`)).text();
    expect(confirmPage).toContain(">Complete</button>");
    expect(confirmPage).toContain(">Fail</button>");
    const failed = await browser.post(`${gateway}/authenticate`, { intent: "fail" });
    expect(location(failed)).toBe(`${gateway}?failed=authentication`);
    expect(await licenceCount(orderId)).toBe(0);
    await browser.post(gateway, { ...CARD, cardNumber: "4000002500003155" });
    const completed = await browser.post(`${gateway}/authenticate`, { intent: "complete" });
    expect(location(completed)).toContain(`/confirm-card?order=${orderId}`);
    expect(await licenceCount(orderId)).toBe(1);
  });

  it("refuses card fields it can't use, with messages next to them", async () => {
    const browser = await buyer("cardform@riverside.example");
    const { gateway } = await toGateway(browser, "1");
    const refused = await browser.post(gateway, { intent: "pay", cardNumber: "1234 5678", expiry: "13/20", cvc: "1", nameOnCard: "" });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    for (const message of ["Your card number is incomplete or invalid.", "Enter a month from 01 to 12.", "Enter the 3 or 4 digits on the back of the card.", "Enter the name on the card."]) expect(html).toContain(message);
    const expired = await browser.post(gateway, { ...CARD, expiry: "01/20", cardNumber: "4242424242424242" });
    expect(await expired.text()).toContain("This card has expired.");
  });

  it("answers another buyer's order with 404, like an order that doesn't exist", async () => {
    const owner = await buyer("owner-shop@riverside.example");
    const { orderId } = await toGateway(owner, "1");
    const other = await buyer("nosy@riverside.example");
    for (const path of [`/card-payment?order=${orderId}`, `/confirm-card?order=${orderId}`, "/card-payment?order=00000000-0000-4000-8000-000000000000", "/confirm-card?order=' OR 1=1 --"]) {
      expect((await other.get(path)).status, path).toBe(404);
    }
    expect((await other.post(`/card-payment?order=${orderId}`, { intent: "pay" })).status).toBe(404);
  });
});

describe("POST /api/payments/webhook", () => {
  /** An order of 2 teachers ($498) with its checkout open: the session its payment must come from. */
  async function pendingOrder(email: string) {
    const browser = await buyer(email);
    const { orderId, gateway } = await toGateway(browser, "2");
    return { orderId, sessionId: gateway.split("/").pop()! };
  }
  const event = ({ orderId, sessionId }: { orderId: string; sessionId: string }, id = `evt_${crypto.randomUUID().replaceAll("-", "")}`) =>
    JSON.stringify({
      id,
      object: "event",
      type: "checkout.session.completed",
      created: Math.floor(Date.now() / 1000),
      data: {
        object: { id: sessionId, object: "checkout.session", mode: "payment", payment_status: "paid", amount_total: 49_800, currency: "usd", client_reference_id: orderId, metadata: { order_id: orderId }, payment_intent: "pi_test_1" },
      },
    });
  const sign = (payload: string, secret = LOCAL_GATEWAY_WEBHOOK_SECRET, timestamp = Math.floor(Date.now() / 1000)) =>
    Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret, timestamp });
  const deliver = (payload: string, signature: string | null) =>
    site.fetch("/api/payments/webhook", { method: "POST", headers: { "Content-Type": "application/json", ...(signature ? { "Stripe-Signature": signature } : {}) }, body: payload });

  it("applies a signed event once: a duplicate or a second event for the same order makes no more licences", async () => {
    const pending = await pendingOrder("webhook@riverside.example");
    const { orderId } = pending;
    const payload = event(pending);
    const first = await deliver(payload, await sign(payload));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true });
    expect(await licenceCount(orderId)).toBe(2);
    const duplicate = await deliver(payload, await sign(payload));
    expect(await duplicate.json()).toEqual({ received: true, duplicate: true });
    const late = event(pending);
    expect((await deliver(late, await sign(late))).status).toBe(200);
    expect(await licenceCount(orderId)).toBe(2);
    expect(await mailCount("webhook@riverside.example", /is paid/)).toBe(1);
    // The payment that paid the order, reported again, is not a second payment.
    expect(await site.env.DB.prepare("SELECT COUNT(*) AS n FROM payment_exceptions WHERE order_id = ?").bind(orderId).first("n")).toBe(0);
  });

  it("applies an event delivered five times at once, and a late failure after the payment, once: one payment, one receipt", async () => {
    const pending = await pendingOrder("concurrent@riverside.example");
    const { orderId } = pending;
    const payload = event(pending);
    const signature = await sign(payload);
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(payload, signature)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await licenceCount(orderId)).toBe(2);
    // Out of order: the bank's "failed" for the same checkout arrives after it was paid.
    const failed = JSON.stringify({ ...JSON.parse(event(pending)), type: "checkout.session.async_payment_failed" });
    expect((await deliver(failed, await sign(failed))).status).toBe(200);
    expect(await site.env.DB.prepare("SELECT status FROM orders WHERE id = ?").bind(orderId).first("status")).toBe("paid");
    expect(await mailCount("concurrent@riverside.example", /is paid/)).toBe(1);
  });

  it("refuses a forged, stale or unsigned event with a 400, and changes nothing", async () => {
    const pending = await pendingOrder("forged@riverside.example");
    const { orderId } = pending;
    const payload = event(pending);
    const forged = await deliver(payload, await sign(payload, "whsec_someone_else"));
    const stale = await deliver(payload, await sign(payload, LOCAL_GATEWAY_WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 301));
    const unsigned = await deliver(payload, null);
    const tampered = await deliver(payload.replace('"payment_status":"paid"', '"payment_status":"paid" '), await sign(payload));
    for (const answer of [forged, stale, unsigned, tampered]) {
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { error: string }).error).toContain("Stripe-Signature");
    }
    expect(await licenceCount(orderId)).toBe(0);
    expect(await site.env.DB.prepare("SELECT COUNT(*) AS n FROM payment_events WHERE id = ?").bind(JSON.parse(payload).id).first("n")).toBe(0);
  });

  it("answers a GET with 405 and a body that isn't JSON with a 400", async () => {
    expect((await site.fetch("/api/payments/webhook")).status).toBe(405);
    expect((await deliver("not json", "t=1,v1=00")).status).toBe(400);
  });
});

describe("the weekly plan with its 7-day trial", () => {
  // A free week is once per card (issue #22 §1), so each buyer here starts theirs with another of Stripe's test cards.
  async function startTrial(email: string, cardNumber = "4242424242424242") {
    const browser = await buyer(email);
    const journey = await browser.get("/start-journey?plan=plan-2-per-week");
    expect(journey.status).toBe(200);
    expect(await journey.text()).toContain("Signed in as");
    const next = await browser.post("/start-journey?plan=plan-2-per-week", { intent: "continue", learner: "self" });
    expect(location(next)).toBe("/complete-purchase?plan=plan-2-per-week");
    const purchase = (await (await browser.get(location(next))).text()).replaceAll("<!-- -->", "");
    const sevenDays = new Intl.DateTimeFormat("en-US", { weekday: "long", year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(new Date(Date.now() + 7 * 86_400_000));
    expect(purchase).toContain(`No charge until ${sevenDays}.`);
    const pay = await browser.post(location(next), { intent: "pay" });
    expect(pay.status).toBe(303);
    const gateway = location(pay);
    expect(await (await browser.get(gateway)).text()).toContain(">Start free trial</button>");
    const started = await browser.post(gateway, { ...CARD, cardNumber });
    expect(location(started)).toBe("/complete-purchase?plan=plan-2-per-week&started=1");
    expect(await (await browser.get(location(started))).text()).toContain("Your free trial has started");
    const userId = await site.env.DB.prepare("SELECT id FROM auth_users WHERE email = ?").bind(email).first<string>("id");
    return { browser, userId: userId!, gateway };
  }

  it("starts a trial through the card page: trialing, no charge until the trial ends, and an email saying when", async () => {
    const { browser, userId } = await startTrial("trial@riverside.example");
    const row = await site.env.DB.prepare("SELECT status, trial_end, plan_id FROM subscriptions WHERE user_id = ?").bind(userId).first<{ status: string; trial_end: number; plan_id: string }>();
    expect(row!.status).toBe("trialing");
    expect(row!.plan_id).toBe("plan-2-per-week");
    expect(Math.abs(row!.trial_end - (Date.now() + 7 * 86_400_000))).toBeLessThan(120_000);
    const account = (await (await browser.get("/account")).text()).replaceAll("<!-- -->", "");
    expect(account).toContain("Free trial");
    expect(account).toContain("Cancel my plan");
    expect((await mailTo("trial@riverside.example", /free trial has started/)).text).toContain("$50 each week");
    const next = await browser.post("/complete-purchase?plan=plan-2-per-week", { intent: "continue" });
    expect(location(next)).toBe("/select-level");
  });

  it("cancelled during the trial: the trial goes on to its end, what remains is said, nothing is ever charged", async () => {
    const { browser, userId } = await startTrial("cancel@riverside.example", "5555555555554444");
    // A class the buyer booked (Calendly's webhook), in their own time zone, before the trial ends.
    const classAt = new Date(Date.now() + 3 * 86_400_000);
    classAt.setUTCHours(23, 0, 0, 0);
    await site.env.DB.prepare("INSERT INTO bookings (invitee_uri, email, start_time, timezone) VALUES (?, ?, ?, ?)").bind("https://api.calendly.com/invitees/cancel-1", "cancel@riverside.example", classAt.toISOString(), "America/Chicago").run();
    const cancelled = await browser.post("/account", { intent: "cancel-plan" });
    expect(location(cancelled)).toBe("/account/my-order?done=plan-cancelled");
    expect(await site.env.DB.prepare("SELECT status, cancel_at_period_end FROM subscriptions WHERE user_id = ?").bind(userId).first()).toEqual({ status: "trialing", cancel_at_period_end: 1 });
    const ends = new Intl.DateTimeFormat("en-US", { weekday: "long", year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(new Date(Date.now() + 7 * 86_400_000));
    const remains = `Your free trial continues until ${ends} (7 days left), and nothing will be charged.`;
    const page = await text(await browser.get("/account/my-order?done=plan-cancelled"));
    expect(page).toContain("Your plan is canceled");
    expect(page).toContain(remains);
    const day = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", year: "numeric", timeZone: "America/Chicago" }).format(classAt);
    expect(page).toContain(`Your class on ${day} at 5:00 PM CST stays booked: it is before your plan ends.`);
    expect(page).toContain(">Keep my plan</button>");
    expect(page).not.toContain("Next charge");
    expect((await mailTo("cancel@riverside.example", /You canceled your Hablarte plan/)).text).toContain(remains);

    // Changing one's mind before the end: the plan goes on, charges included, and an email says so.
    expect(location(await browser.post("/account", { intent: "keep-plan" }))).toBe("/account/my-order?done=plan-kept");
    expect(await text(await browser.get("/account"))).toContain("Next charge");
    expect(await mailCount("cancel@riverside.example", /plan continues/)).toBe(1);
    expect(location(await browser.post("/account", { intent: "cancel-plan" }))).toBe("/account/my-order?done=plan-cancelled");

    // Both trials' ends pass: the test gateway's clock charges the live one (the sign that it ran) and ends this one.
    const control = await startTrial("control@riverside.example", "2223003122003222");
    await site.env.DB.prepare("UPDATE subscriptions SET trial_end = ? WHERE user_id IN (?, ?)").bind(Date.now() - 1000, userId, control.userId).run();
    await site.server.getWorker().scheduled({ cron: "*/10 * * * *" });
    await eventually(async () => (await site.env.DB.prepare("SELECT status FROM subscriptions WHERE user_id = ?").bind(control.userId).first("status")) === "active");
    await eventually(async () => (await site.env.DB.prepare("SELECT status FROM subscriptions WHERE user_id = ?").bind(userId).first("status")) === "canceled");
    expect(await mailCount("cancel@riverside.example", /weekly payment/)).toBe(0);
    expect(await mailCount("cancel@riverside.example", /plan has ended/)).toBe(1);
    expect(await mailCount("cancel@riverside.example", /You canceled/)).toBe(2);
    // Once ended, the plan again is a new checkout; the free week is once per person, so at its price.
    const again = await browser.post("/complete-purchase?plan=plan-2-per-week", { intent: "pay-now" });
    expect(again.status).toBe(303);
  });

  it("opens the test gateway's billing portal: the card on file, the billing history, a plan change and a cancellation", async () => {
    const { browser, userId } = await startTrial("portal@riverside.example", "5105105105105100");
    const portal = await browser.post("/account", { intent: "billing-portal" });
    expect(portal.status).toBe(303);
    const path = new URL(location(portal), "http://local").pathname;
    expect(path).toMatch(/^\/test-gateway\/portal\/bps_test_[a-f0-9]{32}$/);
    let page = await text(await browser.get(path));
    expect(page).toContain("Mastercard ending 5100");
    expect(page).toContain("No charges yet.");
    expect(page).toContain('name="plan" checked="" value="plan-2-per-week"');

    // A declined card leaves the one on file; a good one replaces it.
    const declined = await browser.post(path, { intent: "update-card", cardNumber: "4000000000000002", expiry: "12/34", cvc: "123", nameOnCard: "Ana Lopez" });
    expect(declined.status).toBe(402);
    expect(await text(declined)).toContain("Your card was declined. The card on file is unchanged.");
    expect(location(await browser.post(path, { intent: "update-card", cardNumber: "4242 4242 4242 4242", expiry: "12/34", cvc: "123", nameOnCard: "Ana Lopez" }))).toContain("done=card-updated");
    expect(await text(await browser.get(path))).toContain("Visa ending 4242");

    // A plan change reaches the shop as the subscription's event: the account shows the new plan, an email says so.
    expect((await browser.post(path, { intent: "change-plan", plan: "plan-9-per-week" })).status).toBe(400);
    expect(location(await browser.post(path, { intent: "change-plan", plan: "plan-3-per-week" }))).toContain("done=plan-changed");
    expect(await site.env.DB.prepare("SELECT plan_id FROM subscriptions WHERE user_id = ?").bind(userId).first("plan_id")).toBe("plan-3-per-week");
    expect(await text(await browser.get("/account"))).toContain("3 classes per week, $60 per week");
    expect(await mailCount("portal@riverside.example", /plan is now 3 classes per week/)).toBe(1);

    // The trial's end charges the new plan's price: one line in the billing history.
    await site.env.DB.prepare("UPDATE subscriptions SET trial_end = ? WHERE user_id = ?").bind(Date.now() - 1000, userId).run();
    await site.server.getWorker().scheduled({ cron: "*/10 * * * *" });
    await eventually(async () => (await site.env.DB.prepare("SELECT status FROM subscriptions WHERE user_id = ?").bind(userId).first("status")) === "active");
    page = await text(await browser.get(path));
    expect(page).toMatch(/<td>3 classes per week<\/td><td>\$60<\/td><td>Paid<\/td>/);

    // Canceled in the portal: at the paid week's end, said on the account page.
    expect(location(await browser.post(path, { intent: "cancel" }))).toContain("done=canceled");
    expect(await text(await browser.get("/account"))).toContain("Your classes continue until");
    expect(await text(await browser.get(path))).toContain(">Renew plan</button>");

    // Like Stripe's, the link is the key: unguessable and open for an hour; an unknown or expired one is a 404.
    expect((await browser.get("/test-gateway/portal/bps_test_00000000000000000000000000000000")).status).toBe(404);
    await site.env.DB.prepare("UPDATE gateway_portal_sessions SET created_at = ? WHERE id = ?").bind(Date.now() - 2 * 3_600_000, path.split("/").pop()).run();
    expect((await browser.get(path)).status).toBe(404);
  });

  it("reminds the buyer once, two days before the first charge; then the trial's end charges the week", async () => {
    const { userId } = await startTrial("remind@riverside.example", "5200828282828210");
    await site.env.DB.prepare("UPDATE subscriptions SET trial_end = ? WHERE user_id = ?").bind(Date.now() + 36 * 3_600_000, userId).run();
    await site.server.getWorker().scheduled({ cron: "*/10 * * * *" });
    await site.server.getWorker().scheduled({ cron: "*/10 * * * *" });
    const reminder = await mailTo("remind@riverside.example", /free trial ends on/);
    expect(reminder.text).toContain("Cancel before");
    expect(await mailCount("remind@riverside.example", /free trial ends on/)).toBe(1);
    await site.env.DB.prepare("UPDATE subscriptions SET trial_end = ? WHERE user_id = ?").bind(Date.now() - 1000, userId).run();
    await site.server.getWorker().scheduled({ cron: "*/10 * * * *" });
    await eventually(async () => (await site.env.DB.prepare("SELECT status FROM subscriptions WHERE user_id = ?").bind(userId).first("status")) === "active");
    expect((await mailTo("remind@riverside.example", /weekly payment/)).text).toContain("$50");
  });
});

describe("deleting an account", () => {
  it("keeps paid orders for the books without the buyer's personal data, and ends the plan", async () => {
    const browser = await buyer("leaving@riverside.example");
    const { orderId, gateway } = await toGateway(browser, "2");
    await browser.post(gateway, { ...CARD, cardNumber: "4242424242424242" });
    const userId = await site.env.DB.prepare("SELECT id FROM auth_users WHERE email = ?").bind("leaving@riverside.example").first<string>("id");
    const deleted = await browser.post("/personal-information", { intent: "delete-account", currentPassword: PASSWORD });
    expect(deleted.status).toBe(302);
    const order = await site.env.DB.prepare("SELECT user_id, status, billing, total_cents FROM orders WHERE id = ?").bind(orderId).first<{ user_id: string | null; status: string; billing: string; total_cents: number }>();
    expect(order!.user_id).toBeNull();
    expect(order!.status).toBe("paid");
    expect(order!.total_cents).toBe(49800);
    expect(JSON.parse(order!.billing)).toEqual({ organisation: "Riverside ISD", state: "Illinois (IL)" });
    expect(await site.env.DB.prepare("SELECT COUNT(*) AS n FROM licences WHERE user_id = ?").bind(userId).first("n")).toBe(0);
    expect(await licenceCount(orderId)).toBe(2);
  });
});

describe("bad input on every new action", () => {
  it("answers oversized, wrong-type, missing and hostile posts with a 4xx and a message, never a 5xx", async () => {
    const browser = await buyer("hostile@riverside.example");
    const { orderId, gateway } = await toGateway(browser, "1");
    const actions = ["/cart", `/product/${PRODUCT}`, "/checkout", `/card-payment?order=${orderId}`, gateway, `${gateway}/authenticate`, "/start-journey?plan=plan-1-per-week", "/complete-purchase?plan=plan-1-per-week", "/account"];
    // Each answer is read as it arrives: a body left unread while other requests go out was once reported
    // by the harness as "already been read" under load (as in 0959330).
    const send = async (path: string, body: BodyInit, type: string) => {
      const answer = await site.fetch(path, { method: "POST", headers: { "Content-Type": type, "CF-Connecting-IP": nextIp(), Cookie: browser.header() }, body });
      return { status: answer.status, location: answer.headers.get("Location"), text: await answer.text() };
    };
    for (const path of actions) {
      const answers = await Promise.all([
        send(path, new URLSearchParams({ intent: "add", product: "x".repeat(1_000_000), quantity: "1" }).toString(), "application/x-www-form-urlencoded"),
        send(path, JSON.stringify({ intent: "pay-card" }), "application/json"),
        send(path, "--x\r\nContent-Disposition: form-data; name=intent\r\n\r\nadd\r\n--x--", "multipart/form-data"),
        send(path, new URLSearchParams({ intent: "<script>alert(1)</script>", quantity: "NaN", product: "'; DROP TABLE orders; --" }).toString(), "application/x-www-form-urlencoded"),
        send(path, "", "application/x-www-form-urlencoded"),
      ]);
      for (const [i, answer] of answers.entries()) {
        expect(answer.status, `${path} #${i}: ${answer.status} ${answer.location}`).toBeGreaterThanOrEqual(400);
        expect(answer.status, `${path} #${i}`).toBeLessThan(500);
        expect(answer.text.length, `${path} #${i} says why`).toBeGreaterThan(0);
      }
    }
    expect(await site.env.DB.prepare("SELECT COUNT(*) AS n FROM orders").first("n")).toBeGreaterThan(0);
  });
});

