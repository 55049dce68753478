// What the shell of every screen (spec §2.1) needs, gathered once by the root loader.
import type { RouterContextProvider } from "react-router";
import { brand } from "~/config/site";
import { answerKind, requestContext } from "~/context";
import { navigationForHydration, type HeldNavigation, type SiteNavigation } from "~/domain/content/navigation";
import { z } from "zod";
import { consentCategoriesFromDocument, type ConsentCategory, type ConsentCopy } from "~/domain/consent";
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

/** The consent entry's words (decision 0068), as the notice and the dialog use them. */
const copyFields = consentManagerEntrySchema.shape.fields.omit({ title: true, consentManager: true });
const copyFrom = (fields: z.infer<typeof copyFields>): ConsentCopy => ({
  noticeTitle: fields.noticeTitle,
  noticeText: fields.noticeText,
  noticeLinks: fields.noticeLinks,
  preferencesTitle: fields.preferencesTitle,
  preferencesText: fields.preferencesText,
  acceptAll: fields.acceptAllLabel,
  declineAll: fields.declineAllLabel,
  save: fields.saveLabel,
  alwaysActive: fields.alwaysActiveLabel,
});
const PACK_COPY = copyFrom(copyFields.parse(packConsentManager.fields));

/** The notice's and dialog's words of a consent entry; the pack's when the entry lacks or breaks one. */
const copyOf = perObject((entry: Entry | null): ConsentCopy => {
  const fields = copyFields.safeParse(entry?.fields);
  if (!fields.success && entry) console.warn("[shell] the consent entry's notice or dialog words are missing or malformed; using the pack's");
  return fields.success ? copyFrom(fields.data) : PACK_COPY;
});

async function consentContent(context: Readonly<RouterContextProvider>) {
  const entry = await contentFor(context).entry(context.get(requestContext).config.consentEntryId);
  return { categories: categoriesOf(entry), copy: copyOf(entry) };
}

export async function loadShell(context: Readonly<RouterContextProvider>, request: Request): Promise<ShellData> {
  const state = context.get(requestContext);
  const [{ categories, copy }, analytics, facts, visitor, navigation] = await Promise.all([
    consentContent(context),
    analyticsFor(context),
    contentFor(context).facts(),
    shellVisitor(context, request),
    contentFor(context).navigation(),
  ]);
  return {
    brand,
    year: new Date().getUTCFullYear(),
    isMainHost: state.isMainHost,
    variant: state.variant,
    consent: { categories, choices: state.consent, copy },
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

/** A document's hydration data holds the islands' part of the navigation back, kept for the server's render. */
function sentNavigation(context: Readonly<RouterContextProvider>, navigation: SiteNavigation): SiteNavigation | HeldNavigation {
  if (context.get(answerKind) !== "document") return navigation;
  const sent = navigationForHydration(navigation);
  context.get(requestContext).heldNavigation.set(sent, navigation);
  return sent;
}
