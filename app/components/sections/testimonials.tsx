// Spec §2.6 "Testimonials carousel": badge, title, arrows; each slide an image, a text and a name.
import { Carousel } from "~/components/ui/carousel";
import { testimonialsCarousel } from "~/domain/carousels";
import type { Testimonial } from "~/domain/section-data";
import { isHeldSlides, type HeldSlides } from "~/domain/sent-sections";
import { ContentImage } from "~/components/ui/content-image";

/**
 * `keep`: the slides' island id on the page (they show the content only). `items` are held on a
 * document's first load in the browser (the slides' HTML is the server's).
 */
export function Testimonials({ badge, title, items, keep }: { badge: string; title: string; items: Testimonial[] | HeldSlides; keep?: string }) {
  if ((isHeldSlides(items) ? items.heldSlides : items).length === 0) return null;
  return (
    <section className="page-section testimonials" aria-labelledby="testimonials-title">
      <div className="section-heading">
        <p className="badge badge-accent">{badge}</p>
        <h2 id="testimonials-title">{title}</h2>
      </div>
      <Carousel
        label="What our students say"
        className="testimonials-carousel"
        options={{ ...testimonialsCarousel, navigation: true }}
        keep={keep}
        slides={isHeldSlides(items) ? items : items.map((item) => ({
          key: item.id,
          content: (
            <figure className="testimonial">
              {item.image ? (
                <ContentImage className="avatar" image={item.image} alt="" width={80} height={80} sizes="80px" />
              ) : null}
              <blockquote>
                <p>{item.text}</p>
              </blockquote>
              <figcaption>
                <span className="testimonial-name">{item.name}</span>
                <span className="testimonial-role">{item.role}</span>
              </figcaption>
            </figure>
          ),
        }))}
      />
    </section>
  );
}
