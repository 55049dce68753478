// The shop's pure rules (issue #10 §3–§4): totals, quantities, order numbers, the trial's dates and the
// test gateway's cards (Stripe's documented test numbers).
import { describe, expect, it } from "vitest";
import { addedQuantity, cartTotals, formatLongDate, MAX_TEACHERS, orderNumber, reminderDue, trialEnd } from "~/domain/shop";
import { cardBrand, cardOutcome, digitsOnly, expiryProblem, passesLuhn, TEST_CARD_NUMBERS } from "~/domain/test-cards";
import { INDIVIDUAL_PLANS } from "~/domain/pricing";

describe("cart totals", () => {
  it("counts one licence per teacher per level and adds the lines", () => {
    expect(cartTotals([{ unitCents: 24900, quantity: 3 }, { unitCents: 29900, quantity: 2 }])).toEqual({ licences: 5, totalCents: 134500 });
    expect(cartTotals([])).toEqual({ licences: 0, totalCents: 0 });
  });

  it("adds teachers to a line already in the cart, never past 500", () => {
    expect(addedQuantity(3, 2)).toBe(5);
    expect(addedQuantity(499, 10)).toBe(MAX_TEACHERS);
  });
});

describe("order numbers", () => {
  it("reads HB-<year>-<five-digit sequence>", () => {
    expect(orderNumber(42, new Date("2026-11-23T12:00:00Z"))).toBe("HB-2026-00042");
    expect(orderNumber(123456, new Date("2027-01-01T00:00:00Z"))).toBe("HB-2027-123456");
  });
});

describe("the 7-day trial (spec §4 'Individual funnel')", () => {
  it("ends 7 days after it starts, with no charge before", () => {
    const start = new Date("2026-11-23T19:00:00Z");
    expect(trialEnd(start, 7).toISOString()).toBe("2026-11-30T19:00:00.000Z");
    expect(formatLongDate(trialEnd(start, 7))).toBe("Monday, November 30, 2026");
  });

  it("sends the reminder from 2 days before the first charge, not earlier and not after", () => {
    const end = new Date("2026-11-30T19:00:00Z");
    expect(reminderDue(end, new Date("2026-11-28T18:59:00Z"))).toBe(false);
    expect(reminderDue(end, new Date("2026-11-28T19:00:00Z"))).toBe(true);
    expect(reminderDue(end, new Date("2026-11-30T18:00:00Z"))).toBe(true);
    expect(reminderDue(end, new Date("2026-11-30T19:00:01Z"))).toBe(false);
  });

  it("offers the three weekly plans of spec §9: 1, 2 and 3 classes a week", () => {
    expect(INDIVIDUAL_PLANS.map((p) => [p.title, p.classesPerWeek, p.frequency])).toEqual([
      ["1 class per week", 1, "week"],
      ["2 classes per week", 2, "week"],
      ["3 classes per week", 3, "week"],
    ]);
  });
});

describe("the test gateway's cards", () => {
  it("decides the outcome with Stripe's test numbers", () => {
    expect(cardOutcome(digitsOnly(TEST_CARD_NUMBERS.succeeds))).toBe("succeeded");
    expect(cardOutcome(digitsOnly(TEST_CARD_NUMBERS.declined))).toBe("declined");
    expect(cardOutcome(digitsOnly(TEST_CARD_NUMBERS.authenticate))).toBe("authenticate");
    // Stripe's other brands' test cards succeed (5555… is its Mastercard): a free trial is once per card.
    expect(cardOutcome(digitsOnly(TEST_CARD_NUMBERS.alsoSucceeds))).toBe("succeeded");
    // Any other valid number is declined, as in Stripe's test mode.
    expect(cardOutcome("4111111111111111")).toBe("declined");
  });

  it("names each card's brand as a card on file shows it (the billing portal: 'Visa ending 4242')", () => {
    const brands = {
      "4242424242424242": "Visa",
      "5555555555554444": "Mastercard",
      "2223003122003222": "Mastercard",
      "378282246310005": "American Express",
      "371449635398431": "American Express",
      "6011111111111117": "Discover",
      "3566002020360505": "JCB",
      "3056930009020004": "Diners Club",
      "6200000000000005": "UnionPay",
    };
    for (const [number, brand] of Object.entries(brands)) {
      expect(cardBrand(number), number).toBe(brand);
      expect(passesLuhn(number), number).toBe(true);
      expect(cardOutcome(number), number).toBe("succeeded");
    }
  });

  it("checks the Luhn digit", () => {
    expect(passesLuhn("4242424242424242")).toBe(true);
    expect(passesLuhn("4242424242424241")).toBe(false);
    expect(passesLuhn("4242")).toBe(false);
    expect(passesLuhn("42424242424242a2")).toBe(false);
  });

  it("reads the expiry as MM/YY and refuses a past month", () => {
    const now = new Date("2026-11-23T00:00:00Z");
    expect(expiryProblem("11/26", now)).toBeNull();
    expect(expiryProblem("10/26", now)).toBe("This card has expired.");
    expect(expiryProblem("13/30", now)).toBe("Enter a month from 01 to 12.");
    expect(expiryProblem("1230", now)).toBe("Enter the expiry date as MM/YY.");
  });
});
