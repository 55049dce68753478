// The marketing pages' data: what every page must have for the site to render it well.
import { describe, expect, it } from "vitest";
import { stateApprovedProgramsPath } from "~/config/site";
import { marketingPages as written } from "~/content/pages";
import { fillFacts } from "~/domain/content/site-facts";
import { PACK_FACTS } from "../support/pack-facts";

// As visitors read them: with the site's facts filled in (decision 0025).
const marketingPages = fillFacts(written, PACK_FACTS);

describe("marketing pages", () => {
  it("have unique paths, titles and descriptions", () => {
    for (const key of ["path", "title", "description"] as const) {
      const values = marketingPages.map((page) => page[key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
  });

  it.each(marketingPages.map((page) => [page.path, page] as const))("%s opens with its one hero, has unique section ids and a search-friendly title", (_path, page) => {
    const heroes = ["hero", "homeHero"];
    expect(heroes).toContain(page.sections[0]?.type);
    expect(page.sections.filter((s) => heroes.includes(s.type))).toHaveLength(1);
    const ids = page.sections.flatMap((s) => ("id" in s ? [s.id] : []));
    expect(new Set(ids).size).toBe(ids.length);
    expect(page.title.length).toBeLessThanOrEqual(60);
    expect(page.description.length).toBeGreaterThanOrEqual(50);
    expect(page.description.length).toBeLessThanOrEqual(170);
  });

  it("include the state-approved programs page at its configured path", () => {
    expect(marketingPages.some((page) => page.path === stateApprovedProgramsPath)).toBe(true);
  });

  it("send every free-trial button of spec §2.3 to the free-trial page", () => {
    const links = JSON.stringify(marketingPages).match(/"label":"Book Your Free Trial Now","href":"[^"]+"/g) ?? [];
    for (const link of links) expect(link).toContain('"/try-hablarte-for-free"');
  });
});
