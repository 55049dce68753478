// The weekly plan's subscription (spec §3 "Individual plan", §4 "Individual funnel"; issue #10 §3): what
// the account page shows, cancelling (in the trial it costs nothing), and the reminder two days before
// the first charge. The subscription's state comes from the provider's events: payments/events.server
// hands each one to recordSubscriptionEvent. This module is the only writer of `subscriptions`, so it
// imports no payments adapter (the test gateway's cancellation comes back through that webhook code, and
// the import would close a cycle): a cancellation is given the request's port by its caller.
import { planEmails } from "~/copy/emails/shop";
import { INDIVIDUAL_PLANS, SPEC_PRICING } from "~/domain/pricing";
import { reminderDue, TRIAL_REMINDER_DAYS, type SubscriptionStatus } from "~/domain/shop";
import type { TrialRefusal } from "~/domain/trials";
import { enqueue } from "../platform/outbox.server";
import { getConfig } from "../platform/env.server";
import { whatRemains } from "~/domain/plan-ending";
import { learnerOf } from "../accounts/learners.server";
import { learnerNote } from "~/domain/learner";
import { readTogether, type BatchedRead } from "../platform/batched-reads.server";
import type { PaymentsPort } from "./payments/port";
import type { PlanInput } from "~/domain/plan-view";

/** The plan as the account shows it (domain/plan-view's input), with the subscription's id and provider. */
export type PlanView = PlanInput & { id: string; provider: string };

type Row = { id: string; plan_id: string; status: string; trial_end: number | null; current_period_end: number | null; cancel_at_period_end: number; provider_customer_id: string | null; provider: string; price_cents: number | null };

/**
 * What a subscription charges a week: the provider's price as its events reported it (decision 0082); a row
 * from before the site kept it was charged spec §9's price, which the site had in its code then.
 */
export const chargedWeekly = (planId: string, priceCents: number | null | undefined) => priceCents ?? SPEC_PRICING.plans[planId]?.priceCents ?? 0;

const LIVE = "('trialing', 'active', 'past_due', 'incomplete', 'unpaid')";

/** The buyer's current plan (or their last one, cancelled), or null. */
export async function planOf(db: D1Database, userId: string): Promise<PlanView | null> {
  const [plan] = await readTogether(db, [planRead(db, userId)]);
  return plan;
}

/** The buyer's plan (a live one first, else the latest): one statement, for a batch of the caller's. */
export function planRead(db: D1Database, userId: string): BatchedRead<PlanView | null> {
  return {
    statements: [db.prepare(`SELECT id, plan_id, status, trial_end, current_period_end, cancel_at_period_end, provider_customer_id, provider, price_cents FROM subscriptions WHERE user_id = ? ORDER BY status IN ${LIVE} DESC, created_at DESC LIMIT 1`).bind(userId)],
    view: ([result]) => {
      const row = (result!.results as Row[])[0];
      const plan = row ? INDIVIDUAL_PLANS.find((p) => p.id === row.plan_id) : undefined;
      if (!row || !plan) return null;
      return {
        id: row.id,
        plan,
        weeklyCents: chargedWeekly(plan.id, row.price_cents),
        status: (["incomplete", "trialing", "active", "past_due", "canceled", "unpaid"].includes(row.status) ? row.status : "canceled") as SubscriptionStatus,
        trialEnd: row.trial_end ? new Date(row.trial_end) : null,
        currentPeriodEnd: row.current_period_end ? new Date(row.current_period_end) : null,
        cancelAtPeriodEnd: row.cancel_at_period_end === 1,
        customerId: row.provider_customer_id,
        provider: row.provider,
      };
    },
  };
}

export const isLive = (status: SubscriptionStatus) => status !== "canceled";

/** Whether the buyer has a live plan, as `isLive` says (the header then offers no free trial: issue #27), in the caller's batch. */
export function livePlanRead(db: D1Database, userId: string): BatchedRead<boolean> {
  return { statements: [db.prepare("SELECT 1 AS live FROM subscriptions WHERE user_id = ? AND status != 'canceled' LIMIT 1").bind(userId)], view: ([found]) => (found?.results.length ?? 0) > 0 };
}

export async function hasLivePlan(db: D1Database, userId: string): Promise<boolean> {
  const [live] = await readTogether(db, [livePlanRead(db, userId)]);
  return live;
}

