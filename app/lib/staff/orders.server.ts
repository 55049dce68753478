// The staff side of quotes and Purchase Orders (issue #11 §3): the queue, an order's page, and the three
// decisions — approve (the invoice is issued, net 30, and the order its payment settles is made), reject
// the PO with a reason the buyer sees, record a payment (→ Paid → licences). Each decision is one
// transition of app/domain/quote-order applied in one D1 batch with its audit rows; the page's version
// rides in the form, so of two staff acting at once exactly one wins and the other is told.
import { z } from "zod";
import { quoteEmails } from "~/copy/emails/shop";
import { parseForm, type FormErrors } from "~/domain/form-errors";
import { displayStatus, documentNumber, extendedValidUntil, invoiceDueDate, paymentOutcome, type DisplayStatus, type QuoteStatus } from "~/domain/quote-order";
import { formatUsdCents } from "~/domain/pricing";
import { formatLongDate, orderNumber } from "~/domain/shop";
import { paymentMethodPhrase } from "~/domain/staff";
import { approveSchema, declinePoSchema, extendQuoteSchema, recordPaymentSchema, refundCreditSchema } from "~/domain/staff-forms";
import type { PaymentReview } from "~/domain/payment-review";
import { endAllSessionsStatement } from "../accounts/auth.server";
import { storeInvoice } from "../commerce/documents.server";
import { creditNoteOf, creditNoteStatement, isCreditNoteNumberTaken, isDuplicatePayment, markCreditRefunded, nextCreditNote, staffPaymentStatement } from "../commerce/invoice-payments.server";
import { afterOrderPaid, invoiceOrderItemsStatement, invoiceOrderStatement, paidOrderStatements } from "../commerce/orders.server";
import { enqueue } from "../platform/outbox.server";
import { claimEmailTo } from "../platform/email-allowance.server";
import { getConfig } from "../platform/env.server";
import { AP_LINK_DAYS, apInvoicePath } from "../commerce/ap-links.server";
import { applyQuoteEvent, type Applied } from "../commerce/quote-events.server";
import { quoteById, quoteHistory, type QuoteView } from "../commerce/quotes.server";
import { auditStatement } from "./audit.server";
import type { StaffMember } from "./auth.server";
import { securityEvent } from "../platform/security-log.server";
import { PaymentsUnavailable, type PaymentsPort } from "../commerce/payments/port";

export type QueueRow = {
  id: string;
  number: string;
  display: DisplayStatus;
  organisation: string;
  buyerEmail: string | null;
  totalCents: number;
  updatedAt: Date;
  poNumber: string | null;
  invoiceNumber: string | null;
  dueAt: Date | null;
};

/** Every quote and order, most recently changed first; the page groups them by status. */
export async function staffQueue(db: D1Database, now = new Date()): Promise<QueueRow[]> {
  const { results } = await db
    .prepare(
      `SELECT q.id, q.number, q.status, q.valid_until, q.total_cents, q.updated_at, q.po_number, q.invoice_number, q.due_at,
              json_extract(q.billing, '$.organisation') AS organisation, u.email AS buyer_email
       FROM quotes q LEFT JOIN auth_users u ON u.id = q.user_id ORDER BY q.updated_at DESC LIMIT 500`,
    )
    .all<{ id: string; number: string; status: QuoteStatus; valid_until: number; total_cents: number; updated_at: number; po_number: string | null; invoice_number: string | null; due_at: number | null; organisation: string | null; buyer_email: string | null }>();
  return results.map((r) => ({
    id: r.id,
    number: r.number,
    display: displayStatus({ status: r.status, validUntil: new Date(r.valid_until) }, now),
    organisation: r.organisation ?? "—",
    buyerEmail: r.buyer_email,
    totalCents: r.total_cents,
    updatedAt: new Date(r.updated_at),
    poNumber: r.po_number,
    invoiceNumber: r.invoice_number,
    dueAt: r.due_at ? new Date(r.due_at) : null,
  }));
}

/** An order's page: the quote with its lines, the buyer, and its history. */
export async function staffOrder(db: D1Database, id: string) {
  const quote = await quoteById(db, id);
  if (!quote) return null;
  const [buyer, history] = await Promise.all([buyerOf(db, quote), quoteHistory(db, id)]);
  return { quote, buyer, history };
}

