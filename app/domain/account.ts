// Accounts (spec §2.9, §4 "Sign-in", §8; issue #10): the password policy (OWASP ASVS 5.0 L2), the
// session's timeouts, the messages and lastURL. No zod here: the account pages' client code imports this
// module (the form schemas are in account-forms.ts, used on the server). Pure: the common-password list
// and the auth library are adapters (app/lib/auth.server.ts).
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

/** The signed-in account as the app uses it (the auth adapter reads it from better-auth's session). */
export type SignedIn = { user: { id: string; name: string; email: string; organisation: string | null; createdAt: Date }; session: { id: string; token: string; createdAt: Date; expiresAt: Date } };

/** Where a signed-in visitor lands when no (safe) page was asked for. */
export const ACCOUNT_HOME = "/account";

export const messages = {
  signInFailed: "That email and password don’t match an account. Check them and try again, or reset your password.",
  signUpThrottled: "We have sent several emails to this address in the last hour. Please check your inbox (and spam folder), or try again later.",
  throttled: "Too many attempts. Please wait 15 minutes before trying again, or reset your password.",
  notConfirmed: "Please confirm your email first: we’ve sent you a new confirmation link.",
  commonPassword: "This password is too common and easy to guess. Please choose another.",
  resetLinkInvalid: "This reset link has expired or was already used. Ask for a new one below.",
  wrongPassword: "That isn’t your current password.",
  signUpFailed: "We couldn’t create the account. Please check the details and try again.",
} as const;

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

/** Words of this service an attacker tries first against it (ASVS V6.2.11); the brand is added by the caller. */
export const CONTEXT_WORDS = ["spanish", "español", "curriculum", "licence", "license", "teacher", "profesor", "profesora"];

/** Letters only, lower case, accents off: "López" and "lopez" are one word to an attacker. */
const lettersOf = (text: string) => text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().replace(/[^\p{L}]/gu, "");

/**
 * True when a password is little more than a word of this site's, or of the person's own (their name,
 * the name part of their email): "Hablarte2026!", "spanishspanish", "ana.lopez1". Its letters, once
 * every such word is taken out, leave at most two.
 */
export function isContextPassword(password: string, words: readonly string[]): boolean {
  // A name or an email counts whole ("ana.lopez") and by its parts ("lopez").
  const parts = words.flatMap((value) => [value, ...value.split(/[@\s._+-]+/)]);
  const candidates = [...CONTEXT_WORDS, ...parts].map(lettersOf).filter((word) => word.length >= 4);
  let rest = lettersOf(password);
  if (rest.length === 0) return false;
  for (const word of candidates.sort((a, b) => b.length - a.length)) rest = rest.replaceAll(word, "");
  return rest.length <= 2;
}

/** The common-password rule: compared case-insensitively, as attackers' lists are used. */
export function isCommonPassword(password: string, commonPasswords: ReadonlySet<string>): boolean {
  return commonPasswords.has(password.toLowerCase());
}