/** How many subscriptions the buyer has had (a new one after a cancellation is a new checkout). */
export async function subscriptionCount(db: D1Database, userId: string): Promise<number> {
  return (await db.prepare("SELECT COUNT(*) AS n FROM subscriptions WHERE user_id = ?").bind(userId).first<number>("n")) ?? 0;
}

const portOf = (payments: PaymentsPort | null, provider: string, what: string) => {
  if (payments?.provider !== provider) throw new Error(`[plans] no adapter can ${what} a ${provider} subscription`);
  return payments;
};

/**
 * Cancels the buyer's live subscription at the provider; its event updates the row. Answers false if there
 * was none. `payments` is the port configured for this request: only the provider that made a subscription
 * can cancel it.
 */
export async function cancelPlanOf(env: Env, payments: PaymentsPort | null, userId: string): Promise<boolean> {
  const { results } = await env.DB.prepare(`SELECT id, provider, plan_id FROM subscriptions WHERE user_id = ? AND status IN ${LIVE}`).bind(userId).all<{ id: string; provider: string; plan_id: string }>();
  for (const row of results) {
    await portOf(payments, row.provider, "cancel").cancelSubscription(row.id, `cancel-${row.id}`);
    // Stripe's answer is certain even if its event is slow: the row says cancelled at once. Whichever
    // of this and the event changes the row first sends the one confirmation email.
    const changed = await env.DB.prepare("UPDATE subscriptions SET status = 'canceled' WHERE id = ? AND status != 'canceled'").bind(row.id).run();
    const buyer = changed.meta.changes > 0 ? await env.DB.prepare("SELECT name, email FROM auth_users WHERE id = ?").bind(userId).first<{ name: string; email: string }>() : null;
    const plan = INDIVIDUAL_PLANS.find((p) => p.id === row.plan_id);
    if (buyer && plan) await enqueue(env, { kind: "email", payload: { to: buyer.email, ...planEmails.cancelled(buyer.name, plan.title) } });
  }
  return results.length > 0;
}

/**
 * The buyer's own cancellation (issue #27): the plan ends when its trial or paid week ends, so what is left
 * of it stays; `cancel: false` takes that back. Answers false if there is no live plan. The row changes at
 * once (the provider's answer is certain), and whichever of this and the provider's event changes it first
 * sends the one email.
 */
export async function scheduleCancelOf(env: Env, payments: PaymentsPort | null, userId: string, cancel: boolean): Promise<boolean> {
  const row = await env.DB.prepare(`SELECT id, provider, plan_id, status, trial_end, current_period_end FROM subscriptions WHERE user_id = ? AND status IN ${LIVE} ORDER BY created_at DESC LIMIT 1`)
    .bind(userId)
    .first<{ id: string; provider: string; plan_id: string; status: SubscriptionStatus; trial_end: number | null; current_period_end: number | null }>();
  if (!row) return false;
  // A key per press, not per subscription: cancel, keep, cancel again must each reach Stripe (a reused key
  // would replay the first answer). Setting the flag twice is harmless, so a double click needs no key.
  await portOf(payments, row.provider, "cancel").setCancelAtPeriodEnd(row.id, cancel, `${cancel ? "cancel-at-end" : "keep"}-${row.id}-${Date.now()}`);
  const changed = await env.DB.prepare("UPDATE subscriptions SET cancel_at_period_end = ? WHERE id = ? AND cancel_at_period_end != ? AND status != 'canceled'").bind(cancel ? 1 : 0, row.id, cancel ? 1 : 0).run();
  const plan = INDIVIDUAL_PLANS.find((p) => p.id === row.plan_id);
  const buyer = changed.meta.changes > 0 ? await env.DB.prepare("SELECT name, email FROM auth_users WHERE id = ?").bind(userId).first<{ name: string; email: string }>() : null;
  if (!buyer || !plan) return true;
  const account = `${getConfig(env).siteOrigin}/account`;
  const remains = whatRemains({ status: row.status, trialEnd: row.trial_end ? new Date(row.trial_end) : null, currentPeriodEnd: row.current_period_end ? new Date(row.current_period_end) : null, cancelAtPeriodEnd: true }, new Date());
  const message = cancel ? (remains ? planEmails.cancelScheduled(buyer.name, plan.title, remains, account) : null) : planEmails.resumed(buyer.name, plan.title, account);
  if (message) await enqueue(env, { kind: "email", payload: { to: buyer.email, ...message } });
  return true;
}

