// Spec §2.6: article cards, course cards and success-story slides are built from a record's rich-text
// nodes (fields.listItem.content). Positions are 0-based node indexes: "among the first 3 nodes" is
// index 0–2 and "after position 3" is index 3 onwards (docs/decisions/0005-rich-text-cards.md).
import type { ListItemEntry, RichTextNode } from "./cms-schema";

export type CardImage = { assetId: string };
export type CardButton = { label: string; href: string };

export type ArticleCard = {
  id: string;
  href: string;
  image?: CardImage;
  subtext?: string;
  title?: string;
  body: string[];
  author?: string;
  date?: string;
  readMore?: CardButton;
};

export type CourseCard = {
  id: string;
  href: string;
  mostPopular: boolean;
  image?: CardImage;
  subtexts: string[];
  title?: string;
  description: string[];
  bullets: string[];
  tag?: string;
  button?: CardButton;
};

export type SuccessStorySlide = {
  id: string;
  image?: CardImage;
  title?: string;
  description?: string;
  button?: CardButton;
};

const FIRST_NODES = 3;

export function nodeText(node: RichTextNode): string {
  if (node.nodeType === "text") return node.value ?? "";
  return (node.content ?? []).map(nodeText).join("");
}

/** The marks of a node's first text run, the way the CMS editor applies them to a whole line. */
function firstRunMarks(node: RichTextNode): string[] {
  const stack = [...(node.content ?? [])];
  while (stack.length > 0) {
    const next = stack.shift()!;
    if (next.nodeType === "text") return (next.marks ?? []).map((m) => m.type);
    stack.unshift(...(next.content ?? []));
  }
  return [];
}

const hasMark = (node: RichTextNode, mark: string) => firstRunMarks(node).includes(mark);
const assetIdOf = (node: RichTextNode) => node.data?.target?.sys.id;

function imageOf(node: RichTextNode): CardImage | undefined {
  const assetId = assetIdOf(node);
  return assetId ? { assetId } : undefined;
}

/** The path segment of a detail page: the slug, or the record id when there is none (§2.2). */
export const recordKey = (entry: ListItemEntry) => entry.fields.slug ?? entry.sys.id;

function listItems(node: RichTextNode): string[] {
  return (node.content ?? []).map((item) => nodeText(item).trim()).filter(Boolean);
}

/** Reads a record's content nodes in order: the first image is the card's, every other node goes to `read` with its text and position. */
function readNodes(entry: ListItemEntry, card: { image?: ReturnType<typeof imageOf> }, read: (node: RichTextNode, text: string, index: number) => void) {
  entry.fields.listItem.content.forEach((node, index) => {
    if (node.nodeType === "embedded-asset-block") card.image ??= imageOf(node);
    else read(node, nodeText(node).trim(), index);
  });
}

export function toArticleCard(entry: ListItemEntry): ArticleCard {
  const href = `/article/${recordKey(entry)}`;
  const card: ArticleCard = { id: entry.sys.id, href, body: [] };
  readNodes(entry, card, (node, text, index) => {
    switch (node.nodeType) {
      case "heading-6":
        if (index < FIRST_NODES) card.subtext ??= text;
        else card.author ??= text;
        break;
      case "heading-5":
        if (index >= FIRST_NODES) card.date ??= text;
        break;
      case "heading-3":
        if (hasMark(node, "underline")) card.readMore ??= { label: text, href };
        else if (firstRunMarks(node).length === 0) card.title ??= text;
        break;
      case "paragraph":
        if (text) card.body.push(text);
        break;
    }
  });
  return card;
}

export function toCourseCard(entry: ListItemEntry): CourseCard {
  const href = `/course/${recordKey(entry)}`;
  const card: CourseCard = {
    id: entry.sys.id,
    href,
    mostPopular: entry.metadata.tags.some((tag) => tag.sys.id === "mostPopular"),
    subtexts: [],
    description: [],
    bullets: [],
  };
  readNodes(entry, card, (node, text, index) => {
    switch (node.nodeType) {
      case "heading-6":
      case "heading-5":
        if (text) card.subtexts.push(text);
        break;
      case "paragraph":
        if (!text) break;
        if (!hasMark(node, "bold")) card.description.push(text);
        else if (index < FIRST_NODES) card.title ??= text;
        else card.tag ??= text;
        break;
      case "unordered-list":
        card.bullets.push(...listItems(node));
        break;
      case "heading-3":
        card.button ??= { label: text, href };
        break;
    }
  });
  return card;
}

const READ = /read/i;

/** Items are the record's content nodes after its image: item 1 is the title, item 2 the description. */
export function toSuccessStorySlide(entry: ListItemEntry): SuccessStorySlide {
  const nodes = entry.fields.listItem.content;
  const imageNode = nodes.find((node) => node.nodeType === "embedded-asset-block");
  const items = nodes.filter((node) => node.nodeType !== "embedded-asset-block").map((node) => nodeText(node).trim());
  const [item1, item2, item3] = items;
  const href = `/case-study/${recordKey(entry)}`;
  const slide: SuccessStorySlide = { id: entry.sys.id, title: item1 };
  const image = imageNode && imageOf(imageNode);
  if (image) slide.image = image;
  if (item2 && READ.test(item2)) {
    slide.button = { label: item2, href };
  } else {
    slide.description = item2;
    if (item3 && READ.test(item3)) slide.button = { label: item3, href };
  }
  return slide;
}

/** §7: the record's thumbnail comes from an asset call when its first content node is an embedded asset. */
export function thumbnailAssetId(entry: ListItemEntry): string | undefined {
  const first = entry.fields.listItem.content[0];
  return first?.nodeType === "embedded-asset-block" ? assetIdOf(first) : undefined;
}
