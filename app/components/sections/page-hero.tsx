// The opening of every marketing page: eyebrow, the page's one h1, short lines, and up to two actions.
import { Link } from "react-router";
import type { Link as LinkData } from "~/domain/page-sections";

export function PageHero({ eyebrow, title, lines, primary, secondary }: { eyebrow?: string; title: string; lines: string[]; primary?: LinkData; secondary?: LinkData }) {
  return (
    <section className="hero hero-compact" aria-labelledby="page-title">
      <div className="hero-inner">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1 id="page-title">{title}</h1>
        <div className="hero-description">
          {lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
        {primary || secondary ? (
          <div className="button-row">
            {primary ? (
              <Link className="button button-primary button-large" to={primary.href}>
                {primary.label}
              </Link>
            ) : null}
            {secondary ? (
              <Link className="button button-ghost button-large" to={secondary.href}>
                {secondary.label}
              </Link>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
