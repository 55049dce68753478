// The built-in test gateway's card rules (issue #10 §2): Stripe's documented test cards decide the outcome,
// so a person trying the site locally uses the same numbers they would on Stripe's test mode.

export type CardOutcome = "succeeded" | "declined" | "authenticate";

/**
 * Stripe's test cards: 4242… succeeds, 4000 0000 0000 0002 is declined, 4000 0025 0000 3155 asks for 3-D Secure.
 * Stripe's other brands' cards succeed too: a free trial is once per card (decision 0029), so trying the trial
 * again locally, from another account, needs another card, as it would on Stripe's test mode.
 */
const TEST_CARDS: Record<string, CardOutcome> = {
  "4242424242424242": "succeeded",
  "4000056655665556": "succeeded",
  "5555555555554444": "succeeded",
  "2223003122003222": "succeeded",
  "5200828282828210": "succeeded",
  "5105105105105100": "succeeded",
  "378282246310005": "succeeded",
  "6011111111111117": "succeeded",
  "6011000990139424": "succeeded",
  "3566002020360505": "succeeded",
  "371449635398431": "succeeded",
  "6011981111111113": "succeeded",
  "3056930009020004": "succeeded",
  "6200000000000005": "succeeded",
  "4000000000000002": "declined",
  "4000002500003155": "authenticate",
};

export const TEST_CARD_NUMBERS = { succeeds: "4242 4242 4242 4242", alsoSucceeds: "5555 5555 5555 4444", declined: "4000 0000 0000 0002", authenticate: "4000 0025 0000 3155" } as const;

export const digitsOnly = (value: string) => value.replace(/[\s-]/g, "");

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A valid card number that is not one of the test cards is declined, as Stripe's test mode does with real cards. */
/** The card's brand from its number's first digits, as a card page shows it ("Visa ending 4242"). */
export function cardBrand(digits: string): string {
  if (digits.startsWith("4")) return "Visa";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "Mastercard";
  if (/^3[47]/.test(digits)) return "American Express";
  if (/^(6011|65|64[4-9])/.test(digits)) return "Discover";
  if (digits.startsWith("35")) return "JCB";
  if (/^3(0|6|8)/.test(digits)) return "Diners Club";
  if (digits.startsWith("62")) return "UnionPay";
  return "Card";
}

export const cardOutcome = (digits: string): CardOutcome => TEST_CARDS[digits] ?? "declined";

/** "MM/YY", not in the past (a card is valid through the last day of its month). */
export function expiryProblem(value: string, now: Date): string | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return "Enter the expiry date as MM/YY.";
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return "Enter a month from 01 to 12.";
  const lastDay = Date.UTC(year, month, 1);
  if (lastDay <= now.getTime()) return "This card has expired.";
  return null;
}

/** The test gateway's page for a checkout that was closed (the order was paid another way, issue #22 §3). */
export const EXPIRED_CHECKOUT_MESSAGE = "This checkout has expired: the order is already paid, or was closed. Nothing was charged.";
