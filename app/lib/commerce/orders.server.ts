// Card orders for curriculum licences (issue #10 §4; decision 0018): an order is made from the cart at
// checkout, paid through the payments port, and on payment creates one licence per teacher per level —
// exactly once, whatever the events do. A buyer sees only their own orders and licences.
import { quoteEmails, shopEmails } from "~/copy/emails/shop";
import type { QuoteStatus } from "~/domain/quote-order";
import type { CartLine, OrderStatus } from "~/domain/shop";
import { billingSchema, type Billing } from "~/domain/billing";
import { clearCart } from "./cart.server";
import { ITEM_COLUMNS, listWithLines, toLineItem, type ItemRow } from "./line-items.server";
import { paidOrderLicencesStatement } from "./licences.server";
import { cardPaymentStatement } from "./invoice-payments.server";
import { quoteEventStatements } from "./quote-events.server";
import { enqueue } from "../platform/outbox.server";
import type { BatchedRead } from "../platform/batched-reads.server";
import { securityEvent } from "../platform/security-log.server";
import { getConfig } from "../platform/env.server";
import { parseStoredJson } from "~/domain/stored-json";

export type OrderView = {
  id: string;
  number: string;
  status: OrderStatus;
  totalCents: number;
  createdAt: Date;
  paidAt: Date | null;
  failure: string | null;
  billing: Partial<Billing>;
  /** Set when this order is an approved quote's: what the buyer pays is that invoice. */
  invoiceNumber: string | null;
  /** What is left to pay: the total, less an invoice's part payments (issue #26). */
  dueCents: number;
  items: Array<{ slug: string; title: string; sku: string; level: string; unitCents: number; quantity: number }>;
};

/** What has been paid towards an order's invoice before its card payment (0 for a card order): SQL over `orders`. */
export const invoicePaidSql = (orders = "orders") => `COALESCE((SELECT q.paid_cents FROM quotes q WHERE q.order_id = ${orders}.id), 0)`;

type OrderRow = { id: string; number: string; status: OrderStatus; total_cents: number; created_at: number; paid_at: number | null; failure: string | null; billing: string; invoice_number: string | null; due_cents: number };

const ORDER_COLUMNS = `id, number, status, total_cents, created_at, paid_at, failure, billing, (SELECT invoice_number FROM quotes WHERE order_id = orders.id) AS invoice_number, total_cents - ${invoicePaidSql()} AS due_cents`;

/** The billing details of the buyer's last order, to fill the checkout form again. */
export function lastBillingRead(db: D1Database, userId: string): BatchedRead<Billing | null> {
  return {
    statements: [db.prepare("SELECT billing FROM orders WHERE user_id = ? ORDER BY created_at DESC LIMIT 1").bind(userId)],
    view: ([result]) => {
      const row = (result!.results as { billing: string }[])[0];
      const parsed = row ? billingSchema.safeParse(parseStoredJson(row.billing, null)) : null;
      return parsed?.success ? parsed.data : null;
    },
  };
}

/** What a new card order is made of: its lines as the cart priced them at checkout. */
export type NewCardOrder = { id: string; userId: string; lines: CartLine[]; billing: Billing; provider: string; cartKey: string; totalCents: number; now: Date };

/**
 * The order and its items, for the caller's batch (card-orders.server decides when and reads the answer).
 * The order is made only while the buyer has fewer than `maxOpen` card orders pending since `openSince`,
 * and not at all when an open order of this cart exists (the unique index orders_open_cart); its sequence
 * is read in the same statement, so two checkouts can't take one number (HB-<year>-<five digits>, as
 * orderNumber in app/domain/shop.ts writes it). The items follow only if the order was made.
 */
