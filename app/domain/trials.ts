// Issue #22 §1: one free trial per person (decision 0029). A person is recognised by any of three keys: the
// account, the confirmed email address (normalised, so "Ana.Lopez+2@gmail.com" is "analopez@gmail.com") and
// the card (the payment provider's fingerprint of its number). A trial whose account, email or card
// already had one is ended before anything is charged, and the buyer is offered the plan without it.

/** Which key had a free week already; the copy names it. */
export type TrialRefusal = "account" | "email" | "card";

/** Mail hosts that ignore dots in the local part (Gmail's documented rule), and their one canonical name. */
const DOTLESS_HOSTS: Record<string, string> = { "gmail.com": "gmail.com", "googlemail.com": "gmail.com" };

/**
 * The address as a mailbox, not as typed: case ignored, a "+tag" dropped (every major provider delivers
 * ana+x@ to ana@), and Gmail's dots dropped. Not a validation: the address was confirmed when the account
 * was made.
 */
export function normalisedEmail(email: string): string {
  const trimmed = email.trim().toLowerCase();
  const at = trimmed.lastIndexOf("@");
  if (at <= 0) return trimmed;
  let local = trimmed.slice(0, at);
  let host = trimmed.slice(at + 1);
  local = local.split("+")[0] || local;
  const dotless = DOTLESS_HOSTS[host];
  if (dotless) {
    host = dotless;
    local = local.replaceAll(".", "");
  }
  return `${local}@${host}`;
}

/** The key a claim collided with, when it collided with several: the one the buyer recognises first. */
export function refusalOf(matches: { account: boolean; email: boolean; card: boolean }): TrialRefusal | null {
  if (matches.account) return "account";
  if (matches.email) return "email";
  if (matches.card) return "card";
  return null;
}

/** One sentence saying why there is no free week this time, for the page and the email. */
export function refusalReason(refusal: TrialRefusal): string {
  switch (refusal) {
    case "account":
      return "The free week is once per person, and this account has already had it.";
    case "email":
      return "The free week is once per person, and an account with this email address has already had it.";
    case "card":
      return "The free week is once per person, and the card you entered has already been used for a free week.";
  }
}
