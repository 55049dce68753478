// One record of a collection, shaped for its detail page (spec §2.2 "/course/:id", "/article/:id" …):
// the collection's descriptor maps it; this module resolves its picture and file.
import type { CollectionKind } from "~/domain/collections/kinds";
import { isListItemKind } from "~/domain/collections/descriptor";
import { isListItem, LIST_ITEM_DETAILS, type ListItemDetail } from "~/domain/collections/list-item-details";
import type { Entry, ListItemEntry } from "~/domain/content/cms-schema";
import { thumbnailAssetId } from "~/domain/content/cards";
import type { RecordView } from "~/domain/collections/views";
import { assetUrl, type ContentService } from "./content.server";
import { readRecord } from "./collections.server";
import { perObject } from "./per-object";

const checkedListItem = perObject(isListItem);
const listItem = (entry: Entry): entry is ListItemEntry => checkedListItem(entry);

export async function recordView(content: ContentService, kind: CollectionKind, entry: Entry, now: Date): Promise<RecordView | null> {
  if (isListItemKind(kind)) {
    if (!listItem(entry)) return null;
    const detail: ListItemDetail = LIST_ITEM_DETAILS[kind](entry);
    return { ...detail, image: await content.image(thumbnailAssetId(entry)) };
  }
  const record = readRecord(kind, entry);
  if (!record) return null;
  const [image, file, pages] = await Promise.all([content.image(record.imageId), record.attachmentId ? content.asset(record.attachmentId) : null, content.collectionPages()]);
  const attachment = file ? { url: assetUrl(file), sizeBytes: file.fields.file.details.size } : undefined;
  // The collection's words write the page's facts (decision 0076).
  return { ...record.detail({ now, attachment }, pages[kind]), image };
}
