// Money you can trust (issue #22 §4), over HTTP against the built Worker with the test gateway: the
// webhook pays an order only with the session it opened, for its amount and currency; a payment that
// doesn't match its order is recorded once, emailed to the buyer, logged as a security event, shown to
// staff and refunded exactly once.
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_GATEWAY_WEBHOOK_SECRET } from "~/domain/production-settings";
import { Browser, confirmedBuyer } from "./browser";
import { eventually, startSite, type Site } from "./harness";
import { staffBrowser } from "./staff";

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

type Response = Awaited<ReturnType<Site["fetch"]>>;
const text = async (response: Response) => (await response.text()).replaceAll("<!-- -->", "");
const path = (response: Response) => {
  const url = new URL(response.headers.get("Location") ?? "", "http://local");
  return url.pathname + url.search;
};
const BILLING = { organisation: "Riverside ISD", contactName: "Ana López", email: "ap@riverside.example", address: "100 Main St", city: "Springfield", state: "Illinois (IL)", zip: "62701" };

const order = (id: string) =>
  site.env.DB.prepare("SELECT status, provider_payment_id FROM orders WHERE id = ?").bind(id).first<{ status: string; provider_payment_id: string | null }>();
const licences = async (orderId: string) => (await site.env.DB.prepare("SELECT COUNT(*) AS n FROM licences WHERE order_id = ?").bind(orderId).first<number>("n"))!;
const exceptionsOf = async (orderId: string) =>
  (
    await site.env.DB.prepare("SELECT id, kind, session_id, payment_id, amount_cents, currency, expected_cents, status, refund_id FROM payment_exceptions WHERE order_id = ?")
      .bind(orderId)
      .all<{ id: string; kind: string; session_id: string; payment_id: string | null; amount_cents: number; currency: string; expected_cents: number; status: string; refund_id: string | null }>()
  ).results;
const outboxMails = async (to: string) =>
  (await site.env.DB.prepare("SELECT payload FROM outbox WHERE kind = 'email'").all<{ payload: string }>()).results
    .map((r) => JSON.parse(r.payload) as { to: string; subject: string; text: string })
    .filter((m) => m.to === to);
const securityEvents = () =>
  site.server
    .getLogs()
    .filter((log) => log.message.startsWith("[security] "))
    .map((log) => JSON.parse(log.message.slice("[security] ".length)) as Record<string, unknown>);

/** The buyer opens the card checkout of an order: answers the gateway page and its session id. */
async function openCheckout(buyer: Browser, orderId: string) {
  const pay = await buyer.post(`/card-payment?order=${orderId}`, { intent: "pay" });
  expect(pay.status).toBe(303);
  const gateway = path(pay);
  return { gateway, sessionId: gateway.split("/").pop()! };
}

/** A card order of `quantity` teachers ($249 each), its checkout open on the gateway. */
async function cardOrder(buyer: Browser, quantity: string) {
  // The cart keeps its lines until an order is paid: start each order from an empty one.
  await buyer.post("/cart", { intent: "remove", product: "k2-level-1" });
  await buyer.post("/product/k2-level-1", { intent: "add", product: "k2-level-1", quantity });
  const checkout = await buyer.post("/checkout", { intent: "pay-card", ...BILLING });
  const orderId = new URL(path(checkout), "http://local").searchParams.get("order")!;
  return { orderId, ...(await openCheckout(buyer, orderId)) };
}

/** A signed checkout.session.completed, as Stripe (or the gateway) sends it. */
async function paidEvent(orderId: string, session: { id: string; amount: number; currency?: string; paymentIntent?: string }, type = "checkout.session.completed") {
  const payload = JSON.stringify({
    id: `evt_${crypto.randomUUID().replaceAll("-", "")}`,
    object: "event",
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: session.id,
        object: "checkout.session",
        mode: "payment",
        status: "complete",
        payment_status: "paid",
        amount_total: session.amount,
        currency: session.currency ?? "usd",
        client_reference_id: orderId,
        metadata: { order_id: orderId },
        payment_intent: session.paymentIntent ?? `pi_${crypto.randomUUID().replaceAll("-", "").slice(0, 24)}`,
      },
    },
  });
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret: LOCAL_GATEWAY_WEBHOOK_SECRET });
  return site.fetch("/api/payments/webhook", { method: "POST", headers: { "Content-Type": "application/json", "Stripe-Signature": signature }, body: payload });
}

