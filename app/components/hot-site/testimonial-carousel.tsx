// §2.7 testimonial carousel: one story at a time, previous/next that wrap around (§4 "Carousels"), and
// dots. Without JavaScript every story is listed; the buttons appear once the page is interactive.
import { useState } from "react";
import { useHydrated } from "~/components/ui/client-only";
import { wrapIndex } from "~/domain/carousels";
import type { LandingTestimonial } from "~/domain/hot-site-content";
import { ContentImage } from "~/components/ui/content-image";

function Story({ story }: { story: LandingTestimonial }) {
  return (
    <figure className="hot-story">
      {story.image ? (
        <ContentImage image={story.image} alt="" width={story.image.width ?? 160} height={story.image.height ?? 160} sizes="6rem" />
      ) : null}
      <blockquote>
        <p className="hot-story-bold">{story.bold}</p>
        <p>{story.text}</p>
      </blockquote>
      <figcaption>
        <strong>{story.name}</strong>
        {story.title ? <span>{story.title}</span> : null}
      </figcaption>
      {story.link ? (
        <a className="text-link" href={story.link.href}>
          {story.link.label}
        </a>
      ) : null}
    </figure>
  );
}

export function TestimonialCarousel({ id, title, stories }: { id: string; title: string; stories: LandingTestimonial[] }) {
  const hydrated = useHydrated();
  const [active, setActive] = useState(0);
  if (stories.length === 0) return null;
  const interactive = hydrated && stories.length > 1;
  const go = (index: number) => setActive(wrapIndex(index, stories.length));
  return (
    <section className="page-section hot-stories" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <div className="story-carousel" role="group" aria-roledescription="carousel" aria-label={title} data-interactive={interactive || undefined}>
        <ul className="story-track" aria-live={interactive ? "polite" : undefined}>
          {stories.map((story, index) => (
            <li
              key={story.name}
              className="story-slide"
              hidden={interactive && index !== active}
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${stories.length}`}
            >
              <Story story={story} />
            </li>
          ))}
        </ul>
        {interactive ? (
          <div className="story-controls">
            <button type="button" className="icon-button" onClick={() => go(active - 1)} aria-label="Previous story">
              <span aria-hidden="true">‹</span>
            </button>
            <div className="story-dots">
              {stories.map((story, index) => (
                <button
                  key={story.name}
                  type="button"
                  className="story-dot"
                  aria-label={`Show story ${index + 1} of ${stories.length}: ${story.name}`}
                  aria-current={index === active ? "true" : undefined}
                  onClick={() => go(index)}
                />
              ))}
            </div>
            <button type="button" className="icon-button" onClick={() => go(active + 1)} aria-label="Next story">
              <span aria-hidden="true">›</span>
            </button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
