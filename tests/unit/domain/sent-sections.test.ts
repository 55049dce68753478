import { describe, expect, it } from "vitest";
import type { Section } from "~/domain/page-sections";
import type { SectionData } from "~/domain/section-data";
import { INTERACTIVE_SECTIONS, isHeld, isHeldSlides, sectionsForHydration } from "~/domain/sent-sections";

const sections: Section[] = [
  { type: "homeHero", title1: "Learn Spanish", title2: "with native teachers", desc1: "Live classes.", desc2: "Small groups.", desc3: "Any level.", button1: "Try it free", button2: "Discover more", scrollElement: "solution" },
  { type: "testimonials", badge: "Testimonials", title: "What our students say" },
  { type: "trustedLogos", title: "Trusted by schools" },
  { type: "newsletter", title: "Spanish tips in your inbox", text: "One email a month.", label: "Your email", button: "Subscribe" },
  { type: "pricingCards", id: "pricing", title: "Plans for every learner" },
];
const data: SectionData[] = [null, { type: "testimonials", items: [{ id: "ana", name: "Ana", role: "Parent", text: "Our daughter loves her classes." }, { id: "ben", name: "Ben", role: "Student", text: "I order in Spanish now." }] }, { type: "trustedLogos", logos: [{ id: "austin-isd", name: "Austin ISD" }] }, null, null];

describe("sectionsForHydration", () => {
  const sent = sectionsForHydration(sections, data);

  it("keeps every section's place, type and id, so the list's keys are the server's", () => {
    expect(sent.sections.map((s) => [s.type, "id" in s ? s.id : undefined])).toEqual(sections.map((s) => [s.type, "id" in s ? s.id : undefined]));
  });

  it("holds back the islands' copy and data", () => {
    expect(sent.sections[0]).toEqual({ type: "homeHero", held: true });
    expect(sent.sections[2]).toEqual({ type: "trustedLogos", held: true });
    expect(sent.sections[4]).toEqual({ type: "pricingCards", id: "pricing", held: true });
    expect(sent.data[2]).toBeNull();
  });

  it("sends the interactive sections whole, with their data but a carousel's slides", () => {
    expect(INTERACTIVE_SECTIONS).toEqual(new Set(["newsletter", "testimonials", "successStories", "demoBooking", "contactForm", "levelForm", "levelTestChoice"]));
    expect(sent.sections[1]).toBe(sections[1]);
    expect(sent.sections[3]).toBe(sections[3]);
    expect(sent.sections.filter(isHeld)).toHaveLength(3);
  });

  it("sends a hero whole when its second button opens the scheduler's popup (decision 0070), and holds any other", () => {
    const hero = { type: "hero" as const, title: "Try it free", lines: [], secondary: { label: "Book a demo class instead", href: "/book-demo" } };
    const both = sectionsForHydration([{ ...hero, scheduler: true }, hero], [null, null]);
    expect(both.sections[0]).toEqual({ ...hero, scheduler: true });
    expect(both.sections[1]).toEqual({ type: "hero", held: true });
  });

  it("holds a carousel's slides back but their keys, in order", () => {
    expect(sent.data[1]).toEqual({ type: "testimonials", heldSlides: ["ana", "ben"] });
    expect(isHeldSlides(sent.data[1])).toBe(true);
    expect(isHeldSlides(data[1])).toBe(false);
    expect(sectionsForHydration([{ type: "successStories", title: "Stories", button: "Read our case studies" }], [{ type: "successStories", slides: [] }]).data).toEqual([{ type: "successStories", heldSlides: [] }]);
  });
});
