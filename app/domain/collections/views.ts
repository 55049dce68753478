// What the collection pages render (spec §2.2): a record's card and its detail page, each with its picture
// resolved. app/lib/collections.server.ts and collection-detail.server.ts fill them; the components in
// app/components/collections render them, without importing the server modules (decision 0032).
import type { ImageRef } from "../content/image-ref";
import type { EntryCardView, EntryDetail } from "./descriptor";
import type { ListItemDetail } from "./list-item-details";

export type EntryCard = EntryCardView & { image?: ImageRef };

export type RecordView = (ListItemDetail | EntryDetail) & { image?: ImageRef };
