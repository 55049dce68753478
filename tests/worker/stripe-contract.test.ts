// The Stripe adapter's contract (issue #10 §2, issue #22 §3–§4): the Worker, configured for Stripe, talks
// to a local fake of Stripe's API that checks requests the way Stripe documents them (bearer key,
// form-encoded bodies, Idempotency-Key: the same key replays the first answer) and answers in Stripe's
// shapes: Checkout Sessions (create, expire), subscriptions (cancel, cancel at the period's end), the
// billing portal, refunds. Events are signed with the
// endpoint's own secret.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_GATEWAY_WEBHOOK_SECRET } from "~/domain/production-settings";
import { Browser, confirmedBuyer } from "./browser";
import { BILLING } from "./fixtures";
import { SITE_ORIGIN, useSite } from "./harness";
import { invoicePendingPayment, recordTransfer } from "./invoice-flow";
import { staffBrowser } from "./staff";

const SECRET_KEY = "sk_test_hablarte_contract";
const WEBHOOK_SECRET = "whsec_hablarte_contract";

type Recorded = { method: string; path: string; idempotencyKey: string | undefined; body: URLSearchParams };
/** The fake's cards: a payment method id → its card's fingerprint (the same card number, the same fingerprint). */
const fingerprints = new Map<string, string>();

let stripe: Server;
const requests: Recorded[] = [];
const sessionsByKey = new Map<string, Record<string, unknown>>();
const sessionsById = new Map<string, Record<string, unknown>>();
/** Stripe keeps the first answer to a POST under its Idempotency-Key and replays it (24 hours). */
const answersByKey = new Map<string, { status: number; json: unknown }>();
let refundCount = 0;
/** While set, every request gets Stripe's 500 (the SDK's retries included). */
let stripeDown = false;
/** The account's prices, as its dashboard keeps them: what each weekly plan's price charges. */
const prices = new Map<string, number>([
  ["price_1W", 3000],
  ["price_2W", 5000],
  ["price_3W", 6000],
]);

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = "";
    request.on("data", (chunk) => (text += chunk));
    request.on("end", () => resolve(text));
  });
}

