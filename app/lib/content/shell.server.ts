// What the shell of every screen (spec §2.1) needs, gathered once by the root loader.
import type { RouterContextProvider } from "react-router";
import { answerKind, requestContext } from "~/context";
import { navigationForHydration, type HeldNavigation, type SiteNavigation } from "~/domain/content/navigation";
import { z } from "zod";
import { consentCategoriesFromDocument, type ConsentCategory, type ConsentCopy, type ConsentNoticeCopy } from "~/domain/consent";
import { consentManagerEntrySchema } from "~/domain/content/content-types";
import { consentManager as packConsentManager } from "~/content/consent-manager";
import { richTextDocumentSchema, type Entry } from "~/domain/content/cms-schema";
import { EDITORIAL_FACTS } from "~/domain/content/site-facts";
import { analyticsScriptSrc } from "~/domain/analytics";
import { NOTIFICATIONS } from "~/domain/notifications";
import type { ShellData } from "~/domain/shell";
import { analyticsFor } from "../funnel/analytics.server";
import { contentFor } from "./content.server";
import { perObject } from "./per-object";
import { shellVisitor } from "../accounts/visitor.server";

const FALLBACK_CATEGORIES: ConsentCategory[] = [
  { id: "necessary", label: "Necessary", description: "Keeps the site secure and remembers your cookie choice.", alwaysOn: true },
];

export async function consentCategories(context: Readonly<RouterContextProvider>): Promise<ConsentCategory[]> {
  return (await consentContent(context)).categories;
}

/** The categories of a consent entry, read once per entry object (per-object.ts). */
const categoriesOf = perObject((entry: Entry | null): ConsentCategory[] => {
  const doc = richTextDocumentSchema.safeParse((entry?.fields as { consentManager?: unknown } | undefined)?.consentManager);
  if (!doc.success) {
    console.warn("[shell] consent entry missing or malformed; offering Necessary only");
    return FALLBACK_CATEGORIES;
  }
  return consentCategoriesFromDocument(doc.data);
});

/** The consent entry's words (decision 0068): the dialog's and buttons', and the first visit's notice. */
const copyFields = consentManagerEntrySchema.shape.fields.omit({ title: true, consentManager: true });
type CopyFields = z.infer<typeof copyFields>;
const wordsFrom = (fields: CopyFields): { copy: ConsentCopy; notice: ConsentNoticeCopy } => ({
  copy: {
    preferencesTitle: fields.preferencesTitle,
    preferencesText: fields.preferencesText,
    acceptAll: fields.acceptAllLabel,
    declineAll: fields.declineAllLabel,
    save: fields.saveLabel,
    alwaysActive: fields.alwaysActiveLabel,
  },
  notice: { title: fields.noticeTitle, text: fields.noticeText, links: fields.noticeLinks },
});
const PACK_WORDS = wordsFrom(copyFields.parse(packConsentManager.fields));

/** A consent entry's words; the pack's when the entry lacks or breaks one. */
const wordsOf = perObject((entry: Entry | null) => {
  const fields = copyFields.safeParse(entry?.fields);
  if (!fields.success && entry) console.warn("[shell] the consent entry's notice or dialog words are missing or malformed; using the pack's");
  return fields.success ? wordsFrom(fields.data) : PACK_WORDS;
});

async function consentContent(context: Readonly<RouterContextProvider>) {
  const entry = await contentFor(context).entry(context.get(requestContext).config.consentEntryId);
  return { categories: categoriesOf(entry), ...wordsOf(entry) };
}

export async function loadShell(context: Readonly<RouterContextProvider>, request: Request): Promise<ShellData> {
  const state = context.get(requestContext);
  const [{ categories, copy, notice }, analytics, facts, visitor, navigation] = await Promise.all([
    consentContent(context),
    analyticsFor(context),
    contentFor(context).facts(),
    shellVisitor(context, request),
    contentFor(context).navigation(),
  ]);
  return {
    year: new Date().getUTCFullYear(),
    isMainHost: state.isMainHost,
    variant: state.variant,
    // The notice's words only for a visitor it shows to.
    consent: { categories, choices: state.consent, copy, notice: state.consent === null ? notice : null },
    notification: state.notice ? NOTIFICATIONS[state.notice] : null,
    schedulerDemoUrl: state.config.schedulerUrls.demo ?? null,
    // §2.7: the hot site never loads the chat widget.
    chatScriptUrl: state.isMainHost ? state.config.chatScriptUrl || null : null,
    analyticsSrc: analytics.load ? analyticsScriptSrc(analytics.measurementId, analytics.adsGranted) : null,
    gclid: state.gclid,
    preview: state.preview,
    // The editorial facts code copy repeats ("up to 15 students"), from the site-settings entry (decision 0025).
    facts: Object.fromEntries(EDITORIAL_FACTS.map((name) => [name, facts[name] ?? ""])),
    visitor,
    navigation: sentNavigation(context, navigation),
  };
}

/** What a document hydrates from, once per navigation answer (it is the same until the content changes). */
const heldNavigationOf = perObject(navigationForHydration);

/** A document's hydration data holds the islands' part of the navigation back, kept for the server's render. */
function sentNavigation(context: Readonly<RouterContextProvider>, navigation: SiteNavigation): SiteNavigation | HeldNavigation {
  if (context.get(answerKind) !== "document") return navigation;
  const sent = heldNavigationOf(navigation);
  context.get(requestContext).heldNavigation.set(sent, navigation);
  return sent;
}
