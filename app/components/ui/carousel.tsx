// Carousels render as a plain scrollable list on the server (complete without JavaScript), then swap
// to Swiper once they come near the viewport — Swiper's code is a lazy chunk, never in the first load.
// The list has no state or handlers of its own, so hydration keeps the server's HTML (a static island):
// the two carousels' slides were ~40% of the home page's hydrated elements.
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { StaticIsland } from "./static-island";
import type { CarouselOptions } from "./swiper-carousel";

const SwiperCarousel = lazy(() => import("./swiper-carousel"));

export type CarouselProps = {
  label: string;
  className?: string;
  options: CarouselOptions;
  slides: Array<{ key: string; content: React.ReactNode }>;
  /**
   * An id unique on the page, for slides that show the content only (no cookie, session or form answer):
   * the server keeps their HTML between renders in the content window (decision 0047).
   */
  keep?: string;
};

function StaticCarousel({ label, className, slides }: Omit<CarouselProps, "keep">) {
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

export function Carousel(props: CarouselProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (!node || !("IntersectionObserver" in window)) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setEnhanced(true);
          observer.disconnect();
        }
      },
      { rootMargin: "300px" },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  const { keep, ...carousel } = props;
  const fallback = (
    <StaticIsland keep={keep ? { id: keep, scope: "page" } : undefined}>
      <StaticCarousel {...carousel} />
    </StaticIsland>
  );
  return (
    <div ref={ref} className="carousel-host">
      {enhanced ? <Suspense fallback={fallback}><SwiperCarousel {...carousel} /></Suspense> : fallback}
    </div>
  );
}
