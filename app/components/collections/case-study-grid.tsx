import { Link } from "react-router";
import type { SuccessStoryView } from "~/domain/section-data";
import { ContentImage } from "~/components/ui/content-image";

/** The case-study list: the success-story slides of §2.6, laid out as a grid. */
export function CaseStudyGrid({ slides }: { slides: SuccessStoryView[] }) {
  return (
    <ul className="card-grid">
      {slides.map((slide, i) => (
        <li key={slide.id}>
          <article className="card" aria-labelledby={`story-${slide.id}`}>
            {slide.imageRef ? <ContentImage className="card-image" image={slide.imageRef} sizes="(max-width: 800px) 100vw, 23rem" priority={i < 3 ? "eager" : undefined} /> : null}
            <div className="card-body">
              <h3 id={`story-${slide.id}`} className="card-title">
                {slide.title}
              </h3>
              {slide.description ? <p>{slide.description}</p> : null}
            </div>
            {slide.button ? (
              <Link className="button button-secondary card-button" to={slide.button.href} aria-describedby={`story-${slide.id}`}>
                {slide.button.label}
              </Link>
            ) : null}
          </article>
        </li>
      ))}
    </ul>
  );
}
