// The opening of every marketing page: eyebrow, the page's one h1, short lines, and up to two actions.
import { ButtonLink } from "~/components/ui/links";
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
            <ButtonLink link={primary} className="button button-primary button-large" />
            <ButtonLink link={secondary} className="button button-ghost button-large" />
          </div>
        ) : null}
      </div>
    </section>
  );
}
