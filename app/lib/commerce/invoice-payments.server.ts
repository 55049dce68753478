// An invoice's payments and its credit note (issue #26; decision 0050). Every payment towards an invoice is a
// row here — staff's transfers and checks, in parts if the school pays in parts, and a card payment from My
// Order — while quotes.paid_cents, their sum, moves with the quote's state machine in the same transaction.
// An invoice paid beyond its total owes the school the difference: a credit note (CN-<year>-<seq>), open until
// staff record the refund they sent. This module is the only writer of both tables; its statements ride in
// the callers' batches, each guarded by the quote's state so a batch that loses writes nothing.
import { documentNumber } from "~/domain/quote-order";

export type InvoicePayment = { method: string; reference: string; amountCents: number; paidOn: string; recordedBy: string };

export type CreditNote = {
  id: string;
  number: string;
  quoteId: string;
  amountCents: number;
  issuedAt: Date;
  refund: { method: string; reference: string; sentOn: string; by: string } | null;
};

type NewPayment = { method: string; reference: string; amountCents: number; paidOn: string; recordedBy: string; at: number };

/**
 * A payment staff recorded, written only while the quote is still at the version the page showed and pending
 * payment. The same method and reference twice on one invoice fails the whole batch (UNIQUE): see
 * `isDuplicatePayment`.
 */
export function staffPaymentStatement(db: D1Database, quote: { id: string; version: number }, payment: NewPayment): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO invoice_payments (id, quote_id, method, reference, amount_cents, paid_on, recorded_by, recorded_at)
       SELECT ?, ?, ?, ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM quotes WHERE id = ? AND version = ? AND status = 'pending_payment')`,
    )
    .bind(crypto.randomUUID(), quote.id, payment.method, payment.reference, payment.amountCents, payment.paidOn, payment.recordedBy, payment.at, quote.id, quote.version);
}

/** The card payment that paid the invoice's balance: written only if that very payment paid the quote. */
export function cardPaymentStatement(db: D1Database, quoteId: string, paymentReference: string, amountCents: number, at: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO invoice_payments (id, quote_id, method, reference, amount_cents, paid_on, recorded_by, recorded_at)
       SELECT ?, ?, 'card', ?, ?, ?, 'buyer', ? WHERE EXISTS (SELECT 1 FROM quotes WHERE id = ? AND status = 'paid' AND payment_method = 'card' AND payment_reference = ?)
       ON CONFLICT (quote_id, method, reference) DO NOTHING`,
    )
    .bind(crypto.randomUUID(), quoteId, paymentReference, amountCents, new Date(at).toISOString().slice(0, 10), at, quoteId, paymentReference);
}

/** The batch failed because this payment's method and reference are already recorded on the invoice. */
export const isDuplicatePayment = (error: unknown) => String(error).includes("UNIQUE") && String(error).includes("invoice_payments");
/** The batch failed because another credit note took the same number at the same moment: try the next. */
export const isCreditNoteNumberTaken = (error: unknown) => String(error).includes("UNIQUE") && String(error).includes("credit_notes");

/** The next credit note's sequence number and its CN-<year>-<seq>. */
export async function nextCreditNote(db: D1Database, at: Date): Promise<{ seq: number; number: string }> {
  const seq = (await db.prepare("SELECT COALESCE(MAX(seq), 0) + 1 AS seq FROM credit_notes").first<{ seq: number }>())?.seq ?? 1;
  return { seq, number: documentNumber("CN", seq, at) };
}

/** The credit note for an overpaid invoice, written only if the batch's payment made the quote paid (its next version). */
export function creditNoteStatement(db: D1Database, quote: { id: string; version: number }, note: { seq: number; number: string; amountCents: number; at: number }): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO credit_notes (id, seq, number, quote_id, amount_cents, issued_at)
       SELECT ?, ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM quotes WHERE id = ? AND version = ? AND status = 'paid')`,
    )
    .bind(crypto.randomUUID(), note.seq, note.number, quote.id, note.amountCents, note.at, quote.id, quote.version + 1);
}

/** The invoice's payments, oldest first. */
export async function paymentsOf(db: D1Database, quoteId: string): Promise<InvoicePayment[]> {
  const { results } = await db
    .prepare("SELECT method, reference, amount_cents, paid_on, recorded_by FROM invoice_payments WHERE quote_id = ? ORDER BY paid_on, recorded_at")
    .bind(quoteId)
    .all<{ method: string; reference: string; amount_cents: number; paid_on: string; recorded_by: string }>();
  return results.map((r) => ({ method: r.method, reference: r.reference, amountCents: r.amount_cents, paidOn: r.paid_on, recordedBy: r.recorded_by }));
}

type CreditRow = { id: string; number: string; quote_id: string; amount_cents: number; issued_at: number; status: string; refund_method: string | null; refund_reference: string | null; refunded_on: string | null; refunded_by: string | null };

const CREDIT_COLUMNS = "id, number, quote_id, amount_cents, issued_at, status, refund_method, refund_reference, refunded_on, refunded_by";

const toCreditNote = (r: CreditRow): CreditNote => ({
  id: r.id,
  number: r.number,
  quoteId: r.quote_id,
  amountCents: r.amount_cents,
  issuedAt: new Date(r.issued_at),
  refund: r.status === "refunded" ? { method: r.refund_method ?? "", reference: r.refund_reference ?? "", sentOn: r.refunded_on ?? "", by: r.refunded_by ?? "" } : null,
});

/** The invoice's credit note, if it was overpaid. */
export async function creditNoteOf(db: D1Database, quoteId: string): Promise<CreditNote | null> {
  const row = await db.prepare(`SELECT ${CREDIT_COLUMNS} FROM credit_notes WHERE quote_id = ?`).bind(quoteId).first<CreditRow>();
  return row ? toCreditNote(row) : null;
}

/**
 * Staff sent the credit back to the school: open → refunded, one conditional update, so of two members of
 * staff recording it at once exactly one is answered true.
 */
export async function markCreditRefunded(db: D1Database, creditId: string, refund: { method: string; reference: string; sentOn: string; by: string }): Promise<boolean> {
  const done = await db
    .prepare("UPDATE credit_notes SET status = 'refunded', refund_method = ?, refund_reference = ?, refunded_on = ?, refunded_by = ? WHERE id = ? AND status = 'open' RETURNING id")
    .bind(refund.method, refund.reference, refund.sentOn, refund.by, creditId)
    .first<{ id: string }>();
  return done !== null;
}
