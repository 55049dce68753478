// The site-settings entry: the editorial facts that prose repeats, written once (decision 0025). Pages
// and records say {{maxGroupSize}}, {{studentsTaught}} … and the content service fills them in.
import { entry } from "~/content/build";
import { SITE_SETTINGS_ENTRY_ID, type SiteSettings } from "~/domain/content/site-facts";

const fields: SiteSettings = {
  internalName: "Site settings",
  maxGroupSize: 15,
  studentsTaught: "5,000+",
  organizations: "100+",
  approvedStates: 11,
  happyLearners: "1,000+",
};

export const siteSettings = entry({ id: SITE_SETTINGS_ENTRY_ID, contentType: "siteSettings", createdAt: "2026-01-12T09:00:00.000Z", fields });
