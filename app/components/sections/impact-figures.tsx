import type { impactFigures } from "~/copy/home";
import { SectionHeading } from "./section-heading";

/** Spec §2.5 section 4 "Our impact", with the §9 marketing figures. */
export function ImpactFigures({ copy }: { copy: typeof impactFigures }) {
  return (
    <section className="page-section impact" aria-labelledby="impact-title">
      <SectionHeading id="impact-title" title={copy.title} intro={copy.intro} />
      <dl className="figures">
        {copy.figures.map((figure) => (
          <div key={figure.label} className="figure">
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
