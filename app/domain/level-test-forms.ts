// Spec §2.8 and §3: reading the level test's posts — a page of answers, the contact step — and the
// visitor's progress through a bank. The correct answers stay on the server (PublicQuestion).
import { z } from "zod";
import { parseForm, UNEXPECTED_FIELDS, type FormErrors } from "./form-errors";
import { pageSlice, QUESTIONS_PER_PAGE, type Cefr, type LevelTestBank, type LevelTestContact, type PublicQuestion } from "./level-test";
import { US_STATES } from "./us-states";

export type BankQuestion = PublicQuestion & { correctAnswer: string };

/** A bank in progress (answers keyed by form-entry id), then its result: what the session keeps. */
export type TestProgress = {
  bank: LevelTestBank;
  page: number;
  answers: Record<string, string>;
  result?: { submissionId: string; score: number; total: number; cefr: Cefr };
};

/** What the page may see: never the correct answers. */
export const publicQuestions = (questions: BankQuestion[]): PublicQuestion[] =>
  questions.map((q) => ({
    entryId: q.entryId,
    position: q.position,
    question: q.question,
    options: q.options,
    ...(q.audio ? { audio: q.audio, transcript: q.transcript } : {}),
  }));

/** The stored progress for this bank; a visitor who switched bank starts it afresh. */
export function progressFor(stored: TestProgress | undefined, bank: LevelTestBank): TestProgress {
  return stored && stored.bank === bank ? stored : { bank, page: 1, answers: {} };
}

const answerKey = (entryId: number) => `q${entryId}`;

/** One page of answers: each question on the page takes exactly one of its 3 options; nothing else may be sent. */
export function readPageAnswers(questions: BankQuestion[], page: number, form: FormData): { answers: Record<number, string> } | { errors: FormErrors } {
  const onPage = pageSlice(questions, page);
  const allowed = new Set(["intent", "page", ...onPage.map((q) => answerKey(q.entryId))]);
  const errors: FormErrors = {};
  for (const key of new Set(form.keys())) if (!allowed.has(key)) errors.form = UNEXPECTED_FIELDS;
  const answers: Record<number, string> = {};
  for (const q of onPage) {
    const values = form.getAll(answerKey(q.entryId));
    const value = values[0];
    if (values.length !== 1 || typeof value !== "string" || value === "") errors[answerKey(q.entryId)] = `Choose an answer for question ${q.position}.`;
    else if (!q.options.includes(value)) errors[answerKey(q.entryId)] = `Choose one of the 3 answers for question ${q.position}.`;
    else answers[q.entryId] = value;
  }
  return Object.keys(errors).length > 0 ? { errors } : { answers };
}

/** The first page with an unanswered question, or null when every question is answered. */
export function unansweredPage(questions: ReadonlyArray<{ entryId: number }>, answers: Readonly<Record<string, string>>): number | null {
  const first = questions.findIndex((q) => !answers[q.entryId]);
  return first === -1 ? null : Math.floor(first / QUESTIONS_PER_PAGE) + 1;
}

export const contactSchema = z
  .object({
    intent: z.literal("submit"),
    fullName: z.string().trim().min(2, "Please enter your full name.").max(100, "Please use at most 100 characters."),
    email: z.string().trim().max(254, "Enter a valid email").pipe(z.email("Enter a valid email")),
    selected: z.enum(US_STATES, { error: "Choose your state." }),
    privacy: z.literal("on", { error: "Please agree to the privacy policy to get your result." }),
    age: z.literal("on", { error: "Please confirm you are 18 or older, or that a parent or guardian agrees." }),
  })
  .strict();

export function readContact(form: FormData): { contact: LevelTestContact } | { errors: FormErrors } {
  const parsed = parseForm(contactSchema, form);
  if (!parsed.ok) return { errors: parsed.errors };
  const { fullName, email, selected } = parsed.data;
  return { contact: { fullName, email, selected, privacy: true, age: true } };
}
