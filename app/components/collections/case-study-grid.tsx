import { Link } from "react-router";
import type { SuccessStoryView } from "~/domain/section-data";

/** The case-study list: the success-story slides of §2.6, laid out as a grid. */
export function CaseStudyGrid({ slides }: { slides: SuccessStoryView[] }) {
  return (
    <ul className="card-grid">
      {slides.map((slide, i) => (
        <li key={slide.id}>
          <article className="card" aria-labelledby={`story-${slide.id}`}>
            {slide.imageRef ? <img className="card-image" src={slide.imageRef.url} alt={slide.imageRef.alt} width={slide.imageRef.width} height={slide.imageRef.height} loading={i < 3 ? "eager" : "lazy"} decoding="async" /> : null}
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
