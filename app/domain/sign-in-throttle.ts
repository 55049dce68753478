// How many sign-in guesses anyone gets (issue #22 §2, §9; decision 0030). Each attempt is counted before
// the secret is checked, so parallel guesses can't all slip in before the first failure is written.
// The counters are chosen so a stranger can't lock a customer out: the tight limit is per account AND
// client, and the account-wide ceiling is slow and only reached from several clients at once — where a
// password reset (proof of the mailbox) clears it.
import type { RateRule } from "./rate-limits";

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;

export const SIGN_IN_THROTTLE = {
  /** Guesses at one account from one client: the pause a person who mistyped meets. */
  accountClient: { limit: 5, windowSeconds: 15 * MINUTE },
  /** The same pair over a day: one persistent client can't feed the account's ceiling alone. */
  accountClientDaily: { limit: 20, windowSeconds: DAY },
  /** One client across every account (credential stuffing). */
  client: { limit: 20, windowSeconds: 15 * MINUTE },
  /** Every client together against one account (NIST SP 800-63B §5.2.2: at most 100 failures). */
  accountDaily: { limit: 100, windowSeconds: DAY },
} as const satisfies Record<string, RateRule>;

export type AttemptCounter = { purpose: string; key: string; rule: RateRule };

/**
 * The counters one attempt takes, in the order they are claimed: a client stopped by its own limits
 * never reaches the account-wide ceiling, so its refused attempts don't count against the customer.
 */
export function signInCounters(actor: "buyer" | "staff", email: string, client: string): AttemptCounter[] {
  const prefix = actor === "buyer" ? "sign-in" : "staff-sign-in";
  const account = email.trim().toLowerCase();
  const pair = `${account}\n${client}`;
  return [
    { purpose: `${prefix}-account-client`, key: pair, rule: SIGN_IN_THROTTLE.accountClient },
    { purpose: `${prefix}-account-client-daily`, key: pair, rule: SIGN_IN_THROTTLE.accountClientDaily },
    { purpose: `${prefix}-client`, key: client, rule: SIGN_IN_THROTTLE.client },
    { purpose: `${prefix}-account`, key: account, rule: SIGN_IN_THROTTLE.accountDaily },
  ];
}

/** The counters a proven owner (a used reset link) clears: the account's, and their own client's. */
export function countersClearedByReset(email: string, client: string): AttemptCounter[] {
  return signInCounters("buyer", email, client).filter((counter) => counter.purpose !== "sign-in-client");
}
