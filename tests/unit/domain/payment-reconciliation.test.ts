// When a paid checkout settles its order, and when it is money to give back (issue #22 §3–§4).
import { describe, expect, it } from "vitest";
import { exceptionSummary, formatMoney, refundKey, refundSchema, settle, type OrderToSettle, type PaidSession } from "~/domain/payment-reconciliation";

const pending: OrderToSettle = { status: "pending", totalCents: 49_800, currency: "usd", sessionId: "cs_1", paymentId: null };
const paid = (over: Partial<PaidSession> = {}): PaidSession => ({ id: "cs_1", amountCents: 49_800, currency: "usd", paymentId: "pi_1", ...over });

describe("settle", () => {
  it("pays an unpaid order with its own session, for its amount and currency (any case of the code)", () => {
    expect(settle(pending, paid())).toEqual({ kind: "pay" });
    expect(settle(pending, paid({ currency: "USD" }))).toEqual({ kind: "pay" });
    expect(settle({ ...pending, status: "failed" }, paid())).toEqual({ kind: "pay" });
  });

  it("calls anything else a mismatch, naming each difference", () => {
    expect(settle(pending, paid({ amountCents: 1 }))).toEqual({ kind: "mismatch", reason: "The amount paid is not the order's total." });
    expect(settle(pending, paid({ currency: "eur" }))).toEqual({ kind: "mismatch", reason: "The currency is not the order's." });
    expect(settle(pending, paid({ id: "cs_other" }))).toEqual({ kind: "mismatch", reason: "The checkout session is not the one the order opened." });
    expect(settle({ ...pending, sessionId: null }, paid())).toEqual({ kind: "mismatch", reason: "The order never opened a checkout." });
    expect(settle(pending, paid({ amountCents: null, currency: null })).kind).toBe("mismatch");
    expect(settle(pending, paid({ id: "cs_other", amountCents: 2 }))).toEqual({
      kind: "mismatch",
      reason: "The checkout session is not the one the order opened. The amount paid is not the order's total.",
    });
  });

  it("knows the payment that paid the order when it is reported again, and calls any other payment of a paid order an overpayment", () => {
    const paidByCard: OrderToSettle = { ...pending, status: "paid", paymentId: "pi_1" };
    expect(settle(paidByCard, paid())).toEqual({ kind: "already-recorded" });
    expect(settle(paidByCard, paid({ paymentId: "pi_2" })).kind).toBe("overpayment");
    expect(settle(paidByCard, paid({ id: "cs_2" })).kind).toBe("overpayment");
    // Staff recorded a transfer; then the open checkout was paid too.
    expect(settle({ ...pending, status: "paid", paymentId: "bank_transfer:ACH 1" }, paid())).toEqual({ kind: "overpayment", reason: "The order was already paid when this payment arrived." });
  });
});

describe("what staff read", () => {
  it("formats dollars as the site does, and other currencies with their code", () => {
    expect(formatMoney(1, "usd")).toBe("$0.01");
    expect(formatMoney(12_450_000, "USD")).toBe("$124,500");
    expect(formatMoney(49_800, "eur")).toBe("498.00 EUR");
  });

  it("says what was paid and what was expected", () => {
    const facts = { sessionId: "cs_1", amountCents: 1, currency: "usd", expectedCents: 12_450_000, expectedCurrency: "usd" };
    expect(exceptionSummary({ kind: "mismatch", ...facts })).toBe("Payment mismatch: session cs_1, paid $0.01, expected $124,500");
    expect(exceptionSummary({ kind: "overpayment", ...facts, amountCents: 49_800, expectedCents: 49_800 })).toBe("Overpayment: session cs_1, paid $498 for an order already paid ($498)");
    expect(exceptionSummary({ kind: "mismatch", ...facts, expectedCents: null })).toBe("Payment mismatch: session cs_1, paid $0.01, expected unknown");
  });
});

describe("the Refund post", () => {
  it("takes an intent and one recorded payment's id, nothing else", () => {
    const id = crypto.randomUUID();
    expect(refundSchema.safeParse({ intent: "refund", exception: id }).success).toBe(true);
    expect(refundSchema.safeParse({ intent: "refund", exception: "../x" }).success).toBe(false);
    expect(refundSchema.safeParse({ intent: "refund", exception: id, amount: "1" }).success).toBe(false);
    expect(refundSchema.safeParse({ intent: "approve", exception: id }).success).toBe(false);
    expect(refundKey(id)).toBe(`refund-${id}`);
  });
});
