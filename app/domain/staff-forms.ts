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

/** Record payment: method, the bank's or cheque's reference, the day the money arrived (not in the future). */
export function recordPaymentSchema(today: string) {
  return z.strictObject({
    intent: z.literal("record-payment"),
    version: digits(9),
    method: z.enum(Object.keys(PAYMENT_METHODS) as [PaymentMethod, ...PaymentMethod[]], { error: "Choose how the school paid." }),
    reference: z.string().trim().min(2, "Enter the payment’s reference (transfer id or cheque number).").max(80, "Please use at most 80 characters."),
    paidOn: z
      .string()
      .regex(isoDay, "Enter the date the payment arrived.")
      .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), "Enter the date the payment arrived.")
      .refine((day) => day <= today, "The payment date can’t be in the future."),
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
