// Spec §2.1 and §4 "Cookie consent": categories come from the CMS consent entry; Necessary is always on;
// the choice lives in one first-party cookie for 365 days.
import type { RichTextDocument, RichTextNode } from "./content/cms-schema";

/**
 * Where every consent form posts (the consent resource route). It lives here, not beside the form's zod
 * schema: the notice, the dialog and the root import it in the browser, and zod would come with it.
 */
export const CONSENT_ACTION = "/resources/consent";

export const CONSENT_COOKIE_NAME = "__Host-hablarte_consent";
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
export const NECESSARY = "necessary";

export type ConsentCategory = { id: string; label: string; description: string; alwaysOn: boolean };
/** The preferences dialog's and the consent buttons' words, the consent entry's (decision 0068). */
export type ConsentCopy = {
  preferencesTitle: string;
  preferencesText: string;
  acceptAll: string;
  declineAll: string;
  save: string;
  alwaysActive: string;
};

/** The notice a first visit shows, the consent entry's: sent only to a visitor who hasn't chosen yet. */
export type ConsentNoticeCopy = {
  title: string;
  text: string;
  /** "Read our [cookies policy] or [change preference].": the two bracketed parts are the links, in that order. */
  links: string;
};

/** Category id → granted. Necessary is always present and true. */
export type ConsentState = Record<string, boolean>;

function plainText(node: RichTextNode): string {
  if (node.nodeType === "text") return node.value ?? "";
  return (node.content ?? []).map(plainText).join("");
}

export function categoryId(label: string): string {
  return label.toLowerCase().normalize("NFKD").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}

/** Each heading of the consent entry names a category; the paragraph after it describes the category. */
export function consentCategoriesFromDocument(doc: RichTextDocument): ConsentCategory[] {
  const categories: ConsentCategory[] = [];
  for (const node of doc.content) {
    const value = plainText(node).trim();
    if (!value) continue;
    if (node.nodeType.startsWith("heading-")) {
      const id = categoryId(value);
      categories.push({ id, label: value, description: "", alwaysOn: id === NECESSARY });
    } else if (node.nodeType === "paragraph" && categories.length > 0) {
      const last = categories[categories.length - 1]!;
      last.description = last.description ? `${last.description} ${value}` : value;
    }
  }
  if (!categories.some((c) => c.id === NECESSARY)) {
    categories.unshift({ id: NECESSARY, label: "Necessary", description: "", alwaysOn: true });
  }
  return categories;
}

export function acceptAll(categories: readonly ConsentCategory[]): ConsentState {
  return Object.fromEntries(categories.map((c) => [c.id, true]));
}

export function declineAll(categories: readonly ConsentCategory[]): ConsentState {
  return Object.fromEntries(categories.map((c) => [c.id, c.alwaysOn]));
}

/** The Save action: the ticked categories, Necessary forced on, unknown ids ignored. */
export function fromChoices(categories: readonly ConsentCategory[], granted: ReadonlySet<string>): ConsentState {
  return Object.fromEntries(categories.map((c) => [c.id, c.alwaysOn || granted.has(c.id)]));
}

export function serializeConsent(state: ConsentState): string {
  return Object.entries(state)
    .map(([id, on]) => `${id}:${on ? 1 : 0}`)
    .join(",");
}

/** A cookie value we did not write (or an old format) reads as "no choice yet", so the notice shows again. */
export function parseConsent(value: string | null | undefined): ConsentState | null {
  if (!value || value.length > 512) return null;
  const state: ConsentState = {};
  for (const part of value.split(",")) {
    const match = /^([a-z0-9-]{1,40}):([01])$/.exec(part);
    if (!match) return null;
    state[match[1]!] = match[2] === "1";
  }
  state[NECESSARY] = true;
  return state;
}

export function hasConsented(state: ConsentState | null, categoryIdToCheck: string): boolean {
  return state?.[categoryIdToCheck] === true;
}
