// The staff console's rules (issue #11 §3; decision 0021): who may sign in, how long a staff session
// lives, when a TOTP code is acceptable, and what staff type into the console's forms.
import { z } from "zod";
import { digits } from "./form-numbers";

/** RFC 6238 as every authenticator app reads it by default. */
export const TOTP = { algorithm: "SHA1", digits: 6, period: 30 } as const;
/** One step either side of now: a phone clock a little off still works; nothing older does. */
export const TOTP_WINDOW = 1;

/** The local staff account (development and tests only; never created, never signed in, in production). */
export const DEV_STAFF = { email: "staff@hablarte.test", password: "staff-local-only-2026", totpSecret: "JBSWY3DPEHPK3PXP" } as const;

/** A back-office session ends after 30 idle minutes, and after 8 hours whatever happens. */
export const STAFF_IDLE_MS = 30 * 60 * 1000;
export const STAFF_ABSOLUTE_MS = 8 * 60 * 60 * 1000;
/** Activity is written back at most once a minute. */
export const STAFF_TOUCH_MS = 60 * 1000;

export function staffSessionLive(session: { createdAt: number; lastSeenAt: number }, now: number): boolean {
  return now - session.lastSeenAt <= STAFF_IDLE_MS && now - session.createdAt <= STAFF_ABSOLUTE_MS;
}

/** A code is used once: its time step must be newer than the last one accepted for this account. */
export const totpStepAcceptable = (step: number, lastAcceptedStep: number) => step > lastAcceptedStep;

export const totpStepAt = (epochMs: number) => Math.floor(epochMs / 1000 / TOTP.period);

export const staffSignInSchema = z.strictObject({
  email: z.string().trim().toLowerCase().max(254, "Enter a valid email").pipe(z.email("Enter a valid email")),
  password: z.string().min(1, "Enter your password.").max(128, "Enter your password."),
  code: z
    .string()
    .transform((value) => value.replace(/\s/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app.")),
});

export const PAYMENT_METHODS = { bank_transfer: "Bank transfer (ACH or wire)", cheque: "Cheque", card: "Card (taken by phone or another channel)" } as const;
export type PaymentMethod = keyof typeof PAYMENT_METHODS;

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

export const declinePoSchema = z.strictObject({
  intent: z.literal("decline-po"),
  version: digits(9),
  reason: z.string().trim().min(5, "Tell the buyer what to correct (at least 5 characters).").max(500, "Please keep the reason under 500 characters."),
});
