// Spec §2.5 section 3 (§3 "Solution"): tag, title, solutions {bold, text}, slogans, optional button and video.
import { Link } from "react-router";
import type { Solution } from "~/domain/page-sections";
import type { SolutionVideo } from "~/domain/section-data";
import { SectionHeading } from "./section-heading";

/** `video` is the section's video resolved from its assets (decision 0083), or null. */
export function OurSolution({ solution, video }: { solution: Solution; video: SolutionVideo | null }) {
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
          {video ? (
            // oxlint-disable-next-line jsx-a11y/media-has-caption -- captions are the <track> below when the video has them
            <video controls preload="none" poster={video.poster} title={video.title} src={video.src}>
              {video.captions ? <track kind="captions" src={video.captions} srcLang="en" label="English" default /> : null}
            </video>
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
