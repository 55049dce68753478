// Spec §2.5 section 1: two title lines, three description lines, the free-trial button and 'Discover more'.
import { Link } from "react-router";
import { FREE_TRIAL_PATH } from "~/domain/free-trial";
import type { Section } from "~/domain/page-sections";
import { useFieldTags } from "./section-heading";

type HomeHeader = Omit<Extract<Section, { type: "homeHero" }>, "type">;

export function HomeHero({ copy }: { copy: HomeHeader }) {
  // In an editor's preview each line opens its field of the section's entry (decision 0065); none for visitors.
  const field = useFieldTags();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero-inner">
        <h1 id="hero-title" {...field("title1")}>
          {/* One block with a line break, not two blocks: the heading stays a single paint (the page's LCP element). */}
          {copy.title1}
          <br />
          <span className="hero-title-2" {...field("title2")}>
            {copy.title2}
          </span>
        </h1>
        <div className="hero-description">
          <p {...field("desc1")}>{copy.desc1}</p>
          <p {...field("desc2")}>{copy.desc2}</p>
          <p {...field("desc3")}>{copy.desc3}</p>
        </div>
        <div className="button-row">
          <Link className="button button-primary button-large" to={FREE_TRIAL_PATH} {...field("button1")}>
            {copy.button1}
          </Link>
          {/* An in-page link: it scrolls to the courses with or without JavaScript (smoothly unless motion is reduced). */}
          <a className="button button-ghost button-large" href={`#${copy.scrollElement}`} {...field("button2")}>
            {copy.button2}
          </a>
        </div>
      </div>
      <HeroArt />
    </section>
  );
}

function HeroArt() {
  return (
    <svg className="hero-art" viewBox="0 0 480 360" width="480" height="360" aria-hidden="true" focusable="false">
      <rect x="40" y="40" width="400" height="260" rx="24" fill="#fff7ed" />
      <rect x="64" y="64" width="168" height="112" rx="16" fill="#0f766e" />
      <circle cx="148" cy="108" r="26" fill="#fde68a" />
      <rect x="116" y="140" width="64" height="28" rx="14" fill="#fde68a" />
      <rect x="248" y="64" width="168" height="112" rx="16" fill="#f97360" />
      <circle cx="332" cy="108" r="26" fill="#fff7ed" />
      <rect x="300" y="140" width="64" height="28" rx="14" fill="#fff7ed" />
      <rect x="64" y="192" width="352" height="84" rx="16" fill="#ffffff" />
      <rect x="88" y="212" width="200" height="14" rx="7" fill="#0f766e" />
      <rect x="88" y="238" width="280" height="14" rx="7" fill="#cbd5e1" />
      <path d="M380 18c22 0 40 14 40 32s-18 32-40 32h-6l-14 14v-16c-12-6-20-17-20-30 0-18 18-32 40-32z" fill="#facc15" />
      <path d="M364 48c5-7 10 2 16-3s10 2 16-2" stroke="#334155" strokeWidth="4" fill="none" strokeLinecap="round" />
    </svg>
  );
}
