// The learning materials of a curriculum product, for a teacher's page: its title, grades and level, and
// the units, what's included and the proficiency targets from the product's body in the content.
import { curriculumMaterials, type CurriculumMaterials } from "~/domain/curriculum-materials";
import { productEntrySchema } from "~/domain/content/content-types";
import { findRecord } from "../content/collections.server";
import type { ContentService } from "../content/content.server";
import { safeParseOnce } from "../content/per-object";

const productEntry = safeParseOnce(productEntrySchema);

export type ProductMaterials = CurriculumMaterials & { slug: string; title: string; gradeBand: string; level: string; summary: string };

export async function productMaterials(content: ContentService, slug: string): Promise<ProductMaterials | null> {
  const parsed = productEntry(await findRecord(content, "products", slug));
  if (!parsed.success) return null;
  const f = parsed.data.fields;
  return { slug: f.slug, title: f.title, gradeBand: f.gradeBand, level: f.level, summary: f.summary, ...curriculumMaterials(f.body) };
}
