// The site's navigation as content (issue #28: every visible word from the CMS): the header's mega-menus,
// the footer's blurb, columns and legal links, the copyright line and the shell's own labels (the skip
// link, Login, Book demo …), in one `siteNavigation` entry that
// links `navigationMenu` entries, which link `navigationLink` entries (decision 0067). Typed fields and
// links with validations, no JSON: the CMS refuses a link without a label or with an address off the site's
// kinds. Pure: the content service reads the three content types, this resolves them.
import { z } from "zod";
import { entrySchema, type Entry } from "./cms-schema";

export type NavLink = { label: string; href: string; description?: string };
/** A titled list of links: a mega-menu of the header (`id` names its panel) or a column of the footer. */
export type NavMenu = { id: string; title: string; intro?: string; links: NavLink[] };
/** The shell's own words (spec §2.1's labels), from the same entry. */
export type ShellLabels = {
  skipLink: string;
  login: string;
  signIn: string;
  demoButton: string;
  demoDialogTitle: string;
  trialButton: string;
  menu: string;
  consentManager: string;
  /** The first step of a breadcrumb. */
  home: string;
};
export type SiteNavigation = {
  menus: NavMenu[];
  /** Links of the header's bar after the menus (Pricing). */
  headerLinks: NavLink[];
  footerBlurb: string;
  footerColumns: NavMenu[];
  legalLinks: NavLink[];
  copyright: string;
  labels: ShellLabels;
};

export const NAVIGATION_CONTENT_TYPES = { site: "siteNavigation", menu: "navigationMenu", link: "navigationLink" } as const;

const text = z.string().min(1);
/** A page of the site (never "//host" or "/\host", which browsers read as another site), an https site, an email address or a phone number. */
// No lookahead: Contentful checks the same pattern with RE2 (docs/contentful/content-types.json).
export const NAV_HREF = /^(\/|\/[^/\\\s][^\s\\]*|https:\/\/[^\s]+|mailto:[^\s]+|tel:\+?[0-9 ()-]+)$/;
const entryLink = z.object({ sys: z.object({ id: z.string().min(1), type: z.literal("Link"), linkType: z.literal("Entry") }) });

export const navigationLinkEntrySchema = entrySchema(z.object({ label: text.max(60), href: z.string().regex(NAV_HREF), description: text.max(80).optional() }));
export const navigationMenuEntrySchema = entrySchema(z.object({ title: text.max(40), intro: text.max(160).optional(), links: z.array(entryLink).min(1).max(12) }));
export const siteNavigationEntrySchema = entrySchema(
  z.object({
    internalName: text,
    headerMenus: z.array(entryLink).min(1).max(4),
    headerLinks: z.array(entryLink).max(3),
    footerBlurb: text.max(300),
    footerColumns: z.array(entryLink).min(1).max(4),
    legalLinks: z.array(entryLink).max(8),
    copyright: text.max(120),
    skipLinkLabel: text.max(60),
    loginLabel: text.max(60),
    signInLabel: text.max(60),
    demoButtonLabel: text.max(60),
    demoDialogTitle: text.max(60),
    trialButtonLabel: text.max(60),
    menuLabel: text.max(60),
    consentManagerLabel: text.max(60),
    homeLabel: text.max(60),
  }),
);

/**
 * The navigation of a `siteNavigation` entry, its menus and links resolved from the lists given; a link or
 * menu that is missing or doesn't validate is left out (an editing mistake loses one link, not the header).
 * Null when the entry itself doesn't validate.
 */
export function siteNavigation(site: Entry | undefined, menus: readonly Entry[], links: readonly Entry[]): SiteNavigation | null {
  const parsed = siteNavigationEntrySchema.safeParse(site);
  if (!parsed.success) return null;
  const linkById = new Map(links.flatMap((entry) => {
    const link = navigationLinkEntrySchema.safeParse(entry);
    return link.success ? [[entry.sys.id, link.data.fields] as const] : [];
  }));
  const menuById = new Map(menus.flatMap((entry) => {
    const menu = navigationMenuEntrySchema.safeParse(entry);
    return menu.success ? [[entry.sys.id, menu.data.fields] as const] : [];
  }));
  const resolveLinks = (refs: Array<{ sys: { id: string } }>) => refs.flatMap((ref) => {
    const link = linkById.get(ref.sys.id);
    return link ? [{ label: link.label, href: link.href, ...(link.description ? { description: link.description } : {}) }] : [];
  });
  const resolveMenus = (refs: Array<{ sys: { id: string } }>) => refs.flatMap((ref) => {
    const menu = menuById.get(ref.sys.id);
    const resolved = menu ? resolveLinks(menu.links) : [];
    return menu && resolved.length > 0 ? [{ id: ref.sys.id, title: menu.title, ...(menu.intro ? { intro: menu.intro } : {}), links: resolved }] : [];
  });
  const fields = parsed.data.fields;
  const labels: ShellLabels = {
    skipLink: fields.skipLinkLabel,
    login: fields.loginLabel,
    signIn: fields.signInLabel,
    demoButton: fields.demoButtonLabel,
    demoDialogTitle: fields.demoDialogTitle,
    trialButton: fields.trialButtonLabel,
    menu: fields.menuLabel,
    consentManager: fields.consentManagerLabel,
    home: fields.homeLabel,
  };
  return { menus: resolveMenus(fields.headerMenus), headerLinks: resolveLinks(fields.headerLinks), footerBlurb: fields.footerBlurb, footerColumns: resolveMenus(fields.footerColumns), legalLinks: resolveLinks(fields.legalLinks), copyright: fields.copyright, labels };
}

/**
 * The navigation as a document's hydration data carries it (decisions 0056, 0067): what hydrates (the
 * menus' buttons, the legal row), not the panels, the phone menu and the footer's columns, which are static
 * islands whose HTML stays the server's. A navigation's data after a form post gets it whole.
 */
export type HeldNavigation = { held: true; menus: Array<Pick<NavMenu, "id" | "title">>; headerLinks: NavLink[]; legalLinks: NavLink[]; copyright: string; labels: ShellLabels };

export const navigationForHydration = (navigation: SiteNavigation): HeldNavigation => ({
  held: true,
  menus: navigation.menus.map(({ id, title }) => ({ id, title })),
  headerLinks: navigation.headerLinks,
  legalLinks: navigation.legalLinks,
  copyright: navigation.copyright,
  labels: navigation.labels,
});
