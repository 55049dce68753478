// Money you can trust (issue #22 §3–§4; decision 0028), over HTTP against the built Worker with the test
// gateway: the webhook pays an order only with the session it opened, for its amount and currency; a
// paid order takes no second card payment (staff recording a transfer closes the open checkout); and a
// payment that arrives anyway — for a paid order, or not matching its order — is recorded once, emailed
// to the buyer, logged as a security event, shown to staff and refunded exactly once.
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { LOCAL_GATEWAY_WEBHOOK_SECRET } from "~/domain/production-settings";
import { Browser, confirmedBuyer, mailTo } from "./browser";
import { BILLING, CARD } from "./fixtures";
import { eventually, useSite, type SiteResponse } from "./harness";
import { invoicePendingPayment, recordTransfer } from "./invoice-flow";
import { staffBrowser } from "./staff";

const site = useSite();

const text = async (response: SiteResponse) => (await response.text()).replaceAll("<!-- -->", "");
const path = (response: SiteResponse) => {
  const url = new URL(response.headers.get("Location") ?? "", "http://local");
  return url.pathname + url.search;
};

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

    // The buyer's confirmation page says so, instead of "confirming" for ever.
    const confirmation = await text(await buyer.get(`/confirm-card?order=${cheap.orderId}&session_id=${cheap.sessionId}`));
    expect(confirmation).toContain("We received a card payment of $0.01 that doesn’t match this order, so the order is unchanged. Our staff will refund it");
    expect(confirmation).not.toContain("Confirming your payment");

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
    expect(page).toContain(`Payment mismatch: session ${cheap.sessionId}, paid $0.01, expected $124,500`);
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

describe("a paid order takes no second card payment (issue #22 §3)", () => {
  it("recording the district's transfer closes the buyer's open checkout: 4242 is then refused and nothing is charged", async () => {
    const invoice = await invoicePendingPayment(site, "ach-first@lakeview.example");
    const { gateway, sessionId } = await openCheckout(invoice.buyer, invoice.orderId);
    expect((await recordTransfer(site, invoice)).status).toBe(302);
    expect(await site.env.DB.prepare("SELECT status FROM gateway_sessions WHERE id = ?").bind(sessionId).first("status")).toBe("expired");

    expect(await text(await invoice.buyer.get(gateway))).toContain("This checkout has expired: the order is already paid, or was closed. Nothing was charged.");
    const card = await invoice.buyer.post(gateway, CARD);
    expect(card.status).toBe(409);
    expect(await text(card)).toContain("This checkout has expired: the order is already paid, or was closed. Nothing was charged.");
    expect(await order(invoice.orderId)).toEqual({ status: "paid", provider_payment_id: "bank_transfer:ACH 55120" });
    expect(await licences(invoice.orderId)).toBe(2);
    expect(await exceptionsOf(invoice.orderId)).toEqual([]);
    // Paying the invoice by card again sends the buyer to the paid order, not to a new checkout.
    expect(path(await invoice.buyer.get(`/card-payment?order=${invoice.orderId}`))).toBe(`/confirm-card?order=${invoice.orderId}`);
  });

  it("a card payment that still arrives for the paid invoice is an overpayment: recorded once, emailed, logged, shown to staff, refunded once", async () => {
    const invoice = await invoicePendingPayment(site, "overpaid@lakeview.example");
    const { sessionId } = await openCheckout(invoice.buyer, invoice.orderId);
    expect((await recordTransfer(site, invoice)).status).toBe(302);
    // The card was taken a moment before the checkout closed: Stripe reports it (twice, as it may).
    const card = { id: sessionId, amount: invoice.totalCents, paymentIntent: "pi_overpaid" };
    const answers = await Promise.all([paidEvent(invoice.orderId, card), paidEvent(invoice.orderId, card, "checkout.session.async_payment_succeeded")]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await order(invoice.orderId)).toEqual({ status: "paid", provider_payment_id: "bank_transfer:ACH 55120" });
    expect(await licences(invoice.orderId)).toBe(2);
    const [exception, ...more] = await exceptionsOf(invoice.orderId);
    expect(more).toEqual([]);
    expect(exception).toMatchObject({ kind: "overpayment", session_id: sessionId, payment_id: "pi_overpaid", amount_cents: 49_800, status: "open" });

    expect(await text(await invoice.buyer.get(`/confirm-card?order=${invoice.orderId}`))).toContain("We also received a card payment of $498 for this order, which was already paid.");
    const mail = await mailTo(site, "overpaid@lakeview.example", /second payment/);
    expect(mail.text).toContain("$498");
    await eventually(async () => securityEvents().find((e) => e.event === "payment.overpayment" && e.order === invoice.orderId && e.session === sessionId));
    expect(await text(await invoice.staff.get("/staff"))).toContain("Card payments to refund");
    const orderPage = await text(await invoice.staff.get(`/staff/orders/${invoice.quoteId}`));
    expect(orderPage).toContain(`Overpayment: session ${sessionId}, paid $498 for an order already paid ($498)`);
    expect(orderPage).toContain("Refund $498");

    // Two members of staff click Refund at the same moment: one refund.
    const other = await staffBrowser(site);
    const refund = (who: Browser) => who.post(`/staff/orders/${invoice.quoteId}`, { intent: "refund", exception: exception!.id });
    const clicks = await Promise.all([refund(invoice.staff), refund(other)]);
    expect(clicks.map((c) => c.status).sort()).toEqual([302, 409]);
    expect(await text(clicks.find((c) => c.status === 409)!)).toContain("This payment is being refunded or was refunded a moment ago");
    expect(await site.env.DB.prepare("SELECT COUNT(*) AS n FROM gateway_refunds WHERE payment_id = 'pi_overpaid'").first("n")).toBe(1);
    const [after] = await exceptionsOf(invoice.orderId);
    expect(after).toMatchObject({ status: "refunded", refund_id: expect.stringMatching(/^re_test_/) });
    expect((await refund(invoice.staff)).status).toBe(409);
    const audit = await site.env.DB.prepare("SELECT COUNT(*) AS n FROM staff_audit WHERE action = 'refunded payment' AND detail LIKE ?").bind(`%${sessionId}%`).first("n");
    expect(audit).toBe(1);
    await mailTo(site, "overpaid@lakeview.example", /Refund of \$498/);
    expect(await text(await invoice.staff.get(`/staff/orders/${invoice.quoteId}`))).toMatch(/Refunded \$498 on .+ by staff-/);
  });

  it("a card payment and staff's transfer at the same moment: the order is paid once, and any second payment is recorded, never lost", async () => {
    const invoice = await invoicePendingPayment(site, "race@lakeview.example");
    const { gateway } = await openCheckout(invoice.buyer, invoice.orderId);
    const [card, transfer] = await Promise.all([invoice.buyer.post(gateway, CARD), recordTransfer(site, invoice)]);
    const cardTaken = card.status === 302 ? 1 : 0;
    const transferRecorded = transfer.status === 302 ? 1 : 0;
    expect([302, 409]).toContain(card.status);
    expect([302, 409]).toContain(transfer.status);
    expect((await order(invoice.orderId))!.status).toBe("paid");
    expect(await licences(invoice.orderId)).toBe(2);
    // Every payment taken either paid the order or is waiting to be refunded.
    expect(cardTaken + transferRecorded).toBe(1 + (await exceptionsOf(invoice.orderId)).length);
  });
});
