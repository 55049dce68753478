// The hot-site landing (spec §2.7): the variant's CMS entry read into what the landing shows, and the
// questionnaire's answers kept in the visitor's session and recorded as a lead.
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { requestContext } from "~/context";
import { hotSiteEntrySchema } from "~/domain/content/content-types";
import { hostKeyword, type SiteVariant } from "~/domain/hot-site";
import { levelTabsFrom, questionsFrom, testimonialsFrom, tutorialsFrom, type HotSiteQuestion } from "~/domain/hot-site-content";
import {
  answerQuestion,
  EMPTY_PROGRESS,
  goBack,
  learnHostLevel,
  type QuestionnaireProgress,
} from "~/domain/questionnaire";
import { contentFor, type ImageRef } from "./content.server";
import { recordLead } from "./leads.server";
import { readVisitor, saveVisitor, type Visitor } from "./session.server";

export type LandingTestimonial = { bold: string; text: string; link?: { label: string; href: string }; image?: ImageRef; name: string; title: string };
export type LandingTutorial = { title: string; description: string; poster?: ImageRef; video?: string; captions?: string };

/** The variant's entry, or null. §8: a content failure on the hot site is ignored — the landing shows its
 * fixed copy without the CMS parts. */
async function hotSiteFields(context: Readonly<RouterContextProvider>, variant: SiteVariant) {
  try {
    const parsed = hotSiteEntrySchema.safeParse(await contentFor(context).hotSite(variant));
    if (parsed.success) return parsed.data.fields;
    console.warn(`[hot-site] no valid hotSite entry for "${variant}"`);
  } catch (error) {
    console.warn(`[hot-site] content for "${variant}" unavailable`, error);
  }
  return null;
}

/** Only the questions: for checking answers and building the scheduler's utm fields (no asset lookups). */
export async function hotSiteQuestions(context: Readonly<RouterContextProvider>, variant: SiteVariant): Promise<HotSiteQuestion[]> {
  const fields = await hotSiteFields(context, variant);
  return fields ? questionsFrom(fields.questions) : [];
}

/** Everything the landing shows from the CMS, with its images resolved. */
async function loadHotSite(context: Readonly<RouterContextProvider>, variant: SiteVariant) {
  const fields = await hotSiteFields(context, variant);
  if (!fields) return { title: null, testimonials: [], questions: [], levels: [], tutorials: [] };
  const content = contentFor(context);
  const [testimonials, tutorials] = await Promise.all([
    Promise.all(testimonialsFrom(fields.testimonials).map(async ({ image, ...t }): Promise<LandingTestimonial> => ({ ...t, image: await content.image(image) }))),
    Promise.all(
      tutorialsFrom(fields.tutorials).map(async ({ poster, ...t }): Promise<LandingTutorial> => ({
        ...t,
        poster: await content.image(poster),
        // Self-hosted tutorials carry WebVTT captions next to the video (same name, .vtt).
        captions: t.video?.startsWith("/media/") ? t.video.replace(/\.\w+$/, ".vtt") : undefined,
      })),
    ),
  ]);
  return { title: fields.title, testimonials, questions: questionsFrom(fields.questions), levels: levelTabsFrom(fields.levels), tutorials };
}

/** Everything the landing at "/" shows for this host's variant and this visitor. */
export async function loadLanding(context: Readonly<RouterContextProvider>, request: Request) {
  const state = context.get(requestContext);
  const [hotSite, current] = await Promise.all([loadHotSite(context, state.variant), readVisitor(context, request)]);
  return {
    variant: state.variant,
    ...hotSite,
    progress: progressOf(current.visitor, state.variant),
    learnHost: hostKeyword(state.host) === "learn",
    scheduler: {
      url: state.config.schedulerUrls.demo ?? null,
      gclid: state.gclid,
      // A first-time visitor has no journey yet: the reference exists once the session (or the booking
      // page's reference cookie) does.
      reference: current.isNew && !current.referenced ? undefined : current.visitor.funnelId,
    },
  };
}

/** The visitor's progress through this variant's questionnaire (a visitor who switched variant starts afresh). */
export function progressOf(visitor: Visitor, variant: SiteVariant): QuestionnaireProgress {
  const q = visitor.questionnaire;
  return q && q.variant === variant ? { answers: q.answers, step: q.step } : EMPTY_PROGRESS;
}

export const questionnaireFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("answer"),
    question: z.coerce.number().int().min(0).max(9),
    answer: z.string().trim().min(1, "Please choose an answer.").max(200),
    /** The answers before this one, in order: each post carries the whole sequence, so a post that is
     * cancelled or overtaken (a fast visitor on a slow network) loses nothing. */
    prior: z.array(z.string().max(200)).max(9).default([]),
  }),
  z.object({ intent: z.literal("back") }),
]);

export type QuestionnaireOutcome =
  | { ok: true; headers: HeadersInit; redirectTo: string | null; progress: QuestionnaireProgress; yourLevel: Visitor["yourLevel"] | null }
  | { ok: false; status: 400; error: string; question?: number };

/** One questionnaire post: validated against the variant's questions, stored in the session and the lead. */
export async function submitQuestionnaire(context: Readonly<RouterContextProvider>, request: Request, form: FormData): Promise<QuestionnaireOutcome> {
  const state = context.get(requestContext);
  const [questions, current] = await Promise.all([hotSiteQuestions(context, state.variant), readVisitor(context, request)]);
  const parsed = questionnaireFormSchema.safeParse({ ...Object.fromEntries(form), prior: form.getAll("prior") });
  if (!parsed.success) return { ok: false, status: 400, error: parsed.error.issues[0]?.message ?? "Please choose an answer." };
  const progress = progressOf(current.visitor, state.variant);
  const visitor = { ...current.visitor };

  if (parsed.data.intent === "back") {
    visitor.questionnaire = { variant: state.variant, ...goBack(questions, progress) };
    return { ok: true, headers: await saveVisitor(context, current, visitor), redirectTo: null, progress: visitor.questionnaire, yourLevel: null };
  }

  const { question, answer, prior } = parsed.data;
  if (question !== prior.length) return { ok: false, status: 400, error: "Please answer the earlier questions first.", question };
  // Replays the earlier answers through the same rules, then this one.
  let replayed: QuestionnaireProgress = EMPTY_PROGRESS;
  for (const [index, earlier] of prior.entries()) {
    const step = answerQuestion(questions, replayed, index, earlier);
    if (!step.ok) return { ok: false, status: 400, error: step.error, question: index };
    replayed = step.progress;
  }
  const result = answerQuestion(questions, replayed, question, answer);
  if (!result.ok) return { ok: false, status: 400, error: result.error, question };
  visitor.questionnaire = { variant: state.variant, ...result.progress };
  // §4: on a "learn" host the second answer sets yourLevel.
  const yourLevel = hostKeyword(state.host) === "learn" ? learnHostLevel(question, answer) : null;
  if (yourLevel) visitor.yourLevel = yourLevel;
  await recordLead(context, visitor, {
    answers: result.progress.answers.map((value, index) => ({ question: questions[index]?.title ?? "", answer: value })),
  });
  return {
    ok: true,
    headers: await saveVisitor(context, current, visitor),
    redirectTo: result.next.kind === "done" ? result.next.to : null,
    progress: visitor.questionnaire,
    yourLevel,
  };
}
