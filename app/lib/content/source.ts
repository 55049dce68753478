// The content port: one interface, two sources (the bundled pack and Contentful), both speaking the
// Content Delivery API's own entry/asset shape, so everything above this line is source-agnostic.
import type { Asset, Entry } from "~/domain/content/cms-schema";

/** The query parameters of spec §7 (and the ordering/paging that lists need). */
/** Spec §7's order by creation, after the explicit date an import keeps (decision 0084). */
export const OLDEST_FIRST = "fields.listedOn,sys.createdAt";
export const NEWEST_FIRST = "-fields.listedOn,-sys.createdAt";

/**
 * The CDA's `order` as a comparator, for the embedded pack (and the tests' fake): comma-separated keys, each
 * `sys.<name>` or `fields.<name>`, `-` for newest first; a record without the value comes before those with
 * it in either direction, as one the CMS has no date for yet.
 */
export function byOrder(order: string): (a: Entry, b: Entry) => number {
  const keys = order.split(",").map((key) => ({ descending: key.startsWith("-"), path: key.replace(/^-/, "").split(".") as [string, string] }));
  const valueOf = (entry: Entry, [root, name]: [string, string]) => String(((root === "sys" ? entry.sys : entry.fields) as Record<string, unknown>)[name] ?? "");
  return (a, b) => {
    for (const { descending, path } of keys) {
      const [x, y] = [valueOf(a, path), valueOf(b, path)];
      if (x === y) continue;
      if (!x || !y) return x ? 1 : -1;
      return (descending ? -1 : 1) * x.localeCompare(y);
    }
    return 0;
  };
}

export type EntriesQuery = {
  content_type: string;
  limit?: number;
  skip?: number;
  /** Records by the date they are listed from, then by creation (decision 0084): oldest or newest first. */
  order?: typeof OLDEST_FIRST | typeof NEWEST_FIRST;
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
