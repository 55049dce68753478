// The confirm step of Record payment (issue #26; decision 0050): what staff typed, and what recording it
// will do to the invoice, in the words the staff order page shows before Confirm.
import { formatUsdCents } from "./pricing";
import { type PaymentOutcome } from "./quote-order";
import { formatLongDate } from "./shop";
import { paymentMethodPhrase, type PaymentMethod } from "./staff";

export type PaymentReview = { method: PaymentMethod; reference: string; amountCents: number; paidOn: string; outcome: PaymentOutcome };

/** A calendar day ("2026-11-27") as a long date, the same wherever the server runs. */
export const dayLabel = (isoDay: string) => formatLongDate(new Date(`${isoDay}T12:00:00Z`));

export function reviewFacts(review: PaymentReview) {
  const { outcome } = review;
  return {
    payment: `${formatUsdCents(review.amountCents)} by ${paymentMethodPhrase(review.method)}, reference ${review.reference}, received ${dayLabel(review.paidOn)}`,
    effect:
      outcome.kind === "part"
        ? `This is a part payment: ${formatUsdCents(outcome.balanceCents)} will still be due, and the order stays Pending Payment. The buyer is emailed the balance.`
        : outcome.kind === "settles"
          ? "This pays the invoice in full: the order becomes Paid and the licenses appear in the buyer’s My Products."
          : `This is ${formatUsdCents(outcome.creditCents)} more than the balance: the order becomes Paid, and a credit note for ${formatUsdCents(outcome.creditCents)} is issued for you to refund to the school.`,
    overpays: outcome.kind === "overpays",
  };
}
