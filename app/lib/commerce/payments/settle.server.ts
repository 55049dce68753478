// A paid checkout session reached the webhook (issue #22 §3–§4; decision 0028): it pays its order only if
// it is the session the order opened, for the order's amount and currency, and the order isn't paid yet.
// Otherwise the order is left as it is and the payment — money that was taken — is recorded as an
// exception (an overpayment or a mismatch) for staff to refund, emailed to the buyer and logged as a
// security event. Nothing is dropped silently, and a payment is recorded once (one row per session).
// This module is the only writer of those records: staff's Refund (staff/refunds.server) moves a row
// through claimForRefund, releaseRefundClaimStatement and refundedStatement below.
import { reconciliationEmails } from "~/copy/emails/shop";
import { exceptionSummary, formatMoney, REFUND_CLAIM_MS, settle, type PaidSession } from "~/domain/payment-reconciliation";
import { invoicePaidSql, markOrderPaid } from "../orders.server";
import { enqueue } from "../../platform/outbox.server";
import { securityEvent } from "../../platform/security-log.server";

type OrderRow = {
  id: string;
  number: string;
  user_id: string | null;
  status: "pending" | "paid" | "failed";
  total_cents: number;
  currency: string;
  provider_session_id: string | null;
  provider_payment_id: string | null;
  invoice_number: string | null;
};

type Recorded = { id: string; kind: "overpayment" | "mismatch"; reason: string; expected_session_id: string | null; expected_cents: number | null; expected_currency: string | null };

/** Settles one paid checkout session; answers why it was ignored, if it was (the webhook still says 200). */
export async function settleCheckout(env: Env, provider: string, eventId: string, orderId: string, session: PaidSession): Promise<string | undefined> {
  const order = await env.DB.prepare(
    // An invoice's card payment pays its balance (the total less any part payments: issue #26).
    `SELECT id, number, user_id, status, total_cents - ${invoicePaidSql()} AS total_cents, currency, provider_session_id, provider_payment_id,
            (SELECT invoice_number FROM quotes WHERE order_id = orders.id) AS invoice_number
     FROM orders WHERE id = ?`,
  )
    .bind(orderId)
    .first<OrderRow>();
  if (!order) {
    // Not ours to refund: the Stripe account may serve other products, whose sessions name their own
    // ids. It is logged, so a deleted or mistyped order's payment can still be found.
    await securityEvent("payment.unmatched", { order: orderId.slice(0, 64), session: session.id, amount: session.amountCents, currency: session.currency, stripeEvent: eventId });
    return "unknown order";
  }
  const decision = settle(
    { status: order.status, totalCents: order.total_cents, currency: order.currency, sessionId: order.provider_session_id, paymentId: order.provider_payment_id },
    session,
  );
  if (decision.kind === "already-recorded") return undefined;
  const record = exceptionStatement(env.DB, provider, eventId, orderId, session, decision.kind === "pay" ? null : decision);
  let recorded: Recorded | undefined;
  if (decision.kind === "pay") {
    // Checked again inside the transaction: if staff recorded a payment (or the order changed) since the
    // read above, the order's update matches nothing and the same batch records this payment instead.
    const amountCents = session.amountCents ?? -1;
    const result = await markOrderPaid(env, orderId, session.paymentId, { sessionId: session.id, amountCents, currency: session.currency ?? "" }, [record]);
    recorded = result.also[0]?.results[0] as Recorded | undefined;
  } else {
    recorded = (await record.first<Recorded>()) ?? undefined;
  }
  if (recorded) await afterException(env, order, session, recorded, eventId);
  return undefined;
}

/**
 * The record of a payment the order did not take. Written only if, at that moment, the order is not paid
 * by this very payment (so a repeat of the payment that paid it records nothing), and once per session.
 * Without a decision (the race above) the kind is read from the order as it is in the transaction. What was
 * expected is the order's balance (an invoice's total less part payments), or its total once it is paid.
 */
function exceptionStatement(db: D1Database, provider: string, eventId: string, orderId: string, session: PaidSession, decided: { kind: "overpayment" | "mismatch"; reason: string } | null) {
  const kind = decided ? "?" : "CASE WHEN o.status = 'paid' THEN 'overpayment' ELSE 'mismatch' END";
  const reason = decided ? "?" : "CASE WHEN o.status = 'paid' THEN 'The order was already paid when this payment arrived.' ELSE 'The order changed while this payment was being recorded.' END";
  return db
    .prepare(
      `INSERT INTO payment_exceptions (id, kind, reason, order_id, provider, session_id, payment_id, amount_cents, currency, expected_session_id, expected_cents, expected_currency, event_id, created_at)
       SELECT ?, ${kind}, ${reason}, o.id, ?, ?, ?, ?, ?, o.provider_session_id, o.total_cents - CASE WHEN o.status = 'paid' THEN 0 ELSE ${invoicePaidSql("o")} END, o.currency, ?, ?
       FROM orders o WHERE o.id = ? AND NOT (o.status = 'paid' AND o.provider_session_id IS ? AND o.provider_payment_id IS ?)
       ON CONFLICT (provider, session_id) DO NOTHING
       RETURNING id, kind, reason, expected_session_id, expected_cents, expected_currency`,
    )
    .bind(
      crypto.randomUUID(),
      ...(decided ? [decided.kind, decided.reason] : []),
      provider,
      session.id,
      session.paymentId,
      Math.max(0, session.amountCents ?? 0),
      (session.currency ?? "usd").toLowerCase(),
      eventId,
      Date.now(),
      orderId,
      session.id,
      session.paymentId,
    );
}

