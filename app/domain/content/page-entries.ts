// Pages as content (issue #12 §1; decision 0023): a `page` entry (path, title, description, an ordered
// list of section links) and one content type per section of the catalogue the renderers use
// (app/domain/page-sections.ts), named `section` + its type ("sectionHero", "sectionFaq" …). Each schema
// is typed against the renderers' own Section type, so the CMS can only hold what a renderer can show.
import { z } from "zod";
import type { ComparisonCell, IconName, Section, SectionType } from "~/domain/page-sections";
import { entrySchema } from "./cms-schema";
import { ONE_LINK, TWO_LINKS } from "./linked-sentence";

type Fields<T extends SectionType> = Omit<Extract<Section, { type: T }>, "type">;

export const ICONS = [
  "chat", "teacher", "calendar", "group", "certificate", "globe", "school", "heart", "briefcase", "backpack", "plane",
  "home", "book", "chart", "shield", "star", "clock", "check", "target", "lightbulb", "wallet", "card",
] as const satisfies readonly IconName[];

const text = z.string().min(1);
const id = z.string().regex(/^[a-z0-9-]{1,60}$/);
const icon = z.enum(ICONS);
const assetLink = z.strictObject({ sys: z.strictObject({ id: text, type: z.literal("Link"), linkType: z.literal("Asset") }) });
// A page of the site (never "//host" or "/\host", another site to a browser), https, mailto, tel or an anchor.
const link = z.strictObject({ label: text, href: z.string().regex(/^(\/(?![/\\])|https:\/\/|mailto:|tel:|#)/) });

/** A button's address: a page of the site, an anchor on the page, https, mailto or tel (RE2, as Contentful runs it: no lookahead). */
export const BUTTON_HREF = /^(\/|\/[^/\\\s][^\s\\]*|#[A-Za-z0-9_-]+|https:\/\/[^\s]+|mailto:[^\s]+|tel:\+?[0-9 ()-]+)$/;
export const BUTTON_LABEL_MAX = 60;

const MARK_COLOURS = { check: "green", cross: "red", partial: "amber", none: "gray" } as const satisfies Record<ComparisonCell["icon"], ComparisonCell["color"]>;
const mark = z.enum(["check", "cross", "partial", "none"]);
/** A comparison row's columns in the CMS (its label aside): the tables compare up to three things. */
const COMPARISON_COLUMNS = [1, 2, 3] as const;

// The items of a section's list are entries of their own (issue #28; decision 0083): one content type per
// kind of item, each field typed so the CMS checks it as the editor types, where a JSON list with a misspelt
// key dropped the whole section. The section's field is an ordered list of links to them: the order an
// editor drags them into is the order the page shows.
export const ITEM_FIELDS = {
  faqItem: z.strictObject({ question: text, answer: text }),
  statFigure: z.strictObject({ value: text, label: text }),
  timelineStep: z.strictObject({ color: z.enum(["teal", "coral", "sun", "slate"]), title: text, desc: text }),
  valueItem: z.strictObject({ icon, title: text, description: text }),
  featureItem: z.strictObject({ title: text, text, href: z.string().regex(BUTTON_HREF).optional(), icon: icon.optional() }),
  challengeItem: z.strictObject({ iconTop: icon, titleTop: text, descTop: text, iconBottom: icon, titleBottom: text, descBottom: text }),
  solutionPoint: z.strictObject({ bold: text, text }),
  // A comparison table's row: its label and a mark and text for each of up to three columns. The mark says the
  // cell's colour (a check is green, a cross red, partly amber, no mark grey): one choice, not two to keep apart.
  comparisonRow: z.strictObject({
    label: text,
    ...Object.fromEntries(COMPARISON_COLUMNS.flatMap((n) => [[`cell${n}Mark`, n === 1 ? mark : mark.optional()], [`cell${n}Text`, text.max(256).optional()]])),
  }),
};

export type ItemContentType = keyof typeof ITEM_FIELDS;
export const ITEM_CONTENT_TYPES = Object.keys(ITEM_FIELDS) as ItemContentType[];
/** The most items a list links: more would not read as one section. */
export const MAX_ITEMS = 24;

type Row = Fields<"comparison">["rows"][number];

/** A comparison row as its entry says it, and back (the other kinds of item are their entry's fields as they are). */
const comparisonRowOf = (fields: Record<string, unknown>): Row => ({
  label: fields.label as string,
  cells: COMPARISON_COLUMNS.flatMap((n) => {
    const icon = fields[`cell${n}Mark`] as ComparisonCell["icon"] | undefined;
    return icon ? [{ icon, color: MARK_COLOURS[icon], text: (fields[`cell${n}Text`] as string | undefined) ?? "" }] : [];
  }),
});
function comparisonRowFields(row: Row): Record<string, unknown> {
  if (row.cells.length > COMPARISON_COLUMNS.length) throw new Error(`A comparison row has at most ${COMPARISON_COLUMNS.length} cells: ${row.label}`);
  const fields: Record<string, unknown> = { label: row.label };
  row.cells.forEach((cell, i) => {
    if (MARK_COLOURS[cell.icon] !== cell.color) throw new Error(`A ${cell.icon} is ${MARK_COLOURS[cell.icon]}, not ${cell.color}: ${row.label}`);
    fields[`cell${i + 1}Mark`] = cell.icon;
    if (cell.text) fields[`cell${i + 1}Text`] = cell.text;
  });
  return fields;
}

type ItemList = { field: string; contentType: ItemContentType; read?: (fields: Record<string, unknown>) => unknown; write?: (item: never) => Record<string, unknown> };

/** Which field of which section is a list of item entries, and of which kind. */
const ITEM_LISTS: Partial<Record<SectionType, ItemList>> = {
  faq: { field: "items", contentType: "faqItem" },
  stats: { field: "figures", contentType: "statFigure" },
  timeline: { field: "steps", contentType: "timelineStep" },
  missionVisionValues: { field: "items", contentType: "valueItem" },
  features: { field: "items", contentType: "featureItem" },
  challenges: { field: "items", contentType: "challengeItem" },
  solution: { field: "solutions", contentType: "solutionPoint" },
  comparison: { field: "rows", contentType: "comparisonRow", read: comparisonRowOf, write: comparisonRowFields },
};

/** The section content type whose list links items of `itemType` (each kind of item belongs to one), if any. */
export function sectionOfItemType(itemType: string): string | undefined {
  const found = Object.entries(ITEM_LISTS).find(([, list]) => list.contentType === itemType);
  return found ? sectionContentType(found[0] as SectionType) : undefined;
}

/** The kind of item a section entry's list links, if it has one. */
export const itemListOf = (sectionContentTypeId: string) => {
  const type = sectionTypeOf.get(sectionContentTypeId);
  return type ? ITEM_LISTS[type] : undefined;
};

export const itemEntrySchemas = Object.fromEntries(ITEM_CONTENT_TYPES.map((type) => [type, entrySchema(ITEM_FIELDS[type])]));

// Every section's fields, strict: a field the renderers don't know is an editing mistake, not data.
export const SECTION_FIELDS = {
  homeHero: z.strictObject({
    title1: text,
    title2: text,
    desc1: text,
    desc2: text,
    desc3: text,
    button1: text,
    button2: text,
    // The id of the section 'Discover more' scrolls to (a featured-courses section's id).
    scrollElement: id,
  }) satisfies z.ZodType<Fields<"homeHero">>,
  solution: z.strictObject({
    tag: text,
    title1: text,
    solutions: z.array(ITEM_FIELDS.solutionPoint).min(1),
    slogans: z.array(text),
    button: link.optional(),
    video: assetLink.optional(),
    videoTitle: text.max(120).optional(),
    videoCaptions: assetLink.optional(),
    videoPoster: assetLink.optional(),
  }) satisfies z.ZodType<Fields<"solution">>,
  hero: z.strictObject({ eyebrow: text.optional(), title: text, lines: z.array(text), primary: link.optional(), secondary: link.optional(), scheduler: z.boolean().optional() }) satisfies z.ZodType<Fields<"hero">>,
  features: z.strictObject({
    id,
    tag: text.optional(),
    title: text,
    intro: text.optional(),
    items: z.array(ITEM_FIELDS.featureItem),
    button: link.optional(),
    tone: z.enum(["plain", "tinted"]).optional(),
  }) satisfies z.ZodType<Fields<"features">>,
  stats: z.strictObject({ id, title: text, intro: text.optional(), figures: z.array(ITEM_FIELDS.statFigure) }) satisfies z.ZodType<Fields<"stats">>,
  challenges: z.strictObject({
    id,
    title: text,
    intro: text.optional(),
    items: z.array(ITEM_FIELDS.challengeItem),
  }) satisfies z.ZodType<Fields<"challenges">>,
  comparison: z.strictObject({
    id,
    title: text,
    intro: text.optional(),
    caption: text,
    headers: z.array(text),
    rows: z.array(
      z.strictObject({
        label: text,
        cells: z.array(z.strictObject({ icon: mark, color: z.enum(["green", "red", "amber", "gray"]), text: z.string() })).max(COMPARISON_COLUMNS.length),
      }),
    ),
  }) satisfies z.ZodType<Fields<"comparison">>,
  timeline: z.strictObject({
    id,
    title: text,
    intro: text.optional(),
    steps: z.array(ITEM_FIELDS.timelineStep),
  }) satisfies z.ZodType<Fields<"timeline">>,
  faq: z.strictObject({ id, title: text, intro: text.optional(), items: z.array(ITEM_FIELDS.faqItem) }) satisfies z.ZodType<Fields<"faq">>,
  missionVisionValues: z.strictObject({ id, title: text, items: z.array(ITEM_FIELDS.valueItem) }) satisfies z.ZodType<Fields<"missionVisionValues">>,
  courseOverview: z.strictObject({
    id,
    image: assetLink,
    title: text,
    description: text,
    listTitle: text,
    // A list of short texts in the CMS, as a text section's bullets.
    list: z.array(text.max(200)).min(1).max(12),
  }) satisfies z.ZodType<Fields<"courseOverview">>,
  // Bullets are a list of short texts in the CMS (an Array of Symbols: 1–200 characters each, up to 12).
  text: z.strictObject({ id, tag: text.optional(), title: text, paragraphs: z.array(text), bullets: z.array(text.max(200)).max(12).optional(), button: link.optional() }) satisfies z.ZodType<Fields<"text">>,
  cta: z.strictObject({ title: text.optional(), description: text.optional(), buttonText: text.optional(), buttonLink: z.string().regex(BUTTON_HREF).optional() }) satisfies z.ZodType<Fields<"cta">>,
  // Sections whose items come from other entries: an internal name is all an editor sets.
  testimonials: z.strictObject({ badge: text, title: text }) satisfies z.ZodType<Fields<"testimonials">>,
  trustedLogos: z.strictObject({ title: text }) satisfies z.ZodType<Fields<"trustedLogos">>,
  courseList: z.strictObject({
    id,
    tag: text.optional(),
    title: text,
    intro: text.optional(),
    courseIds: z.array(text).optional(),
    limit: z.number().int().min(1).max(24).optional(),
    button: link.optional(),
  }) satisfies z.ZodType<Fields<"courseList">>,
  articleList: z.strictObject({ id, title: text, limit: z.number().int().min(1).max(24), button: link.optional() }) satisfies z.ZodType<Fields<"articleList">>,
  successStories: z.strictObject({ title: text, button: text }) satisfies z.ZodType<Fields<"successStories">>,
  featuredCourses: z.strictObject({ id, tag: text.optional(), title: text, intro: text.optional(), viewAll: text, trialButton: text }) satisfies z.ZodType<Fields<"featuredCourses">>,
  latestArticles: z.strictObject({ id, tag: text.optional(), title: text, link: text }) satisfies z.ZodType<Fields<"latestArticles">>,
  // A form section: its copy is the editor's, what it does (post to the home page's action) is the site's.
  newsletter: z.strictObject({ title: text, text, label: text, button: text }) satisfies z.ZodType<Fields<"newsletter">>,
  team: z.strictObject({ id, title: text, intro: text.optional(), group: z.enum(["academic-team", "teachers"]) }) satisfies z.ZodType<Fields<"team">>,
  stateApprovals: z.strictObject({ id, title: text, intro: text.optional() }) satisfies z.ZodType<Fields<"stateApprovals">>,
  k12Programs: z.strictObject({ id, title: text, intro: text.optional() }) satisfies z.ZodType<Fields<"k12Programs">>,
  pricingCards: z.strictObject({ id, title: text, intro: text.optional() }) satisfies z.ZodType<Fields<"pricingCards">>,
  individualPlans: z.strictObject({ id, title: text, intro: text.optional() }) satisfies z.ZodType<Fields<"individualPlans">>,
  paymentOptions: z.strictObject({ id, title: text }) satisfies z.ZodType<Fields<"paymentOptions">>,
  demoBooking: z.strictObject({
    noticeTitle: text,
    notice: z.string().regex(TWO_LINKS),
    calendarIntro: text,
    calendarLink: text,
    newTabNote: text,
    unavailable: z.string().regex(ONE_LINK),
  }) satisfies z.ZodType<Fields<"demoBooking">>,
  levelForm: z.strictObject({ levelLegend: text, courseLegend: text, testLink: text, button: text }) satisfies z.ZodType<Fields<"levelForm">>,
  // {{level}} is the level's title, filled as the page renders.
  levelTestChoice: z.strictObject({ startButton: text, unsureTitle: text, unsureText: text, unsureButton: text }) satisfies z.ZodType<Fields<"levelTestChoice">>,
  // A form section: its words are the editor's, what it does (post to the contact page's action) is the site's.
  contactForm: z.strictObject({
    title: text,
    nameLabel: text,
    emailLabel: text,
    organizationLabel: text,
    topicLabel: text,
    messageLabel: text,
    messageHint: text,
    button: text,
    sending: text,
    sentTitle: text,
    sentText: text,
  }) satisfies z.ZodType<Fields<"contactForm">>,
} satisfies Record<SectionType, z.ZodType>;

export const SECTION_TYPES = Object.keys(SECTION_FIELDS) as SectionType[];

/** "hero" → "sectionHero": the content type of a section. */
export const sectionContentType = (type: SectionType) => `section${type[0]!.toUpperCase()}${type.slice(1)}`;

const sectionTypeOf = new Map(SECTION_TYPES.map((type) => [sectionContentType(type), type]));

// A section's buttons are typed fields of its entry, a label and a link each (issue #28): the CMS checks
// the link's address and the label's length as the editor types, where a JSON object with a misspelt key
// would have dropped the whole section. The renderers keep their `{ label, href }`.
const BUTTONS: Partial<Record<SectionType, Record<string, string>>> = {
  solution: { button: "button" },
  hero: { primary: "primaryButton", secondary: "secondaryButton" },
  features: { button: "button" },
  text: { button: "button" },
  courseList: { button: "button" },
  articleList: { button: "button" },
};

const buttonsOf = (type: SectionType): Record<string, string> => BUTTONS[type] ?? {};

// A text section's paragraphs are one long-text field, a blank line between paragraphs (issue #28): what an
// editor types in Contentful's long-text editor, where a JSON list of strings had no editor at all.
const PARAGRAPHS: Partial<Record<SectionType, string>> = { text: "paragraphs" };
const PARAGRAPH_BREAK = /\n[ \t]*\n/;
export const MAX_PARAGRAPHS_LENGTH = 10_000;

const itemLink = z.strictObject({ sys: z.strictObject({ id: text, type: z.literal("Link"), linkType: z.literal("Entry") }) });

/** The fields of a section's entry: the section's own, each button as its label and link, a list as links to its items. */
function entryFieldsSchema(type: SectionType) {
  const buttons = Object.entries(buttonsOf(type));
  const list = ITEM_LISTS[type];
  if (buttons.length === 0 && !list && !PARAGRAPHS[type]) return SECTION_FIELDS[type];
  const shape: Record<string, z.ZodType> = { ...SECTION_FIELDS[type].shape };
  for (const [key, prefix] of buttons) {
    delete shape[key];
    shape[`${prefix}Label`] = text.max(BUTTON_LABEL_MAX).optional();
    shape[`${prefix}Link`] = z.string().regex(BUTTON_HREF).optional();
  }
  if (list) shape[list.field] = z.array(itemLink).max(MAX_ITEMS);
  const paragraphs = PARAGRAPHS[type];
  // Optional: a text of bullets alone has none.
  if (paragraphs) shape[paragraphs] = z.string().trim().min(1).max(MAX_PARAGRAPHS_LENGTH).optional();
  return z.strictObject(shape);
}

const SECTION_ENTRY_FIELDS = Object.fromEntries(SECTION_TYPES.map((type) => [type, entryFieldsSchema(type)])) as Record<SectionType, z.ZodObject>;

/** An item of a section's list as its own entry: its id (the section's, then its place), kind and fields. */
export type ItemEntryFields = { id: string; contentType: ItemContentType; fields: Record<string, unknown> };

/** A section as its entry's fields and its list's item entries (the pack's pages, written as sections); `id` is the section entry's. */
export function sectionEntryFields({ type, ...fields }: Section, id: string): { fields: Record<string, unknown>; items: ItemEntryFields[] } {
  const out: Record<string, unknown> = { ...fields };
  for (const [key, prefix] of Object.entries(buttonsOf(type))) {
    const button = out[key] as { label: string; href: string } | undefined;
    delete out[key];
    if (button) Object.assign(out, { [`${prefix}Label`]: button.label, [`${prefix}Link`]: button.href });
  }
  const paragraphs = PARAGRAPHS[type];
  if (paragraphs) {
    const written = (out[paragraphs] as string[]).join("\n\n");
    if (written) out[paragraphs] = written;
    else delete out[paragraphs];
  }
  const list = ITEM_LISTS[type];
  if (!list) return { fields: out, items: [] };
  const items = ((out[list.field] as Record<string, unknown>[] | undefined) ?? []).map((item, i) => ({ id: `${id}.${i + 1}`, contentType: list.contentType, fields: list.write ? list.write(item as never) : item }));
  out[list.field] = items.map((item) => ({ sys: { id: item.id, type: "Link", linkType: "Entry" } }));
  return { fields: out, items };
}

type EntryLike = { sys: { id?: string; contentType: { sys: { id: string } } }; fields: unknown };

/**
 * The section an entry of a section content type holds, or null when it isn't one or doesn't validate. A
 * button with a label but no link, or a link but no label, is left out (the section still shows); so is an
 * item of its list that `itemOf` doesn't find (unpublished, deleted) or that doesn't validate.
 */
export function sectionFromEntry(entry: EntryLike, itemOf: (id: string) => EntryLike | undefined = () => undefined): Section | null {
  const type = sectionTypeOf.get(entry.sys.contentType.sys.id);
  if (!type) return null;
  const stored = SECTION_ENTRY_FIELDS[type].safeParse(entry.fields);
  if (!stored.success) return null;
  const fields: Record<string, unknown> = { ...stored.data };
  const paragraphs = PARAGRAPHS[type];
  if (paragraphs) fields[paragraphs] = ((fields[paragraphs] as string | undefined) ?? "").split(PARAGRAPH_BREAK).map((paragraph) => paragraph.trim()).filter(Boolean);
  const list = ITEM_LISTS[type];
  if (list) {
    fields[list.field] = (fields[list.field] as Array<{ sys: { id: string } }>).flatMap(({ sys }) => {
      const item = itemOf(sys.id);
      const parsed = item?.sys.contentType.sys.id === list.contentType ? ITEM_FIELDS[list.contentType].safeParse(item.fields) : null;
      if (!parsed?.success) console.warn(`[content] section ${entry.sys.id ?? type}: its item ${sys.id} is missing or doesn't validate; left out`);
      return parsed?.success ? [list.read ? list.read(parsed.data) : parsed.data] : [];
    });
  }
  for (const [key, prefix] of Object.entries(buttonsOf(type))) {
    const label = fields[`${prefix}Label`];
    const href = fields[`${prefix}Link`];
    delete fields[`${prefix}Label`];
    delete fields[`${prefix}Link`];
    if (label && href) fields[key] = { label, href };
    else if (label || href) console.warn(`[content] section ${entry.sys.id ?? type}: its ${prefix} needs both a label and a link; it is left out`);
  }
  const parsed = SECTION_FIELDS[type].safeParse(fields);
  return parsed.success ? ({ type, ...parsed.data } as Section) : null;
}

export const sectionEntrySchemas = Object.fromEntries(SECTION_TYPES.map((type) => [sectionContentType(type), entrySchema(SECTION_ENTRY_FIELDS[type])]));

const entryLink = z.object({ sys: z.object({ id: z.string().min(1), type: z.literal("Link"), linkType: z.literal("Entry") }) });

/** A page: where it lives, its title and description for search engines, and its sections in order. */
export const pageEntrySchema = entrySchema(
  z.object({
    // Lower case, like every path of the site: a visitor's /For-Parents finds /for-parents.
    // "/" is the home page.
    path: z.string().regex(/^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/),
    title: z.string().min(10).max(70),
    description: z.string().min(50).max(200),
    sections: z.array(entryLink).min(1),
  }),
);
