// The placement level test (spec §2.8): questions from the content layer, progress in the visitor's
// session, every post validated with zod; the submission is stored in D1, scored, forwarded to the form
// service through the outbox, and confirmed by email through the outbox.
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { cloudflareContext, requestContext } from "~/context";
import { brand } from "~/config/site";
import { SPANISH_LEVELS } from "~/copy/levels";
import { levelTestQuestionEntrySchema } from "~/domain/content/content-types";
import {
  CEFR_MEANING,
  formServicePayload,
  pageCount,
  pageSlice,
  QUESTIONS_PER_BANK,
  QUESTIONS_PER_PAGE,
  scoreLevelTest,
  type LevelTestBank,
  type LevelTestContact,
  type LevelTestResult,
  type PublicQuestion,
} from "~/domain/level-test";
import { fieldErrors, UNEXPECTED_FIELDS } from "~/domain/form-errors";
import { US_STATES } from "~/domain/us-states";
import { assetUrl, contentFor } from "./content.server";
import { RATE_LIMITS } from "~/domain/rate-limits";
import { dispatch, storeDelivery } from "./outbox.server";
import { withinRateLimit } from "./rate-limit.server";
import { readVisitor, saveVisitor, type Visitor, type VisitorSession } from "./session.server";

export type BankQuestion = PublicQuestion & { correctAnswer: string };

