// Spec §2.6 "Course list": cards built from the course records' rich text, in a 3-column grid.
import { CardButton, CardGrid, CardImage } from "./card-parts";
import type { CourseCardView } from "~/domain/section-data";

/** `eager`: cards of the first row may be the page's largest paint, so their images load at once. */
export function CourseCard({ card, eager = false }: { card: CourseCardView; eager?: boolean }) {
  const titleId = `course-${card.id}`;
  return (
    <article className="card course-card" aria-labelledby={titleId}>
      <CardImage image={card.imageRef} eager={eager} />
      {card.badge ? <p className="badge badge-popular">{card.badge}</p> : null}
      <div className="card-body">
        {card.subtexts[0] ? <p className="card-subtext">{card.subtexts[0]}</p> : null}
        <h3 id={titleId} className="card-title">
          {card.title}
        </h3>
        {card.subtexts.slice(1).map((subtext) => (
          <p key={subtext} className="card-subtext">
            {subtext}
          </p>
        ))}
        {card.description.map((text) => (
          <p key={text}>{text}</p>
        ))}
        {card.bullets.length > 0 ? (
          <ul className="card-bullets">
            {card.bullets.map((bullet) => (
              <li key={bullet}>{bullet}</li>
            ))}
          </ul>
        ) : null}
        {card.tag ? <p className="card-tag">{card.tag}</p> : null}
      </div>
      <CardButton link={card.button} titleId={titleId} />
    </article>
  );
}

export function CourseList({ cards, eagerFirstRow = false }: { cards: CourseCardView[]; eagerFirstRow?: boolean }) {
  return <CardGrid cards={cards} eagerFirstRow={eagerFirstRow} card={(card, eager) => <CourseCard card={card} eager={eager} />} />;
}
