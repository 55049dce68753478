// Spec §2.6 "Comparison tables" (§3: headers, rows of {icon, color, text}) as a real data table: the
// icon is decorative, the cell's text carries the meaning, and colour is never the only signal.
import type { ComparisonCell } from "~/domain/page-sections";
import { Section } from "./section-heading";

const SYMBOL: Record<ComparisonCell["icon"], string> = { check: "✓", cross: "✕", partial: "◐", none: "" };

export function ComparisonTable({
  id,
  title,
  intro,
  caption,
  headers,
  rows,
}: {
  id: string;
  title: string;
  intro?: string;
  caption: string;
  headers: string[];
  rows: Array<{ label: string; cells: ComparisonCell[] }>;
}) {
  return (
    <Section id={id} className="comparison" title={title} intro={intro}>
      {/* A wide table scrolls inside its own region on small screens. */}
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
        <table>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {headers.map((header, i) => (
                <th key={header} scope="col" className={i === 0 ? "row-label" : undefined}>
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row" className="row-label">
                  {row.label}
                </th>
                {row.cells.map((cell, i) => (
                  <td key={i} className={`cell-${cell.color}`}>
                    {cell.icon !== "none" ? (
                      <span className="cell-icon" aria-hidden="true">
                        {SYMBOL[cell.icon]}
                      </span>
                    ) : null}
                    {cell.text}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
