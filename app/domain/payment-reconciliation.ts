// Does a paid checkout settle its order? (issue #22 §3–§4; decision 0028). The webhook used to mark an
// order paid for any paid session that named it. Now the session must be the one the order opened and
// its amount and currency must be the order's; and a payment for an order that is already paid is a
// second payment. Neither changes the order, and neither is dropped: money that was taken is recorded
// as an exception for staff to refund. Pure: the webhook reads the order, this decides.
import { z } from "zod";
import { formatUsd } from "./pricing";

export type OrderToSettle = {
  status: "pending" | "paid" | "failed";
  totalCents: number;
  currency: string;
  /** The checkout session the order opened (orders.provider_session_id), if any. */
  sessionId: string | null;
  /** What paid it, once paid: a card payment's PaymentIntent, or staff's `method:reference`. */
  paymentId: string | null;
};

export type PaidSession = { id: string; amountCents: number | null; currency: string | null; paymentId: string | null };

export type Settlement =
  | { kind: "pay" }
  /** The payment that already paid the order, reported again (completed, then async_payment_succeeded). */
  | { kind: "already-recorded" }
  | { kind: "overpayment"; reason: string }
  | { kind: "mismatch"; reason: string };

export function settle(order: OrderToSettle, session: PaidSession): Settlement {
  if (order.status === "paid") {
    if (session.id === order.sessionId && session.paymentId === order.paymentId) return { kind: "already-recorded" };
    return { kind: "overpayment", reason: "The order was already paid when this payment arrived." };
  }
  const problems = mismatches(order, session);
  return problems.length === 0 ? { kind: "pay" } : { kind: "mismatch", reason: problems.join(" ") };
}

function mismatches(order: OrderToSettle, session: PaidSession): string[] {
  const problems: string[] = [];
  if (!order.sessionId) problems.push("The order never opened a checkout.");
  else if (session.id !== order.sessionId) problems.push("The checkout session is not the one the order opened.");
  if (session.amountCents === null) problems.push("The payment does not say its amount.");
  else if (session.amountCents !== order.totalCents) problems.push("The amount paid is not the order's total.");
  if (session.currency === null) problems.push("The payment does not say its currency.");
  else if (session.currency.toLowerCase() !== order.currency.toLowerCase()) problems.push("The currency is not the order's.");
  return problems;
}

/** An amount in any currency: dollars as the site shows them, anything else with its ISO code. */
export function formatMoney(cents: number, currency: string): string {
  if (currency.toLowerCase() === "usd") return formatUsd(cents);
  return `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
}

export type ExceptionFacts = {
  kind: "overpayment" | "mismatch";
  sessionId: string;
  amountCents: number;
  currency: string;
  expectedCents: number | null;
  expectedCurrency: string | null;
};

/** The one line staff read: "Payment mismatch: session cs_…, paid $0.01, expected $124500". */
export function exceptionSummary(e: ExceptionFacts): string {
  const paid = formatMoney(e.amountCents, e.currency);
  const expected = e.expectedCents !== null ? formatMoney(e.expectedCents, e.expectedCurrency ?? e.currency) : "unknown";
  return e.kind === "overpayment"
    ? `Overpayment: session ${e.sessionId}, paid ${paid} for an order already paid (${expected})`
    : `Payment mismatch: session ${e.sessionId}, paid ${paid}, expected ${expected}`;
}

/** A claim on a refund that is older than this was lost (the Worker died mid-refund): it may be taken again. */
export const REFUND_CLAIM_MS = 5 * 60 * 1000;

/** The Refund button's post: which recorded payment to give back. */
export const refundSchema = z.strictObject({
  intent: z.literal("refund"),
  exception: z.uuid({ error: "This payment can’t be found. Please reload the page." }),
});

/** The provider's idempotency key for refunding one recorded payment: asked twice, refunded once. */
export const refundKey = (exceptionId: string) => `refund-${exceptionId}`;
