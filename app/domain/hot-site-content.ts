// Spec §3 "Hot site": the landing's four rich-text fields, read into the shapes the landing shows.
// Each field is a sequence of fixed-shape node groups (docs/decisions/0004, app/content/hot-sites.ts).
import type { RichTextDocument, RichTextNode } from "./content/cms-schema";
import { nodeText } from "./content/cards";
import type { ImageRef } from "./content/image-ref";

export type HotSiteTestimonial = {
  bold: string;
  text: string;
  link?: { label: string; href: string };
  /** Asset id of the portrait. */
  image?: string;
  name: string;
  title: string;
};
/** §3: each option starts unanswered ({item, value: false}); `when` = the first answer it belongs to. */
export type QuestionOption = { item: string; value: boolean; when?: string };
export type HotSiteQuestion = { title: string; options: QuestionOption[] };
export type LevelTab = { tab: string; window: string[] };
/**
 * A tutorial as its field writes it: the poster's asset id, and the assets its links name (the video and its
 * captions, told apart by their files' types when resolved) or a plain link to a video elsewhere.
 */
export type Tutorial = { poster?: string; title: string; description: string; media: string[]; video?: string };

/** What the landing shows: a testimonial and a tutorial with their pictures and files resolved (app/lib/funnel/hot-site.server.ts). */
export type LandingTestimonial = Omit<HotSiteTestimonial, "image"> & { image?: ImageRef };
export type LandingTutorial = Omit<Tutorial, "poster" | "media"> & { poster?: ImageRef; captions?: string };

const text = (node: RichTextNode) => nodeText(node).trim();
const assetId = (node: RichTextNode) => node.data?.target?.sys.id;
const listItems = (node: RichTextNode) => (node.content ?? []).map(text).filter(Boolean);

function hyperlinkOf(node: RichTextNode): { label: string; href: string } | undefined {
  const link = (node.content ?? []).find((child) => child.nodeType === "hyperlink");
  const href = link?.data?.uri;
  return link && typeof href === "string" ? { label: text(link), href } : undefined;
}

function isBold(node: RichTextNode): boolean {
  const first = node.content?.find((child) => child.nodeType === "text");
  return Boolean(first?.marks?.some((mark) => mark.type === "bold"));
}

export function testimonialsFrom(doc: RichTextDocument): HotSiteTestimonial[] {
  const result: HotSiteTestimonial[] = [];
  let current: Partial<HotSiteTestimonial> = {};
  const flush = () => {
    if (current.text && current.name) result.push({ bold: "", title: "", ...current } as HotSiteTestimonial);
    current = {};
  };
  for (const node of doc.content) {
    if (node.nodeType === "embedded-asset-block") {
      if (current.image || current.bold || current.text) flush();
      current.image = assetId(node);
    } else if (node.nodeType === "heading-4") {
      if (current.bold || current.text) flush();
      current.bold = text(node);
    } else if (node.nodeType === "paragraph") {
      const link = hyperlinkOf(node);
      if (link) current.link = link;
      else if (text(node)) current.text = current.text ? `${current.text} ${text(node)}` : text(node);
    } else if (node.nodeType === "heading-5") current.name = text(node);
    else if (node.nodeType === "heading-6") current.title = text(node);
  }
  flush();
  return result;
}

/** "level | <answer to question 1> | <option>": an option shown only after that first answer (§4). */
const LEVEL_PREFIX = /^level\s*\|/i;

function dependentOption(item: string): QuestionOption {
  const [, when = "", option = ""] = item.split("|").map((part) => part.trim());
  return { item: option, value: false, when };
}

export function questionsFrom(doc: RichTextDocument): HotSiteQuestion[] {
  const result: HotSiteQuestion[] = [];
  for (const node of doc.content) {
    if (node.nodeType === "paragraph" && isBold(node) && text(node)) result.push({ title: text(node), options: [] });
    else if ((node.nodeType === "unordered-list" || node.nodeType === "ordered-list") && result.length > 0) {
      result.at(-1)!.options.push(...listItems(node).map((item) => ({ item, value: false })));
    }
  }
  // §4: only the last list may be level-dependent, and only when it begins with "level".
  const last = result.at(-1);
  if (last && LEVEL_PREFIX.test(last.options[0]?.item ?? "")) last.options = last.options.map((o) => dependentOption(o.item));
  return result.filter((question) => question.options.length > 0);
}

export function levelTabsFrom(doc: RichTextDocument): LevelTab[] {
  const result: LevelTab[] = [];
  for (const node of doc.content) {
    if (node.nodeType.startsWith("heading-") && text(node)) result.push({ tab: text(node), window: [] });
    else if (node.nodeType.endsWith("-list") && result.length > 0) result.at(-1)!.window.push(...listItems(node));
  }
  return result;
}

export function tutorialsFrom(doc: RichTextDocument): Tutorial[] {
  const result: Tutorial[] = [];
  let current: Partial<Tutorial> = {};
  const flush = () => {
    if (current.title) result.push({ description: "", media: [], ...current } as Tutorial);
    current = {};
  };
  for (const node of doc.content) {
    if (node.nodeType === "embedded-asset-block") {
      flush();
      current.poster = assetId(node);
    } else if (node.nodeType === "heading-4") {
      if (current.title) flush();
      current.title = text(node);
    } else if (node.nodeType === "paragraph") {
      const link = hyperlinkOf(node);
      const assets = (node.content ?? []).filter((child) => child.nodeType === "asset-hyperlink").map(assetId).filter((id): id is string => Boolean(id));
      if (assets.length > 0) current.media = [...(current.media ?? []), ...assets];
      else if (link) current.video = link.href;
      else if (text(node)) current.description = text(node);
    }
  }
  flush();
  return result;
}
