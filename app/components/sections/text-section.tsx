import { Link } from "react-router";
import { SectionHeading } from "./section-heading";

/** A titled block of paragraphs (and an optional list and button). */
export function TextSection({ id, tag, title, paragraphs, bullets, button }: { id: string; tag?: string; title: string; paragraphs: string[]; bullets?: string[]; button?: { label: string; href: string } }) {
  return (
    <section className="page-section narrow text-section" aria-labelledby={`${id}-title`}>
      <SectionHeading id={`${id}-title`} tag={tag} title={title} />
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {bullets?.length ? (
        <ul className="check-list">
          {bullets.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </ul>
      ) : null}
      {button ? (
        <Link className="button button-secondary" to={button.href}>
          {button.label}
        </Link>
      ) : null}
    </section>
  );
}
