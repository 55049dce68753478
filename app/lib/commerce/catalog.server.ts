// The curriculum products as the shop sells them: title, level and the licence price, read from the
// content (the CMS owns prices). A cart line's price is always this one, never anything a form sent.
import { COLLECTIONS } from "~/domain/collections/kinds";
import { productEntrySchema } from "~/domain/content/content-types";
import type { CartLine } from "~/domain/shop";
import { allRecords } from "../content/collections.server";
import type { ContentService } from "../content/content.server";

export type Product = Omit<CartLine, "quantity">;

export async function catalogProducts(content: ContentService): Promise<Map<string, Product>> {
  const products = new Map<string, Product>();
  for (const entry of await allRecords(content, "products")) {
    const parsed = productEntrySchema.safeParse(entry);
    if (!parsed.success) continue;
    const f = parsed.data.fields;
    products.set(f.slug, { slug: f.slug, title: f.title, sku: f.sku, level: f.level, gradeBand: f.gradeBand, unitCents: f.licensePriceCents, path: `${COLLECTIONS.products.detailBase}/${f.slug}` });
  }
  return products;
}
