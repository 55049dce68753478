// The pieces the record cards share (articles, courses): the image, the button that names its card, and
// the 3-column grid whose first row may be the page's largest paint.
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ImageRef } from "~/domain/content/image-ref";
import { ContentImage } from "~/components/ui/content-image";
import { useRecordTags } from "./section-heading";

/** `eager`: a card of the first row loads its image at once. */
export function CardImage({ image, eager }: { image?: ImageRef; eager: boolean }) {
  return image ? <ContentImage className="card-image" image={image} sizes="(max-width: 800px) 100vw, 23rem" priority={eager ? "eager" : undefined} /> : null;
}

/** The card's call to action; the card's title describes it, so "Read more" says what it opens. */
export function CardButton({ link, titleId }: { link?: { label: string; href: string }; titleId: string }) {
  return link ? (
    <Link className="button button-secondary card-button" to={link.href} aria-describedby={titleId}>
      {link.label}
    </Link>
  ) : null;
}

export function CardGrid<T extends { id: string }>({ cards, eagerFirstRow, card }: { cards: T[]; eagerFirstRow: boolean; card: (item: T, eager: boolean) => ReactNode }) {
  // In an editor's preview a card opens its record's card field (the rich text it is made from, decision 0065).
  const record = useRecordTags();
  return (
    <ul className="card-grid">
      {cards.map((item, i) => (
        <li key={item.id} {...record(item.id, "listItem")}>
          {card(item, eagerFirstRow && i < 3)}
        </li>
      ))}
    </ul>
  );
}
