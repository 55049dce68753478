// §2.7 / §4 questionnaire: "N out of M" and a progress bar, Back after the first question, no Next
// button (an answer advances after 100 ms), and a final calendar step. Every answer is a form post the
// server keeps in the session, so it works without JavaScript; with it, the fetcher posts in the
// background and the next question appears at once.
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Form, useFetcher } from "react-router";
import { rememberYourLevel } from "~/components/levels/your-level-storage";
import { useHydrated } from "~/components/ui/client-only";
import { FormMessage } from "~/components/ui/form-field";
import type { HotSiteQuestion } from "~/domain/hot-site-content";
import {
  answerQuestion,
  AUTO_ADVANCE_MS,
  currentStep,
  goBack,
  learnHostLevel,
  progressLabel,
  questionnaireUtm,
  QUESTIONNAIRE_DONE_PATH,
  stepCount,
  visibleOptions,
  type QuestionnaireProgress,
} from "~/domain/questionnaire";
import { schedulerUtm } from "~/domain/scheduler";
import type { BookingWords } from "~/domain/page-sections";
import { AGENT_TOOLS } from "~/copy/agent-tools";

// The calendar is the last step only: its code (shared with the book-demo dialog) loads when a visitor
// gets there. The server renders it in full whenever the page starts on that step (entry.server.tsx).
const Scheduler = lazy(() => import("~/components/scheduler/book-demo-content").then((m) => ({ default: m.Scheduler })));

type Props = {
  id: string;
  title: string;
  intro: string;
  questions: HotSiteQuestion[];
  progress: QuestionnaireProgress;
  learnHost: boolean;
  error: { message: string; question?: number } | null;
  scheduler: { url: string | null; gclid: string | null; reference?: string; words: BookingWords };
};

export function Questionnaire({ id, title, intro, questions, progress: initial, learnHost, error, scheduler }: Props) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<{ questionnaire?: { message: string; question?: number } }>();
  const [progress, setProgress] = useState(initial);
  const [chosen, setChosen] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const step = currentStep(questions, progress);
  const total = stepCount(questions);

  // After a step changes, focus its question so keyboard and screen-reader users follow along.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  // A rejected answer (a stale page, a tampered post): back to that question, where its message shows.
  const rejected = fetcher.data?.questionnaire;
  useEffect(() => {
    if (rejected?.question === undefined) return;
    const at = rejected.question;
    // oxlint-disable-next-line react/set-state-in-effect -- following the server's answer to a background post
    setChosen(null);
    setProgress((current) => ({ answers: current.answers.slice(0, at), step: at }));
  }, [rejected]);

  if (questions.length === 0) return null;
  const serverError = rejected ?? error;

  function answer(index: number, option: string) {
    const result = answerQuestion(questions, { answers: progress.answers, step }, index, option);
    if (!result.ok) return;
    setChosen(option);
    const level = learnHost ? learnHostLevel(index, option) : null;
    if (level) rememberYourLevel(level);
    // Each post carries every answer so far; the last one's answer is a redirect to the plans, which the
    // fetcher follows (§4).
    const body = new FormData();
    body.set("intent", "answer");
    body.set("question", String(index));
    body.set("answer", option);
    body.set("enhanced", "1");
    for (const earlier of progress.answers.slice(0, index)) body.append("prior", earlier);
    // A quicker next answer cancels this post; nothing is lost, since the next one carries this answer too.
    void fetcher.submit(body, { method: "post" });
    if (result.next.kind === "step") {
      window.setTimeout(() => {
        moved.current = true;
        setChosen(null);
        setProgress(result.progress);
      }, AUTO_ADVANCE_MS);
    }
  }

  function back() {
    moved.current = true;
    setChosen(null);
    setProgress(goBack(questions, progress));
    void fetcher.submit({ intent: "back", enhanced: "1" }, { method: "post" });
  }

  const question = questions[step];
  const options = question ? visibleOptions(questions, step, progress.answers) : [];
  const answered = progress.answers[step];

  return (
    <section className="page-section questionnaire" id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p className="section-intro">{intro}</p>
      <div className="questionnaire-card">
        <div className="questionnaire-progress">
          <p id={`${id}-progress`}>{progressLabel(step, total)}</p>
          <progress max={total} value={step + 1} aria-labelledby={`${id}-progress`} />
        </div>
        {question ? (
          <Form
            method="post"
            className="questionnaire-step"
            toolname={AGENT_TOOLS.questionnaire.toolname}
            tooldescription={AGENT_TOOLS.questionnaire.tooldescription}
            toolautosubmit=""
            onSubmit={(event) => {
              if (!hydrated) return;
              event.preventDefault();
              // A submit no option button made is an agent's (WebMCP): its answer is in the list.
              const choice = new FormData(event.currentTarget).get("choice");
              if (typeof choice === "string" && choice) answer(step, choice);
            }}
          >
            <fieldset aria-describedby={serverError?.question === step ? `${id}-error` : undefined}>
              <legend>
                <h3 ref={heading} tabIndex={-1}>
                  {question.title}
                </h3>
              </legend>
              <input type="hidden" name="intent" value="answer" />
              <input type="hidden" name="question" value={step} />
              {progress.answers.slice(0, step).map((earlier, index) => (
                <input key={index} type="hidden" name="prior" value={earlier} />
              ))}
              {/* For AI agents only (WebMCP makes a form's fields its tool's parameters, and buttons aren't fields):
                  the same options as a list, hidden from people, who press the buttons. */}
              <select name="choice" hidden defaultValue="" toolparamdescription={`${AGENT_TOOLS.questionnaire.params.choice} ${question.title}`}>
                <option value="">No answer yet</option>
                {options.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
              <ul className="questionnaire-options">
                {options.map((option) => {
                  const selected = chosen === option || (chosen === null && answered === option);
                  return (
                    <li key={option}>
                      <button
                        type="submit"
                        name="answer"
                        value={option}
                        className="option-button"
                        aria-pressed={selected}
                        onClick={(event) => {
                          if (!hydrated) return;
                          event.preventDefault();
                          answer(step, option);
                        }}
                      >
                        {option}
                      </button>
                    </li>
                  );
                })}
              </ul>
              {/* One question at a time: its message is the form's, announced, and the question points at it. */}
              {serverError && (serverError.question === undefined || serverError.question === step) ? <FormMessage id={`${id}-error`} error={serverError.message} /> : null}
            </fieldset>
          </Form>
        ) : (
          <div className="questionnaire-step questionnaire-calendar">
            <h3 ref={heading} tabIndex={-1}>
              Book your free class
            </h3>
            <p>
              Thanks for your answers. Choose a time below and your teacher will have them before the class — or{" "}
              <a href={QUESTIONNAIRE_DONE_PATH}>choose your weekly plan first</a>.
            </p>
            {scheduler.url ? (
              <Suspense fallback={<p className="scheduler-loading" role="status">Loading the calendar…</p>}>
                <Scheduler
                  url={scheduler.url}
                  utm={schedulerUtm(scheduler.gclid, questionnaireUtm(questions, progress.answers))}
                  reference={scheduler.reference}
                  words={scheduler.words}
                  sized
                />
              </Suspense>
            ) : null}
          </div>
        )}
        {step > 0 ? (
          <Form method="post" className="questionnaire-back">
            <input type="hidden" name="intent" value="back" />
            <button
              type="submit"
              className="button button-ghost"
              onClick={(event) => {
                if (!hydrated) return;
                event.preventDefault();
                back();
              }}
            >
              Back
            </button>
          </Form>
        ) : null}
      </div>
    </section>
  );
}
