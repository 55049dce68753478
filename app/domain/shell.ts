// What the shell of every screen shows (spec §2.1), gathered once by the root loader
// (app/lib/shell.server.ts). Named here rather than inferred from the loader, so the shell's components
// and the hooks that read the root's data use it without importing a server module (decision 0032).
import type { ConsentCategory, ConsentCopy, ConsentNoticeCopy, ConsentState } from "./consent";
import type { SiteVariant } from "./hot-site";
import type { Notification } from "./notifications";
import type { HeldNavigation, SiteNavigation } from "./content/navigation";

export type ShellData = {
  year: number;
  isMainHost: boolean;
  variant: SiteVariant;
  /** `notice`: the first visit's notice, null once the visitor has chosen. */
  consent: { categories: ConsentCategory[]; choices: ConsentState | null; copy: ConsentCopy; notice: ConsentNoticeCopy | null };
  notification: Notification | null;
  schedulerDemoUrl: string | null;
  /** §2.7: always null on the hot site, which never loads the chat widget. */
  chatScriptUrl: string | null;
  /** Set only when the analytics gate lets the script load (consent, IP not blocked). */
  analyticsSrc: string | null;
  gclid: string | null;
  preview: boolean;
  /** The editorial facts code copy repeats ("up to 15 students"), from the site-settings entry (decision 0025). */
  facts: Record<string, string>;
  /** Who is looking (issue #27): the signed-in account's name, and what the header shows for them. */
  visitor: ShellVisitor;
  /** The header's menus and the footer, from the CMS (decision 0067); held back in a document's hydration data. */
  navigation: SiteNavigation | HeldNavigation;
};

export type ShellVisitor = {
  /** The signed-in account's name; null for a visitor who is not signed in. */
  name: string | null;
  /** Levels in the cart (the header's cart link shows while there is one). */
  cartItems: number;
  /** A plan on trial or running: the free-trial call to action is for people who have none. */
  livePlan: boolean;
};

export const ANONYMOUS: ShellVisitor = { name: null, cartItems: 0, livePlan: false };

/**
 * Pages where the phone's fixed "Book Your Free Trial Now" bar would be in the way (issue #27): the account,
 * the cart, checkout and payment steps (it covered "Name on card"), the documents and the staff console.
 */
const NO_TRIAL_BAR = ["/account", "/personal-information", "/claim-licence", "/cart", "/checkout", "/card-payment", "/confirm-card", "/purchase-order-payment", "/complete-purchase", "/external/complete-purchase", "/test-gateway", "/staff", "/login", "/reset-password", "/create-account", "/verify-email"];

/** Whether the phone's fixed free-trial bar shows: not on the pages above, nor for anyone whose plan is live. */
export function showsTrialBar(pathname: string, visitor: ShellVisitor): boolean {
  if (visitor.livePlan) return false;
  return !NO_TRIAL_BAR.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** The header's cart link shows "Cart 2"; assistive technology hears "Cart 2 levels in your cart". */
export const levelsInCart = (items: number) => (items === 1 ? "level in your cart" : "levels in your cart");
