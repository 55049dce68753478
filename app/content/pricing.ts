// The price cards (decisions 0072, 0082): the labels they share and the free trial's length, and each weekly
// plan's and package's price and words, at spec §9's figures. {{tokens}} are the site's facts, {{perClass}},
// {{classes}} and {{total}} a card's figures.
import { entry } from "~/content/build";
import { PRICING_CONTENT_TYPES } from "~/domain/content/pricing-words";
import { SPEC_PRICING } from "~/domain/pricing";

const CREATED = "2026-01-12T09:00:00.000Z";

export const pricingSettings = entry({
  id: "pricing-settings",
  contentType: PRICING_CONTENT_TYPES.settings,
  createdAt: CREATED,
  fields: {
    internalName: "Pricing settings",
    freeTrialDays: SPEC_PRICING.trialDays,
    popularBadge: "Most Popular",
    weekUnit: "per week",
    classUnit: "per class",
    perClassLine: "{{perClass}} per class",
    packageLine: "{{classes}} classes · {{total}} in total",
    trialLine: "Free for {{trialDays}} days, with no charge until your trial ends.",
    planButton: "Start with this plan",
    choosePlanButton: "Choose this plan",
  },
});

export const pricingPlans = [
  { plan: "plan-1-per-week", title: "1 class per week" },
  { plan: "plan-2-per-week", title: "2 classes per week" },
  { plan: "plan-3-per-week", title: "3 classes per week" },
  { plan: "individual-4", title: "Individual class", schedule: "Up to 3 classes per week", description: "A one-to-one start with a native teacher, at your pace.", button: "Choose 4 classes" },
  { plan: "individual-8", title: "Individual class", schedule: "Up to 3 classes per week", description: "Our most chosen package: steady progress over a month or two.", button: "Choose 8 classes" },
  { plan: "individual-12", title: "Individual class", schedule: "Up to 3 classes per week", description: "The best price per one-to-one class, for learners with a goal.", button: "Choose 12 classes" },
  { plan: "group-30", title: "Group class", schedule: "1 class per week", description: "Learn with a small group of up to {{maxGroupSize}} students, once a week.", button: "Join a group" },
].map(({ plan, title, ...words }) => {
  const { priceCents, popular } = SPEC_PRICING.plans[plan]!;
  return entry({ id: `pricing-plan-${plan}`, contentType: PRICING_CONTENT_TYPES.plan, createdAt: CREATED, fields: { plan, title, price: priceCents / 100, popular, ...words } });
});
