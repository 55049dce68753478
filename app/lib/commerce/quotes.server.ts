// Quotes for the K-12 curriculum (issue #11 §1): made from the cart with the catalog's prices, numbered
// Q-<year>-<seq>, valid 60 days; the buyer accepts (→ Purchase Order) or rejects. Every change of state is
// app/domain/quote-order's `transition`, applied with a conditional update on `version` and recorded in
// quote_events. A buyer sees only their own quotes: any other id is as absent as one that never existed.
import { z } from "zod";
import { cartTotals, type CartLine } from "~/domain/shop";
import { displayStatus, documentNumber, INVOICE_REMINDER_DAYS, invoiceReminderDue, quoteValidUntil, type DisplayStatus, type QuoteStatus } from "~/domain/quote-order";
import { quoteEmails } from "~/copy/emails/shop";
import type { SignedIn } from "~/domain/account";
import { clearCart } from "./cart.server";
import { ITEM_COLUMNS, listWithLines, toLineItem, type ItemRow } from "./line-items.server";
import type { Billing } from "~/domain/billing";
import { claimEmailTo } from "../platform/email-allowance.server";
import { getConfig } from "../platform/env.server";
import { apInvoicePath } from "./ap-links.server";
import { enqueue } from "../platform/outbox.server";
import type { BatchedRead } from "../platform/batched-reads.server";
import { applyQuoteEvent, requestedEventStatement } from "./quote-events.server";
import { securityEvent } from "../platform/security-log.server";
import { parseForm, UNKNOWN_FORM } from "~/domain/form-errors";

export type QuoteView = {
  id: string;
  number: string;
  status: QuoteStatus;
  display: DisplayStatus;
  totalCents: number;
  issuedAt: Date;
  validUntil: Date;
  billing: Partial<Billing>;
  rejectReason: string | null;
  poNumber: string | null;
  poDeclineReason: string | null;
  /** Where the Purchase Order file is kept in R2 (a key the server made), once uploaded. */
  poKey: string | null;
  invoice: { number: string; issuedAt: Date; dueAt: Date } | null;
  payment: { method: string; reference: string; paidAt: Date } | null;
  /** What has been paid towards the invoice so far (every part payment; issue #26). */
  paidCents: number;
  /** The credit note of an overpaid invoice, and whether its refund has been sent. */
  creditNote: { number: string; refunded: boolean } | null;
  /** The order the invoice's payment settles (made at approval). */
  orderId: string | null;
  userId: string | null;
  version: number;
  items: Array<{ slug: string; title: string; sku: string; level: string; unitCents: number; quantity: number }>;
};

type Row = {
  id: string;
  number: string;
  status: QuoteStatus;
  total_cents: number;
  issued_at: number;
  valid_until: number;
  billing: string;
  reject_reason: string | null;
  po_number: string | null;
  po_decline_reason: string | null;
  po_key: string | null;
  invoice_number: string | null;
  invoiced_at: number | null;
  due_at: number | null;
  payment_method: string | null;
  payment_reference: string | null;
  paid_at: number | null;
  paid_cents: number;
  credit_number: string | null;
  credit_status: string | null;
  order_id: string | null;
  user_id: string | null;
  version: number;
};

const COLUMNS =
  "id, number, status, total_cents, issued_at, valid_until, billing, reject_reason, po_number, po_decline_reason, po_key, invoice_number, invoiced_at, due_at, payment_method, payment_reference, paid_at, paid_cents, order_id, user_id, version, " +
  "(SELECT number FROM credit_notes WHERE quote_id = quotes.id) AS credit_number, (SELECT status FROM credit_notes WHERE quote_id = quotes.id) AS credit_status";

/** The unique index on `requoted_from` refused a second new quote for the same old one. */
class AlreadyRequoted extends Error {}

