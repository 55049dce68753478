import { Section } from "./section-heading";

/** Figures that speak for the school — "Our impact" on the home page (spec §2.5, §9 marketing figures). */
export function ImpactFigures({ id = "impact", title, intro, figures }: { id?: string; title: string; intro?: string; figures: Array<{ value: string; label: string }> }) {
  return (
    <Section id={id} className="impact" title={title} intro={intro}>
      <dl className="figures">
        {figures.map((figure) => (
          <div key={figure.label} className="figure">
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
