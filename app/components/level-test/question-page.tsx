// One page of the level test: each question with its 3 options (radio buttons), its listening clip
// and transcript when it has one, and its error next to it.
import { Form } from "react-router";
import { AGENT_TOOLS } from "~/copy/agent-tools";
import { FieldError } from "~/components/ui/form-field";
import type { PublicQuestion } from "~/domain/level-test";

type Props = { page: number; total: number; questions: PublicQuestion[]; answers: Record<string, string>; errors: Record<string, string> };

export function LevelTestQuestionPage({ page, total, questions, answers, errors }: Props) {
  return (
    <Form method="post" className="level-test-page" noValidate toolname={AGENT_TOOLS.levelTestAnswers.toolname} tooldescription={AGENT_TOOLS.levelTestAnswers.tooldescription}>
      <input type="hidden" name="intent" value="answers" />
      <input type="hidden" name="page" value={page} />
      {questions.map((q) => {
        const name = `q${q.entryId}`;
        const errorId = `${name}-error`;
        return (
          // A radio group's description for an agent sits on its fieldset, where WebMCP reads it (not on each radio).
          <fieldset key={q.entryId} className="level-test-question" aria-describedby={errors[name] ? errorId : undefined} toolparamdescription={`${AGENT_TOOLS.levelTestAnswers.params.answer} Question ${q.position}: ${q.question}`}>
            <legend>
              <span className="level-test-number">
                Question {q.position} of {total}
              </span>
              <span className="level-test-text" lang="es">
                {q.question}
              </span>
            </legend>
            {q.audio ? (
              <div className="level-test-audio">
                {/* oxlint-disable-next-line jsx-a11y/media-has-caption -- the transcript below is the text alternative */}
                <audio controls preload="none" src={q.audio} aria-label={`Listening clip for question ${q.position}`} />
                {q.transcript ? (
                  <details>
                    <summary>Can’t listen? Read the transcript</summary>
                    <p lang="es">{q.transcript}</p>
                  </details>
                ) : null}
              </div>
            ) : null}
            <ul className="level-test-options">
              {q.options.map((option, index) => (
                <li key={option}>
                  <label>
                    <input type="radio" name={name} value={option} defaultChecked={answers[q.entryId] === option} required />
                    <span lang="es">{option}</span>
                    <span className="visually-hidden">{` (option ${index + 1} of 3)`}</span>
                  </label>
                </li>
              ))}
            </ul>
            <FieldError id={errorId} message={errors[name]} />
          </fieldset>
        );
      })}
      <button type="submit" className="button button-primary">
        Continue
      </button>
    </Form>
  );
}
