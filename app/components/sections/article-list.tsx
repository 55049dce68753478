// Spec §2.6 "Article list": cards built from the article records' rich text, in a 3-column grid.
import { Link } from "react-router";
import type { ArticleCardView } from "~/domain/section-data";

export function ArticleCard({ card, eager = false }: { card: ArticleCardView; eager?: boolean }) {
  const titleId = `article-${card.id}`;
  return (
    <article className="card article-card" aria-labelledby={titleId}>
      {card.imageRef ? (
        <img className="card-image" src={card.imageRef.url} alt={card.imageRef.alt} width={card.imageRef.width} height={card.imageRef.height} loading={eager ? "eager" : "lazy"} decoding="async" />
      ) : null}
      <div className="card-body">
        {card.subtext ? <p className="card-subtext">{card.subtext}</p> : null}
        <h3 id={titleId} className="card-title">
          {card.title}
        </h3>
        {card.body.slice(0, 1).map((text) => (
          <p key={text} className="card-text">
            {text}
          </p>
        ))}
      </div>
      {card.author || card.date ? (
        <footer className="card-footer">
          {card.author ? <span>{card.author}</span> : null}
          {card.date ? <span>{card.date}</span> : null}
        </footer>
      ) : null}
      {card.readMore ? (
        <Link className="button button-secondary card-button" to={card.readMore.href} aria-describedby={titleId}>
          {card.readMore.label}
        </Link>
      ) : null}
    </article>
  );
}

export function ArticleList({ cards, eagerFirstRow = false }: { cards: ArticleCardView[]; eagerFirstRow?: boolean }) {
  return (
    <ul className="card-grid">
      {cards.map((card, i) => (
        <li key={card.id}>
          <ArticleCard card={card} eager={eagerFirstRow && i < 3} />
        </li>
      ))}
    </ul>
  );
}
