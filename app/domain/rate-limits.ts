// How often one client may do what (issue #13 §2; decision 0026). Every post is also under the platform's
// burst limiter (POST_LIMITER in wrangler.toml); these are the exact, longer quotas of the actions that
// send email or keep what a visitor sends.

export type RateRule = { limit: number; windowSeconds: number };

/**
 * Where `nowSeconds` falls among a rule's fixed windows: the one it is in, the one before, and how far
 * into the current one it is (0 ≤ elapsed < 1).
 */
export function windowsAt(nowSeconds: number, windowSeconds: number) {
  const current = nowSeconds - (nowSeconds % windowSeconds);
  return { current, previous: current - windowSeconds, elapsed: (nowSeconds - current) / windowSeconds };
}

/**
 * Hits in the last `windowSeconds` (decision 0030 addendum): the current window's count plus the previous
 * window's, weighted by the share of it the last span still covers. A burst across a window's edge meets
 * the limit once, not twice.
 */
export function slidingCount(current: number, previous: number, elapsed: number): number {
  return current + previous * (1 - elapsed);
}

/** True while a count (this hit included) keeps within the rule. */
export function withinRule(rule: RateRule, current: number, previous: number, elapsed: number): boolean {
  return slidingCount(current, previous, elapsed) <= rule.limit;
}

/** True for the one hit that first passes the rule (it is logged; the flood after it is not). */
export function firstPastRule(rule: RateRule, current: number, previous: number, elapsed: number): boolean {
  return !withinRule(rule, current, previous, elapsed) && withinRule(rule, current - 1, previous, elapsed);
}

const HOUR = 3600;

export const RATE_LIMITS = {
  /**
   * Result emails go to an address the visitor typed: per address, so no one's inbox is flooded, and per
   * IP generously — a whole class may take the test from one school's connection.
   */
  levelTestEmailPerIp: { limit: 60, windowSeconds: HOUR },
  levelTestEmailPerAddress: { limit: 3, windowSeconds: 24 * HOUR },
  /**
   * Each sign-up sends a confirmation email (or a "you already have an account" one): per address. Not
   * per IP: a district's teachers claim their licences from one connection (the burst limit still holds).
   */
  signUpPerAddress: { limit: 3, windowSeconds: HOUR },
  /** A quote is a document and an email to the school's staff. */
  quoteRequestPerAccount: { limit: 20, windowSeconds: HOUR },
  /** An upload is kept in R2 and reviewed by staff. */
  purchaseOrderPerAccount: { limit: 10, windowSeconds: HOUR },
  /** A tax-exemption certificate, kept in R2 like a PO (issue #26). */
  taxExemptionPerAccount: { limit: 10, windowSeconds: HOUR },
  /** Each invitation (or its resend) emails a teacher. */
  licenceInvitationPerAccount: { limit: 60, windowSeconds: HOUR },
  /** A department's roster invites up to 200 teachers at once (each address still has its own allowance). */
  licenceRosterPerAccount: { limit: 10, windowSeconds: HOUR },
} as const satisfies Record<string, RateRule>;

/**
 * One allowance per address a visitor typed (issue #22 §5), whichever path sends to it: confirmation,
 * reset and "you already have an account" emails, licence invitations, level-test results, quotes. The
 * per-path limits above stay; this one stops a stranger from adding them up against one inbox.
 */
export const TYPED_ADDRESS_EMAILS = {
  hour: { limit: 3, windowSeconds: HOUR },
  day: { limit: 10, windowSeconds: 24 * HOUR },
} as const satisfies Record<string, RateRule>;

export const TYPED_ADDRESS_REFUSAL = "We have sent several emails to this address recently. Please check its inbox (and spam folder), or try again in an hour.";

/** The platform limiter's rule (wrangler.toml [[ratelimits]] POST_LIMITER): posts per client per minute. */
export const POSTS_PER_MINUTE = 120;

export const TOO_MANY_REQUESTS = "Too many requests from your connection. Please wait a minute and try again.";
