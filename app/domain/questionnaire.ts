// Spec §2.7 and §4 "Hot-site questionnaire": steps, progress, auto-advance, the learn-host level, the
// level-dependent last question, where the last answer leads, and the scheduler's utm fields.
import type { HotSiteQuestion } from "./hot-site-content";
import type { SiteVariant } from "./hot-site";
import type { LevelChoice, LevelId } from "./levels";

export type { YourLevel } from "./levels";

/** §9: answering advances after 100 ms (with JavaScript; without it, each answer is a page). */
export const AUTO_ADVANCE_MS = 100;
/** §4: where the visitor goes when the last question is answered. */
export const QUESTIONNAIRE_DONE_PATH = "/external/individual-plans";

/** The questionnaire's progress: the answers so far and the step on screen (0-based). */
export type QuestionnaireProgress = { answers: string[]; step: number };
export const EMPTY_PROGRESS: QuestionnaireProgress = { answers: [], step: 0 };

/** §4: one step per question, plus the final calendar step. */
export const stepCount = (questions: readonly HotSiteQuestion[]) => questions.length + 1;

/** §2.7 "N out of M", N counted from 1. */
export const progressLabel = (step: number, total: number) => `${step + 1} out of ${total}`;

/** The step to show for stored progress, never past the calendar step nor past the first unanswered question. */
export function currentStep(questions: readonly HotSiteQuestion[], progress: QuestionnaireProgress): number {
  return Math.max(0, Math.min(progress.step, progress.answers.length, questions.length));
}

/** §4: if the last list begins with "level", its options depend on the first answer. */
export function visibleOptions(questions: readonly HotSiteQuestion[], index: number, answers: readonly string[]): string[] {
  const options = questions[index]?.options ?? [];
  return options.filter((option) => option.when === undefined || option.when === answers[0]).map((option) => option.item);
}

export type AnswerResult =
  | { ok: true; progress: QuestionnaireProgress; next: { kind: "step"; step: number } | { kind: "done"; to: string } }
  | { ok: false; error: string };

/**
 * Records the answer to question `index`. Later answers are dropped: after Back, a changed first answer
 * may change the options of the last question. §4: when the answered index + 2 equals the step count
 * (the last question), the visitor goes on to the individual plans.
 */
export function answerQuestion(
  questions: readonly HotSiteQuestion[],
  progress: QuestionnaireProgress,
  index: number,
  answer: string,
): AnswerResult {
  if (!Number.isInteger(index) || index < 0 || index >= questions.length) return { ok: false, error: "This question doesn’t exist." };
  if (index > progress.answers.length) return { ok: false, error: "Please answer the earlier questions first." };
  if (!visibleOptions(questions, index, progress.answers).includes(answer)) return { ok: false, error: "Please choose one of the answers shown." };
  const answers = [...progress.answers.slice(0, index), answer];
  const steps = stepCount(questions);
  if (index + 2 === steps) return { ok: true, progress: { answers, step: index + 1 }, next: { kind: "done", to: QUESTIONNAIRE_DONE_PATH } };
  return { ok: true, progress: { answers, step: index + 1 }, next: { kind: "step", step: index + 1 } };
}

/**
 * A post's answer to question `index` with the answers before it: each post carries the whole sequence,
 * so a post that was cancelled or overtaken (a fast visitor on a slow network) loses nothing. The earlier
 * answers are replayed through the same rules first; a refusal names the question it concerns.
 */
export function answerInSequence(
  questions: readonly HotSiteQuestion[],
  prior: readonly string[],
  index: number,
  answer: string,
): Extract<AnswerResult, { ok: true }> | { ok: false; error: string; question: number } {
  if (index !== prior.length) return { ok: false, error: "Please answer the earlier questions first.", question: index };
  let replayed = EMPTY_PROGRESS;
  for (const [earlierIndex, earlier] of prior.entries()) {
    const step = answerQuestion(questions, replayed, earlierIndex, earlier);
    if (!step.ok) return { ...step, question: earlierIndex };
    replayed = step.progress;
  }
  const result = answerQuestion(questions, replayed, index, answer);
  return result.ok ? result : { ...result, question: index };
}

/** The questionnaire as stored in the session, if it is this variant's (a visitor who switched variant starts afresh). */
export function storedProgress(stored: { variant: SiteVariant; answers: string[]; step: number } | undefined, variant: SiteVariant): QuestionnaireProgress {
  return stored && stored.variant === variant ? { answers: stored.answers, step: stored.step } : EMPTY_PROGRESS;
}

/** The answers as the lead records them: each with its question's title. */
export const leadAnswers = (questions: readonly HotSiteQuestion[], answers: readonly string[]) =>
  answers.map((answer, index) => ({ question: questions[index]?.title ?? "", answer }));

/** §2.7: Back is offered after the first question. */
export function goBack(questions: readonly HotSiteQuestion[], progress: QuestionnaireProgress): QuestionnaireProgress {
  return { answers: progress.answers, step: Math.max(0, currentStep(questions, progress) - 1) };
}

/** §4: on a learn host, the answer to the second question sets yourLevel (course Spanish A1). */
const LEARN_LEVELS: Record<string, LevelId> = {
  Elementary: "beginner",
  Middle: "intermediate",
  "General learning": "intermediate",
  "High school": "advanced",
  "Other professional setting": "advanced",
  Healthcare: "advanced",
  Business: "advanced",
};

export function learnHostLevel(index: number, answer: string): LevelChoice | null {
  if (index !== 1) return null;
  const level = LEARN_LEVELS[answer];
  return level ? { course: "spanish-a1", level } : null;
}

/** §4 and §7: the answers fill these scheduler parameters, in this order, as "question: answer". */
export const QUESTIONNAIRE_UTM_FIELDS = ["utm_medium", "utm_term", "utm_campaign", "utm_content"] as const;
export type QuestionnaireUtm = Partial<Record<(typeof QUESTIONNAIRE_UTM_FIELDS)[number], string>>;

export function questionnaireUtm(questions: readonly HotSiteQuestion[], answers: readonly string[]): QuestionnaireUtm {
  const utm: QuestionnaireUtm = {};
  QUESTIONNAIRE_UTM_FIELDS.forEach((field, index) => {
    const question = questions[index];
    const answer = answers[index];
    if (question && answer) utm[field] = `${question.title}: ${answer}`;
  });
  return utm;
}

/**
 * The questionnaire's background posts change nothing another loader shows (the page already shows the
 * next step), so they don't revalidate: no reload request to be cut off by the next answer or a navigation.
 */
export function isQuestionnairePost(formData: FormData | undefined): boolean {
  const intent = formData?.get("intent");
  return formData?.get("enhanced") === "1" && (intent === "answer" || intent === "back");
}
