// The staff console's rules (issue #11 §3; decision 0021): who may sign in, how long a staff session
// lives, when a TOTP code is acceptable, and how a school can pay. What staff type into the console's
// forms is checked by staff-forms.ts: the console's pages read this module in the browser.

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

export const PAYMENT_METHODS = { bank_transfer: "Bank transfer (ACH or wire)", cheque: "Check", card: "Card (taken by phone or another channel)" } as const;
export type PaymentMethod = keyof typeof PAYMENT_METHODS;

/** A method's label ("Check"); a key the site no longer offers (an old record) as it is. */
export const paymentMethodLabel = (method: string): string => PAYMENT_METHODS[method as PaymentMethod] ?? method;

/** A method's label inside a sentence ("by bank transfer (ACH or wire)", "by check"); an unknown key as it is. */
export function paymentMethodPhrase(method: string): string {
  const label = paymentMethodLabel(method);
  return label.charAt(0).toLowerCase() + label.slice(1);
}
