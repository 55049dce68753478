// The booking pages (/book/:id, /external/book/:id): the scheduling page for the appointment type, and
// the parameters it carries — utm_source = the ad click id, the questionnaire's answers, the funnel reference.
import { data, type RouterContextProvider } from "react-router";
import { APPOINTMENT_COPY, DEFAULT_APPOINTMENT_COPY } from "~/copy/appointments";
import { yourLevelRecord } from "~/domain/levels";
import { questionnaireUtm } from "~/domain/questionnaire";
import { schedulerPrefill, schedulerUtm } from "~/domain/scheduler";
import { hotSiteQuestions } from "./hot-site.server";
import { readVisitor, rememberReference } from "../platform/session.server";
import { accountWith } from "../accounts/auth.server";
import { livePlanRead } from "../commerce/plans.server";
import { learnerRead } from "../accounts/learners.server";
import { learnerNote } from "~/domain/learner";
import { cloudflareContext, requestContext } from "~/context";
import { bookingWords } from "../content/booking-words.server";
import { contentFor } from "../content/content.server";

/** The signed-in account's name, email, live plan and learner, read with the session (`accountWith`); null when signed out. */
async function bookingAccount(context: Readonly<RouterContextProvider>, request: Request) {
  const { DB } = context.get(cloudflareContext).env;
  const found = await accountWith(context, request, (user) => [livePlanRead(DB, user.id), learnerRead(DB, user.id)]);
  if (!found) return null;
  const [livePlan, learner] = found.views;
  return { name: found.account.user.name, email: found.account.user.email, livePlan, learner };
}

export async function loadBooking(context: Readonly<RouterContextProvider>, request: Request, appointmentType: string) {
  const { config, gclid } = context.get(requestContext);
  if (!config.schedulerUrls[appointmentType]) throw data({ message: "There is no such appointment type." }, { status: 404 });
  // The words around the scheduler are the /book-demo page's (decision 0070), read alongside the visitor.
  const wordsRead = bookingWords(contentFor(context));
  const current = await readVisitor(context, request);
  // The funnel's step 5 is /book/demo; a visitor whose plan has started (step 3 done, or a live plan on the
  // account they are signed in to) books their first class there, not a demo (issue #27): its copy, and its
  // own scheduling page when one is configured.
  const account = await bookingAccount(context, request);
  const booked = appointmentType === "demo" && (current.visitor.stepBooked >= 3 || account?.livePlan) ? "class" : appointmentType;
  const url = config.schedulerUrls[booked] ?? config.schedulerUrls[appointmentType]!;
  const answered = current.visitor.questionnaire;
  const questions = answered ? await hotSiteQuestions(context, answered.variant) : [];
  // The journey needs a reference the booking webhook can send back: a new visitor's is kept in a signed
  // cookie, not a session row — a GET stores nothing (issue #13 §2).
  const headers = current.isNew && !current.referenced ? await rememberReference(context, current.visitor.funnelId) : undefined;
  const words = await wordsRead;
  return data(
    {
      copy: APPOINTMENT_COPY[booked] ?? DEFAULT_APPOINTMENT_COPY,
      url,
      utm: schedulerUtm(gclid, questionnaireUtm(questions, answered?.answers ?? [])),
      reference: current.visitor.funnelId,
      yourLevel: current.visitor.yourLevel ? yourLevelRecord(current.visitor.yourLevel) : null,
      // The scheduler's form filled in for a signed-in visitor; a child's name and grade as its first answer.
      prefill: account ? schedulerPrefill(account.name, account.email, learnerNote(account.learner)) : null,
      learner: account?.learner?.who === "child" ? account.learner.firstName : null,
      words,
    },
    { headers },
  );
}
