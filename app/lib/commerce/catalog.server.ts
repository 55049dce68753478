// The curriculum products as the shop sells them: title, level and the licence price, read from the
// content (the CMS owns prices). A cart line's price is always this one, never anything a form sent.
import { COLLECTIONS } from "~/domain/collections/kinds";
import { productEntrySchema } from "~/domain/content/content-types";
import type { CartLine } from "~/domain/shop";
import { allRecords } from "../content/collections.server";
import type { ContentService } from "../content/content.server";
import type { Entry } from "~/domain/content/cms-schema";
import { perObject } from "../content/per-object";

export type Product = Omit<CartLine, "quantity">;

export async function catalogProducts(content: ContentService): Promise<ReadonlyMap<string, Product>> {
  return productsOf(await allRecords(content, "products"));
}

// Validated once per remembered content answer (per-object.ts), not on every cart or checkout request
// (3 ms of a signed-in /checkout's CPU, decision 0035). Shared by the requests of an isolate: read-only.
const productsOf = perObject((entries: readonly Entry[]): ReadonlyMap<string, Product> => {
  const products = new Map<string, Product>();
  for (const entry of entries) {
    const parsed = productEntrySchema.safeParse(entry);
    if (!parsed.success) continue;
    const f = parsed.data.fields;
    products.set(f.slug, Object.freeze({ slug: f.slug, title: f.title, sku: f.sku, level: f.level, gradeBand: f.gradeBand, unitCents: f.licensePriceCents, path: `${COLLECTIONS.products.detailBase}/${f.slug}` }));
  }
  return products;
});