export function newCardOrderStatements(db: D1Database, order: NewCardOrder, limit: { openSince: number; maxOpen: number }): [D1PreparedStatement, D1PreparedStatement] {
  const { id, userId, lines, billing, provider, cartKey, totalCents, now } = order;
  return [
    db
      .prepare(
        `INSERT INTO orders (id, seq, number, user_id, status, total_cents, billing, provider, cart_key, created_at)
         SELECT ?1, next.seq, 'HB-' || ?2 || '-' || printf('%05d', next.seq), ?3, 'pending', ?4, ?5, ?6, ?7, ?8
         FROM (SELECT COALESCE(MAX(seq), 0) + 1 AS seq FROM orders) AS next
         WHERE (SELECT COUNT(*) FROM orders WHERE user_id = ?3 AND status = 'pending' AND provider != 'invoice' AND created_at > ?9) < ?10
         ON CONFLICT DO NOTHING`,
      )
      .bind(id, String(now.getUTCFullYear()), userId, totalCents, JSON.stringify(billing), provider, cartKey, now.getTime(), limit.openSince, limit.maxOpen),
    db
      .prepare(
        `INSERT INTO order_items (order_id, product_slug, sku, title, level, unit_cents, quantity)
         SELECT ?1, json_extract(line.value, '$.slug'), json_extract(line.value, '$.sku'), json_extract(line.value, '$.title'), json_extract(line.value, '$.level'),
           json_extract(line.value, '$.unitCents'), json_extract(line.value, '$.quantity')
         FROM json_each(?2) AS line WHERE EXISTS (SELECT 1 FROM orders WHERE id = ?1)`,
      )
      .bind(id, JSON.stringify(lines.map(({ slug, sku, title, level, unitCents, quantity }) => ({ slug, sku, title, level, unitCents, quantity })))),
  ];
}

/**
 * The order an approved quote's invoice settles, for the transition's batch (staff/orders.server): a copy
 * of the quote's buyer, total and billing, made only while `onlyIf` (the quote still awaits approval) holds.
 */
export function invoiceOrderStatement(db: D1Database, order: { id: string; seq: number; number: string; createdAt: number }, quoteId: string, onlyIf: { sql: string; values: unknown[] }): D1PreparedStatement {
  return db
    .prepare(`INSERT INTO orders (id, seq, number, user_id, status, total_cents, billing, provider, created_at) SELECT ?, ?, ?, user_id, 'pending', total_cents, billing, 'invoice', ? FROM quotes WHERE id = ? AND ${onlyIf.sql}`)
    .bind(order.id, order.seq, order.number, order.createdAt, quoteId, ...onlyIf.values);
}

/** The invoice order's items, copied from the quote's lines once the quote names the order (same batch, after the transition). */
export function invoiceOrderItemsStatement(db: D1Database, orderId: string, quoteId: string): D1PreparedStatement {
  return db
    .prepare("INSERT INTO order_items (order_id, product_slug, sku, title, level, unit_cents, quantity) SELECT ?, product_slug, sku, title, level, unit_cents, quantity FROM quote_items WHERE quote_id = ? AND EXISTS (SELECT 1 FROM quotes WHERE id = ? AND order_id = ?)")
    .bind(orderId, quoteId, quoteId, orderId);
}

export async function setOrderCheckout(db: D1Database, orderId: string, sessionId: string) {
  await db.prepare("UPDATE orders SET provider_session_id = ? WHERE id = ?").bind(sessionId, orderId).run();
}

/**
 * The two statements that make an order paid and its licences, once: the order's update changes nothing
 * when it is paid already, and the licences' unique key (order, product, n) makes a repeat a no-op even
 * if two deliveries race; licences are only made for an order that is paid by then. `onlyIfQuotePaid`
 * makes both wait for the invoice's quote to be paid in the same transaction (staff recording a payment:
 * if their transition lost, nothing happens here either). `onlyIf` is a card payment's check (issue #22
 * §4): the order is paid only if it still expects this checkout session, this amount and this currency.
 */
export function paidOrderStatements(
  db: D1Database,
  orderId: string,
  paymentId: string | null,
  now: number,
  { onlyIfQuotePaid = false, onlyIf }: { onlyIfQuotePaid?: boolean; onlyIf?: ExpectedPayment } = {},
): D1PreparedStatement[] {
  const quotePaid = { sql: "EXISTS (SELECT 1 FROM quotes q WHERE q.order_id = ? AND q.status = 'paid')", values: [orderId] };
  const quoteGuard = onlyIfQuotePaid ? `AND ${quotePaid.sql}` : "";
  const guardArgs = onlyIfQuotePaid ? quotePaid.values : [];
  // An invoice's card payment pays its balance: the total less what staff recorded in part payments (issue #26).
  const paymentGuard = onlyIf ? `AND provider_session_id = ? AND total_cents - ${invoicePaidSql()} = ? AND lower(currency) = lower(?)` : "";
  const paymentArgs = onlyIf ? [onlyIf.sessionId, onlyIf.amountCents, onlyIf.currency] : [];
  return [
    db
      .prepare(`UPDATE orders SET status = 'paid', paid_at = ?, provider_payment_id = ?, failure = NULL WHERE id = ? AND status != 'paid' ${paymentGuard} ${quoteGuard}`)
      .bind(now, paymentId, orderId, ...paymentArgs, ...guardArgs),
    paidOrderLicencesStatement(db, orderId, now, onlyIfQuotePaid ? quotePaid : undefined),
  ];
}

