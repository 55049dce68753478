// The content port: one interface, two sources (the bundled pack and Contentful), both speaking the
// Content Delivery API's own entry/asset shape, so everything above this line is source-agnostic.
import type { Asset, Entry } from "~/domain/content/cms-schema";

/** The query parameters of spec §7 (and the ordering/paging that lists need). */
export type EntriesQuery = {
  content_type: string;
  limit?: number;
  skip?: number;
  order?: "sys.createdAt" | "-sys.createdAt";
  "sys.id[in]"?: string;
  "fields.slug"?: string;
  /** The level-test bank of a levelTestQuestion. */
  "fields.bank"?: string;
  /** The product a curriculumUnit belongs to: the CDA's search on a link's target id. */
  "fields.product.sys.id"?: string;
  /** Entries with a link to this entry in any field: the CDA's own search (a list item's section, decision 0083). */
  links_to_entry?: string;
};

export type EntryCollection = { items: Entry[]; total: number; skip: number; limit: number };

export interface ContentSource {
  readonly name: "bundled" | "contentful";
  getEntries(query: EntriesQuery): Promise<EntryCollection>;
  /** Resolves to null when the entry does not exist (a 404 is not an outage). */
  getEntry(id: string): Promise<Entry | null>;
  getAsset(id: string): Promise<Asset | null>;
}

/** One cache key per normalised query: parameter order never splits the cache. */
export function queryKey(kind: string, params: Record<string, string | number | undefined> = {}): string {
  const query = Object.entries(params)
    .filter(([, value]) => value !== undefined && value !== "")
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key}=${String(value)}`)
    .join("&");
  return query ? `${kind}?${query}` : kind;
}