/** `done`: which outcome the page reports, when the form's intent alone doesn't say (a part payment). */
export type Decision = { ok: true; message: string; done?: "part-paid" } | Refusal;
type Refusal = { ok: false; status: 400 | 404 | 409 | 503; errors: FormErrors };

const CHANGED = "This order changed a moment ago (another member of staff, or the buyer). Here is its new state.";

/** A refused or lost transition: 409, with the state machine's reason or the "changed" message. */
const lost = (applied: Extract<Applied, { ok: false }>): Decision => ({ ok: false, status: 409, errors: { form: applied.conflict ? CHANGED : applied.reason } });

/**
 * The form's fields, and the version of the order the page showed: if the order changed since, the
 * decision was taken on a state that no longer exists, and staff are shown the new one instead.
 */
function parsed<S extends z.ZodType<{ version: number }>>(schema: S, form: FormData, quote: Pick<QuoteView, "version">): { ok: true; value: z.infer<S> } | { ok: false; decision: Refusal } {
  const result = parseForm(schema, form);
  if (!result.ok) return { ok: false, decision: { ok: false, status: 400, errors: result.errors } };
  if (result.data.version !== quote.version) return { ok: false, decision: { ok: false, status: 409, errors: { form: CHANGED } } };
  return { ok: true, value: result.data };
}

/**
 * Approve: the invoice (INV-<year>-<seq>, due net 30) and the order its payment will settle are made in
 * the transition's own transaction; then the PDF is stored in R2 and the buyer emailed.
 */
export async function approveOrder(env: Env, staff: StaffMember, quote: QuoteView, form: FormData, origin: string): Promise<Decision> {
  const input = parsed(approveSchema, form, quote);
  if (!input.ok) return input.decision;
  const db = env.DB;
  const now = new Date();
  const orderId = crypto.randomUUID();
  for (let attempt = 0; attempt < 3; attempt++) {
    const invoiceSeq = (await db.prepare("SELECT COALESCE(MAX(invoice_seq), 0) + 1 AS seq FROM quotes").first<{ seq: number }>())?.seq ?? 1;
    const orderSeq = (await db.prepare("SELECT COALESCE(MAX(seq), 0) + 1 AS seq FROM orders").first<{ seq: number }>())?.seq ?? 1;
    const invoiceNumber = documentNumber("INV", invoiceSeq, now);
    // Each statement is guarded by the quote's state, so a transition that loses writes nothing at all.
    const stillPending = "SELECT 1 FROM quotes WHERE id = ? AND version = ? AND status = 'pending_approval'";
    try {
      const applied = await applyQuoteEvent(db, quote, { type: "approve", by: "staff" }, staff.email, {
        set: { invoice_seq: invoiceSeq, invoice_number: invoiceNumber, invoiced_at: now.getTime(), due_at: invoiceDueDate(now).getTime(), approved_by: staff.email, order_id: orderId },
        detail: `Invoice ${invoiceNumber}`,
        before: [
          invoiceOrderStatement(db, { id: orderId, seq: orderSeq, number: orderNumber(orderSeq, now), createdAt: now.getTime() }, quote.id, { sql: `EXISTS (${stillPending})`, values: [quote.id, quote.version] }),
        ],
        also: [
          auditStatement(db, { staff: staff.email, action: "approved", target: quote.number, detail: `Invoice ${invoiceNumber}`, at: now.getTime(), afterChange: true }),
          invoiceOrderItemsStatement(db, orderId, quote.id),
        ],
      });
      if (!applied.ok) return lost(applied);
      break;
    } catch (error) {
      // Two approvals (of different orders) took the same invoice or order number: try the next one.
      if (attempt === 2 || !String(error).includes("UNIQUE")) throw error;
    }
  }
  const approved = await quoteById(db, quote.id);
  if (!approved?.invoice) throw new Error(`approved quote ${quote.id} has no invoice`);
  await storeInvoice(env, approved as QuoteView & { invoice: NonNullable<QuoteView["invoice"]> });
  const accountsPayable = await emailAccountsPayable(env, approved as QuoteView & { invoice: NonNullable<QuoteView["invoice"]> }, origin);
  const buyer = await buyerOf(db, approved);
  if (buyer) {
    const message = quoteEmails.approved(buyer.name, approved.poNumber ?? "", approved.invoice.number, approved.totalCents, approved.invoice.dueAt, `${origin}/documents/invoices/${approved.id}`, `${origin}/account/my-order`, accountsPayable);
    await enqueue(env, { kind: "email", payload: { to: buyer.email, ...message } });
  }
  return { ok: true, message: `Approved: invoice ${approved.invoice.number} issued and emailed to the buyer.` };
}