/** The buyer is told at once, and the event is logged for whoever watches the security log. */
async function afterException(env: Env, order: OrderRow, session: PaidSession, recorded: Recorded, eventId: string) {
  const currency = (session.currency ?? "usd").toLowerCase();
  const amount = formatMoney(Math.max(0, session.amountCents ?? 0), currency);
  const summary = exceptionSummary({
    kind: recorded.kind,
    sessionId: session.id,
    amountCents: Math.max(0, session.amountCents ?? 0),
    currency,
    expectedCents: recorded.expected_cents,
    expectedCurrency: recorded.expected_currency,
  });
  await securityEvent(recorded.kind === "overpayment" ? "payment.overpayment" : "payment.mismatch", {
    order: order.id,
    exception: recorded.id,
    session: session.id,
    expectedSession: recorded.expected_session_id,
    amount: session.amountCents,
    expected: recorded.expected_cents,
    currency,
    stripeEvent: eventId,
  });
  console.warn(`[payments] ${summary} (order ${order.number}, ${recorded.reason})`);
  const buyer = order.user_id ? await env.DB.prepare("SELECT name, email FROM auth_users WHERE id = ?").bind(order.user_id).first<{ name: string; email: string }>() : null;
  if (!buyer) return;
  const reference = order.invoice_number ? `invoice ${order.invoice_number}` : `order ${order.number}`;
  const expected = recorded.expected_cents !== null ? `its total is ${formatMoney(recorded.expected_cents, recorded.expected_currency ?? currency)}, paid through its own checkout page` : "it is paid through its own checkout page";
  const message = recorded.kind === "overpayment" ? reconciliationEmails.overpayment(buyer.name, reference, amount) : reconciliationEmails.mismatch(buyer.name, reference, amount, expected);
  await enqueue(env, { kind: "email", payload: { to: buyer.email, ...message } });
}

/**
 * A card payment of this order that was recorded instead of applied (the buyer's confirmation page says
 * so rather than waiting for a payment that will never settle the order), newest first.
 */
export async function unappliedPaymentOf(db: D1Database, orderId: string): Promise<{ kind: "overpayment" | "mismatch"; amount: string; refunded: boolean } | null> {
  const row = await db
    .prepare("SELECT kind, amount_cents, currency, status FROM payment_exceptions WHERE order_id = ? ORDER BY created_at DESC LIMIT 1")
    .bind(orderId)
    .first<{ kind: "overpayment" | "mismatch"; amount_cents: number; currency: string; status: string }>();
  return row ? { kind: row.kind, amount: formatMoney(row.amount_cents, row.currency), refunded: row.status === "refunded" } : null;
}

/**
 * A refund's claim on a recorded payment: open (or a claim left by a refund that died half-way) →
 * refunding, for one member of staff. One conditional UPDATE, so of two clicks at once exactly one is
 * answered true.
 */
export async function claimForRefund(db: D1Database, id: string, staffEmail: string, now: number): Promise<boolean> {
  const claim = await db
    .prepare("UPDATE payment_exceptions SET status = 'refunding', claimed_at = ?, claimed_by = ? WHERE id = ? AND (status = 'open' OR (status = 'refunding' AND claimed_at < ?)) RETURNING id")
    .bind(now, staffEmail, id, now - REFUND_CLAIM_MS)
    .first<{ id: string }>();
  return claim !== null;
}

/** The provider refused: the claim made at `claimedAt` lets go, so the refund can be tried again (for the caller's batch). */
export function releaseRefundClaimStatement(db: D1Database, id: string, claimedAt: number): D1PreparedStatement {
  return db.prepare("UPDATE payment_exceptions SET status = 'open', claimed_at = NULL, claimed_by = NULL WHERE id = ? AND status = 'refunding' AND claimed_at = ?").bind(id, claimedAt);
}

/** The provider refunded: recorded only if the row is still being refunded (`meta.changes` 0 otherwise), for the caller's batch. */
export function refundedStatement(db: D1Database, id: string, refund: { id: string; at: number; by: string }): D1PreparedStatement {
  return db.prepare("UPDATE payment_exceptions SET status = 'refunded', refund_id = ?, refunded_at = ?, refunded_by = ? WHERE id = ? AND status = 'refunding'").bind(refund.id, refund.at, refund.by, id);
}
