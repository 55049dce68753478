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
import { HeroHeading } from "~/components/sections/page-hero";
import { SectionList } from "~/components/sections/section-list";
import { levelTestPage } from "~/content/pages/funnel";
import { fillFacts } from "~/domain/content/fill-facts";
import { contentFor } from "~/lib/content/content.server";
import { sendSections } from "~/lib/content/page-sections.server";
import { BANK_FOR_LEVEL, isBank, LEVEL_FOR_BANK, QUESTIONS_PER_PAGE } from "~/domain/level-test";
import { LEVEL_IDS, LEVEL_TITLES } from "~/domain/levels";
import { readFormOrReject } from "~/lib/edge/form.server";
import { loadLevelTest, postLevelTest } from "~/lib/funnel/level-test.server";
import { pageMeta } from "~/lib/content/seo";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  if (params.id === undefined) {
    // The first screen's words are the page entry at /level-test, the levels' their entries (decision 0071).
    const content = contentFor(context);
    const [page, levels] = await Promise.all([content.pageOr(levelTestPage.path, levelTestPage), content.levels()]);
    return { view: "choose" as const, title: page.title, description: page.description, sections: await sendSections(context, content, page.sections), levels: levels.levels };
  }
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
    const { levels } = loaderData;
    return (
      <section className="page-section" aria-labelledby="level-test-title">
        <SectionList
          sent={loaderData.sections}
          blocks={{
            hero: (hero) => <HeroHeading id="level-test-title" title={hero.title} lines={hero.lines} />,
            levelTestChoice: (words) => (
              <>
                <ul className="choice-grid level-test-levels">
                  {LEVEL_IDS.map((id) => (
                    <li key={id} className="choice-card">
                      <h2>{levels[id].title}</h2>
                      <p>{levels[id].testDescription}</p>
                      <Link className="button button-secondary" to={`/level-test/${BANK_FOR_LEVEL[id]}`}>
                        {fillFacts(words.startButton, { level: levels[id].title.toLowerCase() })}
                      </Link>
                    </li>
                  ))}
                </ul>
                <div className="cta-block level-test-unsure">
                  <h2>{words.unsureTitle}</h2>
                  <p>{words.unsureText}</p>
                  <Link className="button button-primary" to="/level-test/novice">
                    {words.unsureButton}
                  </Link>
                </div>
              </>
            ),
          }}
        />
      </section>
    );
  }

  if (loaderData.view === "result") {
    return <LevelTestResultView bank={loaderData.bank} result={loaderData.result} scheduler={loaderData.scheduler} recommended={loaderData.recommended} />;
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

export const meta: Route.MetaFunction = ({ params, loaderData }) =>
  pageMeta({
    title: loaderData?.view === "choose" ? loaderData.title : `${isBank(params.id) ? `${LEVEL_TITLES[LEVEL_FOR_BANK[params.id]]} Spanish level test` : "Spanish level test"} | ${brand.name}`,
    description: loaderData?.view === "choose" ? loaderData.description : "Take our free 40-question Spanish placement test and get your estimated CEFR level (A1–C1) and the course we recommend.",
    path: params.id ? `/level-test/${params.id}` : "/level-test",
    noindex: Boolean(params.id),
  });
