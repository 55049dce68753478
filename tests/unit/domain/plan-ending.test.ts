// Issue #27 "The plan in /account": a cancellation keeps the rest of the trial or the paid week; what
// remains, and the booked class against the plan's end, in the words the account page and emails use.
import { describe, expect, it } from "vitest";
import { bookedClassLine, daysLeft, planEndsAt, whatRemains } from "~/domain/plan-ending";
import { isPlanIntent, planPanelView } from "~/domain/plan-view";
import { INDIVIDUAL_PLANS } from "~/domain/pricing";

const now = new Date("2026-11-27T15:00:00Z");
const trialEnd = new Date("2026-12-04T15:00:00Z");
const periodEnd = new Date("2026-12-02T09:00:00Z");
const trial = { status: "trialing", trialEnd, currentPeriodEnd: trialEnd, cancelAtPeriodEnd: true } as const;
const paid = { status: "active", trialEnd: null, currentPeriodEnd: periodEnd, cancelAtPeriodEnd: true } as const;

describe("what remains of a canceled plan", () => {
  it("ends at the trial's end in a trial, at the paid week's end after it; a plan not canceled isn't ending", () => {
    expect(planEndsAt(trial)).toEqual(trialEnd);
    expect(planEndsAt(paid)).toEqual(periodEnd);
    expect(planEndsAt({ ...trial, cancelAtPeriodEnd: false })).toBeNull();
    expect(planEndsAt({ ...trial, status: "canceled" })).toBeNull();
  });

  it("counts a part day as a day, and never below zero", () => {
    expect(daysLeft(trialEnd, now)).toBe(7);
    expect(daysLeft(new Date("2026-11-27T15:00:01Z"), now)).toBe(1);
    expect(daysLeft(new Date("2026-11-26T00:00:00Z"), now)).toBe(0);
  });

  it("says the days left and that nothing will be charged", () => {
    expect(whatRemains(trial, now)).toBe("Your free trial continues until Friday, December 4, 2026 (7 days left), and nothing will be charged.");
    expect(whatRemains(paid, now)).toBe("Your classes continue until Wednesday, December 2, 2026 (5 days left), and nothing more will be charged.");
    expect(whatRemains({ ...paid, currentPeriodEnd: new Date("2026-11-28T09:00:00Z") }, now)).toContain("(1 day left)");
    expect(whatRemains({ ...trial, cancelAtPeriodEnd: false }, now)).toBeNull();
  });

  it("tells a booked class in the invitee's time zone (the school's when unknown), before or after the end", () => {
    const before = new Date("2026-12-01T23:00:00Z");
    expect(bookedClassLine(before, "America/New_York", trialEnd)).toBe("Your class on Tuesday, December 1, 2026 at 6:00 PM EST stays booked: it is before your plan ends.");
    expect(bookedClassLine(before, null, trialEnd)).toBe("Your class on Tuesday, December 1, 2026 at 5:00 PM CST stays booked: it is before your plan ends.");
    expect(bookedClassLine(before, "Not/AZone", trialEnd)).toContain("5:00 PM CST");
    expect(bookedClassLine(new Date("2026-12-05T16:00:00Z"), "Europe/Madrid", trialEnd)).toBe(
      "Your class on Saturday, December 5, 2026 at 5:00 PM GMT+1 is after your plan ends. Keep your plan to take it, or cancel it from the booking’s confirmation email.",
    );
    expect(bookedClassLine(before, "America/Chicago", null)).toBe("Your next class: Tuesday, December 1, 2026 at 5:00 PM CST.");
  });
});

describe("the account's plan panel", () => {
  // The price is the subscription's own (its provider price, decision 0082), not the catalog's.
  const plan = { plan: INDIVIDUAL_PLANS[1]!, weeklyCents: 5000 };
  it("shows the next charge while the plan goes on, and what remains once canceled", () => {
    const going = planPanelView({ ...plan, ...trial, cancelAtPeriodEnd: false, customerId: "cus_1" }, null, null, "Ana López", now);
    expect(going).toMatchObject({ title: "2 classes per week", weekly: "$50", statusLabel: "Free trial", learner: "Ana López (you)", nextCharge: "Friday, December 4, 2026", remains: null, portal: true, live: true });
    const canceled = planPanelView({ ...plan, ...trial, customerId: "cus_1" }, { who: "child", firstName: "Sofía", grade: "3" }, { start: new Date("2026-12-01T23:00:00Z"), timezone: null }, "Ana López", now);
    expect(canceled).toMatchObject({ statusLabel: "Free trial, canceled", nextCharge: null, learner: "Sofía, your child (Grade 3): the Grade 3-5 group", booked: expect.stringContaining("stays booked") });
    expect(canceled.remains).toContain("7 days left");
    const ended = planPanelView({ ...plan, ...trial, status: "canceled", customerId: "cus_1" }, null, { start: new Date("2026-12-01T23:00:00Z"), timezone: null }, "Ana López", now);
    expect(ended).toMatchObject({ live: false, remains: null, booked: null, portal: false, statusLabel: "Canceled" });
  });

  it("knows its three buttons and nothing else", () => {
    expect(["cancel-plan", "keep-plan", "billing-portal"].every(isPlanIntent)).toBe(true);
    expect(isPlanIntent("cancel-everything")).toBe(false);
  });
});
