// The shape of an entry collection's descriptor (issue #12 §4): one object per collection holds its schema
// and the pure mapping from a validated record to its card and to its detail page, so adding a collection
// is one descriptor (docs/decisions/0024). Fetching and image lookups stay in app/lib.
import type { z } from "zod";
import { COLLECTIONS, type CollectionKind } from "./kinds";
import type { Entry, RichTextDocument } from "~/domain/content/cms-schema";
import { cardDetails, recordFacts, type RecordValues, type RecordValuesOf, type RecordWords } from "./record-words";

/** The collections whose records have typed fields (the other three are rich-text list items). */
export type EntryKind = Exclude<CollectionKind, ListItemKind>;
export type ListItemKind = "courses" | "articles" | "caseStudies";

export const isListItemKind = (kind: CollectionKind): kind is ListItemKind => kind === "courses" || kind === "articles" || kind === "caseStudies";

/** What every entry collection's records have, whatever else their content type adds. */
type CommonFields = { slug: string; title: string; summary: string; body: RichTextDocument };

/** The fields every detail page shows, whatever the collection. */
export type DetailBase = { key: string; path: string; title: string; summary: string; body?: RichTextDocument; facts: Array<[string, string]> };

/** What each entry collection's detail page shows beyond DetailBase. */
export type EntryDetailExtras = {
  ebooks: { file?: { url: string; sizeKb: number; pages: number } };
  events: { when: string; past: boolean; startsAt: string; endsAt: string; location: string; format: string };
  resources: object;
  learningMaterials: object;
  k12Programs: { levels: string[]; approvedStates: string[] };
  products: { sku: string; priceCents: number; price: string; gradeBand: string; level: string };
};

export type EntryDetail<K extends EntryKind = EntryKind> = { [P in K]: DetailBase & { kind: P } & EntryDetailExtras[P] }[K];

/** A record card without its picture (the adapter resolves `imageId`). */
export type EntryCardView = { id: string; href: string; title: string; summary: string; meta: string[] };

/** A file a detail page offers (an eBook's PDF), as the content service describes it. */
export type Attachment = { url: string; sizeBytes: number };
export type DetailInputs = { now: Date; attachment?: Attachment };

export type EntryCollectionSpec<K extends EntryKind, F extends CommonFields> = {
  kind: K;
  schema: z.ZodType<{ sys: { id: string }; fields: F }>;
  /** The asset shown on the card and the page, if the collection has one. */
  imageId?: (fields: F) => string;
  /** A second asset the page links to (an eBook's file). */
  attachmentId?: (fields: F) => string;
  /** The record's values the collection's words name, for its card's details and its page's facts (decision 0076). */
  values: (fields: F) => RecordValuesOf<K>;
  /** The page's own parts; `values` are the record's values as `values` wrote them, not formatted again. */
  detail: (fields: F, inputs: DetailInputs, values: RecordValuesOf<K>) => EntryDetailExtras[K];
};

/** A record that passed its collection's schema, ready to become a card or a page. */
export type CollectionRecord<K extends EntryKind> = {
  id: string;
  imageId?: string;
  attachmentId?: string;
  /** The values its collection's words name (decision 0076). */
  values: () => RecordValues;
  /** `words`: the collection's `collectionPage` words, which write the card's details and the page's facts. */
  card: (words: RecordWords) => EntryCardView;
  detail: (inputs: DetailInputs, words: RecordWords) => EntryDetail<K>;
};

export type EntryCollection<K extends EntryKind> = {
  kind: K;
  /** The record, or null when the entry doesn't match the collection's content type. */
  read: (entry: Entry | null | undefined) => CollectionRecord<K> | null;
};

export function entryCollection<K extends EntryKind, F extends CommonFields>(spec: EntryCollectionSpec<K, F>): EntryCollection<K> {
  const base = COLLECTIONS[spec.kind].detailBase;
  return {
    kind: spec.kind,
    read(entry) {
      const parsed = spec.schema.safeParse(entry);
      if (!parsed.success) return null;
      const { sys, fields } = parsed.data;
      const path = `${base}/${fields.slug}`;
      return {
        id: sys.id,
        imageId: spec.imageId?.(fields),
        attachmentId: spec.attachmentId?.(fields),
        values: () => spec.values(fields),
        card: (words) => ({ id: sys.id, href: path, title: fields.title, summary: fields.summary, meta: cardDetails(words, spec.values(fields)) }),
        // The spread of a kind-specific part can't be checked against the union by the compiler; the spec's
        // `detail` type is what guarantees it.
        detail: (inputs, words) => {
          const values = spec.values(fields);
          return { kind: spec.kind, key: fields.slug, path, title: fields.title, summary: fields.summary, body: fields.body, facts: recordFacts(words, values), ...spec.detail(fields, inputs, values) } as EntryDetail<K>;
        },
      };
    },
  };
}
