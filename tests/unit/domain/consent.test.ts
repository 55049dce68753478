import { describe, expect, it } from "vitest";
import { doc, h4, p } from "~/content/build";
import {
  acceptAll,
  CONSENT_MAX_AGE_SECONDS,
  consentCategoriesFromDocument,
  declineAll,
  fromChoices,
  parseConsent,
  serializeConsent,
} from "~/domain/consent";

const categories = consentCategoriesFromDocument(
  doc(h4("Necessary"), p("Runs the site."), h4("Analytics"), p("Measures visits."), h4("Marketing"), p("Ads."), h4("Preferences"), p("Remembers choices.")),
);

describe("consent categories from the CMS entry (spec §3)", () => {
  it("names one category per heading, with the paragraph after it as its description", () => {
    expect(categories.map((c) => c.label)).toEqual(["Necessary", "Analytics", "Marketing", "Preferences"]);
    expect(categories[1]).toMatchObject({ id: "analytics", description: "Measures visits.", alwaysOn: false });
  });

  it("keeps Necessary always active", () => {
    expect(categories[0]).toMatchObject({ id: "necessary", alwaysOn: true });
    const withoutNecessary = consentCategoriesFromDocument(doc(h4("Analytics")));
    expect(withoutNecessary[0]).toMatchObject({ id: "necessary", alwaysOn: true });
  });
});

describe("consent actions (spec §4)", () => {
  it("Accept all sets every category to true", () => {
    expect(acceptAll(categories)).toEqual({ necessary: true, analytics: true, marketing: true, preferences: true });
  });

  it("Decline all sets every category except Necessary to false", () => {
    expect(declineAll(categories)).toEqual({ necessary: true, analytics: false, marketing: false, preferences: false });
  });

  it("Save stores the chosen categories, Necessary forced on, unknown ids ignored", () => {
    expect(fromChoices(categories, new Set(["analytics", "bogus"]))).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      preferences: false,
    });
  });

  it("the cookie lasts 365 days", () => {
    expect(CONSENT_MAX_AGE_SECONDS).toBe(365 * 24 * 60 * 60);
  });
});

describe("consent cookie value", () => {
  it("round-trips", () => {
    const state = fromChoices(categories, new Set(["marketing"]));
    expect(parseConsent(serializeConsent(state))).toEqual(state);
  });

  it("reads anything it did not write as 'no choice yet'", () => {
    expect(parseConsent("")).toBeNull();
    expect(parseConsent("<script>")).toBeNull();
    expect(parseConsent("analytics:2")).toBeNull();
    expect(parseConsent("x".repeat(600))).toBeNull();
  });
});
