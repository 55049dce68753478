// The hot-site landing (spec §2.7), shown at "/" on landing hosts.
import { Link } from "react-router";
import { LANDING_COPY, LANDING_LINKS } from "~/copy/hot-sites";
import type { SiteVariant } from "~/domain/hot-site";
import { useFilledCopy } from "~/components/layout/site-facts";
import type { HotSiteQuestion, LandingTestimonial, LandingTutorial, LevelTab } from "~/domain/hot-site-content";
import type { QuestionnaireProgress } from "~/domain/questionnaire";
import { SchedulerPopupButton } from "~/components/scheduler/scheduler-popup";
import type { BookingWords } from "~/domain/page-sections";
import { ChatRemover } from "./chat-remover";
import { LevelTabs } from "./level-tabs";
import { Questionnaire } from "./questionnaire";
import { TestimonialCarousel } from "./testimonial-carousel";
import { TutorialVideo } from "./tutorial-video";

export type LandingProps = {
  variant: SiteVariant;
  title: string | null;
  testimonials: LandingTestimonial[];
  questions: HotSiteQuestion[];
  levels: LevelTab[];
  tutorials: LandingTutorial[];
  progress: QuestionnaireProgress;
  learnHost: boolean;
  error: { message: string; question?: number } | null;
  scheduler: { url: string | null; gclid: string | null; reference?: string; words: BookingWords };
};

function LandingLinks() {
  const links = useFilledCopy(LANDING_LINKS);
  return (
    <div className="button-row">
      <Link className="button button-primary button-large" to={links.free.href}>
        {links.free.label}
      </Link>
      <Link className="button button-ghost button-large" to={links.download.href}>
        {links.download.label}
      </Link>
    </div>
  );
}

export function HotSiteLanding(props: LandingProps) {
  const copy = useFilledCopy(LANDING_COPY[props.variant]);
  return (
    <>
      <ChatRemover />
      <section className="hero hero-compact hot-hero" aria-labelledby="landing-title">
        <div className="hero-inner">
          <p className="eyebrow">{copy.eyebrow}</p>
          <h1 id="landing-title">{props.title ?? copy.fallbackTitle}</h1>
          <div className="hero-description">
            {copy.lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
          <div className="button-row">
            <a className="button button-primary button-large" href="#questionnaire">
              Find my class
            </a>
            {props.scheduler.url ? (
              <SchedulerPopupButton
                label="See free class times"
                fallbackHref="/external/book/demo"
                url={props.scheduler.url}
                gclid={props.scheduler.gclid}
                reference={props.scheduler.reference}
              />
            ) : null}
          </div>
        </div>
      </section>
      <section className="hot-badges" aria-label="Why families and learners choose us">
        <ul className="badge-list">
          {copy.badges.map((badge) => (
            <li key={badge} className="hot-badge">
              {badge}
            </li>
          ))}
        </ul>
      </section>
      <Questionnaire
        id="questionnaire"
        title={copy.questionnaireTitle}
        intro={copy.questionnaireIntro}
        questions={props.questions}
        progress={props.progress}
        learnHost={props.learnHost}
        error={props.error}
        scheduler={props.scheduler}
      />
      <TestimonialCarousel id="stories" title={copy.testimonialsTitle} stories={props.testimonials} />
      <LevelTabs id="levels" title={copy.levelsTitle} intro={copy.levelsIntro} levels={props.levels} />
      {props.tutorials.length > 0 ? (
        <section className="page-section hot-tutorials" aria-labelledby="tutorials-title">
          <h2 id="tutorials-title">{copy.tutorialsTitle}</h2>
          <div className="tutorial-grid">
            {props.tutorials.map((tutorial) => (
              <TutorialVideo key={tutorial.title} tutorial={tutorial} />
            ))}
          </div>
        </section>
      ) : null}
      <section className="page-section narrow hot-closing" aria-labelledby="closing-title">
        <h2 id="closing-title">{copy.closingTitle}</h2>
        <p>{copy.closingText}</p>
        <LandingLinks />
      </section>
    </>
  );
}
