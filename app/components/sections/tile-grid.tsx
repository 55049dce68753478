// Tiles with a title, a line of text and a link — used by "Individual courses" and "Empowering language
// for institutions" (spec §2.5 sections 5 and 8), each closed by its call-to-action button.
import { Link } from "react-router";
import { SectionHeading } from "./section-heading";

export type Tile = { title: string; text: string; href: string };

export function TileGrid({
  id,
  tag,
  title,
  intro,
  tiles,
  button,
  tone = "plain",
}: {
  id: string;
  tag?: string;
  title: string;
  intro?: string;
  tiles: Tile[];
  button: { label: string; href: string };
  tone?: "plain" | "tinted";
}) {
  return (
    <section className={`page-section tile-section tone-${tone}`} aria-labelledby={`${id}-title`}>
      <SectionHeading id={`${id}-title`} tag={tag} title={title} intro={intro} />
      <ul className="tile-grid">
        {tiles.map((tile) => (
          <li key={tile.href} className="tile">
            <h3>
              <Link to={tile.href}>{tile.title}</Link>
            </h3>
            <p>{tile.text}</p>
          </li>
        ))}
      </ul>
      <div className="section-actions">
        <Link className="button button-primary" to={button.href}>
          {button.label}
        </Link>
      </div>
    </section>
  );
}
