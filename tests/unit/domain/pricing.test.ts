import { describe, expect, it, vi } from "vitest";
import { pricingPlans, pricingSettings } from "~/content/pricing";
import { pricingFacts, pricingOf, pricingPlanEntrySchema, pricingSettingsEntrySchema } from "~/domain/content/pricing-words";
import { chargesAsShown, formatUsd, formatUsdCents, INDIVIDUAL_PLANS, packageTotalCents, PAYMENT_OPTIONS, perClassCents, PRICING_CARDS, SPEC_PRICING } from "~/domain/pricing";
import { PACK_PRICING } from "../../support/pack-facts";

const PACK = { settings: [pricingSettings], plans: pricingPlans };

describe("individual plans (spec §9), as the pack's pricing entries say them", () => {
  it("are $30, $50 and $60 a week for 1, 2 and 3 classes; $30, $25 and $20 per class; 2 per week popular", () => {
    expect(INDIVIDUAL_PLANS.map((p) => [PACK_PRICING.plans[p.id]!.title, formatUsd(PACK_PRICING.plans[p.id]!.priceCents), formatUsd(perClassCents(p, PACK_PRICING.plans[p.id]!.priceCents)), PACK_PRICING.plans[p.id]!.popular])).toEqual([
      ["1 class per week", "$30", "$30", false],
      ["2 classes per week", "$50", "$25", true],
      ["3 classes per week", "$60", "$20", false],
    ]);
  });

  it("start with a 7-day free trial", () => {
    expect(PACK_PRICING.trialDays).toBe(7);
    expect(pricingSettings.fields).toMatchObject({ freeTrialDays: 7 });
  });

  it("are the prices the test gateway charges (its Stripe account's prices)", () => {
    for (const plan of INDIVIDUAL_PLANS) expect(PACK_PRICING.plans[plan.id]!.priceCents).toBe(SPEC_PRICING.plans[plan.id]!.priceCents);
  });
});

describe("pricing cards (spec §9)", () => {
  it("are $35/4, $30/8 (popular), $25/12 individual classes and $8/30 group classes", () => {
    expect(PRICING_CARDS.map((c) => [c.type, formatUsd(PACK_PRICING.plans[c.id]!.priceCents), c.noOfClases, PACK_PRICING.plans[c.id]!.popular])).toEqual([
      ["Individual class", "$35", 4, false],
      ["Individual class", "$30", 8, true],
      ["Individual class", "$25", 12, false],
      ["Group class", "$8", 30, false],
    ]);
  });

  it("say what spec §9 says about each, in the pack's plan entries (decision 0072)", () => {
    expect(PRICING_CARDS.map((c) => [PACK_PRICING.plans[c.id]!.title, PACK_PRICING.plans[c.id]!.schedule, PACK_PRICING.plans[c.id]!.button])).toEqual([
      ["Individual class", "Up to 3 classes per week", "Choose 4 classes"],
      ["Individual class", "Up to 3 classes per week", "Choose 8 classes"],
      ["Individual class", "Up to 3 classes per week", "Choose 12 classes"],
      ["Group class", "1 class per week", "Join a group"],
    ]);
    expect(INDIVIDUAL_PLANS.map((p) => PACK_PRICING.plans[p.id]!.title)).toEqual(INDIVIDUAL_PLANS.map((p) => p.title));
  });

  it("package totals follow from the per-class price", () => {
    expect(PRICING_CARDS.map((c) => formatUsd(packageTotalCents(c, PACK_PRICING.plans[c.id]!.priceCents)))).toEqual(["$140", "$240", "$300", "$240"]);
  });
});

describe("pricing entries (decision 0082)", () => {
  const plan = (id: string, fields: Record<string, unknown>) => {
    const pack = pricingPlans.find((entry) => entry.fields.plan === id)!;
    return { ...pack, sys: { ...pack.sys, id: `mine-${id}` }, fields: { ...pack.fields, ...fields } };
  };

  it("take the space's plan entry, price and words together, over the pack's", () => {
    const pricing = pricingOf({ settings: [], plans: [plan("individual-8", { description: "Eight classes, our favourite.", price: 32.5, popular: false })] }, PACK);
    expect(pricing.plans["individual-8"]).toMatchObject({ description: "Eight classes, our favourite.", priceCents: 3250, popular: false });
    expect(pricing.plans["individual-4"]).toMatchObject({ priceCents: 3500 });
  });

  it("take the space's trial length, and the pack's settings when the space's don't validate", () => {
    expect(pricingOf({ settings: [{ ...pricingSettings, fields: { ...pricingSettings.fields, freeTrialDays: 14 } }], plans: [] }, PACK).trialDays).toBe(14);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const broken = { ...pricingSettings, sys: { ...pricingSettings.sys, id: "broken" }, fields: { ...pricingSettings.fields, freeTrialDays: 0 } };
    const pricing = pricingOf({ settings: [broken], plans: [] }, PACK);
    expect(pricing.trialDays).toBe(7);
    expect(pricing.labels.planButton).toBe("Start with this plan");
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it("refuse a price that isn't whole cents, below $1 or above $10,000, and a trial outside 1–30 days", () => {
    for (const price of [12.345, 0.5, 10_000.01, -30]) expect(pricingPlanEntrySchema.safeParse(plan("plan-1-per-week", { price })).success, String(price)).toBe(false);
    for (const price of [1, 12.5, 49.99, 10_000]) expect(pricingPlanEntrySchema.safeParse(plan("plan-1-per-week", { price })).success, String(price)).toBe(true);
    expect(pricingPlanEntrySchema.safeParse(plan("plan-1-per-week", { popular: undefined })).success).toBe(false);
    for (const days of [0, 31, 7.5]) expect(pricingSettingsEntrySchema.safeParse({ ...pricingSettings, fields: { ...pricingSettings.fields, freeTrialDays: days } }).success, String(days)).toBe(false);
  });

  it("give prose its figures: the trial, each price, each weekly plan's price a class and the lowest", () => {
    const pricing = pricingOf({ settings: [], plans: [plan("plan-3-per-week", { price: 66 })] }, PACK);
    expect(pricingFacts(pricing, formatUsd)).toMatchObject({ trialDays: "7", "price:plan-3-per-week": "$66", "perClass:plan-3-per-week": "$22", "perClass:plan-2-per-week": "$25", "price:group-30": "$8", lowestPerClass: "$22" });
  });
});

describe("a provider's price against the page's (decision 0082)", () => {
  it("agrees only on the same cents, in US dollars, every week", () => {
    expect(chargesAsShown(5000, { unitCents: 5000, currency: "usd", interval: "week" })).toBe(true);
    expect(chargesAsShown(5000, { unitCents: 6000, currency: "usd", interval: "week" })).toBe(false);
    expect(chargesAsShown(5000, { unitCents: 5000, currency: "eur", interval: "week" })).toBe(false);
    expect(chargesAsShown(5000, { unitCents: 5000, currency: "usd", interval: "month" })).toBe(false);
    expect(chargesAsShown(5000, { unitCents: 5000, currency: "usd", interval: "2 weeks" })).toBe(false);
    expect(chargesAsShown(5000, null)).toBe(false);
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
