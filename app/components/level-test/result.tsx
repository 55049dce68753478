// The level test's result (spec §2.8, issue #5): the estimated CEFR level with the score, what it means,
// the recommended course, and a call to action that opens the scheduler with the level in its utm fields.
import { Form, Link } from "react-router";
import { SchedulerPopupButton } from "~/components/scheduler/scheduler-popup";
import type { SpanishLevelWords } from "~/domain/content/levels";
import { CEFR_MEANING, LEVEL_FOR_BANK, type Cefr, type LevelTestBank } from "~/domain/level-test";
import { courseForCefr, COURSES, LEVEL_TITLES } from "~/domain/levels";

type Props = {
  bank: LevelTestBank;
  result: { score: number; total: number; cefr: Cefr };
  scheduler: { url: string | null; gclid: string | null; reference: string };
  /** The course the result recommends, in its Spanish level entry's words (decision 0071). */
  recommended: SpanishLevelWords;
};

export function LevelTestResultView({ bank, result, scheduler, recommended: course }: Props) {
  return (
    <section className="page-section narrow level-test-result" id="result" aria-labelledby="result-title">
      <p className="eyebrow">Your result</p>
      <h1 id="result-title">Your estimated level: {result.cefr}</h1>
      <p className="level-test-score">
        You answered <strong>{result.score} of {result.total}</strong> questions of the {LEVEL_TITLES[LEVEL_FOR_BANK[bank]].toLowerCase()} test correctly.
      </p>
      <h2>What {result.cefr} means</h2>
      <p>{CEFR_MEANING[result.cefr]}</p>
      {course ? (
        <>
          <h2>Our recommendation: {course.title}</h2>
          <p>{course.description}</p>
        </>
      ) : null}
      <div className="button-row">
        {scheduler.url ? (
          <SchedulerPopupButton
            label="Book a class at your level"
            className="button button-primary button-large"
            fallbackHref="/book/class"
            url={scheduler.url}
            gclid={scheduler.gclid}
            reference={scheduler.reference}
            utm={{ utm_campaign: `Level test: ${result.cefr}`, utm_content: `Recommended course: ${COURSES[courseForCefr(result.cefr)].title}` }}
          />
        ) : null}
        <Link className="button button-secondary button-large" to="/select-level">
          Choose your level and course
        </Link>
      </div>
      <p>We’ve also emailed you this result. It is an estimate: your teacher will confirm your level in your first class.</p>
      <Form method="post">
        <input type="hidden" name="intent" value="restart" />
        <button type="submit" className="button button-ghost">
          Take the test again
        </button>
      </Form>
    </section>
  );
}
