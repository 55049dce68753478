// The per-address email allowance (issue #22 §5): every email to an address a visitor typed counts on
// the same two counters, whatever sent it, so sign-ups, unconfirmed sign-ins, resets, invitations and
// results can't be added up to flood someone's inbox. Counted atomically before the email is stored.
import { TYPED_ADDRESS_EMAILS } from "~/domain/rate-limits";
import { claimAttempt, type ClaimedAttempt } from "./rate-limit.server";
import { pseudonym, securityEvent } from "./security-log.server";

/**
 * Takes one email from `address`'s allowance; `allowed: false` when it is spent (logged once per refusal,
 * under a pseudonym). A caller whose send then doesn't happen gives it back with `release`.
 */
export async function claimEmailTo(env: Env, address: string): Promise<ClaimedAttempt> {
  const to = address.trim().toLowerCase();
  const attempt = await claimAttempt(env, [
    { purpose: "typed-email-hour", key: to, rule: TYPED_ADDRESS_EMAILS.hour },
    { purpose: "typed-email-day", key: to, rule: TYPED_ADDRESS_EMAILS.day },
  ]);
  if (!attempt.allowed) await securityEvent("email.allowance-spent", { to: await pseudonym(env, "email", to) });
  return attempt;
}