/** The bank's questions in order, with their audio addresses; malformed entries are left out (and logged). */
export async function loadBank(context: Readonly<RouterContextProvider>, bank: LevelTestBank): Promise<BankQuestion[]> {
  const content = contentFor(context);
  const { items } = await content.entries({ content_type: "levelTestQuestion", "fields.bank": bank, limit: 100 });
  const questions: Array<z.infer<typeof levelTestQuestionEntrySchema>["fields"]> = [];
  for (const item of items) {
    const parsed = levelTestQuestionEntrySchema.safeParse(item);
    if (!parsed.success) {
      console.warn(`[level-test] skipped malformed question ${item.sys.id}`);
      continue;
    }
    questions.push(parsed.data.fields);
  }
  // The clips' addresses, looked up together.
  const withAudio = await Promise.all(
    questions.map(async (f): Promise<BankQuestion> => {
      const audioAsset = f.audio ? await content.asset(f.audio.sys.id) : null;
      const question = { entryId: f.entryId, position: f.position, question: f.question, options: f.options, correctAnswer: f.correctAnswer };
      return audioAsset ? { ...question, audio: assetUrl(audioAsset), transcript: f.transcript } : question;
    }),
  );
  return withAudio.sort((a, b) => a.position - b.position);
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
  return { errors: fieldErrors(parsed.error) };
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
async function submitLevelTest(
  context: Readonly<RouterContextProvider>,
  current: VisitorSession,
  questions: BankQuestion[],
  progress: TestProgress,
  contact: LevelTestContact,
) {
  const { env } = context.get(cloudflareContext);
  const result = scoreLevelTest(progress.bank, questions, progress.answers);
  const submissionId = crypto.randomUUID();
  // The submission and its two deliveries in one batch (a transaction): all kept, or none.
  const toFormService = storeDelivery(env, { kind: "form-service", payload: { submissionId, fields: formServicePayload(progress.answers, contact) } });
  const toVisitor = storeDelivery(env, { kind: "email", payload: resultEmail(contact, result) });
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO level_test_submissions (id, bank, full_name, email, state, privacy_agreed, age_agreed, answers, score, total, cefr)
       VALUES (?, ?, ?, ?, ?, 1, 1, ?, ?, ?, ?)`,
    ).bind(submissionId, progress.bank, contact.fullName, contact.email, contact.selected, JSON.stringify(progress.answers), result.score, result.total, result.cefr),
    toFormService.statement,
    toVisitor.statement,
  ]);
  await Promise.all([dispatch(env, toFormService.id), dispatch(env, toVisitor.id)]);
  const visitor: Visitor = {
    ...current.visitor,
    yourLevel: result.yourLevel,
    levelTest: { ...progress, result: { submissionId, score: result.score, total: result.total, cefr: result.cefr } },
  };
  return { result, headers: await saveVisitor(context, current, visitor) };
}

const unansweredPage = (questions: BankQuestion[], answers: Record<string, string>) => {
  const first = questions.findIndex((q) => !answers[q.entryId]);
  return first === -1 ? null : Math.floor(first / QUESTIONS_PER_PAGE) + 1;
};

/** What the visitor typed, echoed back next to the errors (capped, never trusted). */
function contactValues(form: FormData) {
  const text = (key: string, max: number) => String(form.get(key) ?? "").slice(0, max);
  return { fullName: text("fullName", 100), email: text("email", 254), selected: text("selected", 40), privacy: form.get("privacy") === "on", age: form.get("age") === "on" };
}

export type ContactValues = ReturnType<typeof contactValues>;

/** The screen for a bank: the result once submitted, else the current page of questions or the contact step. */
export async function loadLevelTest(context: Readonly<RouterContextProvider>, request: Request, bank: LevelTestBank) {
  const [questions, { visitor }] = await Promise.all([loadBank(context, bank), readVisitor(context, request)]);
  const progress = progressFor(visitor, bank);
  if (progress.result) {
    const { config, gclid } = context.get(requestContext);
    return {
      view: "result" as const,
      bank,
      result: progress.result,
      yourLevel: visitor.yourLevel ?? null,
      scheduler: { url: config.schedulerUrls.class ?? config.schedulerUrls.demo ?? null, gclid, reference: visitor.funnelId },
    };
  }
  const pages = pageCount(questions.length);
  const page = Math.min(progress.page, pages + 1);
  return {
    view: "test" as const,
    bank,
    page,
    pages,
    total: questions.length,
    answered: Object.keys(progress.answers).length,
    answers: progress.answers,
    questions: page <= pages ? publicQuestions(pageSlice(questions, page)) : [],
  };
}

export type LevelTestPostOutcome =
  | { ok: true; redirectTo: string; headers: HeadersInit }
  | { ok: false; errors: FieldErrors; values?: ContactValues; status?: 429 };

const TOO_MANY_RESULTS = "We have already emailed several results to this address. Please try again tomorrow, or use another email address.";

/** One post of the test: restart, back, a page of answers, or the contact step that submits it. */
export async function postLevelTest(context: Readonly<RouterContextProvider>, request: Request, bank: LevelTestBank, form: FormData): Promise<LevelTestPostOutcome> {
  const [questions, current] = await Promise.all([loadBank(context, bank), readVisitor(context, request)]);
  const progress = progressFor(current.visitor, bank);
  const here = `/level-test/${bank}`;
  const save = async (levelTest: TestProgress, redirectTo = here): Promise<LevelTestPostOutcome> => ({
    ok: true,
    redirectTo,
    headers: await saveVisitor(context, current, { ...current.visitor, levelTest }),
  });

  switch (form.get("intent")) {
    case "restart":
      return save({ bank, page: 1, answers: {} });
    case "back":
      return save({ ...progress, page: Math.max(1, progress.page - 1) });
    case "answers": {
      const page = Number(form.get("page"));
      if (!Number.isInteger(page) || page < 1 || page > pageCount(questions.length)) return { ok: false, errors: { form: "This page of the test doesn’t exist." } };
      const read = readPageAnswers(questions, page, form);
      if ("errors" in read) return { ok: false, errors: read.errors };
      return save({ bank, answers: { ...progress.answers, ...read.answers }, page: page + 1 });
    }
    case "submit": {
      const missing = unansweredPage(questions, progress.answers);
      if (missing !== null || questions.length !== QUESTIONS_PER_BANK) {
        return { ok: false, errors: { form: `Some questions are still unanswered. Please go back to page ${missing ?? 1} and answer them.` } };
      }
      const read = readContact(form);
      if ("errors" in read) return { ok: false, errors: read.errors, values: contactValues(form) };
      // The result is emailed to the address typed: bounded per address and per connection (decision 0026).
      const { env } = context.get(cloudflareContext);
      const ip = context.get(requestContext).clientIp ?? "unknown";
      const allowed =
        (await withinRateLimit(env, "level-test-email", read.contact.email.toLowerCase(), RATE_LIMITS.levelTestEmailPerAddress)) &&
        (await withinRateLimit(env, "level-test-ip", ip, RATE_LIMITS.levelTestEmailPerIp));
      if (!allowed) return { ok: false, status: 429, errors: { email: TOO_MANY_RESULTS }, values: contactValues(form) };
      const { headers } = await submitLevelTest(context, current, questions, progress, read.contact);
      return { ok: true, redirectTo: `${here}#result`, headers };
    }
    default:
      return { ok: false, errors: { form: "Unknown action." } };
  }
}

