// What the account's "My plan" panel shows (issue #27): the plan, who is learning, its state, and — once
// canceled — what remains until it ends, with the next booked class.
import { learnerSummary, type Learner } from "./learner";
import { bookedClassLine, planEndsAt, whatRemains } from "./plan-ending";
import { formatUsd, type IndividualPlan } from "./pricing";
import { formatLongDate, SUBSCRIPTION_STATUS_LABELS, type SubscriptionStatus } from "./shop";

/** The panel's buttons (each a form post with this intent). */
export const PLAN_INTENTS = ["cancel-plan", "keep-plan", "billing-portal"] as const;
export type PlanIntent = (typeof PLAN_INTENTS)[number];
export const isPlanIntent = (intent: unknown): intent is PlanIntent => PLAN_INTENTS.includes(intent as PlanIntent);

/** A weekly plan's subscription as the account reads it (lib/commerce/plans.server's PlanView). */
export type PlanInput = {
  plan: IndividualPlan;
  /** What the subscription charges a week (the provider's price). */
  weeklyCents: number;
  status: SubscriptionStatus;
  trialEnd: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** The provider's customer, for its customer portal (null before the provider named one). */
  customerId: string | null;
};

export type PlanPanelView = {
  title: string;
  weekly: string;
  status: SubscriptionStatus;
  statusLabel: string;
  learner: string;
  trialEnd: string | null;
  nextCharge: string | null;
  live: boolean;
  /** Canceled, ending at the trial's or week's end: the sentence saying what remains. */
  remains: string | null;
  /** The next booked class, and whether it falls before the end. */
  booked: string | null;
  /** The provider's customer portal is open to this plan (card on file, billing history, plan changes). */
  portal: boolean;
};

export function planPanelView(
  p: PlanInput,
  learner: Learner | null,
  booking: { start: Date; timezone: string | null } | null,
  accountName: string,
  now: Date,
): PlanPanelView {
  const live = p.status !== "canceled";
  const endsAt = planEndsAt(p);
  const charging = live && !p.cancelAtPeriodEnd;
  return {
    title: p.plan.title,
    weekly: formatUsd(p.weeklyCents),
    status: p.status,
    statusLabel: p.cancelAtPeriodEnd && live ? `${SUBSCRIPTION_STATUS_LABELS[p.status]}, canceled` : SUBSCRIPTION_STATUS_LABELS[p.status],
    learner: learnerSummary(learner, accountName),
    trialEnd: p.status === "trialing" && p.trialEnd ? formatLongDate(p.trialEnd) : null,
    nextCharge: !charging ? null : p.status === "trialing" ? (p.trialEnd ? formatLongDate(p.trialEnd) : null) : p.status === "active" && p.currentPeriodEnd ? formatLongDate(p.currentPeriodEnd) : null,
    live,
    remains: whatRemains(p, now),
    booked: live && booking ? bookedClassLine(booking.start, booking.timezone, endsAt) : null,
    portal: live && p.customerId !== null,
  };
}
