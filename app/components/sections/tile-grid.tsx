// Tiles with a title, a line of text, and optionally an icon and a link — "Individual courses" and
// "Empowering language for institutions" on the home page (spec §2.5), and feature grids elsewhere.
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/domain/page-sections";
import { SectionHeading } from "./section-heading";

export type Tile = { title: string; text: string; href?: string; icon?: IconName };

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
  button?: { label: string; href: string };
  tone?: "plain" | "tinted";
}) {
  return (
    <section className={`page-section tile-section tone-${tone}`} aria-labelledby={`${id}-title`}>
      <SectionHeading id={`${id}-title`} tag={tag} title={title} intro={intro} />
      <ul className={`tile-grid tile-count-${Math.min(tiles.length, 4)}`}>
        {tiles.map((tile) => (
          <li key={tile.title} className="tile">
            {tile.icon ? <Icon name={tile.icon} className="tile-icon" size={28} /> : null}
            <h3>
              {tile.href ? (
                // A document (a PDF from /documents/…) downloads; a page opens in the app.
                tile.href.startsWith("/documents/") ? (
                  <a href={tile.href} download>
                    {tile.title}
                  </a>
                ) : (
                  <Link to={tile.href}>{tile.title}</Link>
                )
              ) : (
                tile.title
              )}
            </h3>
            <p>{tile.text}</p>
          </li>
        ))}
      </ul>
      {button ? (
        <div className="section-actions">
          <Link className="button button-primary" to={button.href}>
            {button.label}
          </Link>
        </div>
      ) : null}
    </section>
  );
}
