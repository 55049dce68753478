// What remains of a weekly plan once it is canceled (issue #27): a cancellation takes effect at the end of
// the free trial or of the paid week, so the days left and a class booked before then stay; the account
// page and the emails say so in these words.
import { formatTimeIn, SCHOOL_TIME_ZONE } from "./events";
import { formatLongDate, type SubscriptionStatus } from "./shop";

const DAY_MS = 24 * 60 * 60 * 1000;

export type PlanEndingInput = { status: SubscriptionStatus; trialEnd: Date | null; currentPeriodEnd: Date | null; cancelAtPeriodEnd: boolean };

/** When a canceled-but-live plan ends: the trial's end in a trial, else the paid period's; null if it isn't ending. */
export function planEndsAt(plan: PlanEndingInput): Date | null {
  if (!plan.cancelAtPeriodEnd || plan.status === "canceled") return null;
  return plan.status === "trialing" ? plan.trialEnd : plan.currentPeriodEnd;
}

/** Whole days left until `end`, counting a part day as a day ("1 day left" on the last day). */
export const daysLeft = (end: Date, now: Date) => Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS));

const days = (n: number) => (n === 1 ? "1 day" : `${n} days`);

/** The sentence that says what remains of a plan canceled at the end of its trial or week. */
export function whatRemains(plan: PlanEndingInput, now: Date): string | null {
  const end = planEndsAt(plan);
  if (!end) return null;
  const left = days(daysLeft(end, now));
  return plan.status === "trialing"
    ? `Your free trial continues until ${formatLongDate(end)} (${left} left), and nothing will be charged.`
    : `Your classes continue until ${formatLongDate(end)} (${left} left), and nothing more will be charged.`;
}

/** A time zone the runtime knows (Calendly reports IANA names), else the school's. */
function knownZone(zone: string | null): string {
  if (!zone) return SCHOOL_TIME_ZONE;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone;
  } catch {
    return SCHOOL_TIME_ZONE;
  }
}

/** The next booked class, against the plan's end: before it, it stays; after it, the buyer decides. */
export function bookedClassLine(start: Date, zone: string | null, endsAt: Date | null): string {
  const when = formatTimeIn(start.toISOString(), knownZone(zone));
  if (!endsAt) return `Your next class: ${when}.`;
  return start < endsAt
    ? `Your class on ${when} stays booked: it is before your plan ends.`
    : `Your class on ${when} is after your plan ends. Keep your plan to take it, or cancel it from the booking’s confirmation email.`;
}
