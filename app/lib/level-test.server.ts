// The placement level test (spec §2.8): questions from the content layer, progress in the visitor's
// session, every post validated with zod; the submission is stored in D1, scored, forwarded to the form
// service through the outbox, and confirmed by email through the outbox.
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { cloudflareContext } from "~/context";
import { brand } from "~/config/site";
import { SPANISH_LEVELS } from "~/copy/levels";
import { levelTestQuestionEntrySchema } from "~/domain/content/content-types";
import {
  CEFR_MEANING,
  formServicePayload,
  pageSlice,
  QUESTIONS_PER_PAGE,
  scoreLevelTest,
  type LevelTestBank,
  type LevelTestContact,
  type LevelTestResult,
  type PublicQuestion,
} from "~/domain/level-test";
import { US_STATES } from "~/domain/us-states";
import { assetUrl, contentFor } from "./content.server";
import { enqueue } from "./outbox.server";
import { saveVisitor, type Visitor, type VisitorSession } from "./session.server";

export type BankQuestion = PublicQuestion & { correctAnswer: string };

/** The bank's questions in order, with their audio addresses; malformed entries are left out (and logged). */
export async function loadBank(context: Readonly<RouterContextProvider>, bank: LevelTestBank): Promise<BankQuestion[]> {
  const content = contentFor(context);
  const { items } = await content.entries({ content_type: "levelTestQuestion", "fields.bank": bank, limit: 100 });
  const questions: BankQuestion[] = [];
  for (const item of items) {
    const parsed = levelTestQuestionEntrySchema.safeParse(item);
    if (!parsed.success) {
      console.warn(`[level-test] skipped malformed question ${item.sys.id}`);
      continue;
    }
    const f = parsed.data.fields;
    const audioAsset = f.audio ? await content.asset(f.audio.sys.id) : null;
    questions.push({
      entryId: f.entryId,
      position: f.position,
      question: f.question,
      options: f.options,
      correctAnswer: f.correctAnswer,
      ...(audioAsset ? { audio: assetUrl(audioAsset), transcript: f.transcript } : {}),
    });
  }
  return questions.sort((a, b) => a.position - b.position);
}

/** What the page may see: never the correct answers. */
export const publicQuestions = (questions: BankQuestion[]): PublicQuestion[] =>
  questions.map((q) => ({
    entryId: q.entryId,
    position: q.position,
    question: q.question,
    options: q.options,
    ...(q.audio ? { audio: q.audio, transcript: q.transcript } : {}),
  }));

export type FieldErrors = Record<string, string>;
export type TestProgress = NonNullable<Visitor["levelTest"]>;

export function progressFor(visitor: Visitor, bank: LevelTestBank): TestProgress {
  const t = visitor.levelTest;
  return t && t.bank === bank ? t : { bank, page: 1, answers: {} };
}

const answerKey = (entryId: number) => `q${entryId}`;

/** One page of answers: each question on the page takes exactly one of its 3 options; nothing else may be sent. */
export function readPageAnswers(questions: BankQuestion[], page: number, form: FormData): { answers: Record<number, string> } | { errors: FieldErrors } {
  const onPage = pageSlice(questions, page);
  const allowed = new Set(["intent", "page", ...onPage.map((q) => answerKey(q.entryId))]);
  const errors: FieldErrors = {};
  for (const key of new Set(form.keys())) if (!allowed.has(key)) errors.form = "This form has fields it shouldn’t have. Please reload the page and try again.";
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

export function readContact(form: FormData): { contact: LevelTestContact } | { errors: FieldErrors } {
  const parsed = contactSchema.safeParse(Object.fromEntries(form));
  if (parsed.success) {
    const { fullName, email, selected } = parsed.data;
    return { contact: { fullName, email, selected, privacy: true, age: true } };
  }
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.code === "unrecognized_keys" ? "form" : String(issue.path[0] ?? "form");
    errors[key] ??= issue.code === "unrecognized_keys" ? "This form has fields it shouldn’t have. Please reload the page and try again." : issue.message;
  }
  return { errors };
}

function resultEmail(contact: LevelTestContact, result: LevelTestResult) {
  const course = SPANISH_LEVELS.find((level) => level.title === result.yourLevel.course);
  return {
    to: contact.email,
    subject: `Your Spanish level: ${result.cefr} (${result.yourLevel.level})`,
    text: [
      `Hola ${contact.fullName},`,
      "",
      `Thank you for taking the ${brand.name} placement test. You answered ${result.score} of ${result.total} questions correctly.`,
      `Your estimated level is ${result.cefr} (${result.yourLevel.level}). ${CEFR_MEANING[result.cefr]}`,
      "",
      `We recommend ${result.yourLevel.course}${course ? `: ${course.desc}` : "."}`,
      `Book a free class at your level: ${brand.defaultOrigin}/book/class`,
      "",
      `¡Hasta pronto!`,
      `The ${brand.name} team`,
    ].join("\n"),
  };
}

/** Stores, scores and forwards a complete test. The answers must cover every question of the bank. */
export async function submitLevelTest(
  context: Readonly<RouterContextProvider>,
  current: VisitorSession,
  questions: BankQuestion[],
  progress: TestProgress,
  contact: LevelTestContact,
) {
  const { env } = context.get(cloudflareContext);
  const result = scoreLevelTest(progress.bank, questions, progress.answers);
  const submissionId = crypto.randomUUID();
  await env.DB.prepare(
    `INSERT INTO level_test_submissions (id, bank, full_name, email, state, privacy_agreed, age_agreed, answers, score, total, cefr)
     VALUES (?, ?, ?, ?, ?, 1, 1, ?, ?, ?, ?)`,
  )
    .bind(submissionId, progress.bank, contact.fullName, contact.email, contact.selected, JSON.stringify(progress.answers), result.score, result.total, result.cefr)
    .run();
  await enqueue(env, { kind: "form-service", payload: { submissionId, fields: formServicePayload(progress.answers, contact) } });
  await enqueue(env, { kind: "email", payload: resultEmail(contact, result) });
  const visitor: Visitor = {
    ...current.visitor,
    yourLevel: result.yourLevel,
    levelTest: { ...progress, result: { submissionId, score: result.score, total: result.total, cefr: result.cefr } },
  };
  return { result, headers: await saveVisitor(context, current, visitor) };
}

export const unansweredPage = (questions: BankQuestion[], answers: Record<string, string>) => {
  const first = questions.findIndex((q) => !answers[q.entryId]);
  return first === -1 ? null : Math.floor(first / QUESTIONS_PER_PAGE) + 1;
};

