// Spec §2.6 "Article list": cards built from the article records' rich text, in a 3-column grid.
import { CardButton, CardGrid, CardImage } from "./card-parts";
import type { ArticleCardView } from "~/domain/section-data";

export function ArticleCard({ card, eager = false }: { card: ArticleCardView; eager?: boolean }) {
  const titleId = `article-${card.id}`;
  return (
    <article className="card article-card" aria-labelledby={titleId}>
      <CardImage image={card.imageRef} eager={eager} />
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
      <CardButton link={card.readMore} titleId={titleId} />
    </article>
  );
}

export function ArticleList({ cards, eagerFirstRow = false }: { cards: ArticleCardView[]; eagerFirstRow?: boolean }) {
  return <CardGrid cards={cards} eagerFirstRow={eagerFirstRow} card={(card, eager) => <ArticleCard card={card} eager={eager} />} />;
}