/** The provider's customer portal for the buyer's plan (card on file, billing history, plan changes), or null without a plan. */
export async function billingPortalOf(db: D1Database, payments: PaymentsPort | null, userId: string, returnUrl: string): Promise<string | null> {
  const row = await db.prepare("SELECT provider, provider_customer_id FROM subscriptions WHERE user_id = ? AND provider_customer_id IS NOT NULL ORDER BY created_at DESC LIMIT 1")
    .bind(userId)
    .first<{ provider: string; provider_customer_id: string }>();
  if (!row) return null;
  return (await portOf(payments, row.provider, "open the portal of").billingPortal(row.provider_customer_id, returnUrl)).url;
}

/** A subscription as one provider event states it (times in ms); `trialRefused` is set once and kept. */
export type SubscriptionEvent = {
  id: string;
  userId: string | null;
  planId: string;
  status: string;
  provider: string;
  customerId: string | null;
  trialEnd: number | null;
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  eventCreated: number;
  trialRefused: TrialRefusal | null;
  /** What the subscription's price charges a week, as the event says (null: the event didn't say). */
  priceCents: number | null;
};

/**
 * Records what a provider event says of a subscription. Only an event at least as new as the one the row
 * holds may change it (events can arrive out of order): answers whether the row was written.
 */
export async function recordSubscriptionEvent(db: D1Database, s: SubscriptionEvent): Promise<boolean> {
  const written = await db
    .prepare(
      `INSERT INTO subscriptions (id, user_id, plan_id, status, provider, provider_customer_id, trial_end, current_period_end, cancel_at_period_end, event_created, created_at, trial_refused, price_cents)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET plan_id = excluded.plan_id, status = excluded.status, trial_end = excluded.trial_end, current_period_end = excluded.current_period_end,
         cancel_at_period_end = excluded.cancel_at_period_end, event_created = excluded.event_created, trial_refused = COALESCE(subscriptions.trial_refused, excluded.trial_refused),
         price_cents = COALESCE(excluded.price_cents, subscriptions.price_cents)
       WHERE excluded.event_created >= subscriptions.event_created`,
    )
    .bind(s.id, s.userId, s.planId, s.status, s.provider, s.customerId, s.trialEnd, s.currentPeriodEnd, s.cancelAtPeriodEnd ? 1 : 0, s.eventCreated, Date.now(), s.trialRefused, s.priceCents)
    .run();
  return written.meta.changes > 0;
}

/**
 * The cron's reminder (issue #10 §3): trials ending within TRIAL_REMINDER_DAYS get one email, claimed
 * atomically (reminder_sent_at) so two ticks never send it twice.
 */
export async function remindTrialsEndingSoon(env: Env, accountOrigin: string, now = new Date()): Promise<number> {
  const horizon = now.getTime() + TRIAL_REMINDER_DAYS * 24 * 60 * 60 * 1000;
  const { results } = await env.DB.prepare(
    `SELECT s.id, s.user_id, s.plan_id, s.trial_end, s.price_cents, u.email, u.name FROM subscriptions s JOIN auth_users u ON u.id = s.user_id
     WHERE s.status = 'trialing' AND s.reminder_sent_at IS NULL AND s.trial_end > ? AND s.trial_end <= ?`,
  )
    .bind(now.getTime(), horizon)
    .all<{ id: string; user_id: string; plan_id: string; trial_end: number; price_cents: number | null; email: string; name: string }>();
  let sent = 0;
  for (const row of results) {
    const plan = INDIVIDUAL_PLANS.find((p) => p.id === row.plan_id);
    const trialEndsAt = new Date(row.trial_end);
    if (!plan || !reminderDue(trialEndsAt, now)) continue;
    const claimed = await env.DB.prepare("UPDATE subscriptions SET reminder_sent_at = ? WHERE id = ? AND reminder_sent_at IS NULL").bind(now.getTime(), row.id).run();
    if (claimed.meta.changes === 0) continue;
    await enqueue(env, { kind: "email", payload: { to: row.email, ...planEmails.trialEndingSoon(row.name, plan.title, chargedWeekly(plan.id, row.price_cents), trialEndsAt, `${accountOrigin}/account`, learnerNote(await learnerOf(env.DB, row.user_id))) } });
    sent++;
  }
  return sent;
}

/** Account deletion, in its batch: the subscription rows stay for the books, no longer tied to the account. */
export function anonymiseSubscriptionsStatement(db: D1Database, userId: string): D1PreparedStatement {
  return db.prepare("UPDATE subscriptions SET user_id = NULL WHERE user_id = ?").bind(userId);
}
