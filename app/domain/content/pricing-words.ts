// The words of the price cards as content (issue #28; decision 0072): one `pricingSettings` entry with the
// labels every price card shares, and one `pricingPlan` entry per plan and package with its own words. The
// prices, the trial's length and which plan is most popular stay the site's (app/domain/pricing.ts): they are
// what checkout charges. Pure: the content service reads the entries, this resolves them over the pack's.
import { z } from "zod";
import { INDIVIDUAL_PLANS, PRICING_CARDS } from "~/domain/pricing";
import { entrySchema, type Entry } from "./cms-schema";
import { CONTENT_TYPES } from "./content-types";
import { wordsById } from "./words-by-id";

export const PLAN_IDS = [...INDIVIDUAL_PLANS.map((plan) => plan.id), ...PRICING_CARDS.map((card) => card.id)] as [string, ...string[]];

const text = (max: number) => z.string().min(1).max(max);

export const pricingSettingsEntrySchema = entrySchema(
  z.object({
    internalName: text(120),
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

export const pricingPlanEntrySchema = entrySchema(
  z.object({
    plan: z.enum(PLAN_IDS),
    title: text(60),
    description: text(200).optional(),
    /** A package's classes a week ("Up to 3 classes per week"). */
    schedule: text(60).optional(),
    /** A package's button ("Choose 4 classes"). */
    button: text(40).optional(),
  }),
);

export type PricingLabels = Omit<z.infer<typeof pricingSettingsEntrySchema>["fields"], "internalName">;
export type PlanWords = Omit<z.infer<typeof pricingPlanEntrySchema>["fields"], "plan">;
export type PricingWords = { labels: PricingLabels; plans: Record<string, PlanWords> };

export const PRICING_CONTENT_TYPES = { settings: CONTENT_TYPES.pricingSettings, plan: CONTENT_TYPES.pricingPlan } as const;

function labelsOf(entry: Entry | undefined): PricingLabels | null {
  const parsed = pricingSettingsEntrySchema.safeParse(entry);
  if (!parsed.success) return null;
  const { internalName: _name, ...labels } = parsed.data.fields;
  return labels;
}

function planOf(entry: Entry): [string, PlanWords] | null {
  const parsed = pricingPlanEntrySchema.safeParse(entry);
  if (!parsed.success) return null;
  const { plan, ...words } = parsed.data.fields;
  return [plan, words];
}

type PricingEntries = { settings: readonly Entry[]; plans: readonly Entry[] };

/** The labels of the space's settings entry and each plan's words, each the pack's where the space's is missing or invalid. */
export function pricingWordsOf(space: PricingEntries, pack: PricingEntries): PricingWords {
  const labels = labelsOf(space.settings[0]);
  if (!labels && space.settings[0]) console.warn(`[content] pricing settings ${space.settings[0].sys.id} don't validate; the pack's labels stand in`);
  return { labels: labels ?? labelsOf(pack.settings[0])!, plans: wordsById(PLAN_IDS, space.plans, pack.plans, planOf, "pricing plan") };
}
