import { describe, expect, it } from "vitest";
import { MOBILE_MAX_WIDTH, schedulerPageUrl, schedulerSize, schedulerUtm } from "~/domain/scheduler";

describe("scheduler size (spec §9)", () => {
  it.each([
    [2000, "27vw", 1],
    [2560, "27vw", 1],
    [1800, "39vw", 0.75],
    [1024, "66vw", 0.42],
  ])("%i px → %s at %d", (screen, width, zoom) => {
    expect(schedulerSize(screen)).toEqual({ width, zoom });
  });

  it("interpolates between the table's widths", () => {
    expect(schedulerSize(1900)).toEqual({ width: "33vw", zoom: 0.875 });
    expect(schedulerSize(1412)).toEqual({ width: "52.5vw", zoom: 0.585 });
  });

  it("keeps the 1024 px size between the mobile threshold and 1024 px", () => {
    expect(schedulerSize(900)).toEqual({ width: "66vw", zoom: 0.42 });
  });

  it("is 400 px on mobile, 1000 px while loading", () => {
    expect(MOBILE_MAX_WIDTH).toBe(800);
    expect(schedulerSize(800)).toEqual({ width: "400px", zoom: 1 });
    expect(schedulerSize(375, true)).toEqual({ width: "1000px", zoom: 1 });
  });
});

describe("scheduler parameters (spec §7)", () => {
  it("puts the ad click id in utm_source and keeps the questionnaire's fields", () => {
    expect(schedulerUtm("Cj0KCQ_abc-123", { utm_medium: "Q: A" })).toEqual({ utm_source: "Cj0KCQ_abc-123", utm_medium: "Q: A" });
    expect(schedulerUtm(null, {})).toEqual({});
  });

  it("builds the scheduling page link with colours, hidden privacy banner, utm fields and the reference", () => {
    const url = new URL(schedulerPageUrl("https://calendly.com/hablarte/demo-class", { utm_source: "gclid1", utm_term: "Where?: Business" }, "ref-1"));
    expect(url.origin + url.pathname).toBe("https://calendly.com/hablarte/demo-class");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      hide_gdpr_banner: "1",
      primary_color: "0f766e",
      text_color: "1f2937",
      background_color: "ffffff",
      utm_source: "gclid1",
      utm_term: "Where?: Business",
      salesforce_uuid: "ref-1",
    });
  });
});
