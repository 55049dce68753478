// The placement level test (spec §2.8): questions from the content layer, progress in the visitor's
// session, every post validated (app/domain/level-test-forms); the submission is stored in D1, scored,
// forwarded to the form service through the outbox, and confirmed by email through the outbox.
import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { cloudflareContext, requestContext } from "~/context";
import type { LevelWords } from "~/domain/content/levels";
import { levelTestQuestionEntrySchema } from "~/domain/content/content-types";
import {
  formServicePayload,
  pageCount,
  pageSlice,
  QUESTIONS_PER_BANK,
  scoreLevelTest,
  type LevelTestBank,
  type LevelTestContact,
} from "~/domain/level-test";
import { levelTestResultEmail } from "~/copy/emails/level-test";
import { claimEmailTo } from "../platform/email-allowance.server";
import { getConfig } from "../platform/env.server";
import {
  progressFor,
  publicQuestions,
  readContact,
  readPageAnswers,
  unansweredPage,
  type BankQuestion,
  type TestProgress,
} from "~/domain/level-test-forms";
import { typedValues, UNKNOWN_FORM, type FormErrors } from "~/domain/form-errors";
import { courseForCefr } from "~/domain/levels";
import { RATE_LIMITS } from "~/domain/rate-limits";
import { assetUrl, contentFor } from "../content/content.server";
import { dispatch, storeDelivery } from "../platform/outbox.server";
import { withinRateLimit } from "../platform/rate-limit.server";
import { readVisitor, saveVisitor, type Visitor, type VisitorSession } from "../platform/session.server";

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

/** The result email, with the recommended course's description from its Spanish level entry (decision 0071). */
function resultEmail(env: Env, contact: LevelTestContact, result: ReturnType<typeof scoreLevelTest>, levels: LevelWords) {
  return levelTestResultEmail(getConfig(env).siteOrigin, contact, result, levels.courses[result.yourLevel.course]);
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
  const levels = await contentFor(context).levels();
  const submissionId = crypto.randomUUID();
  // The submission and its two deliveries in one batch (a transaction): all kept, or none.
  const toFormService = storeDelivery(env, { kind: "form-service", payload: { submissionId, fields: formServicePayload(progress.answers, contact) } });
  const toVisitor = storeDelivery(env, { kind: "email", payload: resultEmail(env, contact, result, levels) });
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

/** The screen for a bank: the result once submitted, else the current page of questions or the contact step. */
export async function loadLevelTest(context: Readonly<RouterContextProvider>, request: Request, bank: LevelTestBank) {
  const [questions, { visitor }] = await Promise.all([loadBank(context, bank), readVisitor(context, request)]);
  const progress = progressFor(visitor.levelTest, bank);
  if (progress.result) {
    const { config, gclid } = context.get(requestContext);
    const levels = await contentFor(context).levels();
    return {
      view: "result" as const,
      bank,
      result: progress.result,
      // The course the result recommends, in its Spanish level entry's words (decision 0071).
      recommended: levels.courses[courseForCefr(progress.result.cefr)],
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
  | { ok: false; errors: FormErrors; values?: Record<string, string>; status?: 429 };

const TOO_MANY_RESULTS = "We have already emailed several results to this address. Please try again tomorrow, or use another email address.";

/** One post of the test: restart, back, a page of answers, or the contact step that submits it. */
export async function postLevelTest(context: Readonly<RouterContextProvider>, request: Request, bank: LevelTestBank, form: FormData): Promise<LevelTestPostOutcome> {
  const [questions, current] = await Promise.all([loadBank(context, bank), readVisitor(context, request)]);
  const progress = progressFor(current.visitor.levelTest, bank);
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
      if ("errors" in read) return { ok: false, errors: read.errors, values: typedValues(form) };
      // The result is emailed to the address typed: bounded per address and per connection (decision 0026).
      const { env } = context.get(cloudflareContext);
      const ip = context.get(requestContext).clientIp ?? "unknown";
      const allowed =
        (await withinRateLimit(env, "level-test-email", read.contact.email.toLowerCase(), RATE_LIMITS.levelTestEmailPerAddress)) &&
        (await withinRateLimit(env, "level-test-ip", ip, RATE_LIMITS.levelTestEmailPerIp)) &&
        (await claimEmailTo(env, read.contact.email)).allowed;
      if (!allowed) return { ok: false, status: 429, errors: { email: TOO_MANY_RESULTS }, values: typedValues(form) };
      const { headers } = await submitLevelTest(context, current, questions, progress, read.contact);
      return { ok: true, redirectTo: `${here}#result`, headers };
    }
    default:
      return { ok: false, errors: { form: UNKNOWN_FORM } };
  }
}