/** The bank did not complete the order's own checkout: only a pending order that still expects that session fails. */
export async function markOrderFailed(db: D1Database, orderId: string, sessionId: string): Promise<void> {
  await db.prepare("UPDATE orders SET status = 'failed', failure = 'The bank did not complete the payment.' WHERE id = ? AND status = 'pending' AND provider_session_id = ?").bind(orderId, sessionId).run();
}

/** What a card payment must match for its order to become paid (issue #22 §4). */
export type ExpectedPayment = { sessionId: string; amountCents: number; currency: string };

type PaidOrder = { id: string; number: string; user_id: string | null; provider: string; total_cents: number };

/** After the statement that made the order paid (and only then): the receipt, and a card order's cart emptied. */
export async function afterOrderPaid(env: Env, order: PaidOrder, invoiceNumber: string | null): Promise<void> {
  if (!order.user_id) return;
  if (order.provider !== "invoice") await clearCart(env.DB, order.user_id);
  const buyer = await env.DB.prepare("SELECT name, email FROM auth_users WHERE id = ?").bind(order.user_id).first<{ name: string; email: string }>();
  if (!buyer) return;
  const message = invoiceNumber
    ? quoteEmails.invoicePaid(buyer.name, invoiceNumber, order.total_cents)
    : shopEmails.receipt(buyer.name, order.number, order.total_cents, `${getConfig(env).siteOrigin}/documents/receipts/${order.id}`);
  await enqueue(env, { kind: "email", payload: { to: buyer.email, ...message } });
}

/**
 * The card payment settled and matches the order (the webhook checked it, app/lib/payments/settle.server):
 * the order becomes paid and its licences are made, once — but only if, in the same transaction, the
 * order still expects this session, amount and currency and is not paid yet. An invoice's order (a quote
 * approved by staff, paid by card) moves its quote to Paid in that transaction, only if this payment paid
 * the order. `also` runs last in the same batch (the webhook's record of a payment that lost a race);
 * its results are answered.
 */
export async function markOrderPaid(env: Env, orderId: string, paymentId: string | null, expected: ExpectedPayment, also: D1PreparedStatement[] = []): Promise<{ paid: boolean; also: D1Result[] }> {
  const order = await env.DB.prepare("SELECT id, number, user_id, provider, total_cents FROM orders WHERE id = ?").bind(orderId).first<PaidOrder>();
  if (!order) return { paid: false, also: [] };
  const now = Date.now();
  const quote = await env.DB.prepare("SELECT id, status, valid_until, version, invoice_number, total_cents FROM quotes WHERE order_id = ?")
    .bind(orderId)
    .first<{ id: string; status: QuoteStatus; valid_until: number; version: number; invoice_number: string | null; total_cents: number }>();
  // The quote follows only if this very payment paid the order (staff may have recorded a transfer first).
  const quotePaid = quote
    ? quoteEventStatements(
        env.DB,
        { id: quote.id, status: quote.status, validUntil: new Date(quote.valid_until), version: quote.version },
        { type: "record_payment", by: "card" },
        "buyer",
        {
          set: { payment_method: "card", payment_reference: paymentId ?? expected.sessionId, paid_at: now, paid_cents: quote.total_cents },
          detail: "Paid by card",
          onlyIf: { sql: "EXISTS (SELECT 1 FROM orders WHERE id = ? AND status = 'paid' AND provider_session_id = ? AND provider_payment_id IS ?)", values: [orderId, expected.sessionId, paymentId] },
        },
        new Date(now),
      )
    : null;
  // The invoice's ledger gets the card payment (the balance, after any part payments staff recorded).
  const quoteStatements = quote && quotePaid?.ok ? [...quotePaid.statements, cardPaymentStatement(env.DB, quote.id, paymentId ?? expected.sessionId, expected.amountCents, now)] : [];
  const paying = paidOrderStatements(env.DB, orderId, paymentId, now, { onlyIf: expected });
  const results = await env.DB.batch([...paying, ...quoteStatements, ...also]);
  const paid = (results[0]?.meta.changes ?? 0) > 0;
  // Only the event that made the order paid sends the receipt.
  if (paid) await afterOrderPaid(env, order, quote?.invoice_number ?? null);
  return { paid, also: results.slice(paying.length + quoteStatements.length) };
}