beforeAll(async () => {
  stripe = createServer(async (request, response) => {
    const body = new URLSearchParams(await readBody(request));
    const answer = (status: number, json: unknown) => {
      response.writeHead(status, { "Content-Type": "application/json", "Request-Id": `req_${requests.length}` });
      response.end(JSON.stringify(json));
    };
    // Stripe's documented rules: a bearer secret key, form-encoded bodies on POST.
    if (request.headers.authorization !== `Bearer ${SECRET_KEY}`) return answer(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
    if (request.method === "POST" && !String(request.headers["content-type"]).startsWith("application/x-www-form-urlencoded")) return answer(400, { error: { type: "invalid_request_error", message: "Invalid request" } });
    const idempotencyKey = request.headers["idempotency-key"] as string | undefined;
    requests.push({ method: request.method!, path: request.url!, idempotencyKey, body });
    if (stripeDown) return answer(500, { error: { type: "api_error", message: "Something went wrong on Stripe's end." } });
    // GET /v1/payment_methods/{id}: a card's fingerprint is the same for the same card number.
    const method = /^\/v1\/payment_methods\/(pm_[A-Za-z0-9]+)$/.exec(request.url ?? "");
    if (request.method === "GET" && method) {
      const fingerprint = fingerprints.get(method[1]!);
      if (!fingerprint) return answer(404, { error: { type: "invalid_request_error", code: "resource_missing", message: `No such PaymentMethod: '${method[1]}'` } });
      return answer(200, { id: method[1], object: "payment_method", type: "card", card: { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2034, fingerprint } });
    }
    // GET /v1/prices/{id}: a recurring price in Stripe's shape.
    const price = /^\/v1\/prices\/(price_[A-Za-z0-9]+)$/.exec(request.url ?? "");
    if (request.method === "GET" && price) {
      const cents = prices.get(price[1]!);
      if (cents === undefined) return answer(404, { error: { type: "invalid_request_error", code: "resource_missing", message: `No such price: '${price[1]}'` } });
      return answer(200, { id: price[1], object: "price", active: true, currency: "usd", type: "recurring", unit_amount: cents, recurring: { interval: "week", interval_count: 1, usage_type: "licensed" } });
    }
    if (request.method === "POST" && request.url === "/v1/checkout/sessions") {
      const known = idempotencyKey ? sessionsByKey.get(idempotencyKey) : undefined;
      if (known) return answer(200, known);
      const id = `cs_test_fake${sessionsByKey.size + 1}`;
      const session = { id, object: "checkout.session", mode: body.get("mode"), status: "open", url: `https://checkout.stripe.com/c/pay/${id}`, client_reference_id: body.get("client_reference_id") };
      if (idempotencyKey) sessionsByKey.set(idempotencyKey, session);
      sessionsById.set(id, session);
      return answer(200, session);
    }
    const replayed = request.method === "POST" && idempotencyKey ? answersByKey.get(`${request.url} ${idempotencyKey}`) : undefined;
    if (replayed) return answer(replayed.status, replayed.json);
    const keep = (status: number, json: unknown) => {
      if (idempotencyKey) answersByKey.set(`${request.url} ${idempotencyKey}`, { status, json });
      return answer(status, json);
    };
    // POST /v1/checkout/sessions/{id}/expire: only an open session can be expired; after that it can't be completed.
    const expire = /^\/v1\/checkout\/sessions\/([A-Za-z0-9_]+)\/expire$/.exec(request.url ?? "");
    if (request.method === "POST" && expire) {
      const session = sessionsById.get(expire[1]!);
      if (!session) return keep(404, { error: { type: "invalid_request_error", code: "resource_missing", message: `No such checkout.session: '${expire[1]}'` } });
      if (session.status !== "open") return keep(400, { error: { type: "invalid_request_error", message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${String(session.status)}".` } });
      session.status = "expired";
      return keep(200, session);
    }
    // POST /v1/refunds: a payment_intent (or charge), and an amount up to what was paid (all of it if absent).
    if (request.method === "POST" && request.url === "/v1/refunds") {
      const paymentIntent = body.get("payment_intent");
      if (!paymentIntent && !body.get("charge")) return keep(400, { error: { type: "invalid_request_error", message: "One of the following params should be provided for this request: payment_intent or charge." } });
      const amount = body.has("amount") ? Number(body.get("amount")) : null;
      if (amount !== null && !(Number.isInteger(amount) && amount > 0)) return keep(400, { error: { type: "invalid_request_error", param: "amount", message: "Invalid positive integer" } });
      return keep(200, { id: `re_fake${++refundCount}`, object: "refund", amount, currency: "usd", payment_intent: paymentIntent, status: "succeeded" });
    }
    const cancel = /^\/v1\/subscriptions\/(sub_[A-Za-z0-9]+)$/.exec(request.url ?? "");
    if (request.method === "DELETE" && cancel) return answer(200, { id: cancel[1], object: "subscription", status: "canceled" });
    // POST /v1/subscriptions/{id}: an update; cancel_at_period_end is "true" or "false".
    if (request.method === "POST" && cancel) {
      const flag = body.get("cancel_at_period_end");
      if (flag !== null && flag !== "true" && flag !== "false") return keep(400, { error: { type: "invalid_request_error", param: "cancel_at_period_end", message: "Invalid boolean" } });
      return keep(200, { id: cancel[1], object: "subscription", status: "trialing", cancel_at_period_end: flag === "true" });
    }
    // POST /v1/billing_portal/sessions: a customer is required; the session's url is short-lived.
    if (request.method === "POST" && request.url === "/v1/billing_portal/sessions") {
      const customer = body.get("customer");
      if (!customer) return answer(400, { error: { type: "invalid_request_error", param: "customer", message: "Missing required param: customer." } });
      return answer(200, { id: "bps_fake1", object: "billing_portal.session", customer, return_url: body.get("return_url"), url: `https://billing.stripe.com/p/session/test_${customer}` });
    }
    return answer(404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${request.method}: ${request.url})` } });
  });
  await new Promise<void>((resolve) => stripe.listen(0, "127.0.0.1", resolve));
});
afterAll(async () => {
  await new Promise((resolve) => stripe?.close(resolve));
});
const site = useSite(() => ({
  vars: { STRIPE_API_URL: `http://127.0.0.1:${(stripe.address() as AddressInfo).port}`, STRIPE_PLAN_PRICES: "plan-1-per-week=price_1W,plan-2-per-week=price_2W,plan-3-per-week=price_3W" },
  secrets: { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
}));

const buyer = (email: string) => confirmedBuyer(site, email);

async function order(browser: Browser) {
  await browser.post("/product/k2-level-1", { intent: "add", product: "k2-level-1", quantity: "2" });
  const checkout = await browser.post("/checkout", { intent: "pay-card", ...BILLING });
  return new URL(checkout.headers.get("Location")!, "http://local").searchParams.get("order")!;
}

/** The buyer's Pay by card: answers the Checkout Session the order opened on the fake. */
async function openCheckout(browser: Browser, orderId: string) {
  const pay = await browser.post(`/card-payment?order=${orderId}`, { intent: "pay" });
  expect(pay.status).toBe(303);
  return pay.headers.get("Location")!.split("/").pop()!;
}

const signed = async (event: object, secret = WEBHOOK_SECRET) => {
  const payload = JSON.stringify(event);
  return site.fetch("/api/payments/webhook", { method: "POST", headers: { "Content-Type": "application/json", "Stripe-Signature": await Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret }) }, body: payload });
};

describe("Stripe Checkout, payment mode (curriculum licences)", () => {
  it("creates a Checkout Session as Stripe documents it, with an idempotency key, and sends the buyer there with a 303", async () => {
    const browser = await buyer("stripe-card@riverside.example");
    const orderId = await order(browser);
    const pay = await browser.post(`/card-payment?order=${orderId}`, { intent: "pay" });
    expect(pay.status).toBe(303);
    expect(pay.headers.get("Location")).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_fake\d+$/);
    const sent = requests.findLast((r) => r.path === "/v1/checkout/sessions")!;
    expect(sent.idempotencyKey).toBe(`order-${orderId}`);
    expect(Object.fromEntries(sent.body)).toMatchObject({
      mode: "payment",
      client_reference_id: orderId,
      "metadata[order_id]": orderId,
      "line_items[0][quantity]": "2",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": "24900",
      success_url: `http://localhost/confirm-card?order=${orderId}&session_id={CHECKOUT_SESSION_ID}`.replace("http://localhost", `${new URL(SITE_ORIGIN).protocol}//${new URL(site.url).host}`),
    });
    // A second click: the same key, the same session, no second charge possible.
    const again = await browser.post(`/card-payment?order=${orderId}`, { intent: "pay" });
    expect(again.headers.get("Location")).toBe(pay.headers.get("Location"));
    // The page's CSP lets the card form's redirect reach Stripe's hosted page, and nothing else.
    expect((await browser.get(`/card-payment?order=${orderId}`)).headers.get("Content-Security-Policy")).toContain("form-action 'self' https://checkout.stripe.com");
  });

  it("records the payment from Stripe's signed event, and refuses events signed with another secret", async () => {
    const browser = await buyer("stripe-event@riverside.example");
    const orderId = await order(browser);
    const sessionId = await openCheckout(browser, orderId);
    const event = (id: string) => ({
      id,
      object: "event",
      type: "checkout.session.completed",
      created: Math.floor(Date.now() / 1000),
      data: {
        object: { id: sessionId, object: "checkout.session", mode: "payment", payment_status: "paid", amount_total: 49_800, currency: "usd", client_reference_id: orderId, metadata: { order_id: orderId }, payment_intent: "pi_3Contract" },
      },
    });
    expect((await signed(event("evt_contract_other"), LOCAL_GATEWAY_WEBHOOK_SECRET)).status).toBe(400);
    expect((await signed(event("evt_contract_1"))).status).toBe(200);
    expect(await site.env.DB.prepare("SELECT status, provider_payment_id FROM orders WHERE id = ?").bind(orderId).first()).toEqual({ status: "paid", provider_payment_id: "pi_3Contract" });
    expect(await site.env.DB.prepare("SELECT COUNT(*) AS n FROM licences WHERE order_id = ?").bind(orderId).first("n")).toBe(2);
  });

  it("says card payment is unavailable when Stripe fails, and the order stays unpaid", async () => {
    const browser = await buyer("stripe-down@riverside.example");
    const orderId = await order(browser);
    stripeDown = true;
    const attempts = requests.length;
    const pay = await browser.post(`/card-payment?order=${orderId}`, { intent: "pay" }).finally(() => (stripeDown = false));
    expect(pay.status).toBe(503);
    expect(await pay.text()).toContain("Card payment is not available at the moment. Nothing was charged.");
    // The SDK tried again (maxNetworkRetries: 2) before giving up, with the same idempotency key.
    const tries = requests.slice(attempts);
    expect(tries).toHaveLength(3);
    expect(new Set(tries.map((r) => r.idempotencyKey))).toEqual(new Set([`order-${orderId}`]));
    expect(await site.env.DB.prepare("SELECT status FROM orders WHERE id = ?").bind(orderId).first("status")).toBe("pending");
  });

  it("has no test gateway: its pages answer 404", async () => {
    expect((await site.fetch(`/test-gateway/cs_test_${"a".repeat(32)}`)).status).toBe(404);
  });
});

describe("one free trial per person, with Stripe (issue #22 §1; decision 0029)", () => {
  const trialing = (id: string, userId: string, paymentMethod: string) => {
    const trialEnd = Math.floor(Date.now() / 1000) + 7 * 86_400;
    return { id, object: "subscription", status: "trialing", customer: `cus_${id}`, trial_end: trialEnd, cancel_at_period_end: false, default_payment_method: paymentMethod, metadata: { user_id: userId, plan_id: "plan-1-per-week" }, items: { data: [{ current_period_end: trialEnd }] } };
  };
  const created = (id: string, subscription: object) => signed({ id, object: "event", type: "customer.subscription.created", created: Math.floor(Date.now() / 1000), data: { object: subscription } });
  const userIdOf = async (email: string) => (await site.env.DB.prepare("SELECT id FROM auth_users WHERE email = ?").bind(email).first<string>("id"))!;

  it("reads the card's fingerprint from Stripe, and cancels through the API a trial on a card that had one", async () => {
    await buyer("stripe-card-owner@riverside.example");
    const borrower = "stripe-card-borrower@riverside.example";
    await buyer(borrower);
    // Two payment methods of one card number: Stripe gives them one fingerprint.
    fingerprints.set("pm_1Owner", "fpSameCard123456").set("pm_1Borrower", "fpSameCard123456");
    const owner = await userIdOf("stripe-card-owner@riverside.example");
    expect((await created("evt_trial_owner", trialing("sub_1Owner", owner, "pm_1Owner"))).status).toBe(200);
    // The trial's later events find its claim: Stripe isn't asked about the card again.
    const claimed = requests.length;
    expect((await signed({ id: "evt_trial_owner_will_end", object: "event", type: "customer.subscription.trial_will_end", created: Math.floor(Date.now() / 1000), data: { object: trialing("sub_1Owner", owner, "pm_1Owner") } })).status).toBe(200);
    expect(requests.length).toBe(claimed);
    const before = requests.length;
    expect((await created("evt_trial_borrower", trialing("sub_1Borrower", await userIdOf(borrower), "pm_1Borrower"))).status).toBe(200);
    const sent = requests.slice(before);
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(["GET /v1/payment_methods/pm_1Borrower", "DELETE /v1/subscriptions/sub_1Borrower"]);
    expect(sent[1]!.idempotencyKey).toBe("cancel-sub_1Borrower");
    const rows = await site.env.DB.prepare("SELECT id, status, trial_refused FROM subscriptions WHERE id IN ('sub_1Owner', 'sub_1Borrower') ORDER BY id").all();
    expect(rows.results).toEqual([
      { id: "sub_1Borrower", status: "canceled", trial_refused: "card" },
      { id: "sub_1Owner", status: "trialing", trial_refused: null },
    ]);
    // A repeat of the event changes nothing more: still cancelled (asked again under the same idempotency key), one claim.
    expect((await created("evt_trial_borrower_again", trialing("sub_1Borrower", await userIdOf(borrower), "pm_1Borrower"))).status).toBe(200);
    expect(await site.env.DB.prepare("SELECT status FROM subscriptions WHERE id = 'sub_1Borrower'").first("status")).toBe("canceled");
    expect(await site.env.DB.prepare("SELECT COUNT(*) AS n FROM trial_claims WHERE card_fingerprint = 'fpSameCard123456'").first("n")).toBe(1);
  });

  it("after the free week, asks Stripe for the plan without a trial, and only from the button that names the price", async () => {
    const email = "stripe-second-week@riverside.example";
    const browser = await buyer(email);
    fingerprints.set("pm_1Second", "fpSecondWeek0001");
    const first = trialing("sub_1Second", await userIdOf(email), "pm_1Second");
    expect((await created("evt_trial_second", first)).status).toBe(200);
    // The trial is over (canceled, it ended): Stripe's deleted event.
    expect((await signed({ id: "evt_trial_second_end", object: "event", type: "customer.subscription.deleted", created: Math.floor(Date.now() / 1000) + 1, data: { object: { ...first, status: "canceled" } } })).status).toBe(200);
    await browser.post("/start-journey?plan=plan-1-per-week", { intent: "continue", learner: "self" });
    const sessions = requests.filter((r) => r.path === "/v1/checkout/sessions").length;
    expect((await browser.post("/complete-purchase?plan=plan-1-per-week", { intent: "pay" })).status).toBe(409);
    expect(requests.filter((r) => r.path === "/v1/checkout/sessions")).toHaveLength(sessions);
    const pay = await browser.post("/complete-purchase?plan=plan-1-per-week", { intent: "pay-now" });
    expect(pay.status).toBe(303);
    const sent = Object.fromEntries(requests.findLast((r) => r.path === "/v1/checkout/sessions")!.body);
    expect(sent).toMatchObject({ mode: "subscription", "line_items[0][price]": "price_1W", "subscription_data[metadata][plan_id]": "plan-1-per-week" });
    expect(Object.keys(sent).filter((key) => key.includes("trial"))).toEqual([]);
  });
});

describe("Stripe Checkout, subscription mode (the weekly plan)", () => {
  it("asks for the plan's price with a 7-day trial, records the trial from the events, and cancels through the API", async () => {
    const browser = await buyer("stripe-plan@riverside.example");
    await browser.post("/start-journey?plan=plan-2-per-week", { intent: "continue", learner: "self" });
    const pay = await browser.post("/complete-purchase?plan=plan-2-per-week", { intent: "pay" });
    expect(pay.status).toBe(303);
    const sent = requests.findLast((r) => r.path === "/v1/checkout/sessions")!;
    const userId = await site.env.DB.prepare("SELECT id FROM auth_users WHERE email = ?").bind("stripe-plan@riverside.example").first<string>("id");
    expect(sent.idempotencyKey).toMatch(new RegExp(`^plan-${userId}-plan-2-per-week-\\d{4}-\\d{2}-\\d{2}-0$`));
    expect(Object.fromEntries(sent.body)).toMatchObject({
      mode: "subscription",
      "line_items[0][price]": "price_2W",
      "line_items[0][quantity]": "1",
      payment_method_collection: "always",
      "subscription_data[trial_period_days]": "7",
      "subscription_data[metadata][user_id]": userId,
      "subscription_data[metadata][plan_id]": "plan-2-per-week",
    });
    const trialEnd = Math.floor(Date.now() / 1000) + 7 * 86_400;
    const subscription = { id: "sub_1Contract", object: "subscription", status: "trialing", customer: "cus_Contract", trial_end: trialEnd, cancel_at_period_end: false, metadata: { user_id: userId, plan_id: "plan-2-per-week" }, items: { data: [{ current_period_end: trialEnd, price: { id: "price_2W", object: "price", unit_amount: 5000, currency: "usd" } }] } };
    const created = Math.floor(Date.now() / 1000);
    expect((await signed({ id: "evt_sub_created", object: "event", type: "customer.subscription.created", created, data: { object: subscription } })).status).toBe(200);
    // An older event arriving late changes nothing.
    expect((await signed({ id: "evt_sub_old", object: "event", type: "customer.subscription.updated", created: created - 60, data: { object: { ...subscription, status: "incomplete" } } })).status).toBe(200);
    // The row keeps what Stripe's price charges a week, for the emails that name it (decision 0082).
    expect(await site.env.DB.prepare("SELECT status, trial_end, price_cents FROM subscriptions WHERE id = 'sub_1Contract'").first()).toEqual({ status: "trialing", trial_end: trialEnd * 1000, price_cents: 5000 });
    // Canceling is at the trial's end (issue #27): an update with cancel_at_period_end, not a deletion.
    const cancelled = await browser.post("/account", { intent: "cancel-plan" });
    expect(cancelled.headers.get("Location")).toBe("/account/my-order?done=plan-cancelled#plan");
    const update = requests.findLast((r) => r.method === "POST" && r.path === "/v1/subscriptions/sub_1Contract")!;
    expect(Object.fromEntries(update.body)).toEqual({ cancel_at_period_end: "true" });
    expect(update.idempotencyKey).toMatch(/^cancel-at-end-sub_1Contract-\d+$/);
    expect(await site.env.DB.prepare("SELECT status, cancel_at_period_end FROM subscriptions WHERE id = 'sub_1Contract'").first()).toEqual({ status: "trialing", cancel_at_period_end: 1 });
    const account = (await (await browser.get("/account")).text()).replaceAll("<!-- -->", "");
    expect(account).toContain("Your free trial continues until");
    expect(account).toContain("(7 days left), and nothing will be charged.");
    const kept = await browser.post("/account", { intent: "keep-plan" });
    expect(kept.headers.get("Location")).toBe("/account/my-order?done=plan-kept#plan");
    expect(Object.fromEntries(requests.findLast((r) => r.method === "POST" && r.path === "/v1/subscriptions/sub_1Contract")!.body)).toEqual({ cancel_at_period_end: "false" });
    expect(await site.env.DB.prepare("SELECT cancel_at_period_end FROM subscriptions WHERE id = 'sub_1Contract'").first("cancel_at_period_end")).toBe(0);

    // Card on file, billing history and plan changes: Stripe's customer portal, for this customer, back to the account.
    const portal = await browser.post("/account", { intent: "billing-portal" });
    expect(portal.status).toBe(303);
    expect(portal.headers.get("Location")).toBe("https://billing.stripe.com/p/session/test_cus_Contract");
    expect(Object.fromEntries(requests.findLast((r) => r.path === "/v1/billing_portal/sessions")!.body)).toEqual({ customer: "cus_Contract", return_url: expect.stringMatching(/^https:\/\/[^/]+\/account\/my-order#plan$/) });
    expect(portal.headers.get("Content-Security-Policy") ?? (await browser.get("/account")).headers.get("Content-Security-Policy")).toContain("form-action 'self' https://checkout.stripe.com https://billing.stripe.com");

    // A plan changed in the portal changes the subscription's price, not its metadata: the price says the plan.
    const switched = { ...subscription, items: { data: [{ current_period_end: trialEnd, price: { id: "price_3W", unit_amount: 6000 } }] } };
    expect((await signed({ id: "evt_sub_switched", object: "event", type: "customer.subscription.updated", created: created + 5, data: { object: switched } })).status).toBe(200);
    expect(await site.env.DB.prepare("SELECT plan_id, price_cents FROM subscriptions WHERE id = 'sub_1Contract'").first()).toEqual({ plan_id: "plan-3-per-week", price_cents: 6000 });
  });

  it("asks Stripe for the plan's price first, and starts nothing when it isn't the price the page showed (decision 0082)", async () => {
    const browser = await buyer("stripe-price@riverside.example");
    await browser.post("/start-journey?plan=plan-2-per-week", { intent: "continue", learner: "self" });
    const sessionsBefore = requests.filter((r) => r.path === "/v1/checkout/sessions").length;
    // The price was raised in Stripe's dashboard, and the pricing entry still says $50.
    prices.set("price_2W", 5500);
    try {
      const page = await browser.get("/complete-purchase?plan=plan-2-per-week");
      expect(await page.text()).toContain("$50");
      const refused = await browser.post("/complete-purchase?plan=plan-2-per-week", { intent: "pay" });
      expect(refused.status).toBe(409);
      expect((await refused.text()).replaceAll("<!-- -->", "")).toContain("This plan’s price is being updated, so your trial can’t start right now. Nothing was charged.");
      expect(requests.findLast((r) => r.path.startsWith("/v1/prices/"))).toMatchObject({ method: "GET", path: "/v1/prices/price_2W" });
      expect(requests.filter((r) => r.path === "/v1/checkout/sessions")).toHaveLength(sessionsBefore);
    } finally {
      prices.set("price_2W", 5000);
    }
    // Once they agree again, the same button opens Stripe's page.
    expect((await browser.post("/complete-purchase?plan=plan-2-per-week", { intent: "pay" })).status).toBe(303);
    expect(requests.filter((r) => r.path === "/v1/checkout/sessions")).toHaveLength(sessionsBefore + 1);
  });
});

describe("closing checkouts and refunding through Stripe (issue #22 §3–§4)", () => {
  const paidEvent = (orderId: string, sessionId: string, amount: number, paymentIntent: string) => ({
    id: `evt_${crypto.randomUUID().replaceAll("-", "")}`,
    object: "event",
    type: "checkout.session.completed",
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: sessionId, object: "checkout.session", mode: "payment", payment_status: "paid", amount_total: amount, currency: "usd", client_reference_id: orderId, metadata: { order_id: orderId }, payment_intent: paymentIntent } },
  });
  const exceptionOf = (orderId: string) => site.env.DB.prepare("SELECT id, kind, status, refund_id FROM payment_exceptions WHERE order_id = ?").bind(orderId).first<{ id: string; kind: string; status: string; refund_id: string | null }>();

  it("expires the invoice's open Checkout Session when staff record the transfer; a payment that still came is refunded once, with an idempotency key", async () => {
    const invoice = await invoicePendingPayment(site, "stripe-invoice@lakeview.example");
    const sessionId = await openCheckout(invoice.buyer, invoice.orderId);
    expect((await recordTransfer(site, invoice)).status).toBe(302);
    const expired = requests.filter((r) => r.path === `/v1/checkout/sessions/${sessionId}/expire`);
    expect(expired).toHaveLength(1);
    expect(expired[0]).toMatchObject({ method: "POST", idempotencyKey: `expire-${sessionId}` });
    expect(sessionsById.get(sessionId)!.status).toBe("expired");

    // The buyer's card went through an instant before the session closed: Stripe's event still comes.
    expect((await signed(paidEvent(invoice.orderId, sessionId, invoice.totalCents, "pi_3Twice"))).status).toBe(200);
    expect(await site.env.DB.prepare("SELECT status, provider_payment_id FROM orders WHERE id = ?").bind(invoice.orderId).first()).toEqual({ status: "paid", provider_payment_id: "bank_transfer:ACH 55120" });
    const exception = (await exceptionOf(invoice.orderId))!;
    expect(exception).toMatchObject({ kind: "overpayment", status: "open" });

    const other = await staffBrowser(site);
    const refund = (who: Browser) => who.post(`/staff/orders/${invoice.quoteId}`, { intent: "refund", exception: exception.id });
    const clicks = await Promise.all([refund(invoice.staff), refund(other)]);
    expect(clicks.map((c) => c.status).sort()).toEqual([302, 409]);
    const refunds = requests.filter((r) => r.path === "/v1/refunds");
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.idempotencyKey).toBe(`refund-${exception.id}`);
    expect(Object.fromEntries(refunds[0]!.body)).toEqual({ payment_intent: "pi_3Twice", amount: "49800" });
    expect(await exceptionOf(invoice.orderId)).toMatchObject({ status: "refunded", refund_id: expect.stringMatching(/^re_fake\d+$/) });
  });

  it("records the transfer when the Checkout Session was already completed: Stripe refuses to expire it, and nothing fails", async () => {
    const invoice = await invoicePendingPayment(site, "stripe-completed@lakeview.example");
    const sessionId = await openCheckout(invoice.buyer, invoice.orderId);
    sessionsById.get(sessionId)!.status = "complete";
    expect((await recordTransfer(site, invoice)).status).toBe(302);
    expect(requests.filter((r) => r.path === `/v1/checkout/sessions/${sessionId}/expire`)).toHaveLength(1);
    expect(await site.env.DB.prepare("SELECT status FROM orders WHERE id = ?").bind(invoice.orderId).first("status")).toBe("paid");
  });

  it("keeps a mismatched payment for refund; a refund Stripe can't make is said, and the next try uses the same idempotency key", async () => {
    const browser = await buyer("stripe-mismatch@riverside.example");
    const orderId = await order(browser);
    const sessionId = await openCheckout(browser, orderId);
    expect((await signed(paidEvent(orderId, sessionId, 1, "pi_3OneCent"))).status).toBe(200);
    expect(await site.env.DB.prepare("SELECT status FROM orders WHERE id = ?").bind(orderId).first("status")).toBe("pending");
    const exception = (await exceptionOf(orderId))!;
    expect(exception).toMatchObject({ kind: "mismatch", status: "open" });

    const staff = await staffBrowser(site);
    stripeDown = true;
    const failed = await staff.post("/staff/payments", { intent: "refund", exception: exception.id }).finally(() => (stripeDown = false));
    expect(failed.status).toBe(503);
    expect((await failed.text()).replaceAll("<!-- -->", "")).toContain("The payment provider did not answer. Nothing was refunded: try again in a few minutes.");
    expect(await exceptionOf(orderId)).toMatchObject({ status: "open", refund_id: null });
    expect((await staff.post("/staff/payments", { intent: "refund", exception: exception.id })).status).toBe(302);
    const tries = requests.filter((r) => r.path === "/v1/refunds" && r.body.get("payment_intent") === "pi_3OneCent");
    expect(tries.length).toBeGreaterThan(1);
    expect(new Set(tries.map((r) => r.idempotencyKey))).toEqual(new Set([`refund-${exception.id}`]));
    expect(Object.fromEntries(tries.at(-1)!.body)).toEqual({ payment_intent: "pi_3OneCent", amount: "1" });
    expect(await exceptionOf(orderId)).toMatchObject({ status: "refunded" });
  });
});
