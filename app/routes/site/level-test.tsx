// /level-test/:id? (spec §2.8): choose a level (or "Not sure your level?" → take the test), then the
// bank's 40 questions in short pages, the contact step, and the scored result. Works without JavaScript:
// every page is a form post and the progress lives in the visitor's session.
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/level-test";
import { useRememberedYourLevel } from "~/components/levels/your-level-storage";
import { LevelTestQuestionPage } from "~/components/level-test/question-page";
import { LevelTestContactStep } from "~/components/level-test/contact-step";
import { LevelTestResultView } from "~/components/level-test/result";
import { FormErrors } from "~/components/ui/form-field";
import { formResult } from "~/domain/form-errors";
import { brand } from "~/config/site";
import { LEVEL_TEST_CHOICES } from "~/copy/levels";
import { BANK_FOR_LEVEL, isBank, LEVEL_FOR_BANK, QUESTIONS_PER_PAGE } from "~/domain/level-test";
import { LEVEL_ID_BY_TITLE, LEVEL_TITLES } from "~/domain/levels";
import { readFormOrReject } from "~/lib/edge/form.server";
import { loadLevelTest, postLevelTest } from "~/lib/funnel/level-test.server";
import { pageMeta } from "~/lib/content/seo";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  if (params.id === undefined) return { view: "choose" as const };
  if (!isBank(params.id)) throw data({ message: "There is no such level test." }, { status: 404 });
  return loadLevelTest(context, request, params.id);
}

export async function action({ context, request, params }: Route.ActionArgs) {
  if (!isBank(params.id)) throw data({ message: "There is no such level test." }, { status: 404 });
  const read = await readFormOrReject(request);
  if ("rejected" in read) return read.rejected;
  const { form } = read;
  const outcome = await postLevelTest(context, request, params.id, form);
  if (outcome.ok) throw redirect(outcome.redirectTo, { headers: outcome.headers });
  return data(formResult(String(form.get("intent") ?? ""), outcome.errors, outcome.values), { status: outcome.status ?? 400 });
}

export default function LevelTest({ loaderData, actionData }: Route.ComponentProps) {
  const errors: Record<string, string> = actionData?.errors ?? {};
  const yourLevel = loaderData.view === "result" ? loaderData.yourLevel : null;
  useRememberedYourLevel(yourLevel);

  if (loaderData.view === "choose") {
    return (
      <section className="page-section" aria-labelledby="level-test-title">
        <h1 id="level-test-title">Spanish level test</h1>
        <p className="section-intro">
          Forty questions on grammar, vocabulary, reading and listening. It takes about 20 minutes, it’s free, and you get your estimated
          CEFR level and the course we recommend right away.
        </p>
        <ul className="choice-grid level-test-levels">
          {LEVEL_TEST_CHOICES.map(({ level, text }) => (
            <li key={level} className="choice-card">
              <h2>{level}</h2>
              <p>{text}</p>
              <Link className="button button-secondary" to={`/level-test/${BANK_FOR_LEVEL[LEVEL_ID_BY_TITLE[level]]}`}>
                Start the {level.toLowerCase()} test
              </Link>
            </li>
          ))}
        </ul>
        <div className="cta-block level-test-unsure">
          <h2>Not sure your level?</h2>
          <p>Start with the beginner test: it covers the basics first, so you’ll see quickly where you stand.</p>
          <Link className="button button-primary" to="/level-test/novice">
            Take the test
          </Link>
        </div>
      </section>
    );
  }

  if (loaderData.view === "result") {
    return <LevelTestResultView bank={loaderData.bank} result={loaderData.result} scheduler={loaderData.scheduler} />;
  }

  const values = actionData?.values ?? null;
  return (
    <section className="page-section narrow level-test" aria-labelledby="level-test-title">
      <h1 id="level-test-title">Spanish level test: {LEVEL_TITLES[LEVEL_FOR_BANK[loaderData.bank]]}</h1>
      <div className="level-test-progress">
        <p id="level-test-progress">
          {loaderData.page <= loaderData.pages
            ? `Question ${(loaderData.page - 1) * QUESTIONS_PER_PAGE + 1} of ${loaderData.total}`
            : `All ${loaderData.total} questions answered`}
        </p>
        <progress max={loaderData.total} value={loaderData.answered} aria-labelledby="level-test-progress" />
      </div>
      <FormErrors errors={errors} />
      {loaderData.page <= loaderData.pages ? (
        <LevelTestQuestionPage page={loaderData.page} total={loaderData.total} questions={loaderData.questions} answers={loaderData.answers} errors={errors} />
      ) : (
        <LevelTestContactStep errors={errors} values={values} />
      )}
      {loaderData.page > 1 ? (
        <Form method="post" className="level-test-back">
          <input type="hidden" name="intent" value="back" />
          <button type="submit" className="button button-ghost">
            Back
          </button>
        </Form>
      ) : null}
    </section>
  );
}

export const meta: Route.MetaFunction = ({ params }) =>
  pageMeta({
    title: `${isBank(params.id) ? `${LEVEL_TITLES[LEVEL_FOR_BANK[params.id]]} Spanish level test` : "Spanish level test"} | ${brand.name}`,
    description: "Take our free 40-question Spanish placement test and get your estimated CEFR level (A1–C1) and the course we recommend.",
    path: params.id ? `/level-test/${params.id}` : "/level-test",
    noindex: Boolean(params.id),
  });
