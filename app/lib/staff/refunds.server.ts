// Payments the webhook did not apply (overpayments and mismatches, decision 0028), for staff: the list,
// and Refund. A refund happens once: staff claim the row with one conditional UPDATE (of two clicks at
// once, one claim wins and the other is told), the provider is asked with an idempotency key made from
// the row's id (a retry after a lost answer refunds nothing more), and the result and its audit row are
// written in one batch. A refund the provider refused lets the claim go, so it can be tried again.
import { reconciliationEmails } from "~/copy/emails/shop";
import { parseForm } from "~/domain/form-errors";
import { exceptionSummary, formatMoney, refundKey, refundSchema } from "~/domain/payment-reconciliation";
import { enqueue } from "../platform/outbox.server";
import { PaymentsUnavailable, type PaymentsPort } from "../commerce/payments/port";
import { claimForRefund, refundedStatement, releaseRefundClaimStatement } from "../commerce/payments/settle.server";
import { securityEvent } from "../platform/security-log.server";
import type { StaffMember } from "./auth.server";
import type { Decision } from "./orders.server";
import { auditStatement } from "./audit.server";

type Row = {
  id: string;
  kind: "overpayment" | "mismatch";
  order_id: string;
  provider: string;
  session_id: string;
  payment_id: string | null;
  amount_cents: number;
  currency: string;
  expected_cents: number | null;
  expected_currency: string | null;
  reason: string;
  status: "open" | "refunding" | "refunded";
  refund_id: string | null;
  refunded_at: number | null;
  refunded_by: string | null;
  created_at: number;
  order_number: string | null;
  quote_id: string | null;
  invoice_number: string | null;
  user_id: string | null;
};

export type PaymentExceptionView = {
  id: string;
  kind: Row["kind"];
  summary: string;
  reason: string;
  amount: string;
  orderNumber: string;
  quoteId: string | null;
  status: Row["status"];
  refundable: boolean;
  receivedAt: Date;
  refund: { id: string; at: Date; by: string } | null;
};

const COLUMNS = `e.*, o.number AS order_number, o.user_id, q.id AS quote_id, q.invoice_number
  FROM payment_exceptions e LEFT JOIN orders o ON o.id = e.order_id LEFT JOIN quotes q ON q.order_id = e.order_id`;

function view(row: Row): PaymentExceptionView {
  return {
    id: row.id,
    kind: row.kind,
    summary: exceptionSummary({ kind: row.kind, sessionId: row.session_id, amountCents: row.amount_cents, currency: row.currency, expectedCents: row.expected_cents, expectedCurrency: row.expected_currency }),
    reason: row.reason,
    amount: formatMoney(row.amount_cents, row.currency),
    orderNumber: row.invoice_number ? `${row.order_number ?? "order deleted"} (invoice ${row.invoice_number})` : (row.order_number ?? "order deleted"),
    quoteId: row.quote_id,
    status: row.status,
    refundable: row.status !== "refunded" && row.payment_id !== null && row.amount_cents > 0,
    receivedAt: new Date(row.created_at),
    refund: row.refund_id && row.refunded_at ? { id: row.refund_id, at: new Date(row.refunded_at), by: row.refunded_by ?? "" } : null,
  };
}

/** Every recorded exception, those still to refund first; or one order's. */
export async function paymentExceptions(db: D1Database, orderId?: string): Promise<PaymentExceptionView[]> {
  const statement = orderId
    ? db.prepare(`SELECT ${COLUMNS} WHERE e.order_id = ? ORDER BY e.created_at DESC`).bind(orderId)
    : db.prepare(`SELECT ${COLUMNS} ORDER BY e.status = 'refunded', e.created_at DESC LIMIT 500`);
  const { results } = await statement.all<Row>();
  return results.map(view);
}

export async function openExceptionCount(db: D1Database): Promise<number> {
  return (await db.prepare("SELECT COUNT(*) AS n FROM payment_exceptions WHERE status != 'refunded'").first<number>("n")) ?? 0;
}

const CLAIMED = "This payment is being refunded or was refunded a moment ago (another member of staff). Here is its new state.";

/** Refund: the whole recorded payment goes back to the card it came from, once. */
export async function refundException(env: Env, payments: PaymentsPort | null, staff: StaffMember, form: FormData, orderId?: string): Promise<Decision> {
  const input = parseForm(refundSchema, form);
  if (!input.ok) return { ok: false, status: 400, errors: input.errors };
  const id = input.data.exception;
  const found = await env.DB.prepare(`SELECT ${COLUMNS} WHERE e.id = ?`).bind(id).first<Row>();
  // A Refund form on an order's page refunds only that order's payments.
  if (!found || (orderId && found.order_id !== orderId)) return { ok: false, status: 404, errors: { exception: "This payment can’t be found. Please reload the page." } };
  if (!found.payment_id || found.amount_cents <= 0) return { ok: false, status: 409, errors: { form: "The provider gave no payment to refund: check it in the provider’s dashboard." } };
  if (!payments || payments.provider !== found.provider) return { ok: false, status: 503, errors: { form: "Refunds through this payment provider are not available at the moment. Nothing was refunded." } };
  const now = Date.now();
  if (!(await claimForRefund(env.DB, id, staff.email, now))) return { ok: false, status: 409, errors: { form: CLAIMED } };
  const amount = formatMoney(found.amount_cents, found.currency);
  let refund: { id: string };
  try {
    refund = await payments.refund(found.payment_id, found.amount_cents, refundKey(id));
  } catch (error) {
    if (!(error instanceof PaymentsUnavailable)) throw error;
    await env.DB.batch([
      releaseRefundClaimStatement(env.DB, id, now),
      auditStatement(env.DB, { staff: staff.email, action: "refund failed", target: found.order_number ?? found.order_id, detail: `${amount}, session ${found.session_id}` }),
    ]);
    await securityEvent("payment.refund-failed", { staff: staff.id, exception: id, order: found.order_id, amount: found.amount_cents });
    return { ok: false, status: 503, errors: { form: "The payment provider did not answer. Nothing was refunded: try again in a few minutes." } };
  }
  const [done] = await env.DB.batch([
    refundedStatement(env.DB, id, { id: refund.id, at: Date.now(), by: staff.email }),
    auditStatement(env.DB, { staff: staff.email, action: "refunded payment", target: found.order_number ?? found.order_id, detail: `${amount}, session ${found.session_id}, refund ${refund.id}`, afterChange: true }),
  ]);
  if ((done?.meta.changes ?? 0) === 0) return { ok: false, status: 409, errors: { form: CLAIMED } };
  await securityEvent("payment.refunded", { staff: staff.id, exception: id, order: found.order_id, amount: found.amount_cents, refund: refund.id });
  const buyer = found.user_id ? await env.DB.prepare("SELECT name, email FROM auth_users WHERE id = ?").bind(found.user_id).first<{ name: string; email: string }>() : null;
  const reference = found.invoice_number ? `invoice ${found.invoice_number}` : `order ${found.order_number ?? ""}`;
  if (buyer) await enqueue(env, { kind: "email", payload: { to: buyer.email, ...reconciliationEmails.refunded(buyer.name, reference, amount) } });
  return { ok: true, message: `Refunded ${amount} to the buyer’s card (refund ${refund.id}).` };
}
