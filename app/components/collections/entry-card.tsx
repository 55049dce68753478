import { Link } from "react-router";
import type { EntryCard as EntryCardData } from "~/domain/collections/views";
import { ContentImage } from "~/components/ui/content-image";
import { useRecordTags } from "~/components/sections/section-heading";

/** A record card for eBooks, events, resources, lessons, programs and curriculum levels. */
/** `actionLabel`: the card's link, its collection's words (decision 0069). */
export function EntryCard({ card, actionLabel, eager = false }: { card: EntryCardData; actionLabel: string; eager?: boolean }) {
  const titleId = `card-${card.id}`;
  // In an editor's preview the title and summary open their record's fields (decision 0065).
  const record = useRecordTags();
  return (
    <article className="card entry-card" aria-labelledby={titleId}>
      {card.image ? <ContentImage className="card-image" image={card.image} sizes="(max-width: 800px) 100vw, 23rem" priority={eager ? "eager" : undefined} /> : null}
      <div className="card-body">
        {card.meta.length > 0 ? <p className="card-subtext">{card.meta.join(" · ")}</p> : null}
        <h3 id={titleId} className="card-title" {...record(card.id, "title")}>
          {card.title}
        </h3>
        <p {...record(card.id, "summary")}>{card.summary}</p>
      </div>
      <Link className="button button-secondary card-button" to={card.href} aria-describedby={titleId}>
        {actionLabel}
      </Link>
    </article>
  );
}

export function EntryCardGrid({ cards, actionLabel, eagerFirstRow = false }: { cards: EntryCardData[]; actionLabel: string; eagerFirstRow?: boolean }) {
  return (
    <ul className="card-grid">
      {cards.map((card, i) => (
        <li key={card.id}>
          <EntryCard card={card} actionLabel={actionLabel} eager={eagerFirstRow && i < 3} />
        </li>
      ))}
    </ul>
  );
}
