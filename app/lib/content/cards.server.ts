// Records → the cards and slides the sections render (spec §2.6), with their thumbnails from §7's asset calls.
import type { Entry, ListItemEntry } from "~/domain/content/cms-schema";
import { toArticleCard, toCourseCard, toSuccessStorySlide } from "~/domain/content/cards";
import { testimonialEntrySchema, trustedOrganizationEntrySchema } from "~/domain/content/content-types";
import type { ArticleCardView, CourseCardView, SuccessStoryView, Testimonial, TrustedLogo } from "~/domain/section-data";
import type { ContentService } from "./content.server";
import { safeParseOnce } from "./per-object";

const testimonialEntry = safeParseOnce(testimonialEntrySchema);
const trustedOrganizationEntry = safeParseOnce(trustedOrganizationEntrySchema);

/** Course cards, a most popular one with the courses' badge (their `collectionPage` entry, decision 0069). */
export async function courseCards(content: ContentService, records: ListItemEntry[]): Promise<CourseCardView[]> {
  const [images, pages] = await Promise.all([content.thumbnails(records), content.collectionPages()]);
  return records.map((record, i) => {
    const card = toCourseCard(record);
    return { ...card, imageRef: images[i], ...(card.mostPopular && pages.courses.popularBadge ? { badge: pages.courses.popularBadge } : {}) };
  });
}

export async function articleCards(content: ContentService, records: ListItemEntry[]): Promise<ArticleCardView[]> {
  const images = await content.thumbnails(records);
  return records.map((record, i) => ({ ...toArticleCard(record), imageRef: images[i] }));
}

export async function successStorySlides(content: ContentService, records: ListItemEntry[]): Promise<SuccessStoryView[]> {
  const images = await content.thumbnails(records);
  return records.map((record, i) => ({ ...toSuccessStorySlide(record), imageRef: images[i] }));
}

export async function testimonialItems(content: ContentService, entries: Entry[]): Promise<Testimonial[]> {
  const valid = entries.flatMap((entry) => {
    const parsed = testimonialEntry(entry);
    return parsed.success ? [parsed.data] : [];
  });
  const images = await Promise.all(valid.map((entry) => content.image(entry.fields.image.sys.id)));
  return valid.map((entry, i) => ({ id: entry.sys.id, name: entry.fields.name, role: entry.fields.role, text: entry.fields.text, image: images[i] }));
}

export async function trustedLogos(content: ContentService, entries: Entry[]): Promise<TrustedLogo[]> {
  const valid = entries.flatMap((entry) => {
    const parsed = trustedOrganizationEntry(entry);
    return parsed.success ? [parsed.data] : [];
  });
  const images = await Promise.all(valid.map((entry) => content.image(entry.fields.logo.sys.id)));
  return valid.map((entry, i) => ({ id: entry.sys.id, name: entry.fields.name, logo: images[i] }));
}
