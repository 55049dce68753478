// The cookie-consent categories shown in the consent banner: each heading-4 names a category,
// and the paragraph after it says what that category does on this site.
import { doc, entry, h4, p } from "~/content/build";

export const consentManager = entry({
  id: "consent-manager",
  contentType: "consentManager",
  createdAt: "2025-01-06T09:00:00.000Z",
  fields: {
    title: "Cookie consent categories",
    noticeTitle: "Cookies on this site",
    noticeText: "We use necessary cookies to run the site and, only if you agree, analytics and marketing cookies to improve it.",
    noticeLinks: "Read our [cookies policy] or [change preference].",
    preferencesTitle: "Cookie preferences",
    preferencesText:
      "Choose which cookies we may use. Necessary cookies are always active because the site cannot work without them. You can change your mind at any time from “Cookies Consent Manager” in the footer.",
    acceptAllLabel: "Accept all",
    declineAllLabel: "Decline all",
    saveLabel: "Save",
    alwaysActiveLabel: "Always active",
    consentManager: doc(
      h4("Necessary"),
      p(
        "Needed for the site to work. These cookies keep your session active, remember the consent choice you make in this banner and help protect our forms against abuse. They are always on and cannot be switched off.",
      ),
      h4("Analytics"),
      p(
        "Let us measure how the site is used, such as which pages are visited and where visitors leave, with Google Analytics 4. They are set only if you accept this category, and we look at the results in aggregate to improve the site.",
      ),
      h4("Marketing"),
      p(
        "Record the ad click that brought you to the site, so we can tell which of our advertising campaigns lead to visits and sign-ups. They are set only if you accept this category.",
      ),
      h4("Preferences"),
      p(
        "Remember the choices you make on the site, such as the level you selected and your language settings, so you don't have to make them again on your next visit.",
      ),
    ),
  },
});