describe("the webhook checks what was paid (issue #22 §4)", () => {
  it("a paid session for another amount, currency or session leaves the order unpaid; the money is recorded once, emailed, logged and refundable", async () => {
    const buyer = await confirmedBuyer(site, "mismatch@riverside.example");
    const cheap = await cardOrder(buyer, "500");
    // 500 licences, $124,500: an event saying one cent was paid for them.
    const oneCent = () => paidEvent(cheap.orderId, { id: cheap.sessionId, amount: 1, paymentIntent: "pi_onecent" });
    const answers = await Promise.all([oneCent(), oneCent(), oneCent(), oneCent(), oneCent()]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await order(cheap.orderId))!.status).toBe("pending");
    expect(await licences(cheap.orderId)).toBe(0);
    // Five deliveries of one payment (one session): recorded once.
    expect(await exceptionsOf(cheap.orderId)).toMatchObject([{ kind: "mismatch", session_id: cheap.sessionId, payment_id: "pi_onecent", amount_cents: 1, currency: "usd", expected_cents: 12_450_000, status: "open" }]);

    const euros = await cardOrder(buyer, "2");
    expect((await paidEvent(euros.orderId, { id: euros.sessionId, amount: 49_800, currency: "eur" })).status).toBe(200);
    const otherSession = await cardOrder(buyer, "1");
    expect((await paidEvent(otherSession.orderId, { id: "cs_test_not_this_orders", amount: 24_900 })).status).toBe(200);
    for (const { orderId } of [euros, otherSession]) {
      expect((await order(orderId))!.status).toBe("pending");
      expect(await licences(orderId)).toBe(0);
      expect((await exceptionsOf(orderId)).map((e) => e.kind)).toEqual(["mismatch"]);
    }
    // The order's own session, for its amount and currency, still pays it.
    expect((await paidEvent(otherSession.orderId, { id: otherSession.sessionId, amount: 24_900 })).status).toBe(200);
    expect((await order(otherSession.orderId))!.status).toBe("paid");
    expect(await licences(otherSession.orderId)).toBe(1);

    // One email per payment recorded (the five deliveries of the one-cent payment sent one).
    const mails = await eventually(async () => {
      const found = (await outboxMails("mismatch@riverside.example")).filter((m) => /needs checking/.test(m.subject));
      return found.length >= 3 ? found : null;
    });
    expect(mails).toHaveLength(3);
    expect(mails.filter((m) => m.text.includes("card payment of $0.01"))).toHaveLength(1);
    await eventually(async () => securityEvents().find((e) => e.event === "payment.mismatch" && e.order === cheap.orderId && e.amount === 1 && e.expected === 12_450_000));

    const staff = await staffBrowser(site);
    const page = await text(await staff.get("/staff/payments"));
    expect(page).toContain(`Payment mismatch: session ${cheap.sessionId}, paid $0.01, expected $124500`);
    expect(page).toContain(`Payment mismatch: session ${euros.sessionId}, paid 498.00 EUR, expected $498`);
    expect(page).toContain("Refund $0.01");
    const [exception] = await exceptionsOf(cheap.orderId);
    const refunded = await staff.post("/staff/payments", { intent: "refund", exception: exception!.id });
    expect(refunded.status).toBe(302);
    expect(await site.env.DB.prepare("SELECT payment_id, amount_cents FROM gateway_refunds WHERE payment_id = 'pi_onecent'").all()).toMatchObject({ results: [{ payment_id: "pi_onecent", amount_cents: 1 }] });
    expect((await order(cheap.orderId))!.status).toBe("pending");
  });

  it("answers bad Refund posts with a 4xx and a message, and buyers with 404", async () => {
    const staff = await staffBrowser(site);
    const unknown = await staff.post("/staff/payments", { intent: "refund", exception: crypto.randomUUID() });
    expect(unknown.status).toBe(404);
    expect(await text(unknown)).toContain("This payment can’t be found. Please reload the page.");
    const malformed = await staff.post("/staff/payments", { intent: "refund", exception: "../../x" });
    expect(malformed.status).toBe(400);
    expect(await text(malformed)).toContain("This payment can’t be found. Please reload the page.");
    const buyer = await confirmedBuyer(site, "not-staff@riverside.example");
    expect((await buyer.get("/staff/payments")).status).toBe(404);
    expect((await buyer.post("/staff/payments", { intent: "refund", exception: crypto.randomUUID() })).status).toBe(404);
  });
});
