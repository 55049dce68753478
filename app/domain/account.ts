// Accounts (spec §2.9, §4 "Sign-in", §8; issue #10): the forms' rules and messages, the password policy
// (OWASP ASVS 5.0 L2) and the session's timeouts. Pure: the common-password list and the auth library
// are adapters (app/lib/auth.server.ts).
import { z } from "zod";
import { MAX_EMAIL_LENGTH } from "./newsletter";
import { safeRedirectPath } from "./safe-redirect";

/** ASVS 5.0 6.2.1 / 6.2.9: at least 8 characters, at least 64 allowed (we allow 128), no composition rules. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

/** Idle timeout: a session not used for this long ends (it is renewed at most once a day while in use). */
export const SESSION_IDLE_SECONDS = 7 * 24 * 60 * 60;
export const SESSION_RENEW_AFTER_SECONDS = 24 * 60 * 60;
/** Absolute timeout: however active, a session ends this long after sign-in. */
export const SESSION_ABSOLUTE_SECONDS = 30 * 24 * 60 * 60;
/** A password-reset link works once, for this long. */
export const RESET_LINK_SECONDS = 30 * 60;
/** An email-confirmation link works for this long. */
export const CONFIRM_LINK_SECONDS = 24 * 60 * 60;

/** Failed sign-ins allowed per window, per account and per client IP, before sign-in pauses. */
export const SIGN_IN_THROTTLE = {
  account: { limit: 5, windowSeconds: 15 * 60 },
  ip: { limit: 20, windowSeconds: 15 * 60 },
} as const;

/** Where a signed-in visitor lands when no (safe) page was asked for. */
export const ACCOUNT_HOME = "/account";

export const messages = {
  signInFailed: "That email and password don’t match an account. Check them and try again, or reset your password.",
  throttled: "Too many attempts. Please wait 15 minutes before trying again, or reset your password.",
  notConfirmed: "Please confirm your email first: we’ve sent you a new confirmation link.",
  commonPassword: "This password is too common and easy to guess. Please choose another.",
  resetLinkInvalid: "This reset link has expired or was already used. Ask for a new one below.",
  wrongPassword: "That isn’t your current password.",
} as const;

const email = z
  .string({ error: "Enter your email address" })
  .trim()
  .min(1, { error: "Enter your email address" })
  .max(MAX_EMAIL_LENGTH, { error: "Enter a valid email address" })
  // Any address a mail server accepts (zod's pattern), not the newsletter's stricter 2–4-letter TLD rule.
  .regex(z.regexes.email, { error: "Enter a valid email address" })
  .transform((value) => value.toLowerCase());

/** A new password: length only (ASVS 6.2.5: no composition rules); the common list is checked apart. */
const newPassword = z
  .string({ error: "Choose a password" })
  .min(1, { error: "Choose a password" })
  .min(MIN_PASSWORD_LENGTH, { error: `Use at least ${MIN_PASSWORD_LENGTH} characters` })
  .max(MAX_PASSWORD_LENGTH, { error: `Use at most ${MAX_PASSWORD_LENGTH} characters` });

/** A password typed to prove who you are: never trimmed, never judged, only bounded. */
const currentPassword = z
  .string({ error: "Enter your password" })
  .min(1, { error: "Enter your password" })
  .max(MAX_PASSWORD_LENGTH, { error: "Enter your password" });

const name = z.string({ error: "Tell us your name" }).trim().min(1, { error: "Tell us your name" }).max(120, { error: "Use at most 120 characters" });
const organisation = z.string().trim().max(160, { error: "Use at most 160 characters" }).optional().default("");

export const createAccountSchema = z.strictObject({ intent: z.literal("create-account"), name, email, organisation, password: newPassword, redirectTo: z.string().optional() });
export const signInSchema = z.strictObject({ intent: z.literal("sign-in"), email, password: currentPassword, redirectTo: z.string().optional() });
export const requestResetSchema = z.strictObject({ intent: z.literal("request-reset"), email });
export const resetPasswordSchema = z.strictObject({ intent: z.literal("reset-password"), token: z.string().min(1).max(200), password: newPassword });
export const profileSchema = z.strictObject({ intent: z.literal("profile"), name, organisation });
export const changePasswordSchema = z.strictObject({ intent: z.literal("change-password"), currentPassword, password: newPassword });
export const deleteAccountSchema = z.strictObject({ intent: z.literal("delete-account"), currentPassword });

/** The form's fields as strings (a repeated or file field is not a string: zod answers for it). */
export function formFields(form: FormData): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const key of new Set(form.keys())) {
    const values = form.getAll(key);
    fields[key] = values.length === 1 ? values[0] : values;
  }
  return fields;
}

/** §4 lastURL: only a path on this site; anything else (another origin, a protocol-relative URL) → /account. */
export function afterSignInPath(redirectTo: unknown): string {
  const path = safeRedirectPath(redirectTo, ACCOUNT_HOME);
  // The sign-in screens themselves are never a destination (a loop, or a stale reset token).
  return /^\/(login|create-account|reset-password)(\/|\?|$)/.test(path) ? ACCOUNT_HOME : path;
}

/** The login URL that brings the visitor back to `path` afterwards. */
export function loginPathFor(path: string): string {
  return `/login?${new URLSearchParams({ redirectTo: afterSignInPath(path) })}`;
}

/** True when the session started longer ago than the absolute timeout allows. */
export function pastAbsoluteTimeout(sessionCreatedAt: Date, now: Date): boolean {
  return now.getTime() - sessionCreatedAt.getTime() > SESSION_ABSOLUTE_SECONDS * 1000;
}

/** The common-password rule: compared case-insensitively, as attackers' lists are used. */
export function isCommonPassword(password: string, commonPasswords: ReadonlySet<string>): boolean {
  return commonPasswords.has(password.toLowerCase());
}