/** The buyer's orders (the last 100, newest first) and all their lines, for a batch of the caller's. */
export function ordersRead(db: D1Database, userId: string): BatchedRead<OrderView[]> {
  const list = { columns: ORDER_COLUMNS, listed: "FROM orders WHERE user_id = ?1 AND provider != 'invoice' ORDER BY created_at DESC LIMIT 100", itemTable: "order_items", parentColumn: "order_id" };
  return listWithLines<OrderRow, OrderView>(db, userId, list, toOrderView);
}

/** One order of this buyer's, or null — another buyer's order is as absent as one that never existed. */
export async function orderOf(db: D1Database, userId: string, orderId: string): Promise<OrderView | null> {
  if (!/^[0-9a-f-]{36}$/.test(orderId)) return null;
  const row = await db.prepare(`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = ? AND user_id = ?`).bind(orderId, userId).first<OrderRow>();
  if (!row) await securityEvent("authorization.refused", { resource: "order", id: orderId, user: userId });
  return row ? withItems(db, row) : null;
}

async function withItems(db: D1Database, row: OrderRow): Promise<OrderView> {
  const { results } = await db.prepare(`SELECT ${ITEM_COLUMNS} FROM order_items WHERE order_id = ? ORDER BY title`).bind(row.id).all<ItemRow>();
  return toOrderView(row, results.map(toLineItem));
}

function toOrderView(row: OrderRow, items: OrderView["items"]): OrderView {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    totalCents: row.total_cents,
    createdAt: new Date(row.created_at),
    paidAt: row.paid_at ? new Date(row.paid_at) : null,
    failure: row.failure,
    billing: JSON.parse(row.billing) as Partial<Billing>,
    invoiceNumber: row.invoice_number,
    dueCents: row.due_cents,
    items,
  };
}

export type LicenceSummary = { slug: string; title: string; sku: string; level: string; bought: number; assigned: number; available: number };

/** My Products: the buyer's licences per product and level (§6: one per teacher per level). */
export function licencesRead(db: D1Database, userId: string): BatchedRead<LicenceSummary[]> {
  return {
    statements: [
      db
        .prepare(
          `SELECT product_slug, title, sku, level, COUNT(*) AS bought, SUM(status = 'assigned') AS assigned, SUM(status = 'available') AS available
           FROM licences WHERE user_id = ? GROUP BY product_slug, title, sku, level ORDER BY title`,
        )
        .bind(userId),
    ],
    view: ([result]) =>
      (result!.results as { product_slug: string; title: string; sku: string; level: string; bought: number; assigned: number; available: number }[]).map((r) => ({
        slug: r.product_slug,
        title: r.title,
        sku: r.sku,
        level: r.level,
        bought: r.bought,
        assigned: r.assigned ?? 0,
        available: r.available ?? 0,
      })),
  };
}

/**
 * Account deletion: the buyer's personal data leaves their orders (name, email, street address), and the
 * orders stay, anonymised, for the school's books: number, date, amounts, items, organisation and state.
 */
export function anonymiseOrdersStatements(db: D1Database, userId: string): D1PreparedStatement[] {
  return [
    // Card orders never paid are nobody's books: they go, items first. (An invoice's order stays with its quote.)
    db.prepare("DELETE FROM order_items WHERE order_id IN (SELECT id FROM orders WHERE user_id = ? AND status != 'paid' AND provider != 'invoice')").bind(userId),
    db.prepare("DELETE FROM orders WHERE user_id = ? AND status != 'paid' AND provider != 'invoice'").bind(userId),
    db
      .prepare("UPDATE orders SET billing = json_object('organisation', json_extract(billing, '$.organisation'), 'state', json_extract(billing, '$.state')), user_id = NULL WHERE user_id = ?")
      .bind(userId),
  ];
}
