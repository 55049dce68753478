// /level-test/:id? (spec §2.8): choose a level (or "Not sure your level?" → take the test), then the
// bank's 40 questions in short pages, the contact step, and the scored result. Works without JavaScript:
// every page is a form post and the progress lives in the visitor's session.
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/level-test";
import { useRememberedYourLevel } from "~/components/levels/your-level-storage";
import { LevelTestQuestionPage } from "~/components/level-test/question-page";
import { LevelTestContactStep } from "~/components/level-test/contact-step";
import { LevelTestResultView } from "~/components/level-test/result";
import { brand } from "~/config/site";
import { requestContext } from "~/context";
import { BANK_FOR_LEVEL, isBank, pageCount, pageSlice, QUESTIONS_PER_BANK, QUESTIONS_PER_PAGE } from "~/domain/level-test";
import { readForm, rejectedForm } from "~/lib/form.server";
import {
  loadBank,
  progressFor,
  publicQuestions,
  readContact,
  readPageAnswers,
  submitLevelTest,
  unansweredPage,
} from "~/lib/level-test.server";
import { readVisitor, saveVisitor } from "~/lib/session.server";
import { pageMeta } from "~/lib/seo";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  if (params.id === undefined) return { view: "choose" as const };
  if (!isBank(params.id)) throw data({ message: "There is no such level test." }, { status: 404 });
  const [questions, { visitor }] = await Promise.all([loadBank(context, params.id), readVisitor(context, request)]);
  const progress = progressFor(visitor, params.id);
  const { config, gclid } = context.get(requestContext);
  if (progress.result) {
    return {
      view: "result" as const,
      bank: params.id,
      result: progress.result,
      yourLevel: visitor.yourLevel ?? null,
      scheduler: { url: config.schedulerUrls.class ?? config.schedulerUrls.demo ?? null, gclid, reference: visitor.funnelId },
    };
  }
  const pages = pageCount(questions.length);
  const page = Math.min(progress.page, pages + 1);
  return {
    view: "test" as const,
    bank: params.id,
    page,
    pages,
    total: questions.length,
    answered: Object.keys(progress.answers).length,
    answers: progress.answers,
    questions: page <= pages ? publicQuestions(pageSlice(questions, page)) : [],
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  if (!isBank(params.id)) throw data({ message: "There is no such level test." }, { status: 404 });
  let form: FormData;
  try {
    form = await readForm(request);
  } catch (error) {
    return rejectedForm(error);
  }
  const bank = params.id;
  const [questions, current] = await Promise.all([loadBank(context, bank), readVisitor(context, request)]);
  const progress = progressFor(current.visitor, bank);
  const here = `/level-test/${bank}`;
  const intent = form.get("intent");

  if (intent === "restart") {
    throw redirect(here, { headers: await saveVisitor(context, current, { ...current.visitor, levelTest: { bank, page: 1, answers: {} } }) });
  }
  if (intent === "back") {
    const page = Math.max(1, progress.page - 1);
    throw redirect(here, { headers: await saveVisitor(context, current, { ...current.visitor, levelTest: { ...progress, page } }) });
  }
  if (intent === "answers") {
    const page = Number(form.get("page"));
    if (!Number.isInteger(page) || page < 1 || page > pageCount(questions.length)) return data({ errors: { form: "This page of the test doesn’t exist." } }, { status: 400 });
    const read = readPageAnswers(questions, page, form);
    if ("errors" in read) return data({ errors: read.errors }, { status: 400 });
    const answers = { ...progress.answers, ...Object.fromEntries(Object.entries(read.answers).map(([id, value]) => [id, value])) };
    const levelTest = { bank, answers, page: page + 1 };
    throw redirect(here, { headers: await saveVisitor(context, current, { ...current.visitor, levelTest }) });
  }
  if (intent === "submit") {
    const missing = unansweredPage(questions, progress.answers);
    if (missing !== null || questions.length !== QUESTIONS_PER_BANK) {
      return data({ errors: { form: `Some questions are still unanswered. Please go back to page ${missing ?? 1} and answer them.` } }, { status: 400 });
    }
    const read = readContact(form);
    if ("errors" in read) return data({ errors: read.errors, values: contactValues(form) }, { status: 400 });
    const { headers } = await submitLevelTest(context, current, questions, progress, read.contact);
    throw redirect(`${here}#result`, { headers });
  }
  return data({ errors: { form: "Unknown action." } }, { status: 400 });
}