/**
 * The invoice to the accounts payable the buyer named at checkout (issue #26), by a signed link needing no
 * account; within that address's email allowance. What happened, for the buyer's copy; nothing without one.
 */
async function emailAccountsPayable(env: Env, quote: QuoteView & { invoice: NonNullable<QuoteView["invoice"]> }, origin: string) {
  const to = quote.billing.apEmail;
  if (!to) return undefined;
  const allowance = await claimEmailTo(env, to);
  if (!allowance.allowed) return { email: to, sent: false };
  const link = `${origin}${await apInvoicePath(getConfig(env).sessionSecret, quote.id, new Date())}`;
  const message = quoteEmails.accountsPayable(quote.billing.organisation ?? "Your school", quote.poNumber ?? "", quote.invoice.number, quote.totalCents, quote.invoice.dueAt, link, AP_LINK_DAYS);
  await enqueue(env, { kind: "email", payload: { to, ...message } });
  return { email: to, sent: true };
}

/**
 * Extend: an open or expired quote is valid 30 more days (from today if it had expired), through the state
 * machine's own conditional update, with its audit row; the buyer is told the new date.
 */
export async function extendQuote(env: Env, staff: StaffMember, quote: QuoteView, form: FormData, origin: string): Promise<Decision> {
  const input = parsed(extendQuoteSchema, form, quote);
  if (!input.ok) return input.decision;
  const now = new Date();
  const validUntil = extendedValidUntil(quote.validUntil, now);
  const applied = await applyQuoteEvent(env.DB, quote, { type: "extend", by: "staff" }, staff.email, {
    set: { valid_until: validUntil.getTime() },
    detail: `Valid until ${formatLongDate(validUntil)}`,
    also: [auditStatement(env.DB, { staff: staff.email, action: "extended the quote", target: quote.number, detail: `Valid until ${formatLongDate(validUntil)}`, at: now.getTime(), afterChange: true })],
  }, now);
  if (!applied.ok) return lost(applied);
  const buyer = await buyerOf(env.DB, quote);
  if (buyer) await enqueue(env, { kind: "email", payload: { to: buyer.email, ...quoteEmails.extended(buyer.name, quote.number, validUntil, `${origin}/account/my-order`) } });
  return { ok: true, message: `Quote ${quote.number} is valid until ${formatLongDate(validUntil)}.` };
}

/** Reject the PO: the order goes back to a quote, and the buyer sees the reason and may send a corrected PO. */
export async function declinePurchaseOrder(env: Env, staff: StaffMember, quote: QuoteView, form: FormData, origin: string): Promise<Decision> {
  const input = parsed(declinePoSchema, form, quote);
  if (!input.ok) return input.decision;
  const now = Date.now();
  const applied = await applyQuoteEvent(env.DB, quote, { type: "decline_po", by: "staff" }, staff.email, {
    set: { po_decline_reason: input.value.reason },
    detail: input.value.reason,
    also: [auditStatement(env.DB, { staff: staff.email, action: "rejected PO", target: quote.number, detail: input.value.reason, at: now, afterChange: true })],
  });
  if (!applied.ok) return lost(applied);
  const buyer = await buyerOf(env.DB, quote);
  if (buyer) await enqueue(env, { kind: "email", payload: { to: buyer.email, ...quoteEmails.poDeclined(buyer.name, quote.number, quote.poNumber ?? "", input.value.reason, `${origin}/account/my-order`) } });
  return { ok: true, message: "Purchase Order rejected: the buyer has been emailed the reason and can send a corrected one." };
}


/**
 * The payment form's fields checked against the invoice as the page showed it (its version): the confirm
 * step shows what recording it will do — a part payment and the balance left, the invoice paid, or paid
 * with a credit note for what was paid beyond its total.
 */
