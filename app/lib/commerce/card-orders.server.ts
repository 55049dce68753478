// Opening a card order at checkout (issue #10 §4; issue #22 §8; decision 0018). The same cart with the same
// billing details answers the buyer's open order for it, so a second click or tab never makes a second
// order (and the order's idempotency key then gives the same hosted checkout); a buyer has at most
// OPEN_CARD_ORDERS_PER_ACCOUNT card orders waiting for payment. Both are decided by the database in one
// batch, so concurrent checkouts can't get past them.
import { cartIdentity, OPEN_CARD_ORDER_HOURS, OPEN_CARD_ORDERS_PER_ACCOUNT } from "~/domain/order-limits";
import { cartTotals, type CartLine } from "~/domain/shop";
import { sha256Hex } from "../platform/crypto.server";
import type { Billing } from "~/domain/billing";
import { newCardOrderStatements } from "./orders.server";

export type OpenedOrder = { opened: true; id: string; number: string } | { opened: false; reason: "too-many-open-orders" };

export async function openCardOrder(db: D1Database, userId: string, lines: CartLine[], billing: Billing, provider: string, now = new Date()): Promise<OpenedOrder> {
  const id = crypto.randomUUID();
  const cartKey = await sha256Hex(cartIdentity(lines, billing));
  const { totalCents } = cartTotals(lines);
  const openSince = now.getTime() - OPEN_CARD_ORDER_HOURS * 3_600_000;
  // One batch is one transaction: the order and its items are made only within the limits (see
  // newCardOrderStatements), and the last statement answers whichever order of this cart is now open.
  const [, , open] = await db.batch([
    ...newCardOrderStatements(db, { id, userId, lines, billing, provider, cartKey, totalCents, now }, { openSince, maxOpen: OPEN_CARD_ORDERS_PER_ACCOUNT }),
    db.prepare("SELECT id, number FROM orders WHERE user_id = ? AND cart_key = ? AND status = 'pending'").bind(userId, cartKey),
  ]);
  const order = (open?.results as Array<{ id: string; number: string }> | undefined)?.[0];
  return order ? { opened: true, id: order.id, number: order.number } : { opened: false, reason: "too-many-open-orders" };
}
