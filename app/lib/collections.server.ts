// Lists and records of the content collections (spec §2.2): newest first, 9 a page, found by slug or
// record id. Every record is validated against its content type before it reaches a page.
import { COLLECTIONS, type CollectionKind } from "~/config/collections";
import type { Entry, ListItemEntry } from "~/domain/content/cms-schema";
import { listItemFieldsSchema } from "~/domain/content/cms-schema";
import {
  eBookEntrySchema,
  eventEntrySchema,
  k12ProgramEntrySchema,
  learningMaterialEntrySchema,
  productEntrySchema,
  resourceEntrySchema,
} from "~/domain/content/content-types";
import { formatEventTime, splitEvents } from "~/domain/events";
import { formatUsd } from "~/domain/pricing";
import { PAGE_SIZE, paginate } from "~/domain/pagination";
import { articleCards, courseCards, successStorySlides } from "./cards.server";
import type { ContentService, ImageRef } from "./content.server";

export type EntryCard = { id: string; href: string; title: string; summary: string; image?: ImageRef; meta: string[] };

const SCHEMAS = {
  ebooks: eBookEntrySchema,
  events: eventEntrySchema,
  resources: resourceEntrySchema,
  learningMaterials: learningMaterialEntrySchema,
  k12Programs: k12ProgramEntrySchema,
  products: productEntrySchema,
} as const;

type FieldsKind = keyof typeof SCHEMAS;

function parse<K extends FieldsKind>(kind: K, entry: Entry | undefined | null) {
  const result = SCHEMAS[kind].safeParse(entry);
  if (!result.success && entry) console.warn(`[collections] skipped malformed ${kind} entry ${entry.sys.id}`);
  return result.success ? result.data : null;
}

function isListItem(entry: Entry): entry is ListItemEntry {
  return listItemFieldsSchema.safeParse(entry.fields).success;
}

/** The line of facts under a card's title, per kind. */
function metaFor(kind: FieldsKind, fields: Record<string, unknown>): string[] {
  const f = fields as Record<string, string | number | string[]>;
  switch (kind) {
    case "ebooks":
      return [`${f.pages} pages`, String(f.audience)];
    case "events":
      return [formatEventTime(String(f.startsAt), String(f.endsAt)), String(f.format)];
    case "resources":
      return [String(f.kind), String(f.audience)];
    case "learningMaterials":
      return [String(f.level), String(f.skill), `${f.minutes} min`];
    case "k12Programs":
      return [`Grades ${f.gradeBand}`];
    case "products":
      return [`Grades ${f.gradeBand}`, String(f.level), `${formatUsd(Number(f.licensePriceCents))} per teacher license`];
  }
}

function imageIdOf(kind: FieldsKind, fields: Record<string, unknown>): string | undefined {
  const link = (kind === "ebooks" ? fields.cover : fields.image) as { sys: { id: string } } | undefined;
  return link?.sys.id;
}

async function entryCards(content: ContentService, kind: FieldsKind, entries: Entry[]): Promise<EntryCard[]> {
  const valid = entries.flatMap((entry) => {
    const parsed = parse(kind, entry);
    return parsed ? [parsed] : [];
  });
  const images = await Promise.all(valid.map((entry) => content.image(imageIdOf(kind, entry.fields))));
  return valid.map((entry, i) => {
    const fields = entry.fields as { slug: string; title: string; summary: string };
    return {
      id: entry.sys.id,
      href: `${COLLECTIONS[kind].detailBase}/${fields.slug}`,
      title: fields.title,
      summary: fields.summary,
      image: images[i],
      meta: metaFor(kind, entry.fields),
    };
  });
}

export type CollectionPage =
  | { kind: "courses"; cards: Awaited<ReturnType<typeof courseCards>> }
  | { kind: "articles"; cards: Awaited<ReturnType<typeof articleCards>> }
  | { kind: "caseStudies"; slides: Awaited<ReturnType<typeof successStorySlides>> }
  | { kind: FieldsKind; cards: EntryCard[] };

/** One page of a collection, newest first. */
export async function listCollection(content: ContentService, kind: CollectionKind, pageParam: string | null) {
  const { contentType } = COLLECTIONS[kind];
  const query = (skip: number) => content.entries({ content_type: contentType, order: "-sys.createdAt", skip, limit: PAGE_SIZE });
  // One call for the requested page; a second only when the page asked for lies past the end.
  let answer = await query(paginate(Number.MAX_SAFE_INTEGER, pageParam).skip);
  const pagination = paginate(answer.total, pageParam);
  if (pagination.skip !== answer.skip) answer = await query(pagination.skip);
  const { items } = answer;
  let page: CollectionPage;
  if (kind === "courses") page = { kind, cards: await courseCards(content, items.filter(isListItem)) };
  else if (kind === "articles") page = { kind, cards: await articleCards(content, items.filter(isListItem)) };
  else if (kind === "caseStudies") page = { kind, slides: await successStorySlides(content, items.filter(isListItem)) };
  else page = { kind, cards: await entryCards(content, kind, items) };
  return { pagination, total: answer.total, page };
}

/** Every record of a collection (for the sitemap and for pages that group them). */
export async function allRecords(content: ContentService, kind: CollectionKind): Promise<Entry[]> {
  const { items } = await content.entries({ content_type: COLLECTIONS[kind].contentType, order: "-sys.createdAt", limit: 1000 });
  return items;
}

export async function allCards(content: ContentService, kind: FieldsKind): Promise<EntryCard[]> {
  return entryCards(content, kind, await allRecords(content, kind));
}

/** §2.2: the id in a detail path is the slug, or the record id when the record has no slug. */
export async function findRecord(content: ContentService, kind: CollectionKind, key: string): Promise<Entry | null> {
  if (!/^[A-Za-z0-9-_.]{1,100}$/.test(key)) return null;
  const { contentType } = COLLECTIONS[kind];
  const bySlug = await content.entries({ content_type: contentType, "fields.slug": key, limit: 1 });
  if (bySlug.items[0]) return bySlug.items[0];
  const byId = await content.entry(key);
  if (!byId || byId.sys.contentType.sys.id !== contentType) return null;
  // A record that has a slug is found by its slug only, so each record has one address.
  if ((byId.fields as { slug?: string }).slug) return null;
  return byId;
}

/** The events list: upcoming first (soonest first), then past (latest first). */
export async function eventLists(content: ContentService, now: Date) {
  const events = (await allRecords(content, "events")).flatMap((entry) => {
    const parsed = eventEntrySchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
  const { upcoming, past } = splitEvents(events.map((e) => ({ ...e, startsAt: e.fields.startsAt, endsAt: e.fields.endsAt })), now);
  return { upcoming: await entryCards(content, "events", upcoming), past: await entryCards(content, "events", past) };
}

