import { describe, expect, it } from "vitest";
import { logoMarquee, logoStrip, successStoriesCarousel, testimonialsCarousel, withReducedMotion } from "~/domain/carousels";

describe("carousel settings (spec §9)", () => {
  it("testimonials: 3 per view, 80 px, loop, 500 ms, clickable pagination", () => {
    expect(testimonialsCarousel).toMatchObject({ slidesPerView: 3, spaceBetween: 80, loop: true, speed: 500, pagination: { clickable: true } });
  });

  it("success stories: 1 per view, 50 px, loop, 500 ms, bullets and arrows", () => {
    expect(successStoriesCarousel).toMatchObject({ slidesPerView: 1, spaceBetween: 50, loop: true, speed: 500, navigation: true, pagination: { type: "bullets" } });
  });

  it("logo strip: 6 per view, 50 px, loop, free mode, autoplay 0 delay that never stops, 6000 ms", () => {
    expect(logoStrip).toMatchObject({
      slidesPerView: 6,
      spaceBetween: 50,
      loop: true,
      freeMode: true,
      speed: 6000,
      autoplay: { delay: 0, disableOnInteraction: false },
    });
  });

  it("prefers-reduced-motion: no autoplay and no animated transition", () => {
    expect(withReducedMotion(logoStrip, true)).toMatchObject({ speed: 0, autoplay: false });
    expect(withReducedMotion(logoStrip, false)).toBe(logoStrip);
  });
});

describe("logo strip as a continuous loop", () => {
  it("moves one logo every 6000 ms: a lap of 12 logos takes 72 s", () => {
    expect(logoMarquee(logoStrip, 12)).toEqual({ lapMs: 72_000, perView: 6, gapPx: 50, narrow: { slidesPerView: 3, spaceBetween: 32, wideFrom: 1024 } });
    expect(logoMarquee(logoStrip, 5).lapMs).toBe(30_000);
  });
});
