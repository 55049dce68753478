// Spec §2.6 "Course list": cards built from the course records' rich text, in a 3-column grid.
import { Link } from "react-router";
import type { CourseCardView } from "~/domain/section-data";


/** `eager`: cards of the first row may be the page's largest paint, so their images load at once. */
export function CourseCard({ card, eager = false }: { card: CourseCardView; eager?: boolean }) {
  const titleId = `course-${card.id}`;
  return (
    <article className="card course-card" aria-labelledby={titleId}>
      {card.imageRef ? (
        <img className="card-image" src={card.imageRef.url} alt={card.imageRef.alt} width={card.imageRef.width} height={card.imageRef.height} loading={eager ? "eager" : "lazy"} decoding="async" />
      ) : null}
      {card.mostPopular ? <p className="badge badge-popular">Most Popular</p> : null}
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
      {card.button ? (
        <Link className="button button-secondary card-button" to={card.button.href} aria-describedby={titleId}>
          {card.button.label}
        </Link>
      ) : null}
    </article>
  );
}

export function CourseList({ cards, eagerFirstRow = false }: { cards: CourseCardView[]; eagerFirstRow?: boolean }) {
  return (
    <ul className="card-grid">
      {cards.map((card, i) => (
        <li key={card.id}>
          <CourseCard card={card} eager={eagerFirstRow && i < 3} />
        </li>
      ))}
    </ul>
  );
}
