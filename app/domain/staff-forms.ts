// What staff type into the console's forms (issue #11 §3; decision 0021): sign-in, the order page's
// approve, decline and record-payment, and the outbox's re-drive. Apart from staff.ts and
// staff-records.ts, which the console's pages read in the browser, so zod stays on the server
// (decision 0032, rule 6).
import { z } from "zod";
import { digits } from "./form-numbers";
import { PAYMENT_METHODS, type PaymentMethod } from "./staff";

export const staffSignInSchema = z.strictObject({
  email: z.string().trim().toLowerCase().max(254, "Enter a valid email").pipe(z.email("Enter a valid email")),
  password: z.string().min(1, "Enter your password.").max(128, "Enter your password."),
  code: z
    .string()
    .transform((value) => value.replace(/\s/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app.")),
});

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** Dollars as staff type them from a bank statement or a check: "996", "996.00", "$1,234.5". */
const DOLLARS = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d{1,7})(?:\.(\d{1,2}))?$/;

/** An amount in dollars as cents: exact (no floating point), more than zero, at most $9,999,999.99. */
export const dollarsSchema = (empty: string) =>
  z
    .string()
    .trim()
    .min(1, empty)
    .transform((typed, ctx) => {
      const match = DOLLARS.exec(typed);
      const cents = match ? Number(match[1]!.replaceAll(",", "")) * 100 + Number((match[2] ?? "0").padEnd(2, "0")) : NaN;
      if (!(cents > 0) || cents > 999_999_999) {
        ctx.addIssue({ code: "custom", message: "Enter the amount in dollars, like 996 or 1,245.50." });
        return z.NEVER;
      }
      return cents;
    });

const isoDayOnOrBefore = (today: string, empty: string, future: string) =>
  z
    .string()
    .regex(isoDay, empty)
    .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), empty)
    .refine((day) => day <= today, future);

/**
 * Record payment (issue #26): method, the bank's or check's reference, the amount received, the day it
 * arrived (not in the future). "record-payment" asks for the confirm step; "confirm-payment" records it;
 * "edit-payment" goes back to the form with the same values.
 */
export function recordPaymentSchema(today: string) {
  return z.strictObject({
    intent: z.enum(["record-payment", "confirm-payment"]),
    version: digits(9),
    method: z.enum(Object.keys(PAYMENT_METHODS) as [PaymentMethod, ...PaymentMethod[]], { error: "Choose how the school paid." }),
    reference: z.string().trim().min(2, "Enter the payment’s reference (transfer id or check number).").max(80, "Please use at most 80 characters."),
    amount: dollarsSchema("Enter the amount received."),
    paidOn: isoDayOnOrBefore(today, "Enter the date the payment arrived.", "The payment date can’t be in the future."),
  });
}

/** How the school's refund of a credit note went back: a transfer or a check, its reference, the day it was sent. */
export function refundCreditSchema(today: string) {
  return z.strictObject({
    intent: z.literal("refund-credit"),
    version: digits(9),
    method: z.enum(["bank_transfer", "cheque"], { error: "Choose how the refund was sent." }),
    reference: z.string().trim().min(2, "Enter the refund’s reference (transfer id or check number).").max(80, "Please use at most 80 characters."),
    sentOn: isoDayOnOrBefore(today, "Enter the date the refund was sent.", "The refund date can’t be in the future."),
  });
}

export const approveSchema = z.strictObject({ intent: z.literal("approve"), version: digits(9) });

/** Extend a quote's validity (issue #26): the version it was shown at, nothing else. */
export const extendQuoteSchema = z.strictObject({ intent: z.literal("extend-quote"), version: digits(9) });

export const declinePoSchema = z.strictObject({
  intent: z.literal("decline-po"),
  version: digits(9),
  reason: z.string().trim().min(5, "Tell the buyer what to correct (at least 5 characters).").max(500, "Please keep the reason under 500 characters."),
});

/** The re-drive form: one outbox id (every id `enqueue` makes is a UUID). */
export const redriveSchema = z.object({ id: z.uuid("That isn’t an outbox message id. Please reload the page and try again.") });
