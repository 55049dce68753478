// What a page's sections send to the browser (decision 0056). Every section but the interactive ones is a
// static island: on a document's first load React keeps its HTML as the server sent it and never renders
// it (decision 0037), so the document's hydration data need not carry its copy or cards. A client-side
// navigation's data renders every section, so it gets them whole.
import type { Section, SectionType } from "./page-sections";
import type { SectionData } from "./section-data";

/** Sections with state or handlers of their own; a new interactive section type belongs here. */
export const INTERACTIVE_SECTIONS: ReadonlySet<SectionType> = new Set<SectionType>(["newsletter", "testimonials", "successStories", "demoBooking", "contactForm", "levelForm", "levelTestChoice"]);

/** A hero whose second button opens the scheduler's popup has a handler too. */
export const isIsland = (section: { type: SectionType; scheduler?: boolean }) => !INTERACTIVE_SECTIONS.has(section.type) && !(section.type === "hero" && section.scheduler);

/**
 * An island's place in a document's hydration data: its type and id (the list's keys) and, in an editor's
 * preview, its entry's id (the inspector's tag on its wrapper), not its content.
 */
export type HeldSection = { type: SectionType; id?: string; entryId?: string; held: true };

/**
 * A carousel's slides in a document's hydration data: their keys only. The slides are a static island
 * inside the interactive carousel; when it turns into Swiper, it takes their HTML from the page.
 */
export type HeldSlides = { heldSlides: string[] };
type CarouselData = Extract<SectionData, { type: "testimonials" | "successStories" }>;
export type SentData = SectionData | (Pick<CarouselData, "type"> & HeldSlides);

/** A page's sections with the data resolved for each, index for index. */
export type SentSections = { sections: (Section | HeldSection)[]; data: SentData[] };

export const isHeld = (section: Section | HeldSection): section is HeldSection => "held" in section;
export const isHeldSlides = <T>(slides: T | HeldSlides): slides is HeldSlides => typeof slides === "object" && slides !== null && "heldSlides" in slides;

function holdSlides(data: SectionData): SentData {
  if (data?.type === "testimonials") return { type: data.type, heldSlides: data.items.map((item) => item.id) };
  if (data?.type === "successStories") return { type: data.type, heldSlides: data.slides.map((slide) => slide.id) };
  return data;
}

/**
 * The sections as a document's hydration data carries them: interactive ones whole but a carousel's
 * slides, islands held back.
 */
export function sectionsForHydration(sections: Section[], data: SectionData[]): SentSections {
  return {
    sections: sections.map((section) =>
      isIsland(section)
        ? { type: section.type, ...("id" in section ? { id: section.id } : {}), ...(section.entryId ? { entryId: section.entryId } : {}), held: true }
        : section,
    ),
    data: sections.map((section, i) => (isIsland(section) ? null : holdSlides(data[i] ?? null))),
  };
}
