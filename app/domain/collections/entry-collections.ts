// The six entry collections of spec §2.2, one descriptor each (see ./descriptor.ts). What their cards and
// pages say about a record is their `collectionPage` entry's, from the values named here (decision 0076).
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
import { entryCollection, type EntryCollection, type EntryKind } from "./descriptor";

const ebooks = entryCollection({
  kind: "ebooks",
  schema: eBookEntrySchema,
  imageId: (f) => f.cover.sys.id,
  attachmentId: (f) => f.file.sys.id,
  values: (f) => ({ pages: String(f.pages), audience: f.audience }),
  detail: (f, { attachment }) => ({
    file: attachment ? { url: attachment.url, sizeKb: Math.ceil(attachment.sizeBytes / 1024), pages: f.pages } : undefined,
  }),
});

const events = entryCollection({
  kind: "events",
  schema: eventEntrySchema,
  imageId: (f) => f.image.sys.id,
  values: (f) => ({ when: formatEventTime(f.startsAt, f.endsAt), location: f.location, format: f.format, audience: f.audience }),
  // The time as the words show it, formatted once (values).
  detail: (f, { now }, { when }) => ({ when, past: Date.parse(f.endsAt) < now.getTime(), startsAt: f.startsAt, endsAt: f.endsAt, location: f.location, format: f.format }),
});

const resources = entryCollection({
  kind: "resources",
  schema: resourceEntrySchema,
  imageId: (f) => f.image.sys.id,
  values: (f) => ({ type: f.kind, audience: f.audience }),
  detail: () => ({}),
});

/** Lessons have no picture. */
const learningMaterials = entryCollection({
  kind: "learningMaterials",
  schema: learningMaterialEntrySchema,
  values: (f) => ({ level: f.level, skill: f.skill, minutes: String(f.minutes) }),
  detail: () => ({}),
});

const k12Programs = entryCollection({
  kind: "k12Programs",
  schema: k12ProgramEntrySchema,
  imageId: (f) => f.image.sys.id,
  values: (f) => ({ gradeBand: f.gradeBand, levels: f.levels.join(", ") }),
  detail: (f) => ({ levels: f.levels, approvedStates: f.approvedStates }),
});

const products = entryCollection({
  kind: "products",
  schema: productEntrySchema,
  imageId: (f) => f.image.sys.id,
  values: (f) => ({ gradeBand: f.gradeBand, level: f.level, price: formatUsd(f.licensePriceCents), sku: f.sku }),
  detail: (f, _inputs, { price }) => ({ sku: f.sku, priceCents: f.licensePriceCents, price, gradeBand: f.gradeBand, level: f.level }),
});

export const ENTRY_COLLECTIONS: { [K in EntryKind]: EntryCollection<K> } = { ebooks, events, resources, learningMaterials, k12Programs, products };
