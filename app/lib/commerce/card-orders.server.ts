// Opening a card order at checkout (issue #10 §4; issue #22 §8; decision 0018). The same cart with the same
// billing details answers the buyer's open order for it, so a second click or tab never makes a second
// order (and the order's idempotency key then gives the same hosted checkout); a buyer has at most
// OPEN_CARD_ORDERS_PER_ACCOUNT card orders waiting for payment. Both are decided by the database in one
// batch, so concurrent checkouts can't get past them.
import { cartIdentity, OPEN_CARD_ORDER_HOURS, OPEN_CARD_ORDERS_PER_ACCOUNT } from "~/domain/order-limits";
import { cartTotals, type CartLine } from "~/domain/shop";
import { sha256Hex } from "../platform/crypto.server";
import type { Billing } from "~/domain/billing";

export type OpenedOrder = { opened: true; id: string; number: string } | { opened: false; reason: "too-many-open-orders" };

export async function openCardOrder(db: D1Database, userId: string, lines: CartLine[], billing: Billing, provider: string, now = new Date()): Promise<OpenedOrder> {
  const id = crypto.randomUUID();
  const cartKey = await sha256Hex(cartIdentity(lines, billing));
  const { totalCents } = cartTotals(lines);
  const openSince = now.getTime() - OPEN_CARD_ORDER_HOURS * 3_600_000;
  // One batch is one transaction. The insert makes the order only if the buyer has room for another open
  // one, and does nothing when an open order of this cart exists (the unique index orders_open_cart);
  // the sequence is read inside the same statement, so two checkouts can't take one number (the number
  // reads as orderNumber in app/domain/shop.ts writes it: HB-<year>-<five digits>). The items
  // follow only if this order was made, and the last statement answers whichever order is now open.
  const [, , open] = await db.batch([
    db
      .prepare(
        `INSERT INTO orders (id, seq, number, user_id, status, total_cents, billing, provider, cart_key, created_at)
         SELECT ?1, next.seq, 'HB-' || ?2 || '-' || printf('%05d', next.seq), ?3, 'pending', ?4, ?5, ?6, ?7, ?8
         FROM (SELECT COALESCE(MAX(seq), 0) + 1 AS seq FROM orders) AS next
         WHERE (SELECT COUNT(*) FROM orders WHERE user_id = ?3 AND status = 'pending' AND provider != 'invoice' AND created_at > ?9) < ?10
         ON CONFLICT DO NOTHING`,
      )
      .bind(id, String(now.getUTCFullYear()), userId, totalCents, JSON.stringify(billing), provider, cartKey, now.getTime(), openSince, OPEN_CARD_ORDERS_PER_ACCOUNT),
    db
      .prepare(
        `INSERT INTO order_items (order_id, product_slug, sku, title, level, unit_cents, quantity)
         SELECT ?1, json_extract(line.value, '$.slug'), json_extract(line.value, '$.sku'), json_extract(line.value, '$.title'), json_extract(line.value, '$.level'),
           json_extract(line.value, '$.unitCents'), json_extract(line.value, '$.quantity')
         FROM json_each(?2) AS line WHERE EXISTS (SELECT 1 FROM orders WHERE id = ?1)`,
      )
      .bind(id, JSON.stringify(lines.map(({ slug, sku, title, level, unitCents, quantity }) => ({ slug, sku, title, level, unitCents, quantity })))),
    db.prepare("SELECT id, number FROM orders WHERE user_id = ? AND cart_key = ? AND status = 'pending'").bind(userId, cartKey),
  ]);
  const order = (open?.results as Array<{ id: string; number: string }> | undefined)?.[0];
  return order ? { opened: true, id: order.id, number: order.number } : { opened: false, reason: "too-many-open-orders" };
}
