// Spec §2.6 and §9: the carousels' settings, in Swiper's option names.

export const SLIDE_SPEED_MS = 500;

// Narrow screens can't fit 3 testimonials or 6 logos: `narrow` applies below `wideFrom` px, the §9 values above.
export const testimonialsCarousel = {
  slidesPerView: 3,
  spaceBetween: 80,
  loop: true,
  speed: SLIDE_SPEED_MS,
  pagination: { clickable: true },
  narrow: { slidesPerView: 1, spaceBetween: 24, wideFrom: 1024 },
} as const;

export const successStoriesCarousel = {
  slidesPerView: 1,
  spaceBetween: 50,
  loop: true,
  speed: SLIDE_SPEED_MS,
  pagination: { type: "bullets", clickable: true },
  navigation: true,
} as const;

export const logoStrip = {
  slidesPerView: 6,
  spaceBetween: 50,
  loop: true,
  freeMode: true,
  speed: 6000,
  autoplay: { delay: 0, disableOnInteraction: false },
  narrow: { slidesPerView: 3, spaceBetween: 32, wideFrom: 1024 },
} as const;

/** prefers-reduced-motion: no autoplay, no animated transitions — the visitor moves the carousel. */
export function withReducedMotion<T extends { speed: number }>(options: T, reduced: boolean): T & { autoplay?: false } {
  if (!reduced) return options;
  return { ...options, speed: 0, autoplay: false };
}

/** §4 "Carousels": the hot-site testimonial buttons wrap from the last slide to the first and back. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/**
 * The logo strip's settings as a continuous CSS loop (docs/decisions/0010): with autoplay at 0 delay,
 * free mode and a linear easing, Swiper moves the strip one logo every `speed` ms without pause, so one
 * lap of `count` logos takes count × speed. Motion that never stops on its own runs on the compositor,
 * not in a requestAnimationFrame loop on the main thread.
 */
export function logoMarquee(options: typeof logoStrip, count: number) {
  return {
    lapMs: options.speed * count,
    perView: options.slidesPerView,
    gapPx: options.spaceBetween,
    narrow: options.narrow,
  };
}
