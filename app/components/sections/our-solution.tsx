// Spec §2.5 section 3 (§3 "Solution"): tag, title, solutions {bold, text}, slogans, optional button and video.
import { Link } from "react-router";
import type { Solution } from "~/domain/page-sections";
import { SectionHeading } from "./section-heading";

export function OurSolution({ solution }: { solution: Solution }) {
  return (
    <section className="page-section our-solution" aria-labelledby="solution-title">
      <SectionHeading id="solution-title" tag={solution.tag} title={solution.title1} />
      <div className="solution-layout">
        <ul className="solution-list">
          {solution.solutions.map((item) => (
            <li key={item.bold}>
              <strong>{item.bold}</strong> {item.text}
            </li>
          ))}
        </ul>
        <div className="solution-aside">
          <p className="slogans" lang="es">
            {solution.slogans.map((slogan) => (
              <span key={slogan}>{slogan}</span>
            ))}
          </p>
          {solution.video ? (
            // oxlint-disable-next-line jsx-a11y/media-has-caption -- the tutorial videos are silent, captioned on screen
            <video controls preload="none" poster={solution.video.poster} title={solution.video.title} src={solution.video.src} />
          ) : null}
          {solution.button ? (
            <Link className="button button-secondary" to={solution.button.href}>
              {solution.button.label}
            </Link>
          ) : null}
        </div>
      </div>
    </section>
  );
}
