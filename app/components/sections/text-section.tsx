import { Link } from "react-router";
import { SectionHeading, useFieldTags } from "./section-heading";

/** A titled block of paragraphs (and an optional list and button). */
export function TextSection({ id, tag, title, paragraphs, bullets, button }: { id: string; tag?: string; title: string; paragraphs: string[]; bullets?: string[]; button?: { label: string; href: string } }) {
  const field = useFieldTags();
  return (
    <section className="page-section narrow text-section" aria-labelledby={`${id}-title`}>
      <SectionHeading id={`${id}-title`} tag={tag} title={title} />
      {paragraphs.map((paragraph) => (
        <p key={paragraph} {...field("paragraphs")}>
          {paragraph}
        </p>
      ))}
      {bullets?.length ? (
        <ul className="check-list" {...field("bullets")}>
          {bullets.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </ul>
      ) : null}
      {button ? (
        <Link className="button button-secondary" to={button.href} {...field("buttonLabel")}>
          {button.label}
        </Link>
      ) : null}
    </section>
  );
}
