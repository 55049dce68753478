// The header's and footer's navigation from the CMS (decision 0067): linked entries resolved, a broken one
// left out, the whole refused only when the navigation entry itself is.
import { describe, expect, it } from "vitest";
import { entry } from "~/content/build";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { NAV_HREF, navigationForHydration, siteNavigation, navigationLinkEntrySchema } from "~/domain/content/navigation";

const at = "2026-01-12T09:00:00.000Z";
const ref = (id: string) => ({ sys: { id, type: "Link" as const, linkType: "Entry" as const } });
const link = (id: string, fields: Record<string, unknown>) => entry({ id, contentType: "navigationLink", createdAt: at, fields });
const menu = (id: string, fields: Record<string, unknown>) => entry({ id, contentType: "navigationMenu", createdAt: at, fields });
const site = (fields: Record<string, unknown>) =>
  entry({ id: "site-navigation", contentType: "siteNavigation", createdAt: at, fields: { internalName: "Site navigation", headerLinks: [], footerBlurb: "Live Spanish classes.", copyright: "All rights reserved.", legalLinks: [], ...LABEL_FIELDS, ...fields } });
const LABEL_FIELDS = { skipLinkLabel: "Skip", loginLabel: "Login", signInLabel: "Sign In", demoButtonLabel: "Demo", demoDialogTitle: "Book a demo", trialButtonLabel: "Try free", menuLabel: "Menu", consentManagerLabel: "Cookies", homeLabel: "Home" };
const LABELS = { skipLink: "Skip", login: "Login", signIn: "Sign In", demoButton: "Demo", demoDialogTitle: "Book a demo", trialButton: "Try free", menu: "Menu", consentManager: "Cookies", home: "Home" };

const links = [
  link("pricing", { label: "Pricing", href: "/spanish-course-pricing", description: "Plans from $20 per class" }),
  link("faqs", { label: "FAQs", href: "/faqs" }),
  link("off-site", { label: "Elsewhere", href: "javascript:alert(1)" }),
];
const menus = [menu("learn", { title: "Learn", intro: "Classes for everyone.", links: [ref("pricing"), ref("gone"), ref("off-site")] }), menu("help", { title: "Help", links: [ref("faqs")] }), menu("empty", { title: "Empty", links: [ref("gone")] })];

describe("siteNavigation", () => {
  it("resolves menus and links in the entry's order, leaving out a link that is missing or doesn't validate, and a menu left empty", () => {
    const navigation = siteNavigation(site({ headerMenus: [ref("learn"), ref("empty")], headerLinks: [ref("pricing")], footerColumns: [ref("help"), ref("learn")], legalLinks: [ref("faqs"), ref("gone")] }), menus, links);
    expect(navigation).toEqual({
      menus: [{ id: "learn", title: "Learn", intro: "Classes for everyone.", links: [{ label: "Pricing", href: "/spanish-course-pricing", description: "Plans from $20 per class" }] }],
      headerLinks: [{ label: "Pricing", href: "/spanish-course-pricing", description: "Plans from $20 per class" }],
      footerBlurb: "Live Spanish classes.",
      footerColumns: [
        { id: "help", title: "Help", links: [{ label: "FAQs", href: "/faqs" }] },
        { id: "learn", title: "Learn", intro: "Classes for everyone.", links: [{ label: "Pricing", href: "/spanish-course-pricing", description: "Plans from $20 per class" }] },
      ],
      legalLinks: [{ label: "FAQs", href: "/faqs" }],
      copyright: "All rights reserved.",
      labels: LABELS,
    });
  });

  it("is null when the navigation entry doesn't validate (the site then shows the pack's)", () => {
    expect(siteNavigation(site({ headerMenus: [], footerColumns: [ref("help")] }), menus, links)).toBeNull();
    expect(siteNavigation(undefined, menus, links)).toBeNull();
  });

  it("takes the site's pages, https, mailto and tel addresses, nothing else", () => {
    const valid = (href: string) => navigationLinkEntrySchema.safeParse(link("x", { label: "X", href })).success;
    expect(["/faqs", "/about-hablarte/teachers", "https://calendly.com/hablarte", "mailto:hola@hablarte.com", "tel:+15125550142"].every(valid)).toBe(true);
    expect(["javascript:alert(1)", "http://example.com", "faqs", "//evil.example", "/\\evil.example", ""].some(valid)).toBe(false);
  });

  it("is the same address rule in the site and in Contentful's model (which runs it in RE2: no lookahead)", () => {
    const model = JSON.parse(readFileSync(fileURLToPath(new URL("../../../docs/contentful/content-types.json", import.meta.url)), "utf8")) as { contentTypes: Array<{ sys: { id: string }; fields: Array<{ id: string; validations?: Array<{ regexp?: { pattern: string } }> }> }> };
    const href = model.contentTypes.find((type) => type.sys.id === "navigationLink")!.fields.find((field) => field.id === "href")!;
    expect(new RegExp(href.validations![0]!.regexp!.pattern).source).toBe(NAV_HREF.source);
    expect(NAV_HREF.source).not.toMatch(/\(\?<?[=!]/);
  });

  it("sends a document's hydration only what hydrates: the menus' buttons, the header's links and labels, the legal row", () => {
    const navigation = siteNavigation(site({ headerMenus: [ref("learn")], footerColumns: [ref("help")], legalLinks: [ref("faqs")] }), menus, links)!;
    expect(navigationForHydration(navigation)).toEqual({ held: true, menus: [{ id: "learn", title: "Learn" }], headerLinks: [], legalLinks: [{ label: "FAQs", href: "/faqs" }], copyright: "All rights reserved.", labels: LABELS });
  });
});