export function reviewPayment(quote: QuoteView, form: FormData, now = new Date()): { ok: true; review: PaymentReview } | { ok: false; decision: Refusal } {
  const input = parsed(recordPaymentSchema(now.toISOString().slice(0, 10)), form, quote);
  if (!input.ok) return input;
  const { method, reference, amount: amountCents, paidOn } = input.value;
  if (!quote.orderId || quote.status !== "pending_payment") return { ok: false, decision: { ok: false, status: 409, errors: { form: "Only an approved order pending payment can be paid." } } };
  if (paidOn < quote.issuedAt.toISOString().slice(0, 10)) return { ok: false, decision: { ok: false, status: 400, errors: { paidOn: "The payment can’t be older than the quote." } } };
  return { ok: true, review: { method, reference, amountCents, paidOn, outcome: paymentOutcome(quote.totalCents, quote.paidCents, amountCents) } };
}

/**
 * Record payment (bank transfer, check, card by phone), confirmed: the payment's row, the quote's new
 * paid-so-far and state, and — when it pays the invoice — Paid and the licences made once, and for an
 * overpayment the credit note, all in one transaction guarded by the version staff saw. Then the invoice PDF
 * is made again with its payments, any card checkout the buyer has open is closed (it was for the old
 * balance: issue #22 §3), and the buyer is told.
 */
export async function recordPayment(env: Env, staff: StaffMember, quote: QuoteView, form: FormData, payments: PaymentsPort | null, now = new Date()): Promise<Decision> {
  const checked = reviewPayment(quote, form, now);
  if (!checked.ok) return checked.decision;
  const { method, reference, amountCents, paidOn, outcome } = checked.review;
  const orderId = quote.orderId!;
  const db = env.DB;
  const detail = `${formatUsdCents(amountCents)} by ${paymentMethodPhrase(method)}, reference ${reference}, received ${paidOn}`;
  const payment = staffPaymentStatement(db, quote, { method, reference, amountCents, paidOn, recordedBy: staff.email, at: now.getTime() });
  const audit = auditStatement(db, { staff: staff.email, action: outcome.kind === "part" ? "recorded part payment" : "recorded payment", target: quote.number, detail, at: now.getTime(), afterChange: true });
  let credit: { number: string; amountCents: number } | null = null;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      let applied: Applied;
      if (outcome.kind === "part") {
        applied = await applyQuoteEvent(db, quote, { type: "part_payment", by: "staff" }, staff.email, {
          set: { paid_cents: outcome.paidCents },
          detail: `${detail}; ${formatUsdCents(outcome.balanceCents)} still to pay`,
          before: [payment],
          also: [audit],
        }, now);
      } else {
        const note = outcome.kind === "overpays" ? { ...(await nextCreditNote(db, now)), amountCents: outcome.creditCents, at: now.getTime() } : null;
        applied = await applyQuoteEvent(db, quote, { type: "record_payment", by: "staff" }, staff.email, {
          set: { paid_cents: outcome.paidCents, payment_method: method, payment_reference: reference, paid_at: Date.parse(`${paidOn}T12:00:00Z`) },
          detail: note ? `${detail}; ${formatUsdCents(note.amountCents)} over the total, credit note ${note.number}` : detail,
          before: [payment],
          also: [audit, ...paidOrderStatements(db, orderId, `${method}:${reference}`, now.getTime(), { onlyIfQuotePaid: true }), ...(note ? [creditNoteStatement(db, quote, note)] : [])],
        }, now);
        credit = note;
      }
      if (!applied.ok) return lost(applied);
      break;
    } catch (error) {
      if (isDuplicatePayment(error)) return { ok: false, status: 409, errors: { reference: `A payment by ${paymentMethodPhrase(method)} with reference ${reference} is already recorded on this invoice.` } };
      if (attempt === 2 || !isCreditNoteNumberTaken(error)) throw error;
    }
  }
  const order = await db.prepare("SELECT id, number, user_id, provider, total_cents, provider_session_id FROM orders WHERE id = ?")
    .bind(orderId)
    .first<{ id: string; number: string; user_id: string | null; provider: string; total_cents: number; provider_session_id: string | null }>();
  // The checkout is closed first: the shorter the window, the fewer second payments to refund.
  if (order?.provider_session_id) await closeCheckout(payments, order.provider_session_id);
  const updated = (await quoteById(db, quote.id)) as QuoteView & { invoice: NonNullable<QuoteView["invoice"]> };
  await storeInvoice(env, updated);
  const buyer = await buyerOf(db, quote);
  const origin = getConfig(env).siteOrigin;
  if (outcome.kind === "part") {
    if (buyer) await enqueue(env, { kind: "email", payload: { to: buyer.email, ...quoteEmails.partPayment(buyer.name, updated.invoice.number, amountCents, outcome.balanceCents, updated.invoice.dueAt, `${origin}/documents/invoices/${quote.id}`) } });
    return { ok: true, done: "part-paid", message: `Part payment recorded: ${formatUsdCents(outcome.balanceCents)} still to pay. The buyer has been emailed the balance.` };
  }
  if (order) await afterOrderPaid(env, order, updated.invoice.number);
  if (credit && buyer) await enqueue(env, { kind: "email", payload: { to: buyer.email, ...quoteEmails.creditNote(buyer.name, updated.invoice.number, credit.number, credit.amountCents, `${origin}/documents/credit-notes/${quote.id}`) } });
  return { ok: true, message: "Payment recorded: the order is paid and the licenses are in the buyer’s My Products." };
}

