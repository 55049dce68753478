// Carousels render as a plain scrollable list on the server (complete without JavaScript), then swap
// to Swiper once they come near the viewport — Swiper's code is a lazy chunk, never in the first load.
// The list has no state or handlers of its own, so hydration keeps the server's HTML (a static island):
// the two carousels' slides were ~40% of the home page's hydrated elements. A document's hydration data
// holds their content back too (HeldSlides): Swiper then takes each slide's HTML from the page.
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { isHeldSlides, type HeldSlides } from "~/domain/sent-sections";
import { StaticIsland } from "./static-island";
import type { CarouselOptions, CarouselSlide } from "./swiper-carousel";

// The server never renders Swiper (a carousel swaps to it in the browser, from an effect), so the server build
// leaves its chunk out: 32 KB gzip less for every isolate to upload and parse (issue #24's 1 MB budget).
const neverOnTheServer = () => new Promise<typeof import("./swiper-carousel")>(() => {});
const SwiperCarousel = lazy(import.meta.env.SSR ? neverOnTheServer : () => import("./swiper-carousel"));

export type CarouselProps = {
  label: string;
  className?: string;
  options: CarouselOptions;
  /** The slides, or on a document's first load in the browser only their keys (their HTML is the server's). */
  slides: CarouselSlide[] | HeldSlides;
  /**
   * An id unique on the page, for slides that show the content only (no cookie, session or form answer):
   * the server keeps their HTML between renders in the content window (decision 0047).
   */
  keep?: string;
};

/** The held slides' HTML as the server rendered it, each kept as a static island (its links navigate in the app). */
function slidesFromPage(host: HTMLElement, held: HeldSlides): CarouselSlide[] {
  const rendered = host.querySelectorAll(".carousel-slide");
  return held.heldSlides.map((key, i) => ({
    key,
    content: <div className="static-island" data-static-island="" dangerouslySetInnerHTML={{ __html: rendered[i]?.innerHTML ?? "" }} />,
  }));
}

function StaticCarousel({ label, className, slides }: Omit<CarouselProps, "keep" | "slides"> & { slides: CarouselSlide[] }) {
  return (
    // A keyboard user can scroll the focusable region with the arrow keys.
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <section className={`carousel carousel-static ${className ?? ""}`} aria-roledescription="carousel" aria-label={label} tabIndex={0}>
      <ul className="carousel-track">
        {slides.map((slide) => (
          <li className="carousel-slide" key={slide.key}>
            {slide.content}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Carousel({ keep, slides, ...carousel }: CarouselProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Set when the carousel comes near the viewport: the held slides taken from the page, or [] when the
  // props carry them whole.
  const [fromPage, setFromPage] = useState<CarouselSlide[] | null>(null);
  const held = isHeldSlides(slides) ? slides : null;
  useEffect(() => {
    const node = ref.current;
    if (!node || !("IntersectionObserver" in window)) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setFromPage(held ? slidesFromPage(node, held) : []);
          observer.disconnect();
        }
      },
      { rootMargin: "300px" },
    );
    observer.observe(node);
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once: the held keys are the server's list
  }, []);
  // A revalidation after the first load brings the slides whole; before it, held ones come from the page.
  const shown = isHeldSlides(slides) ? (fromPage ?? []) : slides;
  const fallback = (
    <StaticIsland keep={keep ? { id: keep, scope: "page" } : undefined}>
      <StaticCarousel {...carousel} slides={shown} />
    </StaticIsland>
  );
  return (
    <div ref={ref} className="carousel-host">
      {fromPage ? <Suspense fallback={fallback}><SwiperCarousel {...carousel} slides={shown} /></Suspense> : fallback}
    </div>
  );
}
