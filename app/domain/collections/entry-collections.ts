// The six entry collections of spec §2.2, one descriptor each (see ./descriptor.ts).
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
  cardMeta: (f) => [`${f.pages} pages`, f.audience],
  detail: (f, { attachment }) => ({
    facts: [["Pages", String(f.pages)], ["For", f.audience]],
    file: attachment ? { url: attachment.url, sizeKb: Math.ceil(attachment.sizeBytes / 1024), pages: f.pages } : undefined,
  }),
});

const events = entryCollection({
  kind: "events",
  schema: eventEntrySchema,
  imageId: (f) => f.image.sys.id,
  cardMeta: (f) => [formatEventTime(f.startsAt, f.endsAt), f.format],
  detail: (f, { now }) => {
    const when = formatEventTime(f.startsAt, f.endsAt);
    return {
      facts: [["When", when], ["Where", f.location], ["Format", f.format], ["For", f.audience]],
      when,
      past: Date.parse(f.endsAt) < now.getTime(),
      startsAt: f.startsAt,
      endsAt: f.endsAt,
      location: f.location,
      format: f.format,
    };
  },
});

const resources = entryCollection({
  kind: "resources",
  schema: resourceEntrySchema,
  imageId: (f) => f.image.sys.id,
  cardMeta: (f) => [f.kind, f.audience],
  detail: (f) => ({ facts: [["Type", f.kind], ["For", f.audience]] }),
});

/** Lessons have no picture. */
const learningMaterials = entryCollection({
  kind: "learningMaterials",
  schema: learningMaterialEntrySchema,
  cardMeta: (f) => [f.level, f.skill, `${f.minutes} min`],
  detail: (f) => ({ facts: [["Level", f.level], ["Skill", f.skill], ["Time", `${f.minutes} minutes`]] }),
});

const k12Programs = entryCollection({
  kind: "k12Programs",
  schema: k12ProgramEntrySchema,
  imageId: (f) => f.image.sys.id,
  cardMeta: (f) => [`Grades ${f.gradeBand}`],
  detail: (f) => ({ facts: [["Grades", f.gradeBand], ["Levels", f.levels.join(", ")]], levels: f.levels, approvedStates: f.approvedStates }),
});

const products = entryCollection({
  kind: "products",
  schema: productEntrySchema,
  imageId: (f) => f.image.sys.id,
  cardMeta: (f) => [`Grades ${f.gradeBand}`, f.level, `${formatUsd(f.licensePriceCents)} per teacher license`],
  detail: (f) => {
    const price = formatUsd(f.licensePriceCents);
    return {
      facts: [["Grades", f.gradeBand], ["Level", f.level], ["License", `${price} per teacher, per school year`], ["Item", f.sku]],
      sku: f.sku,
      priceCents: f.licensePriceCents,
      price,
      gradeBand: f.gradeBand,
      level: f.level,
    };
  },
});

export const ENTRY_COLLECTIONS: { [K in EntryKind]: EntryCollection<K> } = { ebooks, events, resources, learningMaterials, k12Programs, products };
