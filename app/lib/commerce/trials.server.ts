// One free trial per person (issue #22 §1; decision 0029). The trial is claimed when the payment provider
// reports a subscription in its trial — the first moment the card is known (with Stripe, only once it was
// entered on Stripe's page). One INSERT … ON CONFLICT DO NOTHING decides against the UNIQUE account, email
// and card keys of trial_claims, so two trials started at once can't both win. A refused trial is
// cancelled at the provider before its first charge, and the buyer is told why and offered the plan
// without the free week.
import { trialEmails } from "~/copy/emails/trial";
import { INDIVIDUAL_PLANS } from "~/domain/pricing";
import { normalisedEmail, refusalOf, type TrialRefusal } from "~/domain/trials";
import { hmacHex } from "../platform/crypto.server";
import { getConfig } from "../platform/env.server";
import { enqueue } from "../platform/outbox.server";
import type { PaymentsPort } from "./payments/port";

/** The email's key: an HMAC of the normalised address, so a deleted account's address isn't kept in the clear. */
export const emailKey = (env: Env, email: string) => hmacHex(getConfig(env).sessionSecret, `trial-email:${normalisedEmail(email)}`);

type Matches = { same: number | null; account: number | null; email: number | null; card: number | null };
const matched = (row: Matches | null) => refusalOf({ account: row?.account === 1, email: row?.email === 1, card: row?.card === 1 });

/** Whether this account or its email has had its free week: what the page offers. (The claim decides.) */
export async function trialUsedBy(env: Env, userId: string, email: string): Promise<TrialRefusal | null> {
  const key = await emailKey(env, email);
  const row = await env.DB.prepare("SELECT NULL AS same, MAX(user_id = ?1) AS account, MAX(email_hash = ?2) AS email, NULL AS card FROM trial_claims WHERE user_id = ?1 OR email_hash = ?2")
    .bind(userId, key)
    .first<Matches>();
  return matched(row);
}

/** Why the buyer's latest subscription lost its trial, if it did (the page says so on the way back). */
export async function lastTrialRefusal(db: D1Database, userId: string): Promise<TrialRefusal | null> {
  const row = await db.prepare("SELECT trial_refused FROM subscriptions WHERE user_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1").bind(userId).first<{ trial_refused: TrialRefusal | null }>();
  return row?.trial_refused ?? null;
}

export type TrialToClaim = { subscriptionId: string; userId: string; provider: string; paymentMethodId: string | null };

/**
 * Claims the free week for a subscription in its trial; answers null when it is this subscription's (now or
 * from an earlier delivery of its events), or which key had a trial already.
 */
export async function claimTrial(env: Env, payments: PaymentsPort, trial: TrialToClaim): Promise<TrialRefusal | null> {
  // Every later event of a trial that has its claim (claims never change): no need to ask the provider again.
  if (await env.DB.prepare("SELECT 1 FROM trial_claims WHERE subscription_id = ?").bind(trial.subscriptionId).first()) return null;
  const buyer = await env.DB.prepare("SELECT email FROM auth_users WHERE id = ?").bind(trial.userId).first<{ email: string }>();
  const email = buyer ? await emailKey(env, buyer.email) : null;
  const card = trial.paymentMethodId ? await payments.cardFingerprint(trial.paymentMethodId) : null;
  const claimed = await env.DB.prepare(
    `INSERT INTO trial_claims (subscription_id, user_id, email_hash, card_fingerprint, provider, claimed_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT DO NOTHING RETURNING subscription_id`,
  )
    .bind(trial.subscriptionId, trial.userId, email, card, trial.provider, Date.now())
    .first<{ subscription_id: string }>();
  if (claimed) return null;
  // Claims are never changed or removed, so this read after the refused insert can't race.
  const row = await env.DB.prepare(
    `SELECT MAX(subscription_id = ?1) AS same, MAX(user_id = ?2) AS account, MAX(email_hash = ?3) AS email, MAX(card_fingerprint = ?4) AS card
     FROM trial_claims WHERE subscription_id = ?1 OR user_id = ?2 OR email_hash = ?3 OR card_fingerprint = ?4`,
  )
    .bind(trial.subscriptionId, trial.userId, email, card)
    .first<Matches>();
  if (row?.same === 1) return null;
  const refusal = matched(row);
  if (!refusal) throw new Error(`[trials] the claim for ${trial.subscriptionId} was refused, but no claim matches it`);
  return refusal;
}

/**
 * Ends a refused trial: the buyer hears why (once: `tellBuyer` is true for the event that marked it), and the
 * subscription is cancelled at the provider before anything is charged. Cancelling again is harmless (the same
 * idempotency key), so a retried event cancels a subscription an earlier attempt couldn't.
 */
export async function endRefusedTrial(env: Env, payments: PaymentsPort, subscriptionId: string, userId: string, planId: string, weeklyCents: number, refusal: TrialRefusal, tellBuyer: boolean): Promise<void> {
  const plan = INDIVIDUAL_PLANS.find((p) => p.id === planId);
  const buyer = tellBuyer ? await env.DB.prepare("SELECT name, email FROM auth_users WHERE id = ?").bind(userId).first<{ name: string; email: string }>() : null;
  if (buyer && plan) {
    const message = trialEmails.refused(buyer.name, plan.title, weeklyCents, refusal, `${getConfig(env).siteOrigin}/complete-purchase?plan=${plan.id}`);
    await enqueue(env, { kind: "email", payload: { to: buyer.email, ...message } });
  }
  await payments.cancelSubscription(subscriptionId, `cancel-${subscriptionId}`);
}

/**
 * Account deletion: a claim made before emails were kept (migration 0012's backfill) gets the email's key
 * now, so the address can't start a second free week with a new account.
 */
export async function emailClaimStatement(env: Env, userId: string, email: string): Promise<D1PreparedStatement> {
  return env.DB.prepare("UPDATE OR IGNORE trial_claims SET email_hash = ? WHERE user_id = ? AND email_hash IS NULL").bind(await emailKey(env, email), userId);
}
