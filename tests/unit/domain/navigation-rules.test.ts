import { describe, expect, it } from "vitest";
import { navigationLinks, navigationMenus, siteNavigationEntry } from "~/content/navigation";
import { siteNavigation } from "~/domain/content/navigation";
import { callToAction, type CallToAction } from "~/domain/call-to-action";
import { defaultCallToActionEntry, siteSettings } from "~/content/site-settings";
import { FREE_TRIAL_PATH, NAVIGATION_TRIAL_PATH, ourCoursesTrialPath } from "~/domain/free-trial";
import { NOTIFICATIONS } from "~/domain/notifications";
import { safeRedirectPath } from "~/domain/safe-redirect";
import { schedulerEventFromMessage } from "~/domain/scheduler";

describe("free-trial targets (spec §2.3)", () => {
  it("lead to /try-hablarte-for-free, and /individual-plans from the shared navigation", () => {
    expect(FREE_TRIAL_PATH).toBe("/try-hablarte-for-free");
    expect(NAVIGATION_TRIAL_PATH).toBe("/individual-plans");
  });

  it("'our courses' leads to /book-demo on the individuals pages, the free trial elsewhere", () => {
    expect(ourCoursesTrialPath("/for-individuals")).toBe("/book-demo");
    expect(ourCoursesTrialPath("/")).toBe("/try-hablarte-for-free");
    expect(ourCoursesTrialPath("/for-parents")).toBe("/try-hablarte-for-free");
  });
});

describe("call-to-action block (spec §2.6)", () => {
  // The default is content (decision 0068): the section entry site settings name; the pack's is the spec's.
  const defaults = defaultCallToActionEntry.fields as CallToAction;

  it("has the spec's defaults", () => {
    expect(siteSettings.fields.defaultCallToAction?.sys.id).toBe(defaultCallToActionEntry.sys.id);
    expect(defaults.title).toBe("Transform Your Language Learning");
    expect(defaults.buttonText).toBe("Book Your Free Trial Now");
    expect(defaults.buttonLink).toBe("/try-hablarte-for-free");
    expect(defaults.description).toMatch(/one of the best languages/);
    expect(defaults.description).toMatch(/structured curriculum/);
  });

  it("overrides each field independently, ignoring empty overrides", () => {
    expect(callToAction(defaults, { title: "Start today", buttonLink: "" })).toEqual({ ...defaults, title: "Start today" });
  });
});

describe("navigation (spec §2.1)", () => {
  // The pack's navigation entry (decision 0067), as the site resolves it.
  const { menus: megaMenus, footerColumns } = siteNavigation(siteNavigationEntry, navigationMenus, navigationLinks)!;

  it("has the three mega-menus, Resources listing Articles, eBooks, Events and Case studies", () => {
    expect(megaMenus.map((m) => m.title)).toEqual(["Individuals", "Organizations", "Resources"]);
    const resources = megaMenus[2]!.links.map((l) => l.label);
    expect(resources).toEqual(expect.arrayContaining(["Articles", "eBooks", "Events", "Case studies"]));
  });

  it("points the footer's public-sector entry to /public-sector-ngos (the known defect, fixed)", () => {
    const entry = footerColumns.flatMap((c) => c.links).find((l) => l.label.startsWith("Public Sector"));
    expect(entry?.href).toBe("/public-sector-ngos");
  });

  it("has the consent notification of spec §4", () => {
    expect(NOTIFICATIONS.consentSaved).toMatchObject({
      title: "Cookie consent settings saved",
      message: "Your settings for cookie consent have been updated",
    });
  });
});

describe("safe redirects", () => {
  it.each([
    ["/spanish-courses-overview?x=1", "/spanish-courses-overview?x=1"],
    ["//evil.example", "/"],
    ["/\\evil.example", "/"],
    ["https://evil.example", "/"],
    ["javascript:alert(1)", "/"],
    [null, "/"],
  ])("%j → %j", (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });
});

describe("scheduler messages (spec §4)", () => {
  it("accepts calendly events only from the scheduler's origin", () => {
    expect(schedulerEventFromMessage("https://calendly.com", { event: "calendly.event_type_viewed" })).toBe("calendly.event_type_viewed");
    expect(schedulerEventFromMessage("https://evil.example", { event: "calendly.event_type_viewed" })).toBeNull();
    expect(schedulerEventFromMessage("https://calendly.com", "calendly.event_type_viewed")).toBeNull();
  });
});
