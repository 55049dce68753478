// The Swiper side of <Carousel>, loaded on demand. Settings come from app/domain/carousels.ts (spec §9).
import { useEffect, useState } from "react";
import { A11y, Autoplay, FreeMode, Keyboard, Navigation, Pagination } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import { withReducedMotion } from "~/domain/carousels";
import "swiper/css";
import "swiper/css/navigation";
import "swiper/css/pagination";
import "swiper/css/free-mode";

export type CarouselSlide = { key: string; content: React.ReactNode };

export type CarouselOptions = {
  slidesPerView: number;
  spaceBetween: number;
  loop: boolean;
  speed: number;
  freeMode?: boolean;
  autoplay?: { delay: number; disableOnInteraction: boolean };
  pagination?: { clickable: boolean; type?: "bullets" };
  navigation?: boolean;
  /** slidesPerView on narrow screens; the option's own value applies from `wideFrom` px. */
  narrow?: { slidesPerView: number; spaceBetween: number; wideFrom: number };
};

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(() => window.matchMedia("(prefers-reduced-motion: reduce)").matches);
  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    const onChange = () => setReduced(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  return reduced;
}

export default function SwiperCarousel({
  label,
  className,
  options,
  slides,
}: {
  label: string;
  className?: string;
  options: CarouselOptions;
  slides: CarouselSlide[];
}) {
  const reduced = usePrefersReducedMotion();
  const { narrow, ...settings } = withReducedMotion(options, reduced);
  const breakpoints = narrow
    ? { [narrow.wideFrom]: { slidesPerView: settings.slidesPerView, spaceBetween: settings.spaceBetween } }
    : undefined;
  return (
    <Swiper
      className={`carousel carousel-swiper ${className ?? ""}`}
      modules={[A11y, Autoplay, FreeMode, Keyboard, Navigation, Pagination]}
      {...settings}
      slidesPerView={narrow ? narrow.slidesPerView : settings.slidesPerView}
      spaceBetween={narrow ? narrow.spaceBetween : settings.spaceBetween}
      breakpoints={breakpoints}
      keyboard={{ enabled: true, onlyInViewport: true }}
      a11y={{ enabled: true, containerMessage: label, containerRoleDescriptionMessage: "carousel", slideRole: "group" }}
      aria-label={label}
    >
      {slides.map((slide) => (
        <SwiperSlide key={slide.key}>{slide.content}</SwiperSlide>
      ))}
    </Swiper>
  );
}
