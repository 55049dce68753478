// The embedded default: the content pack in app/content, queried with the CDA's own semantics.
import { contentPack } from "~/content";
import type { Entry } from "~/domain/content/cms-schema";
import { byOrder, type ContentSource, type EntriesQuery } from "./source";

const DEFAULT_LIMIT = 100;

function matches(entry: Entry, query: EntriesQuery): boolean {
  if (entry.sys.contentType.sys.id !== query.content_type) return false;
  const ids = query["sys.id[in]"];
  if (ids && !ids.split(",").includes(entry.sys.id)) return false;
  const slug = query["fields.slug"];
  if (slug !== undefined && (entry.fields as { slug?: unknown }).slug !== slug) return false;
  const bank = query["fields.bank"];
  if (bank !== undefined && (entry.fields as { bank?: unknown }).bank !== bank) return false;
  const product = query["fields.product.sys.id"];
  if (product !== undefined && (entry.fields as { product?: { sys?: { id?: unknown } } }).product?.sys?.id !== product) return false;
  if (query.links_to_entry !== undefined && !linksTo(entry.fields, query.links_to_entry)) return false;
  return true;
}

/** Whether a value holds a link to the entry `id`, at any depth (a field, a list of links). */
function linksTo(value: unknown, id: string): boolean {
  if (Array.isArray(value)) return value.some((item) => linksTo(item, id));
  if (typeof value !== "object" || value === null) return false;
  const sys = (value as { sys?: { id?: unknown; linkType?: unknown } }).sys;
  if (sys?.linkType === "Entry") return sys.id === id;
  return Object.values(value).some((field) => linksTo(field, id));
}

export const bundledSource: ContentSource = {
  name: "bundled",
  async getEntries(query) {
    let items = (contentPack.entries as Entry[]).filter((entry) => matches(entry, query));
    if (query.order) items = [...items].sort(byOrder(query.order));
    const skip = query.skip ?? 0;
    const limit = query.limit ?? DEFAULT_LIMIT;
    return { items: items.slice(skip, skip + limit), total: items.length, skip, limit };
  },
  async getEntry(id) {
    return (contentPack.entries as Entry[]).find((entry) => entry.sys.id === id) ?? null;
  },
  async getAsset(id) {
    return contentPack.assets.find((asset) => asset.sys.id === id) ?? null;
  },
};
