// Spec §2.6 "Success stories carousel": one slide per view, image left, title and description right,
// a 'read' item as a button to the case study; 'Read our case studies' below.
import { Link } from "react-router";
import { Carousel } from "~/components/ui/carousel";
import { successStoriesCarousel } from "~/domain/carousels";
import type { SuccessStoryView } from "~/domain/section-data";
import { isHeldSlides, type HeldSlides } from "~/domain/sent-sections";
import { ContentImage } from "~/components/ui/content-image";

/**
 * `keep`: the slides' island id on the page (they show the content only). `slides` are held on a
 * document's first load in the browser (their HTML is the server's).
 */
export function SuccessStories({ title, button, slides, keep }: { title: string; button: string; slides: SuccessStoryView[] | HeldSlides; keep?: string }) {
  const count = (isHeldSlides(slides) ? slides.heldSlides : slides).length;
  return (
    <section className="page-section success-stories" aria-labelledby="success-title">
      <div className="section-heading">
        <h2 id="success-title">{title}</h2>
      </div>
      {count > 0 ? (
        <Carousel
          label="Success story slides"
          className="success-carousel"
          options={successStoriesCarousel}
          keep={keep}
          slides={isHeldSlides(slides) ? slides : slides.map((slide) => ({
            key: slide.id,
            content: (
              <div className="story">
                {slide.imageRef ? (
                  <ContentImage image={slide.imageRef} sizes="(max-width: 800px) 100vw, 33vw" />
                ) : null}
                <div className="story-text">
                  <h3>{slide.title}</h3>
                  {slide.description ? <p>{slide.description}</p> : null}
                  {slide.button ? (
                    <Link className="button button-secondary" to={slide.button.href}>
                      {slide.button.label}
                    </Link>
                  ) : null}
                </div>
              </div>
            ),
          }))}
        />
      ) : null}
      <div className="section-actions">
        <Link className="button button-primary" to="/spanish-case-studies">
          {button}
        </Link>
      </div>
    </section>
  );
}
