// One record of a collection, shaped for its detail page (spec §2.2 "/course/:id", "/article/:id" …).
import { COLLECTIONS, type CollectionKind } from "~/config/collections";
import type { Entry, ListItemEntry, RichTextDocument } from "~/domain/content/cms-schema";
import { listItemFieldsSchema } from "~/domain/content/cms-schema";
import { recordKey, thumbnailAssetId, toArticleCard, toCourseCard, toSuccessStorySlide } from "~/domain/content/cards";
import {
  eBookEntrySchema,
  eventEntrySchema,
  k12ProgramEntrySchema,
  learningMaterialEntrySchema,
  productEntrySchema,
  resourceEntrySchema,
} from "~/domain/content/content-types";
import { formatEventTime } from "~/domain/events";
import { formatUsd } from "~/domain/pricing";
import { assetUrl, type ContentService, type ImageRef } from "./content.server";

type Base = { key: string; path: string; title: string; summary: string; image?: ImageRef; body?: RichTextDocument; facts: Array<[string, string]> };

export type RecordView =
  | (Base & { kind: "courses"; subtexts: string[]; bullets: string[]; tag?: string; mostPopular: boolean })
  | (Base & { kind: "articles"; category?: string; author?: string; date?: string; published: string })
  | (Base & { kind: "caseStudies" })
  | (Base & { kind: "ebooks"; file?: { url: string; sizeKb: number; pages: number } })
  | (Base & { kind: "events"; when: string; past: boolean; startsAt: string; endsAt: string; location: string; format: string })
  | (Base & { kind: "resources" })
  | (Base & { kind: "learningMaterials" })
  | (Base & { kind: "k12Programs"; levels: string[]; approvedStates: string[] })
  | (Base & { kind: "products"; sku: string; priceCents: number; price: string; gradeBand: string; level: string });

function listItemView(kind: "courses" | "articles" | "caseStudies", entry: ListItemEntry, image: ImageRef | undefined): RecordView {
  const key = recordKey(entry);
  const path = `${COLLECTIONS[kind].detailBase}/${key}`;
  const body = entry.fields.body;
  if (kind === "courses") {
    const card = toCourseCard(entry);
    return { kind, key, path, title: card.title ?? "Course", summary: card.description.join(" "), image, body, facts: [], subtexts: card.subtexts, bullets: card.bullets, tag: card.tag, mostPopular: card.mostPopular };
  }
  if (kind === "articles") {
    const card = toArticleCard(entry);
    return { kind, key, path, title: card.title ?? "Article", summary: card.body[0] ?? "", image, body, facts: [], category: card.subtext, author: card.author, date: card.date, published: entry.sys.createdAt };
  }
  const slide = toSuccessStorySlide(entry);
  return { kind, key, path, title: slide.title ?? "Case study", summary: slide.description ?? "", image, body, facts: [] };
}

export async function recordView(content: ContentService, kind: CollectionKind, entry: Entry, now: Date): Promise<RecordView | null> {
  const base = COLLECTIONS[kind].detailBase;
  if (kind === "courses" || kind === "articles" || kind === "caseStudies") {
    if (!listItemFieldsSchema.safeParse(entry.fields).success) return null;
    const record = entry as ListItemEntry;
    return listItemView(kind, record, await content.image(thumbnailAssetId(record)));
  }
  switch (kind) {
    case "ebooks": {
      const parsed = eBookEntrySchema.safeParse(entry);
      if (!parsed.success) return null;
      const f = parsed.data.fields;
      const [image, file] = await Promise.all([content.image(f.cover.sys.id), content.asset(f.file.sys.id)]);
      const fileRef = file ? { url: assetUrl(file), sizeKb: Math.ceil(file.fields.file.details.size / 1024), pages: f.pages } : undefined;
      return { kind, key: f.slug, path: `${base}/${f.slug}`, title: f.title, summary: f.summary, image, body: f.body, facts: [["Pages", String(f.pages)], ["For", f.audience]], file: fileRef };
    }
    case "events": {
      const parsed = eventEntrySchema.safeParse(entry);
      if (!parsed.success) return null;
      const f = parsed.data.fields;
      const when = formatEventTime(f.startsAt, f.endsAt);
      return {
        kind, key: f.slug, path: `${base}/${f.slug}`, title: f.title, summary: f.summary, image: await content.image(f.image.sys.id), body: f.body,
        facts: [["When", when], ["Where", f.location], ["Format", f.format], ["For", f.audience]],
        when, past: Date.parse(f.endsAt) < now.getTime(), startsAt: f.startsAt, endsAt: f.endsAt, location: f.location, format: f.format,
      };
    }
    case "resources": {
      const parsed = resourceEntrySchema.safeParse(entry);
      if (!parsed.success) return null;
      const f = parsed.data.fields;
      return { kind, key: f.slug, path: `${base}/${f.slug}`, title: f.title, summary: f.summary, image: await content.image(f.image.sys.id), body: f.body, facts: [["Type", f.kind], ["For", f.audience]] };
    }
    case "learningMaterials": {
      const parsed = learningMaterialEntrySchema.safeParse(entry);
      if (!parsed.success) return null;
      const f = parsed.data.fields;
      return { kind, key: f.slug, path: `${base}/${f.slug}`, title: f.title, summary: f.summary, body: f.body, facts: [["Level", f.level], ["Skill", f.skill], ["Time", `${f.minutes} minutes`]] };
    }
    case "k12Programs": {
      const parsed = k12ProgramEntrySchema.safeParse(entry);
      if (!parsed.success) return null;
      const f = parsed.data.fields;
      return {
        kind, key: f.slug, path: `${base}/${f.slug}`, title: f.title, summary: f.summary, image: await content.image(f.image.sys.id), body: f.body,
        facts: [["Grades", f.gradeBand], ["Levels", f.levels.join(", ")]], levels: f.levels, approvedStates: f.approvedStates,
      };
    }
    case "products": {
      const parsed = productEntrySchema.safeParse(entry);
      if (!parsed.success) return null;
      const f = parsed.data.fields;
      const price = formatUsd(f.licensePriceCents);
      return {
        kind, key: f.slug, path: `${base}/${f.slug}`, title: f.title, summary: f.summary, image: await content.image(f.image.sys.id), body: f.body,
        facts: [["Grades", f.gradeBand], ["Level", f.level], ["License", `${price} per teacher, per school year`], ["Item", f.sku]],
        sku: f.sku, priceCents: f.licensePriceCents, price, gradeBand: f.gradeBand, level: f.level,
      };
    }
  }
}
