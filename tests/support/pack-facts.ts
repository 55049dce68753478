// The bundled pack's pricing and facts as the site reads them (decisions 0025, 0082): what pages say when
// the space is the pack, for tests that check the pack's words filled in.
import { pricingPlans, pricingSettings } from "~/content/pricing";
import { siteSettings } from "~/content/site-settings";
import { pricingOf } from "~/domain/content/pricing-words";
import { siteFacts, siteSettingsEntrySchema } from "~/domain/content/site-facts";

export const PACK_PRICING = pricingOf({ settings: [], plans: [] }, { settings: [pricingSettings], plans: pricingPlans });

export const PACK_FACTS = siteFacts(siteSettingsEntrySchema.parse(siteSettings).fields, PACK_PRICING);
