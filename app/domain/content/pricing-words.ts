// The price cards as content (issue #28; decisions 0072, 0082): one `pricingSettings` entry with the labels
// every price card shares and the free trial's length, and one `pricingPlan` entry per plan and package with
// its price, whether it is the popular one, and its own words. Checkout starts the trial these say and asks
// the payment provider for each weekly plan's price, refusing one that differs from the page's
// (app/routes/funnel/purchase.tsx). Pure: the content service reads the entries, this resolves them over the
// pack's.
import { z } from "zod";
import { INDIVIDUAL_PLANS, perClassCents, PRICING_CARDS, type PlanPrice } from "~/domain/pricing";
import { entrySchema, type Entry } from "./cms-schema";
import { CONTENT_TYPES } from "./content-types";
import { wordsById } from "./words-by-id";

export const PLAN_IDS = [...INDIVIDUAL_PLANS.map((plan) => plan.id), ...PRICING_CARDS.map((card) => card.id)] as [string, ...string[]];

const text = (max: number) => z.string().min(1).max(max);

export const pricingSettingsEntrySchema = entrySchema(
  z.object({
    internalName: text(120),
    /** The free trial of every weekly plan, in days: what checkout starts and {{trialDays}} in prose. */
    freeTrialDays: z.number().int().min(1).max(30),
    popularBadge: text(40),
    /** After a weekly plan's price ("$50 per week") and a package's price a class ("$30 per class"). */
    weekUnit: text(40),
    classUnit: text(40),
    /** Filled as the card renders: {{perClass}}, {{classes}} and {{total}} are the plan's figures. */
    perClassLine: text(80),
    packageLine: text(80),
    trialLine: text(160),
    /** The weekly plans' button on the pricing pages, and in the hot site's funnel. */
    planButton: text(40),
    choosePlanButton: text(40),
  }),
);

/** Dollars as editors write them (50, 12.5): whole cents only, or the entry doesn't validate. */
const dollars = z
  .number()
  .min(1)
  .max(10_000)
  .refine((price) => Math.abs(price * 100 - Math.round(price * 100)) < 1e-6, { error: "A price has at most two decimals." });

export const pricingPlanEntrySchema = entrySchema(
  z.object({
    plan: z.enum(PLAN_IDS),
    title: text(60),
    /** A weekly plan's price a week, a package's a class. */
    price: dollars,
    popular: z.boolean(),
    description: text(200).optional(),
    /** A package's classes a week ("Up to 3 classes per week"). */
    schedule: text(60).optional(),
    /** A package's button ("Choose 4 classes"). */
    button: text(40).optional(),
  }),
);

type SettingsFields = z.infer<typeof pricingSettingsEntrySchema>["fields"];
export type PricingLabels = Omit<SettingsFields, "internalName" | "freeTrialDays">;
export type PlanWords = Omit<z.infer<typeof pricingPlanEntrySchema>["fields"], "plan" | "price" | "popular"> & PlanPrice;
/** The price cards, the trial and each plan's price: what pages show and what checkout starts. */
export type Pricing = { labels: PricingLabels; trialDays: number; plans: Record<string, PlanWords> };

export const PRICING_CONTENT_TYPES = { settings: CONTENT_TYPES.pricingSettings, plan: CONTENT_TYPES.pricingPlan } as const;

function settingsOf(entry: Entry | undefined): { labels: PricingLabels; trialDays: number } | null {
  const parsed = pricingSettingsEntrySchema.safeParse(entry);
  if (!parsed.success) return null;
  const { internalName: _name, freeTrialDays, ...labels } = parsed.data.fields;
  return { labels, trialDays: freeTrialDays };
}

function planOf(entry: Entry): [string, PlanWords] | null {
  const parsed = pricingPlanEntrySchema.safeParse(entry);
  if (!parsed.success) return null;
  const { plan, price, popular, ...words } = parsed.data.fields;
  return [plan, { ...words, priceCents: Math.round(price * 100), popular }];
}

type PricingEntries = { settings: readonly Entry[]; plans: readonly Entry[] };

/**
 * The space's settings and each plan's entry, each the pack's where the space's is missing or invalid: a plan
 * is shown with its own entry's price and words together, never one entry's price with another's words.
 */
export function pricingOf(space: PricingEntries, pack: PricingEntries): Pricing {
  const settings = settingsOf(space.settings[0]);
  if (!settings && space.settings[0]) console.warn(`[content] pricing settings ${space.settings[0].sys.id} don't validate; the pack's stand in`);
  return { ...(settings ?? settingsOf(pack.settings[0])!), plans: wordsById(PLAN_IDS, space.plans, pack.plans, planOf, "pricing plan") };
}

/** The facts prose repeats that pricing knows: {{trialDays}}, each plan's {{price:…}} and {{perClass:…}}, {{lowestPerClass}}. */
export function pricingFacts(pricing: Pricing, format: (cents: number) => string): Record<string, string> {
  const perClass = INDIVIDUAL_PLANS.map((plan) => [plan.id, perClassCents(plan, pricing.plans[plan.id]!.priceCents)] as const);
  return {
    trialDays: String(pricing.trialDays),
    ...Object.fromEntries(PLAN_IDS.map((id) => [`price:${id}`, format(pricing.plans[id]!.priceCents)])),
    ...Object.fromEntries(perClass.map(([id, cents]) => [`perClass:${id}`, format(cents)])),
    // The lowest price of a class in any weekly plan ("Plans from $20 per class").
    lowestPerClass: format(Math.min(...perClass.map(([, cents]) => cents))),
  };
}
