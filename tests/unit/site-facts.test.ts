// Facts repeated in prose have one source each (issue #12 §4; decision 0025): the pack writes them as
// tokens, every token is known, and filling them gives the site's figures, trial and prices.
import { describe, expect, it } from "vitest";
import { contentPack } from "~/content";
import { siteSettings } from "~/content/site-settings";
import { fillFacts, siteFacts, siteSettingsEntrySchema, unknownTokens } from "~/domain/content/site-facts";
import { RECORD_VALUE_NAMES } from "~/domain/collections/record-words";
import { PACK_PRICING } from "../support/pack-facts";

const settings = siteSettingsEntrySchema.parse(siteSettings).fields;
const facts = siteFacts(settings, PACK_PRICING);
const packText = JSON.stringify(contentPack.entries);

describe("site facts", () => {
  it("are the spec's figures, trial and prices", () => {
    expect(facts).toMatchObject({
      brand: "Hablarte",
      trialDays: "7",
      maxGroupSize: "15",
      approvedStates: "11",
      studentsTaught: "5,000+",
      email: "hola@hablarte.com",
      phone: "+1 (512) 555-0142",
      "price:plan-1-per-week": "$30",
      "price:plan-2-per-week": "$50",
      "price:plan-3-per-week": "$60",
      "perClass:plan-3-per-week": "$20",
      "price:group-30": "$8",
      "price:individual-4": "$35",
    });
  });

  it("fill every known token, in nested fields and rich text, and leave an unknown one as written", () => {
    const entry = { title: "Try {{brand}} free for {{trialDays}} days", body: { content: [{ value: "Groups of up to {{maxGroupSize}}; {{typo}}" }] } };
    expect(fillFacts(entry, facts)).toEqual({ title: "Try Hablarte free for 7 days", body: { content: [{ value: "Groups of up to 15; {{typo}}" }] } });
    expect(fillFacts("no tokens", facts)).toBe("no tokens");
  });

  it("are written as text: a value with quotes can't break out of its field", () => {
    expect(fillFacts({ a: "{{brand}}" }, { brand: 'Say "hola" \\ now' })).toEqual({ a: 'Say "hola" \\ now' });
  });

  it("are tokens throughout the pack, never written out, and every token is known", () => {
    // Filled as a page renders: {{year}} in the footer (the clock changes it, not the content), {{level}} on the
    // level test's buttons, a price card's figures ({{perClass}}, {{classes}}, {{total}}).
    // And a record's values in its collection's card details and facts (decision 0076).
    const recordValues = Object.fromEntries(Object.values(RECORD_VALUE_NAMES).flat().map((name) => [name, "x"]));
    expect(unknownTokens(packText, { ...facts, ...recordValues, year: "2026", level: "beginner", perClass: "$25", classes: "8", total: "$240" })).toEqual([]);
    for (const written of [/\$[0-9]/, /\b7-day\b/, /\b7 days\b/, /\b[Uu]p to 15\b/, /\b11 states\b/, /\bHablarte\b/]) expect(packText).not.toMatch(written);
    // The contact details are written once, in the settings entry.
    for (const detail of [settings.email, settings.phone]) expect(packText.split(detail).length - 1).toBe(1);
  });
});