/** What the visitor typed, echoed back next to the errors (capped, never trusted). */
function contactValues(form: FormData) {
  const text = (key: string, max: number) => String(form.get(key) ?? "").slice(0, max);
  return { fullName: text("fullName", 100), email: text("email", 254), selected: text("selected", 40), privacy: form.get("privacy") === "on", age: form.get("age") === "on" };
}

const LEVELS = [
  { level: "Beginner", text: "New to Spanish, or you know some words and everyday phrases (A1–A2)." },
  { level: "Intermediate", text: "You get by in conversation and want to check where you stand (B1–B2)." },
  { level: "Advanced", text: "You speak with confidence and want to confirm a C1 level." },
] as const;

export default function LevelTest({ loaderData, actionData }: Route.ComponentProps) {
  const errors = actionData && "errors" in actionData ? (actionData.errors as Record<string, string>) : actionData && "formError" in actionData ? { form: actionData.formError } : {};
  const yourLevel = loaderData.view === "result" ? loaderData.yourLevel : null;
  useRememberedYourLevel(yourLevel);

  if (loaderData.view === "choose") {
    return (
      <section className="page-section" aria-labelledby="level-test-title">
        <h1 id="level-test-title">Spanish level test</h1>
        <p className="section-intro">
          Forty questions on grammar, vocabulary, reading and listening. It takes about 20 minutes, it’s free, and you get your estimated
          CEFR level and the course we recommend straight away.
        </p>
        <ul className="choice-grid level-test-levels">
          {LEVELS.map(({ level, text }) => (
            <li key={level} className="choice-card">
              <h2>{level}</h2>
              <p>{text}</p>
              <Link className="button button-secondary" to={`/level-test/${BANK_FOR_LEVEL[level]}`}>
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

  const values = actionData && "values" in actionData ? (actionData.values as Parameters<typeof LevelTestContactStep>[0]["values"]) : null;
  return (
    <section className="page-section narrow level-test" aria-labelledby="level-test-title">
      <h1 id="level-test-title">Spanish level test: {LEVELS.find((l) => BANK_FOR_LEVEL[l.level] === loaderData.bank)?.level}</h1>
      <div className="level-test-progress">
        <p id="level-test-progress">
          {loaderData.page <= loaderData.pages
            ? `Question ${(loaderData.page - 1) * QUESTIONS_PER_PAGE + 1} of ${loaderData.total}`
            : `All ${loaderData.total} questions answered`}
        </p>
        <progress max={loaderData.total} value={loaderData.answered} aria-labelledby="level-test-progress" />
      </div>
      {errors.form ? (
        <p className="field-error" role="alert">
          {errors.form}
        </p>
      ) : null}
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

const BANK_TITLE: Record<string, string> = { novice: "Beginner", intermediate: "Intermediate", advanced: "Advanced" };

export const meta: Route.MetaFunction = ({ params }) =>
  pageMeta({
    title: `${params.id && BANK_TITLE[params.id] ? `${BANK_TITLE[params.id]} Spanish level test` : "Spanish level test"} | ${brand.name}`,
    description: "Take our free 40-question Spanish placement test and get your estimated CEFR level (A1–C1) and the course we recommend.",
    path: params.id ? `/level-test/${params.id}` : "/level-test",
    noindex: Boolean(params.id),
  });
