// The three rich-text collections (courses, articles, case studies): each record's detail page is read
// from the same nodes as its card (spec §2.6), one mapping per collection.
import { COLLECTIONS } from "./kinds";
import type { Entry, ListItemEntry } from "~/domain/content/cms-schema";
import { listItemFieldsSchema } from "~/domain/content/cms-schema";
import { recordKey, toArticleCard, toCourseCard, toSuccessStorySlide } from "~/domain/content/cards";
import type { DetailBase, ListItemKind } from "./descriptor";

export type ListItemDetailExtras = {
  courses: { subtexts: string[]; bullets: string[]; tag?: string; mostPopular: boolean };
  articles: { category?: string; author?: string; date?: string; published: string };
  caseStudies: object;
};

export type ListItemDetail<K extends ListItemKind = ListItemKind> = { [P in K]: DetailBase & { kind: P } & ListItemDetailExtras[P] }[K];

export function isListItem(entry: Entry): entry is ListItemEntry {
  return listItemFieldsSchema.safeParse(entry.fields).success;
}

function base(kind: ListItemKind, entry: ListItemEntry) {
  const key = recordKey(entry);
  return { key, path: `${COLLECTIONS[kind].detailBase}/${key}`, body: entry.fields.body, facts: [] as Array<[string, string]> };
}

export const LIST_ITEM_DETAILS: { [K in ListItemKind]: (entry: ListItemEntry) => ListItemDetail<K> } = {
  courses: (entry) => {
    const card = toCourseCard(entry);
    return { kind: "courses", ...base("courses", entry), title: card.title ?? "Course", summary: card.description.join(" "), subtexts: card.subtexts, bullets: card.bullets, tag: card.tag, mostPopular: card.mostPopular };
  },
  articles: (entry) => {
    const card = toArticleCard(entry);
    return { kind: "articles", ...base("articles", entry), title: card.title ?? "Article", summary: card.body[0] ?? "", category: card.subtext, author: card.author, date: card.date, published: entry.sys.createdAt };
  },
  caseStudies: (entry) => {
    const slide = toSuccessStorySlide(entry);
    return { kind: "caseStudies", ...base("caseStudies", entry), title: slide.title ?? "Case study", summary: slide.description ?? "" };
  },
};
