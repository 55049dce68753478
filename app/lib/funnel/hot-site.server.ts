// The hot-site landing (spec §2.7): the variant's CMS entry read into what the landing shows, and the
// questionnaire's answers kept in the visitor's session and recorded as a lead. The rules are in
// app/domain (questionnaire, questionnaire-form, hot-site-content); this module reads and stores.
import type { RouterContextProvider } from "react-router";
import { requestContext } from "~/context";
import { hotSiteEntrySchema } from "~/domain/content/content-types";
import { hostKeyword, type SiteVariant } from "~/domain/hot-site";
import { levelTabsFrom, questionsFrom, testimonialsFrom, tutorialsFrom, type HotSiteQuestion, type LandingTestimonial, type LandingTutorial } from "~/domain/hot-site-content";
import type { LevelChoice } from "~/domain/levels";
import { answerInSequence, goBack, leadAnswers, learnHostLevel, storedProgress, type QuestionnaireProgress } from "~/domain/questionnaire";
import { parseForm } from "~/domain/form-errors";
import { questionnaireFormSchema } from "~/domain/questionnaire-form";
import { bookingWords } from "../content/booking-words.server";
import { contentFor } from "../content/content.server";
import { videoAndCaptions } from "~/domain/content/video-files";
import { safeParseOnce } from "../content/per-object";
import { recordLead } from "./leads.server";
import { readVisitor, saveVisitor } from "../platform/session.server";

const hotSiteEntry = safeParseOnce(hotSiteEntrySchema);

/** The variant's entry, or null. §8: a content failure on the hot site is ignored — the landing shows its
 * fixed copy without the CMS parts. */
async function hotSiteFields(context: Readonly<RouterContextProvider>, variant: SiteVariant) {
  try {
    const parsed = hotSiteEntry(await contentFor(context).hotSite(variant));
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
      tutorialsFrom(fields.tutorials).map(async ({ poster, media, ...t }): Promise<LandingTutorial> => {
        // The video and its captions are assets the tutorial links (issue #28); a plain link is a video elsewhere.
        const [files, image] = await Promise.all([Promise.all(media.map((id) => content.file(id))), content.image(poster)]);
        return { ...t, ...videoAndCaptions(files), poster: image };
      }),
    ),
  ]);
  return { title: fields.title, testimonials, questions: questionsFrom(fields.questions), levels: levelTabsFrom(fields.levels), tutorials };
}

/** Everything the landing at "/" shows for this host's variant and this visitor. */
export async function loadLanding(context: Readonly<RouterContextProvider>, request: Request) {
  const state = context.get(requestContext);
  const [hotSite, current, words] = await Promise.all([loadHotSite(context, state.variant), readVisitor(context, request), bookingWords(contentFor(context))]);
  return {
    variant: state.variant,
    ...hotSite,
    progress: storedProgress(current.visitor.questionnaire, state.variant),
    learnHost: hostKeyword(state.host) === "learn",
    scheduler: {
      url: state.config.schedulerUrls.demo ?? null,
      gclid: state.gclid,
      // A first-time visitor has no journey yet: the reference exists once the session (or the booking
      // page's reference cookie) does.
      reference: current.isNew && !current.referenced ? undefined : current.visitor.funnelId,
      // The questionnaire's last step is the scheduler, also without JavaScript: its words (decision 0070).
      words,
    },
  };
}

export type QuestionnaireOutcome =
  | { ok: true; headers: HeadersInit; redirectTo: string | null; progress: QuestionnaireProgress; yourLevel: LevelChoice | null }
  | { ok: false; status: 400; error: string; question?: number };

/** One questionnaire post: validated against the variant's questions, stored in the session and the lead. */
export async function submitQuestionnaire(context: Readonly<RouterContextProvider>, request: Request, form: FormData): Promise<QuestionnaireOutcome> {
  const state = context.get(requestContext);
  const [questions, current] = await Promise.all([hotSiteQuestions(context, state.variant), readVisitor(context, request)]);
  const parsed = parseForm(questionnaireFormSchema, form, { lists: ["prior"] });
  if (!parsed.ok) return { ok: false, status: 400, error: Object.values(parsed.errors)[0] ?? "Please choose an answer." };
  const progress = storedProgress(current.visitor.questionnaire, state.variant);
  const visitor = { ...current.visitor };

  if (parsed.data.intent === "back") {
    visitor.questionnaire = { variant: state.variant, ...goBack(questions, progress) };
    return { ok: true, headers: await saveVisitor(context, current, visitor), redirectTo: null, progress: visitor.questionnaire, yourLevel: null };
  }

  const { question, answer, prior } = parsed.data;
  const result = answerInSequence(questions, prior, question, answer);
  if (!result.ok) return { ok: false, status: 400, error: result.error, question: result.question };
  visitor.questionnaire = { variant: state.variant, ...result.progress };
  // §4: on a "learn" host the second answer sets yourLevel.
  const yourLevel = hostKeyword(state.host) === "learn" ? learnHostLevel(question, answer) : null;
  if (yourLevel) visitor.yourLevel = yourLevel;
  await recordLead(context, visitor, { answers: leadAnswers(questions, result.progress.answers) });
  return {
    ok: true,
    headers: await saveVisitor(context, current, visitor),
    redirectTo: result.next.kind === "done" ? result.next.to : null,
    progress: visitor.questionnaire,
    yourLevel,
  };
}
