// A collection record's page: breadcrumb, the record's one h1, its facts, its text, and what to do next.
import { Link } from "react-router";
import { AddToCart, type AddToCartRefusal } from "~/components/shop/add-to-cart";
import { COLLECTIONS } from "~/domain/collections/kinds";
import type { RecordView } from "~/domain/collections/views";
import { ContentImage } from "~/components/ui/content-image";
import type { CollectionPageWords } from "~/domain/content/collection-pages";
import { oneLink } from "~/domain/content/linked-sentence";

/** What a record's page says around the record: its collection's words (decision 0069) and the breadcrumb's first step. */
type PageWords = { words: CollectionPageWords; home: string };

function Breadcrumb({ record, words, home }: { record: RecordView } & PageWords) {
  const config = COLLECTIONS[record.kind];
  return (
    <nav className="breadcrumb" aria-label="Breadcrumb">
      <ol>
        <li>
          <Link to="/">{home}</Link>
        </li>
        {config.listPath ? (
          <li>
            <Link to={config.listPath}>{words.listTitle}</Link>
          </li>
        ) : null}
        <li>
          <span aria-current="page">{record.title}</span>
        </li>
      </ol>
    </nav>
  );
}


function NextStep({ record, words, addToCart }: { record: RecordView; words: CollectionPageWords; addToCart?: AddToCartRefusal }) {
  switch (record.kind) {
    case "ebooks":
      return record.file ? (
        <a className="button button-primary" href={record.file.url} download>
          {`${words.primaryAction} (PDF, ${record.file.pages} pages, ${record.file.sizeKb} KB)`}
        </a>
      ) : null;
    case "events": {
      if (!record.past) {
        return (
          <Link className="button button-primary" to={`/contact-hablarte?topic=${encodeURIComponent(`Event: ${record.title}`)}`}>
            {words.primaryAction}
          </Link>
        );
      }
      const notice = oneLink(words.pastNotice ?? "");
      return notice ? (
        <p className="event-past">
          {notice.before}
          <Link to={COLLECTIONS.events.listPath ?? "/"}>{notice.link}</Link>
          {notice.after}
        </p>
      ) : null;
    }
    case "products":
      return (
        <div className="button-row">
          <AddToCart slug={record.key} title={record.title} price={record.price} refused={addToCart} />
          <Link className="button button-secondary" to={`/product-details?product=${encodeURIComponent(record.key)}`}>
            {words.secondaryAction}
          </Link>
          <Link className="button button-ghost" to="/purchase-tutorial">
            {words.tertiaryAction}
          </Link>
        </div>
      );
    case "k12Programs":
      return (
        <div className="button-row">
          <Link className="button button-primary" to="/catalog">
            {words.primaryAction}
          </Link>
          <Link className="button button-secondary" to="/try-hablarte-for-free">
            {words.secondaryAction}
          </Link>
        </div>
      );
    default:
      return null;
  }
}

/** `body`: the record's rich text as the route renders it (a static island, decision 0075). */
export function RecordDetail({ record, words, home, addToCart, body }: { record: RecordView; addToCart?: AddToCartRefusal; body: React.ReactNode } & PageWords) {
  return (
    <>
      <article className="page-section narrow record" aria-labelledby="record-title">
        <Breadcrumb record={record} words={words} home={home} />
        {record.kind === "articles" && record.category ? <p className="eyebrow">{record.category}</p> : null}
        {record.kind === "courses" && record.mostPopular && words.popularBadge ? <p className="badge badge-accent">{words.popularBadge}</p> : null}
        <h1 id="record-title">{record.title}</h1>
        {record.kind === "courses" && record.subtexts.length ? <p className="card-subtext">{record.subtexts.join(" · ")}</p> : null}
        {record.kind === "articles" && (record.author || record.date) ? (
          <p className="byline">
            {record.author}
            {record.author && record.date ? " · " : null}
            {record.date ? <time dateTime={record.published}>{record.date}</time> : null}
          </p>
        ) : null}
        {record.summary ? <p className="section-intro">{record.summary}</p> : null}
        {record.image ? <ContentImage className="record-image" image={record.image} sizes="(max-width: 72rem) 100vw, 72rem" priority="high" /> : null}
        {record.facts.length ? (
          <dl className="facts">
            {record.facts.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {record.kind === "courses" && record.bullets.length ? (
          <>
            <h2>{words.detailHeading}</h2>
            <ul className="check-list">
              {record.bullets.map((bullet) => (
                <li key={bullet}>{bullet}</li>
              ))}
            </ul>
            {record.tag ? <p className="card-tag">{record.tag}</p> : null}
          </>
        ) : null}
        {record.kind === "k12Programs" && record.approvedStates.length ? (
          <>
            <h2>{words.detailHeading}</h2>
            <ul className="state-list">
              {record.approvedStates.map((state) => (
                <li key={state}>{state}</li>
              ))}
            </ul>
          </>
        ) : null}
        {body}
        <NextStep record={record} words={words} addToCart={addToCart} />
      </article>
    </>
  );
}
