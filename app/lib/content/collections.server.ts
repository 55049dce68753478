// Lists and records of the content collections (spec §2.2): newest first, 9 a page, found by slug or
// record id. What each collection's records look like and become is its descriptor in
// app/domain/collections; this module fetches them and resolves their pictures.
import { COLLECTIONS, type CollectionKind } from "~/domain/collections/kinds";
import { addressableById, isRecordKey } from "~/domain/collections/addresses";
import type { CollectionRecord, EntryKind } from "~/domain/collections/descriptor";
import type { EntryCard } from "~/domain/collections/views";
import { ENTRY_COLLECTIONS } from "~/domain/collections/entry-collections";
import type { Entry } from "~/domain/content/cms-schema";
import { eventEntrySchema } from "~/domain/content/content-types";
import { splitEvents } from "~/domain/events";
import { PAGE_SIZE, paginate } from "~/domain/pagination";
import { articleCards, courseCards, successStorySlides } from "./cards.server";
import { validListItems, type ContentService } from "./content.server";
import { perObject, safeParseOnce } from "./per-object";
import { NEWEST_FIRST } from "./source";

/** A collection's record of an entry, read once per entry object (per-object.ts). */
const readers = new Map<EntryKind, (entry: Entry) => CollectionRecord<EntryKind> | null>();
export function readRecord<K extends EntryKind>(kind: K, entry: Entry): CollectionRecord<K> | null {
  let read = readers.get(kind);
  if (!read) readers.set(kind, (read = perObject((one: Entry) => ENTRY_COLLECTIONS[kind].read(one))));
  return read(entry) as CollectionRecord<K> | null;
}

/** The entries that match the collection's content type; a malformed one is left out and logged. */
function validRecords<K extends EntryKind>(kind: K, entries: Entry[]): Array<CollectionRecord<K>> {
  return entries.flatMap((entry) => {
    const record = readRecord(kind, entry);
    if (!record && entry) console.warn(`[collections] skipped malformed ${kind} entry ${entry.sys.id}`);
    return record ? [record] : [];
  });
}

async function entryCards(content: ContentService, kind: EntryKind, entries: Entry[]): Promise<EntryCard[]> {
  const records = validRecords(kind, entries);
  // The collection's words write each card's details (decision 0076).
  const [images, pages] = await Promise.all([Promise.all(records.map((record) => content.image(record.imageId))), content.collectionPages()]);
  return records.map((record, i) => ({ ...record.card(pages[kind]), image: images[i] }));
}

export type CollectionPage =
  | { kind: "courses"; cards: Awaited<ReturnType<typeof courseCards>> }
  | { kind: "articles"; cards: Awaited<ReturnType<typeof articleCards>> }
  | { kind: "caseStudies"; slides: Awaited<ReturnType<typeof successStorySlides>> }
  | { kind: EntryKind; cards: EntryCard[] };

/** One page of a collection, newest first. */
export async function listCollection(content: ContentService, kind: CollectionKind, pageParam: string | null) {
  const { contentType } = COLLECTIONS[kind];
  const query = (skip: number) => content.entries({ content_type: contentType, order: NEWEST_FIRST, skip, limit: PAGE_SIZE });
  // One call for the requested page; a second only when the page asked for lies past the end.
  let answer = await query(paginate(Number.MAX_SAFE_INTEGER, pageParam).skip);
  const pagination = paginate(answer.total, pageParam);
  if (pagination.skip !== answer.skip) answer = await query(pagination.skip);
  const { items } = answer;
  // The rich-text collections render their own card shapes (spec §2.6); the rest share EntryCard.
  let page: CollectionPage;
  if (kind === "courses") page = { kind, cards: await courseCards(content, validListItems(items)) };
  else if (kind === "articles") page = { kind, cards: await articleCards(content, validListItems(items)) };
  else if (kind === "caseStudies") page = { kind, slides: await successStorySlides(content, validListItems(items)) };
  else page = { kind, cards: await entryCards(content, kind, items) };
  return { pagination, total: answer.total, page };
}

/** Every record of a collection (for the sitemap and for pages that group them). */
export async function allRecords(content: ContentService, kind: CollectionKind): Promise<Entry[]> {
  const { items } = await content.entries({ content_type: COLLECTIONS[kind].contentType, order: NEWEST_FIRST, limit: 1000 });
  return items;
}

export async function allCards(content: ContentService, kind: EntryKind): Promise<EntryCard[]> {
  return entryCards(content, kind, await allRecords(content, kind));
}

/** §2.2: the id in a detail path is the slug, or the record id when the record has no slug. */
export async function findRecord(content: ContentService, kind: CollectionKind, key: string): Promise<Entry | null> {
  if (!isRecordKey(key)) return null;
  const { contentType } = COLLECTIONS[kind];
  const bySlug = await content.entries({ content_type: contentType, "fields.slug": key, limit: 1 });
  if (bySlug.items[0]) return bySlug.items[0];
  const byId = await content.entry(key);
  if (!byId || byId.sys.contentType.sys.id !== contentType) return null;
  return addressableById(byId) ? byId : null;
}

const eventEntry = safeParseOnce(eventEntrySchema);

/** The events list: upcoming first (soonest first), then past (latest first). */
export async function eventLists(content: ContentService, now: Date) {
  const events = (await allRecords(content, "events")).flatMap((entry) => {
    const parsed = eventEntry(entry);
    return parsed.success ? [parsed.data] : [];
  });
  const { upcoming, past } = splitEvents(events.map((e) => ({ ...e, startsAt: e.fields.startsAt, endsAt: e.fields.endsAt })), now);
  return { upcoming: await entryCards(content, "events", upcoming), past: await entryCards(content, "events", past) };
}
