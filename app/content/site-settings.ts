// The site-settings entry: the editorial facts that prose repeats, written once (decision 0025). Pages
// and records say {{maxGroupSize}}, {{studentsTaught}} … and the content service fills them in.
import { entry, entryLink } from "~/content/build";
import { SITE_SETTINGS_ENTRY_ID, type SiteSettings } from "~/domain/content/site-facts";

const fields: SiteSettings = {
  internalName: "Site settings",
  maxGroupSize: 15,
  studentsTaught: "5,000+",
  organizations: "100+",
  approvedStates: 11,
  happyLearners: "1,000+",
  email: "hola@hablarte.com",
  phone: "+1 (512) 555-0142",
  defaultCallToAction: entryLink("default-call-to-action"),
};

export const siteSettings = entry({ id: SITE_SETTINGS_ENTRY_ID, contentType: "siteSettings", createdAt: "2026-01-12T09:00:00.000Z", fields });

/** Spec §2.6: the call to action of every page and section that doesn't write its own (decision 0068). */
export const defaultCallToActionEntry = entry({
  id: "default-call-to-action",
  contentType: "sectionCta",
  createdAt: "2026-01-12T09:00:00.000Z",
  fields: {
    title: "Transform Your Language Learning",
    description:
      "Spanish is one of the best languages you can learn, and {{brand}} makes it easy. Our structured curriculum and guided programs help individuals and institutions succeed, one live class at a time.",
    buttonText: "Book Your Free Trial Now",
    buttonLink: "/try-hablarte-for-free",
  },
});
