// A curriculum order bought by quote and Purchase Order (spec §4 "Curriculum purchase by quote and
// Purchase Order"; issue #11): one pure state machine. Every change of state goes through `transition`,
// which either answers the next state or says why the change is refused; storage applies the answer
// with a conditional update, so two people acting at once can never both win.

export type QuoteStatus = "quote" | "rejected" | "pending_approval" | "pending_payment" | "paid";

/** What a buyer or staff member asks for. */
export type QuoteEvent =
  | { type: "reject"; by: "buyer" }
  | { type: "submit_po"; by: "buyer" }
  | { type: "approve"; by: "staff" }
  | { type: "decline_po"; by: "staff" }
  | { type: "record_payment"; by: "staff" | "card" }
  /** A payment that leaves part of the invoice to pay (issue #26): still pending payment, with a smaller balance. */
  | { type: "part_payment"; by: "staff" }
  /** Staff give a quote (open or expired) more time (issue #26): it stays a quote, with a later validity date. */
  | { type: "extend"; by: "staff" };

export type QuoteState = { status: QuoteStatus; validUntil: Date };

export type Transition = { ok: true; status: QuoteStatus } | { ok: false; reason: string };

/** A quote is valid for 60 days (issue #11 §1). */
export const QUOTE_VALID_DAYS = 60;
/** Staff review a Purchase Order within 1–2 business days (spec §4 step 4). */
export const PO_REVIEW_DAYS = "1–2 business days";
/** Invoices are due net 30. */
export const INVOICE_NET_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

export const quoteValidUntil = (issuedAt: Date) => new Date(issuedAt.getTime() + QUOTE_VALID_DAYS * DAY_MS);
export const invoiceDueDate = (issuedAt: Date) => new Date(issuedAt.getTime() + INVOICE_NET_DAYS * DAY_MS);
/** Invoice reminders (issue #26): from a week before the due date, then weekly while it is unpaid. */
export const INVOICE_REMINDER_DAYS = 7;
/** Whether an unpaid invoice is due a reminder now: due within a week, and none sent in the last week. */
export const invoiceReminderDue = (dueAt: Date, remindedAt: Date | null, now: Date) =>
  dueAt.getTime() - now.getTime() <= INVOICE_REMINDER_DAYS * DAY_MS && (remindedAt === null || now.getTime() - remindedAt.getTime() >= INVOICE_REMINDER_DAYS * DAY_MS);

/** Staff's "extend" gives a quote this many more days, counted from today if it has expired. */
export const QUOTE_EXTENSION_DAYS = 30;
export const extendedValidUntil = (validUntil: Date, now: Date) => new Date(Math.max(validUntil.getTime(), now.getTime()) + QUOTE_EXTENSION_DAYS * DAY_MS);

/** Expired is not stored: a quote still waiting for its PO after its validity date is expired. */
export const isExpired = (state: QuoteState, now: Date) => state.status === "quote" && now.getTime() > state.validUntil.getTime();

export type DisplayStatus = QuoteStatus | "expired";

export const displayStatus = (state: QuoteState, now: Date): DisplayStatus => (isExpired(state, now) ? "expired" : state.status);

/** The flag shown with every quote and order: its words always, its colour as a second signal (§4). */
export const STATUS_FLAGS: Record<DisplayStatus, { label: string; colour: "grey" | "yellow" | "blue" | "green" | "red" }> = {
  quote: { label: "Quote", colour: "grey" },
  rejected: { label: "Rejected", colour: "red" },
  expired: { label: "Expired", colour: "grey" },
  pending_approval: { label: "Pending Approval", colour: "yellow" },
  pending_payment: { label: "Pending Payment", colour: "blue" },
  paid: { label: "Paid", colour: "green" },
};

const TARGET: Record<QuoteEvent["type"], { from: QuoteStatus; to: QuoteStatus }> = {
  reject: { from: "quote", to: "rejected" },
  submit_po: { from: "quote", to: "pending_approval" },
  approve: { from: "pending_approval", to: "pending_payment" },
  // A refused PO sends the order back to the buyer, who may upload a corrected one.
  decline_po: { from: "pending_approval", to: "quote" },
  record_payment: { from: "pending_payment", to: "paid" },
  part_payment: { from: "pending_payment", to: "pending_payment" },
  extend: { from: "quote", to: "quote" },
};

const REFUSALS: Record<QuoteEvent["type"], string> = {
  reject: "Only a quote can be rejected.",
  submit_po: "A Purchase Order can only be added to a quote.",
  approve: "Only an order pending approval can be approved.",
  decline_po: "Only an order pending approval can have its Purchase Order rejected.",
  record_payment: "Only an order pending payment can be paid.",
  part_payment: "Only an order pending payment can be paid.",
  extend: "Only a quote (open or expired) can be given more time.",
};

export function transition(state: QuoteState, event: QuoteEvent, now: Date): Transition {
  const target = TARGET[event.type];
  if (state.status !== target.from) return { ok: false, reason: REFUSALS[event.type] };
  // The buyer's two answers to a quote need it to be valid; staff may still act on a PO sent in time.
  if ((event.type === "submit_po" || event.type === "reject") && isExpired(state, now)) {
    return { ok: false, reason: "This quote has expired. Please request a new one." };
  }
  return { ok: true, status: target.to };
}

/** A readable number per kind and year: Q-2026-0001 for quotes, INV-2026-0001 for invoices, CN-2026-0001 for credit notes. */
export const documentNumber = (prefix: "Q" | "INV" | "CN", seq: number, at: Date) => `${prefix}-${at.getUTCFullYear()}-${String(seq).padStart(4, "0")}`;

/** Issue #11 §1: 1–40 letters, digits, spaces and - / . */
export const PO_NUMBER_PATTERN = /^[A-Za-z0-9 \-/.]{1,40}$/;
export const MAX_PO_BYTES = 10 * 1024 * 1024;
/** The first bytes of every PDF file. */
export const PDF_MAGIC = "%PDF-";

/** The history's words for each recorded action (the buyer's and staff's views of an order). */
export const HISTORY_LABELS: Record<string, string> = {
  requested: "Quote requested",
  reject: "Quote rejected by the buyer",
  submit_po: "Purchase Order sent",
  extend: "Validity extended by staff",
  approve: "Purchase Order approved, invoice issued",
  decline_po: "Purchase Order rejected",
  record_payment: "Payment recorded",
  part_payment: "Part payment recorded",
};

/**
 * What one payment does to an invoice (issue #26): leaves a balance (a part payment, still Pending Payment),
 * pays it exactly, or pays more than the balance — then the invoice is paid and the excess is owed back to
 * the school as a credit note.
 */
export type PaymentOutcome =
  | { kind: "part"; paidCents: number; balanceCents: number }
  | { kind: "settles"; paidCents: number }
  | { kind: "overpays"; paidCents: number; creditCents: number };

export function paymentOutcome(totalCents: number, paidBeforeCents: number, amountCents: number): PaymentOutcome {
  const paidCents = paidBeforeCents + amountCents;
  if (paidCents < totalCents) return { kind: "part", paidCents, balanceCents: totalCents - paidCents };
  if (paidCents === totalCents) return { kind: "settles", paidCents };
  return { kind: "overpays", paidCents, creditCents: paidCents - totalCents };
}

/** What is left to pay on an invoice: never below zero (an overpayment is a credit note, not a negative balance). */
export const balanceDueCents = (totalCents: number, paidCents: number) => Math.max(0, totalCents - paidCents);
