// Facts that prose repeats (issue #12 §4; decision 0025): written in entries as {{tokens}} and filled in
// when content is read, so each fact has one source and a change is one edit.
// - Editorial facts (class size, the school's figures) come from the one site-settings entry.
// - The trial's length and the prices come from the pricing entries (decision 0082), which checkout
//   starts and checks against the payment provider's prices, so the site never promises a trial or a
//   price it doesn't give.
// - The brand comes from the code (routes and domains carry it).
import { z } from "zod";
import { brandIdentity } from "~/domain/brand";
import { classFormats } from "~/domain/class-format";
import { formatUsd } from "~/domain/pricing";
import { entrySchema } from "./cms-schema";
import { pricingFacts, type Pricing } from "./pricing-words";

export { fillFacts, unknownTokens } from "./fill-facts";

export const SITE_SETTINGS_ENTRY_ID = "site-settings";

const figure = z.string().regex(/^[0-9][0-9,]*\+?$/);

export const siteSettingsFieldsSchema = z.object({
  internalName: z.string().min(1),
  /** The largest group class: "up to 15 students". */
  maxGroupSize: z.number().int().min(2).max(40),
  /** The school's marketing figures (spec §9), e.g. "5,000+". */
  studentsTaught: figure,
  organizations: figure,
  approvedStates: z.number().int().min(0).max(50),
  happyLearners: figure,
  /** The school's contact details pages show (footer, contact page, {{email}} and {{phone}} in prose). Emails and the
   * outage page keep the deployment's own (app/config/site.ts): they can't wait on the CMS (decision 0069). */
  email: z.string().regex(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/),
  /** As it is read, with the country code: "+1 (512) 555-0142"; the tel: link keeps its digits. */
  phone: z.string().regex(/^\+[0-9][0-9 ().-]{6,24}$/),
  /** The call to action of pages and sections that don't write their own (a `sectionCta` entry, decision 0068). */
  defaultCallToAction: z.object({ sys: z.object({ id: z.string().min(1), type: z.literal("Link"), linkType: z.literal("Entry") }) }).optional(),
});

export type SiteSettings = z.infer<typeof siteSettingsFieldsSchema>;

export const siteSettingsEntrySchema = entrySchema(siteSettingsFieldsSchema);

/** The facts code copy repeats (the footer, the plan panel, a missing page): the root loader hands them to it (useSiteFacts). */
export const EDITORIAL_FACTS = ["trialDays", "maxGroupSize", "studentsTaught", "organizations", "approvedStates", "happyLearners", "email", "phone", "classFormat:self", "classFormat:child"] as const;

/** Every token an entry may use, with its value. */
export function siteFacts(settings: SiteSettings, pricing: Pricing): Record<string, string> {
  return {
    brand: brandIdentity.name,
    maxGroupSize: String(settings.maxGroupSize),
    studentsTaught: settings.studentsTaught,
    organizations: settings.organizations,
    approvedStates: String(settings.approvedStates),
    happyLearners: settings.happyLearners,
    email: settings.email,
    phone: settings.phone,
    // What a weekly plan's classes are like, for an adult and for a child (one source: domain/class-format).
    ...Object.fromEntries(Object.entries(classFormats(settings.maxGroupSize)).map(([who, text]) => [`classFormat:${who}`, text])),
    // A weekly plan's price a week and a class, a package's price a class, the trial's length.
    ...pricingFacts(pricing, formatUsd),
  };
}