/** `requotedFrom`: the expired or rejected quote this one replaces (at most one new quote each). */
export async function createQuote(db: D1Database, userId: string, lines: CartLine[], billing: Billing, now = new Date(), requotedFrom: string | null = null): Promise<{ id: string; number: string }> {
  const id = crypto.randomUUID();
  const { totalCents } = cartTotals(lines);
  for (let attempt = 0; attempt < 3; attempt++) {
    const seq = (await db.prepare("SELECT COALESCE(MAX(seq), 0) + 1 AS seq FROM quotes").first<{ seq: number }>())?.seq ?? 1;
    const number = documentNumber("Q", seq, now);
    try {
      await db.batch([
        db
          .prepare("INSERT INTO quotes (id, seq, number, user_id, status, billing, total_cents, issued_at, valid_until, updated_at, requoted_from) VALUES (?, ?, ?, ?, 'quote', ?, ?, ?, ?, ?, ?)")
          .bind(id, seq, number, userId, JSON.stringify(billing), totalCents, now.getTime(), quoteValidUntil(now).getTime(), now.getTime(), requotedFrom),
        ...lines.map((line) =>
          db
            .prepare("INSERT INTO quote_items (quote_id, product_slug, sku, title, level, unit_cents, quantity) VALUES (?, ?, ?, ?, ?, ?, ?)")
            .bind(id, line.slug, line.sku, line.title, line.level, line.unitCents, line.quantity),
        ),
        requestedEventStatement(db, id, now),
      ]);
      return { id, number };
    } catch (error) {
      if (requotedFrom && String(error).includes("requoted_from")) throw new AlreadyRequoted();
      // Two quotes requested at the same moment took the same sequence number: the second tries the next.
      if (attempt === 2 || !String(error).includes("UNIQUE")) throw error;
    }
  }
  throw new Error("unreachable");
}

/**
 * The buyer's request: the quote of their cart, emailed; the cart is emptied (the quote holds its lines).
 * The email counts on the address's allowance (issue #22 §5); when it is spent the quote is still made and
 * the page says it was not emailed (`emailed: false`), so a buyer is never blocked and an inbox never flooded.
 */
export async function requestQuote(env: Env, account: SignedIn, lines: CartLine[], billing: Billing, origin: string) {
  const quote = await createQuote(env.DB, account.user.id, lines, billing);
  await clearCart(env.DB, account.user.id);
  return { quote, emailed: await emailQuote(env, account, quote.id, origin) };
}

/**
 * "Request a new quote" on an expired or rejected quote (issue #26): the same lines at today's catalog prices
 * (a level no longer sold is left out) and the same billing details, without touching the cart. Once per
 * quote: a second request answers the new quote made by the first.
 */
export async function requoteOf(env: Env, account: SignedIn, quoteId: string, catalog: ReadonlyMap<string, Omit<CartLine, "quantity">>, origin: string): Promise<{ ok: true; id: string; emailed: boolean } | { ok: false; status: 404 | 409; error: string }> {
  const old = await quoteOf(env.DB, account.user.id, quoteId);
  if (!old) return { ok: false, status: 404, error: "This quote isn’t in your account." };
  if (old.display !== "expired" && old.display !== "rejected") return { ok: false, status: 409, error: "This quote is still open: accept it or reject it first." };
  const lines = old.items.flatMap((item) => {
    const product = catalog.get(item.slug);
    return product ? [{ ...product, quantity: item.quantity }] : [];
  });
  if (lines.length === 0) return { ok: false, status: 409, error: "None of this quote’s levels is in the catalog any more: build a new cart from the catalog." };
  const again = async () => env.DB.prepare("SELECT id FROM quotes WHERE requoted_from = ? AND user_id = ?").bind(old.id, account.user.id).first<string>("id");
  const existing = await again();
  if (existing) return { ok: true, id: existing, emailed: false };
  try {
    const quote = await createQuote(env.DB, account.user.id, lines, old.billing as Billing, new Date(), old.id);
    return { ok: true, id: quote.id, emailed: await emailQuote(env, account, quote.id, origin) };
  } catch (error) {
    if (!(error instanceof AlreadyRequoted)) throw error;
    return { ok: true, id: (await again())!, emailed: false };
  }
}

