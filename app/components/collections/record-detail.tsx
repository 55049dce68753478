// A collection record's page: breadcrumb, the record's one h1, its facts, its text, and what to do next.
import { Link } from "react-router";
import { RichText } from "~/components/ui/rich-text";
import { AddToCart, type AddToCartRefusal } from "~/components/shop/add-to-cart";
import { COLLECTIONS } from "~/domain/collections/kinds";
import type { RecordView } from "~/domain/collections/views";
import { ContentImage } from "~/components/ui/content-image";

function Breadcrumb({ record }: { record: RecordView }) {
  const config = COLLECTIONS[record.kind];
  return (
    <nav className="breadcrumb" aria-label="Breadcrumb">
      <ol>
        <li>
          <Link to="/">Home</Link>
        </li>
        {config.listPath ? (
          <li>
            <Link to={config.listPath}>{config.listTitle}</Link>
          </li>
        ) : null}
        <li>
          <span aria-current="page">{record.title}</span>
        </li>
      </ol>
    </nav>
  );
}


function NextStep({ record, addToCart }: { record: RecordView; addToCart?: AddToCartRefusal }) {
  switch (record.kind) {
    case "ebooks":
      return record.file ? (
        <a className="button button-primary" href={record.file.url} download>
          Download the eBook (PDF, {record.file.pages} pages, {record.file.sizeKb} KB)
        </a>
      ) : null;
    case "events":
      return record.past ? (
        <p className="event-past">This event has taken place. See our <Link to={COLLECTIONS.events.listPath ?? "/"}>upcoming events</Link>.</p>
      ) : (
        <Link className="button button-primary" to={`/contact-hablarte?topic=${encodeURIComponent(`Event: ${record.title}`)}`}>
          Save my place
        </Link>
      );
    case "products":
      return (
        <div className="button-row">
          <AddToCart slug={record.key} title={record.title} price={record.price} refused={addToCart} />
          <Link className="button button-secondary" to={`/product-details?product=${encodeURIComponent(record.key)}`}>
            Compare with the other levels
          </Link>
          <Link className="button button-ghost" to="/purchase-tutorial">
            How buying works
          </Link>
        </div>
      );
    case "k12Programs":
      return (
        <div className="button-row">
          <Link className="button button-primary" to="/catalog">
            See the curriculum catalog
          </Link>
          <Link className="button button-secondary" to="/try-hablarte-for-free">
            Book a demo class
          </Link>
        </div>
      );
    default:
      return null;
  }
}

export function RecordDetail({ record, addToCart }: { record: RecordView; addToCart?: AddToCartRefusal }) {
  return (
    <>
      <article className="page-section narrow record" aria-labelledby="record-title">
        <Breadcrumb record={record} />
        {record.kind === "articles" && record.category ? <p className="eyebrow">{record.category}</p> : null}
        {record.kind === "courses" && record.mostPopular ? <p className="badge badge-accent">Most Popular</p> : null}
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
            <h2>What you get</h2>
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
            <h2>Approved by the Departments of Education of</h2>
            <ul className="state-list">
              {record.approvedStates.map((state) => (
                <li key={state}>{state}</li>
              ))}
            </ul>
          </>
        ) : null}
        {record.body ? <RichText document={record.body} /> : null}
        <NextStep record={record} addToCart={addToCart} />
      </article>
    </>
  );
}
