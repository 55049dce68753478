// Issue #22 §8: card orders are bounded. A buyer who checks out the same cart with the same billing
// details again (a second click, the back button, a second tab) gets the open order made the first time,
// and with it the same hosted checkout; and a buyer has only a few card orders waiting for payment at once.
import type { CartLine } from "./shop";

/** Card orders waiting for payment one account may have; beyond it, checkout asks to pay or wait for one. */
export const OPEN_CARD_ORDERS_PER_ACCOUNT = 5;

/**
 * How long an unpaid card order counts as open: Stripe's hosted checkout lives 24 hours, so an older
 * unpaid order no longer holds a place (it can still be paid from My Order).
 */
export const OPEN_CARD_ORDER_HOURS = 24;

/**
 * What makes two checkouts "the same cart": the products, their quantities and prices, and the billing
 * details, in a fixed order, so the same cart always gives the same text (hashed into the order's cart_key).
 */
export function cartIdentity(lines: ReadonlyArray<Pick<CartLine, "slug" | "quantity" | "unitCents">>, billing: Readonly<Record<string, string>>): string {
  const items = [...lines].sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0)).map((line) => [line.slug, line.quantity, line.unitCents]);
  const fields = Object.keys(billing)
    .sort()
    .map((key) => [key, billing[key]]);
  return JSON.stringify({ items, billing: fields });
}

export const OPEN_ORDERS_MESSAGE =
  `You already have ${OPEN_CARD_ORDERS_PER_ACCOUNT} card orders waiting for payment. ` +
  `Please pay one of them from My Order, or request a quote instead; an unpaid order stops counting ${OPEN_CARD_ORDER_HOURS} hours after it was made.`;
