import { describe, expect, it, vi } from "vitest";
import { pricingPlans, pricingSettings } from "~/content/pricing";
import { pricingWordsOf } from "~/domain/content/pricing-words";
import { formatUsd, formatUsdCents, INDIVIDUAL_PLANS, packageTotalCents, PAYMENT_OPTIONS, PRICING_CARDS } from "~/domain/pricing";

describe("individual plans (spec §9)", () => {
  it("are $30, $50 and $60 a week for 1, 2 and 3 classes; $30, $25 and $20 per class; 2 per week popular", () => {
    expect(INDIVIDUAL_PLANS.map((p) => [p.title, formatUsd(p.priceCents), formatUsd(p.perClassCents), p.popular])).toEqual([
      ["1 class per week", "$30", "$30", false],
      ["2 classes per week", "$50", "$25", true],
      ["3 classes per week", "$60", "$20", false],
    ]);
  });

  it("per-class prices agree with the weekly prices", () => {
    for (const plan of INDIVIDUAL_PLANS) expect(plan.perClassCents * plan.classesPerWeek).toBe(plan.priceCents);
  });
});

describe("pricing cards (spec §9)", () => {
  it("are $35/4, $30/8 (popular), $25/12 individual classes and $8/30 group classes", () => {
    expect(PRICING_CARDS.map((c) => [c.type, formatUsd(c.priceCents), c.noOfClases, c.popular])).toEqual([
      ["Individual class", "$35", 4, false],
      ["Individual class", "$30", 8, true],
      ["Individual class", "$25", 12, false],
      ["Group class", "$8", 30, false],
    ]);
  });

  it("say what spec §9 says about each, in the pack's plan entries (decision 0072)", () => {
    const words = pricingWordsOf({ settings: [], plans: [] }, { settings: [pricingSettings], plans: pricingPlans });
    expect(PRICING_CARDS.map((c) => [words.plans[c.id]!.title, words.plans[c.id]!.schedule, words.plans[c.id]!.button])).toEqual([
      ["Individual class", "Up to 3 classes per week", "Choose 4 classes"],
      ["Individual class", "Up to 3 classes per week", "Choose 8 classes"],
      ["Individual class", "Up to 3 classes per week", "Choose 12 classes"],
      ["Group class", "1 class per week", "Join a group"],
    ]);
    expect(INDIVIDUAL_PLANS.map((p) => words.plans[p.id]!.title)).toEqual(INDIVIDUAL_PLANS.map((p) => p.title));
  });

  it("take the space's plan entry over the pack's, and the pack's labels when the space's settings don't validate", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const mine = { ...pricingPlans[4]!, sys: { ...pricingPlans[4]!.sys, id: "mine" }, fields: { ...pricingPlans[4]!.fields, description: "Eight classes, our favourite." } };
    const broken = { ...pricingSettings, sys: { ...pricingSettings.sys, id: "broken" }, fields: { ...pricingSettings.fields, planButton: "" } };
    const words = pricingWordsOf({ settings: [broken], plans: [mine] }, { settings: [pricingSettings], plans: pricingPlans });
    expect(words.plans["individual-8"]!.description).toBe("Eight classes, our favourite.");
    expect(words.labels.planButton).toBe("Start with this plan");
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it("package totals follow from the per-class price", () => {
    expect(PRICING_CARDS.map((c) => formatUsd(packageTotalCents(c)))).toEqual(["$140", "$240", "$300", "$240"]);
  });
});

describe("payment options (spec §2.10)", () => {
  it("are Credit Card, Bank Transfer, Link and Digital payments", () => {
    expect(PAYMENT_OPTIONS).toEqual(["Credit Card", "Bank Transfer", "Link", "Digital payments"]);
  });
});

describe("amounts as the site prints them", () => {
  it("groups thousands and keeps cents only when there are any", () => {
    expect([0, 1, 24_900, 124_500, 12_450_000, 1_250].map(formatUsd)).toEqual(["$0", "$0.01", "$249", "$1,245", "$124,500", "$12.50"]);
    expect(formatUsdCents(12_450_000)).toBe("$124,500.00");
  });
});
