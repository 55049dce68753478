// The shop's rules (spec §2.2, §3 "Cart item", §4 "Cart", §6 "Licences"; decision 0018): quantities,
// totals, order numbers and the trial's dates. Pure: no I/O, no zod (the page code imports this).

/** One licence per teacher per level (§6): the quantity of a cart line is its number of teachers. */
export const MIN_TEACHERS = 1;
export const MAX_TEACHERS = 500;

export type CartLine = { slug: string; title: string; sku: string; level: string; gradeBand: string; unitCents: number; quantity: number; path: string };

export const lineTotalCents = (line: Pick<CartLine, "unitCents" | "quantity">) => line.unitCents * line.quantity;

export function cartTotals(lines: ReadonlyArray<Pick<CartLine, "unitCents" | "quantity">>) {
  return {
    licences: lines.reduce((sum, line) => sum + line.quantity, 0),
    totalCents: lines.reduce((sum, line) => sum + lineTotalCents(line), 0),
  };
}

/** Adding a product already in the cart adds to its quantity, never past the maximum. */
export const addedQuantity = (current: number, added: number) => Math.min(MAX_TEACHERS, current + added);

/** A readable order number: HB-2026-00042 (year of the order, then its sequence). */
export function orderNumber(seq: number, at: Date): string {
  return `HB-${at.getUTCFullYear()}-${String(seq).padStart(5, "0")}`;
}

export type OrderStatus = "pending" | "paid" | "failed";

/** Status words shown with every order (never colour alone). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: "Awaiting payment",
  paid: "Paid",
  failed: "Payment failed",
};

export type SubscriptionStatus = "incomplete" | "trialing" | "active" | "past_due" | "canceled" | "unpaid";

export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  incomplete: "Waiting for the card",
  trialing: "Free trial",
  active: "Active",
  past_due: "Payment overdue",
  canceled: "Canceled",
  unpaid: "Unpaid",
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The end of a trial of `days` starting `from`: the first charge is due then, not before. */
export const trialEnd = (from: Date, days: number) => new Date(from.getTime() + days * DAY_MS);

/** The reminder goes out this many days before the first charge (issue #10 §3). */
export const TRIAL_REMINDER_DAYS = 2;

export const reminderDue = (trialEndsAt: Date, now: Date) => trialEndsAt.getTime() - now.getTime() <= TRIAL_REMINDER_DAYS * DAY_MS && trialEndsAt > now;

/** "Monday, November 30, 2026": dates in the buyer's terms, in UTC so the server and the page agree. */
// A formatter is costly to make (tens of microseconds) and pages format dozens of dates: made once.
const LONG_DATE = new Intl.DateTimeFormat("en-US", { weekday: "long", year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
const SHORT_DATE = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });

export function formatLongDate(date: Date): string {
  return LONG_DATE.format(date);
}

export function formatShortDate(date: Date): string {
  return SHORT_DATE.format(date);
}

/** Checkout on the quote (a product page's Request a quote, issue #25): its own form, apart from paying (issue #27). */
export const QUOTE_CHECKOUT = "/checkout?for=quote";
export const isQuoteCheckout = (url: URL) => url.searchParams.get("for") === "quote";