/** Staff sent an overpaid invoice's credit back to the school (issue #26): recorded once, audited, the buyer told. */
export async function refundCredit(env: Env, staff: StaffMember, quote: QuoteView, form: FormData, now = new Date()): Promise<Decision> {
  const input = parsed(refundCreditSchema(now.toISOString().slice(0, 10)), form, quote);
  if (!input.ok) return input.decision;
  const note = await creditNoteOf(env.DB, quote.id);
  if (!note) return { ok: false, status: 409, errors: { form: "This invoice has no credit note to refund." } };
  const { method, reference, sentOn } = input.value;
  const refund = { method, reference, sentOn, by: staff.email };
  if (!(await markCreditRefunded(env.DB, note.id, refund))) return { ok: false, status: 409, errors: { form: `Credit note ${note.number} is already refunded.` } };
  const how = paymentMethodPhrase(method);
  await auditStatement(env.DB, { staff: staff.email, action: "refunded credit note", target: quote.number, detail: `${note.number}: ${formatUsdCents(note.amountCents)} by ${how}, reference ${reference}, sent ${sentOn}` }).run();
  const buyer = await buyerOf(env.DB, quote);
  if (buyer) await enqueue(env, { kind: "email", payload: { to: buyer.email, ...quoteEmails.creditRefunded(buyer.name, note.number, note.amountCents, how, reference) } });
  return { ok: true, message: `Credit note ${note.number} is refunded: the buyer has been emailed.` };
}

/**
 * Expires the order's open checkout. If the provider can't be reached the payment stays recorded (it is
 * the school's money, already received): a card payment the open checkout still takes reaches the
 * webhook, which records it as an overpayment for staff to refund.
 */
async function closeCheckout(payments: PaymentsPort | null, sessionId: string) {
  if (!payments) return;
  try {
    await payments.expireCheckout(sessionId, `expire-${sessionId}`);
  } catch (error) {
    if (!(error instanceof PaymentsUnavailable)) throw error;
    console.error(`[payments] could not expire checkout ${sessionId}; a payment it takes will be recorded as an overpayment`);
  }
}

async function buyerOf(db: D1Database, quote: Pick<QuoteView, "userId">) {
  return quote.userId ? db.prepare("SELECT name, email FROM auth_users WHERE id = ?").bind(quote.userId).first<{ name: string; email: string }>() : null;
}

/**
 * Signs the order's buyer out everywhere (ASVS V7.4.5): a school reports the account misused, or a
 * purchaser leaves. Their sessions end at once; their password still works, so the school changes it
 * with a reset if it may be known. Audited and logged.
 */
export async function endBuyerSessions(env: Env, staff: StaffMember, quote: QuoteView): Promise<Decision> {
  if (!quote.userId) return { ok: false, status: 409, errors: { form: "The buyer deleted their account: nobody is signed in to it." } };
  const [ended] = await env.DB.batch([
    endAllSessionsStatement(env.DB, quote.userId),
    auditStatement(env.DB, { staff: staff.email, action: "signed the buyer out everywhere", target: quote.number }),
  ]);
  const sessions = ended?.meta.changes ?? 0;
  await securityEvent("sessions.ended-by-staff", { staff: staff.id, user: quote.userId, sessions });
  return { ok: true, message: `Signed out ${sessions} session${sessions === 1 ? "" : "s"}.` };
}

/** A staff member downloaded a document: kept in the audit log like every other staff action. */
export const auditDownload = (db: D1Database, staff: StaffMember, what: string, quote: QuoteView) => auditStatement(db, { staff: staff.email, action: `downloaded ${what}`, target: quote.number }).run();