/** The new quote's email to its buyer, within their address's allowance: whether it went. */
async function emailQuote(env: Env, account: SignedIn, quoteId: string, origin: string): Promise<boolean> {
  const view = await quoteOf(env.DB, account.user.id, quoteId);
  if (!view || !(await claimEmailTo(env, account.user.email)).allowed) return false;
  const message = quoteEmails.requested(account.user.name, view.number, view.totalCents, view.validUntil, `${origin}/documents/quotes/${view.id}`, `${origin}/account/my-order`, `${origin}/vendor-information`);
  await enqueue(env, { kind: "email", payload: { to: account.user.email, ...message } });
  return true;
}

async function withItems(db: D1Database, row: Row, now: Date): Promise<QuoteView> {
  const { results } = await db.prepare(`SELECT ${ITEM_COLUMNS} FROM quote_items WHERE quote_id = ? ORDER BY title`).bind(row.id).all<ItemRow>();
  return toQuoteView(row, results.map(toLineItem), now);
}

function toQuoteView(row: Row, items: QuoteView["items"], now: Date): QuoteView {
  const validUntil = new Date(row.valid_until);
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    display: displayStatus({ status: row.status, validUntil }, now),
    totalCents: row.total_cents,
    issuedAt: new Date(row.issued_at),
    validUntil,
    billing: JSON.parse(row.billing) as Partial<Billing>,
    rejectReason: row.reject_reason,
    poNumber: row.po_number,
    poDeclineReason: row.po_decline_reason,
    poKey: row.po_key,
    invoice: row.invoice_number && row.invoiced_at && row.due_at ? { number: row.invoice_number, issuedAt: new Date(row.invoiced_at), dueAt: new Date(row.due_at) } : null,
    payment: row.payment_method && row.paid_at ? { method: row.payment_method, reference: row.payment_reference ?? "", paidAt: new Date(row.paid_at) } : null,
    paidCents: row.paid_cents,
    creditNote: row.credit_number ? { number: row.credit_number, refunded: row.credit_status === "refunded" } : null,
    orderId: row.order_id,
    userId: row.user_id,
    version: row.version,
    items,
  };
}

/** The buyer's quotes (the last 100, newest first) and all their lines, for a batch of the caller's. */
export function quotesRead(db: D1Database, userId: string, now = new Date()): BatchedRead<QuoteView[]> {
  const list = { columns: COLUMNS, listed: "FROM quotes WHERE user_id = ?1 ORDER BY issued_at DESC LIMIT 100", itemTable: "quote_items", parentColumn: "quote_id" };
  return listWithLines<Row, QuoteView>(db, userId, list, (row, items) => toQuoteView(row, items, now));
}

/** One of this buyer's quotes, or null. */
export async function quoteOf(db: D1Database, userId: string, id: string, now = new Date()): Promise<QuoteView | null> {
  if (!/^[0-9a-f-]{36}$/.test(id)) return null;
  const row = await db.prepare(`SELECT ${COLUMNS} FROM quotes WHERE id = ? AND user_id = ?`).bind(id, userId).first<Row>();
  if (!row) await securityEvent("authorization.refused", { resource: "quote", id, user: userId });
  return row ? withItems(db, row, now) : null;
}

/** Any quote, for staff (the console's guard has already checked who is asking). */
export async function quoteById(db: D1Database, id: string, now = new Date()): Promise<QuoteView | null> {
  if (!/^[0-9a-f-]{36}$/.test(id)) return null;
  const row = await db.prepare(`SELECT ${COLUMNS} FROM quotes WHERE id = ?`).bind(id).first<Row>();
  return row ? withItems(db, row, now) : null;
}

export type QuoteHistoryEntry = { at: Date; actor: string; action: string; detail: string | null };

/** Who did what to the quote, oldest first. */
export async function quoteHistory(db: D1Database, id: string): Promise<QuoteHistoryEntry[]> {
  const { results } = await db.prepare("SELECT at, actor, action, detail FROM quote_events WHERE quote_id = ? ORDER BY at, id").bind(id).all<{ at: number; actor: string; action: string; detail: string | null }>();
  return results.map((r) => ({ at: new Date(r.at), actor: r.actor, action: r.action, detail: r.detail }));
}

