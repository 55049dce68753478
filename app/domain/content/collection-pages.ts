// The words of the collections' pages as content (issue #28: every visible word from the CMS): one
// `collectionPage` entry per collection (courses, articles, events …) with its list page's title, intro and
// headings, its cards' link and the labels of its records' pages (decision 0069). Typed fields with
// validations, no JSON; where a record's page builds a sentence ("This event has taken place. See our
// [upcoming events]."), the entry writes it with its link in brackets. Pure: the content service reads the
// entries, this resolves them over the pack's.
import { z } from "zod";
import { COLLECTION_KINDS, type CollectionKind } from "~/domain/collections/kinds";
import { entrySchema, type Entry } from "./cms-schema";
import { CONTENT_TYPES } from "./content-types";
import { ONE_LINK } from "./linked-sentence";

export const COLLECTION_PAGE_CONTENT_TYPE = CONTENT_TYPES.collectionPage;

/** A record page's fact: its label, a colon and a space, and what it says ("Level: {{level}}"). */
export const FACT_TEMPLATE = /^[^:{}]{1,30}: \S.*$/;

const text = (max: number) => z.string().min(1).max(max);
const label = text(60).optional();

export const collectionPageFieldsSchema = z.object({
  internalName: text(120),
  collection: z.enum(COLLECTION_KINDS),
  /** The list page's h1 and title, and the middle of its records' breadcrumb. */
  listTitle: text(80),
  listIntro: text(300).optional(),
  /** The list's own heading ("All courses"). */
  listHeading: label,
  /** The link of each card in the list ("Read more", "See this level"). */
  cardAction: label,
  /** A record's badge when it is marked most popular (courses). */
  popularBadge: label,
  /** The heading over a record's list of points ("What you get"; a program's approving states). */
  detailHeading: label,
  /** A record page's main action ("Save my place", "See the curriculum catalog"), and the others beside it. */
  primaryAction: label,
  secondaryAction: label,
  tertiaryAction: label,
  /** Events only: the list's two headings, what it says with none upcoming, a past event's card link and page notice. */
  upcomingHeading: label,
  pastHeading: label,
  noUpcoming: text(200).optional(),
  pastCardAction: label,
  /** One [bracketed] link, to the list of events. */
  pastNotice: z.string().regex(ONE_LINK).max(200).optional(),
  /**
   * The entry collections' records (decision 0076): the line of details under a card's title, one template
   * a piece ("Grades {{gradeBand}}", "{{price}} per teacher license"), and the facts on a record's page,
   * "Label: template" ("License: {{price}} per teacher, per school year"). The tokens are the record's
   * values (RECORD_VALUE_NAMES); a piece whose values are all empty is left out.
   */
  cardDetails: z.array(z.string().min(1).max(80)).min(1).max(4).optional(),
  facts: z.array(z.string().regex(FACT_TEMPLATE).max(120)).min(1).max(6).optional(),
});

export type CollectionPageWords = Omit<z.infer<typeof collectionPageFieldsSchema>, "internalName" | "collection">;

/** The words a collection's pages show themselves: without the records' templates, which the server fills (decision 0076). */
export type PageWords = Omit<CollectionPageWords, "cardDetails" | "facts">;
export function pageWordsOf({ cardDetails: _details, facts: _facts, ...words }: CollectionPageWords): PageWords {
  return words;
}

export const collectionPageEntrySchema = entrySchema(collectionPageFieldsSchema);

/**
 * Each collection's words: the space's entry for it when one validates (the first, if an editor made two),
 * over the pack's, so a label the space's entry leaves empty is the pack's rather than a button without words.
 */
export function collectionPagesOf(entries: readonly Entry[], pack: readonly Entry[]): Record<CollectionKind, CollectionPageWords> {
  const wordsOf = (source: readonly Entry[], warn: boolean) => {
    const byKind = new Map<CollectionKind, CollectionPageWords>();
    for (const entry of source) {
      const parsed = collectionPageEntrySchema.safeParse(entry);
      if (!parsed.success) {
        if (warn) console.warn(`[content] collection page ${entry.sys.id} doesn't validate; the pack's words stand in`);
        continue;
      }
      const { internalName: _name, collection, ...words } = parsed.data.fields;
      if (!byKind.has(collection)) byKind.set(collection, words);
    }
    return byKind;
  };
  const space = wordsOf(entries, true);
  const packed = wordsOf(pack, false);
  return Object.fromEntries(COLLECTION_KINDS.map((kind) => [kind, { ...packed.get(kind), ...space.get(kind) }])) as Record<CollectionKind, CollectionPageWords>;
}
