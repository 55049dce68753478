// Record payment's confirm step (issue #26; decision 0050): what staff read before Confirm, for each outcome.
import { describe, expect, it } from "vitest";
import { dayLabel, reviewFacts } from "~/domain/payment-review";
import { paymentOutcome } from "~/domain/quote-order";

const review = (amountCents: number, paidBeforeCents = 0) => ({ method: "cheque" as const, reference: "CHK-1042", amountCents, paidOn: "2026-11-20", outcome: paymentOutcome(124_500, paidBeforeCents, amountCents) });

describe("the confirm step of Record payment", () => {
  it("names the payment as staff typed it, with the day as a date", () => {
    expect(dayLabel("2026-11-20")).toBe("Friday, November 20, 2026");
    expect(reviewFacts(review(50_000)).payment).toBe("$500.00 by check, reference CHK-1042, received Friday, November 20, 2026");
  });

  it("says what recording it will do: a part payment and the balance, the invoice paid, or a credit note", () => {
    expect(reviewFacts(review(50_000))).toMatchObject({ overpays: false, effect: "This is a part payment: $745.00 will still be due, and the order stays Pending Payment. The buyer is emailed the balance." });
    expect(reviewFacts(review(74_500, 50_000))).toMatchObject({ overpays: false, effect: "This pays the invoice in full: the order becomes Paid and the licenses appear in the buyer’s My Products." });
    expect(reviewFacts(review(74_900, 50_000))).toMatchObject({ overpays: true, effect: "This is $4.00 more than the balance: the order becomes Paid, and a credit note for $4.00 is issued for you to refund to the school." });
  });
});