const rejectQuoteSchema = z.strictObject({
  intent: z.literal("reject-quote"),
  quote: z.string().max(40),
  reason: z.string().trim().max(500, "Please keep the reason under 500 characters.").optional().default(""),
});

/** The buyer's Reject Quote, with an optional reason (issue #11 §1). */
export async function rejectQuote(db: D1Database, userId: string, form: FormData): Promise<{ ok: true; id: string } | { ok: false; status: 400 | 404 | 409; error: string }> {
  const parsed = parseForm(rejectQuoteSchema, form);
  if (!parsed.ok) return { ok: false, status: 400, error: Object.values(parsed.errors)[0] ?? UNKNOWN_FORM };
  const quote = await quoteOf(db, userId, parsed.data.quote);
  if (!quote) return { ok: false, status: 404, error: "This quote isn’t in your account." };
  const reason = parsed.data.reason || null;
  const applied = await applyQuoteEvent(db, quote, { type: "reject", by: "buyer" }, "buyer", { set: { reject_reason: reason }, detail: reason ?? undefined });
  return applied.ok ? { ok: true, id: quote.id } : { ok: false, status: 409, error: applied.reason };
}

/**
 * Account deletion, in its batch: the buyer's personal data leaves their quotes (name, email, street
 * address) and the quotes stay for the school's books with the organisation and state, like their orders.
 */
export function anonymiseQuotesStatement(db: D1Database, userId: string): D1PreparedStatement {
  return db
    .prepare("UPDATE quotes SET billing = json_object('organisation', json_extract(billing, '$.organisation'), 'state', json_extract(billing, '$.state')), user_id = NULL WHERE user_id = ?")
    .bind(userId);
}

/**
 * The scheduled invoice reminders (issue #26; workers/app.ts every 10 minutes): an unpaid invoice due within a
 * week, then weekly while it is overdue, to its buyer and to the accounts payable named at checkout (a signed
 * link, within that address's allowance). Each reminder is claimed first by a conditional update on
 * `reminded_at`, so two jobs at once send it once.
 */
export async function remindInvoicesDue(env: Env, now = new Date()): Promise<number> {
  const { siteOrigin, sessionSecret } = getConfig(env);
  const { results } = await env.DB.prepare(
    `SELECT q.id, q.invoice_number, q.total_cents - q.paid_cents AS due_cents, q.due_at, q.reminded_at, q.billing, u.name, u.email FROM quotes q JOIN auth_users u ON u.id = q.user_id
     WHERE q.status = 'pending_payment' AND q.due_at <= ? LIMIT 200`,
  )
    .bind(now.getTime() + INVOICE_REMINDER_DAYS * 86_400_000)
    .all<{ id: string; invoice_number: string; due_cents: number; due_at: number; reminded_at: number | null; billing: string; name: string; email: string }>();
  let sent = 0;
  for (const row of results) {
    const dueAt = new Date(row.due_at);
    if (!invoiceReminderDue(dueAt, row.reminded_at === null ? null : new Date(row.reminded_at), now)) continue;
    const claimed = await env.DB.prepare("UPDATE quotes SET reminded_at = ? WHERE id = ? AND reminded_at IS ?").bind(now.getTime(), row.id, row.reminded_at).run();
    if (claimed.meta.changes === 0) continue;
    const buyer = quoteEmails.invoiceReminder(row.name, row.invoice_number, row.due_cents, dueAt, now, `${siteOrigin}/documents/invoices/${row.id}`, `${siteOrigin}/account/my-order`);
    await enqueue(env, { kind: "email", payload: { to: row.email, ...buyer } });
    const billing = JSON.parse(row.billing) as Partial<Billing>;
    if (billing.apEmail && (await claimEmailTo(env, billing.apEmail)).allowed) {
      const link = `${siteOrigin}${await apInvoicePath(sessionSecret, row.id, now)}`;
      await enqueue(env, { kind: "email", payload: { to: billing.apEmail, ...quoteEmails.accountsPayableReminder(billing.organisation ?? "your school", row.invoice_number, row.due_cents, dueAt, now, link) } });
    }
    sent++;
  }
  return sent;
}
