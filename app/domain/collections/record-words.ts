// A record's card details and page facts in its collection's words (decision 0076): the `collectionPage`
// entry writes the templates ("Grades {{gradeBand}}", "License: {{price}} per teacher, per school year"), the
// collection's descriptor names the record's values. Pure; the browser never runs it.
import { fillFacts } from "~/domain/content/fill-facts";
import type { CollectionKind } from "./kinds";

/** The entry collections (descriptor.ts's EntryKind: the rich-text ones have no values). */
type EntryKind = Exclude<CollectionKind, "courses" | "articles" | "caseStudies">;

/** The values each collection's records give its words, by token name (an editor's reference too). */
export const RECORD_VALUE_NAMES = {
  ebooks: ["pages", "audience"],
  events: ["when", "location", "format", "audience"],
  resources: ["type", "audience"],
  learningMaterials: ["level", "skill", "minutes"],
  k12Programs: ["gradeBand", "levels"],
  products: ["gradeBand", "level", "price", "sku"],
} as const satisfies Record<EntryKind, readonly string[]>;

/** A record's values by token name: its entry's fields, some formatted (a price, an event's time). */
export type RecordValues = Record<string, string>;
export type RecordValuesOf<K extends EntryKind> = Record<(typeof RECORD_VALUE_NAMES)[K][number], string>;

/** The words of a collection's records, from its `collectionPage` entry. */
export type RecordWords = { cardDetails?: readonly string[]; facts?: readonly string[] };

const TOKEN = /\{\{([a-zA-Z]+)\}\}/g;

/** False when every value the template names is empty (an event with no audience): the piece is left out. */
function hasValue(template: string, values: RecordValues): boolean {
  const names = [...template.matchAll(TOKEN)].map((m) => m[1]!).filter((name) => name in values);
  return names.length === 0 || names.some((name) => values[name] !== "");
}

/** The line of details under a card's title, one piece per template. An unknown token stays as written. */
export function cardDetails(words: RecordWords, values: RecordValues): string[] {
  return (words.cardDetails ?? []).filter((template) => hasValue(template, values)).map((template) => fillFacts(template, values));
}

/** A record page's facts, [label, what it says], from "Label: template". */
export function recordFacts(words: RecordWords, values: RecordValues): Array<[string, string]> {
  return (words.facts ?? [])
    .filter((template) => hasValue(template, values))
    .map((template) => {
      const at = template.indexOf(": ");
      return [template.slice(0, at), fillFacts(template.slice(at + 2), values)];
    });
}
