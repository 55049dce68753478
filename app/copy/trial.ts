// The words of one free trial per person (issue #22 §1; decision 0029): what the plan's purchase page and
// the email say when there is no free week this time. Written for a parent or an adult learner: why, that
// nothing was charged, and what they can do instead.
import { brand } from "~/config/site";
import { formatUsd } from "~/domain/pricing";
import { refusalReason, type TrialRefusal } from "~/domain/trials";

/** Another learner in the family is a person too: the school sets that up by hand. */
const familyNote = (email: string) => `Signing up another learner in your family? Write to us at ${email} and we’ll sort out their free week.`;
/** In an email: the deployment's address (emails don't wait on the CMS; the page says site settings' address). */
export const FAMILY_NOTE = familyNote(brand.email);

export const trialCopy = {
  /** The purchase page, when the account or email already had its free week. */
  noTrialTitle: "Your free week has already been used",
  noTrialLead: (refusal: TrialRefusal) => `${refusalReason(refusal)} You can still start your plan today: your classes begin as soon as you pay.`,
  familyNote,
  /** The button that starts a paid plan: it always names the amount. */
  startPlanButton: (weeklyCents: number) => `Start my plan — ${formatUsd(weeklyCents)} a week`,
  dueToday: (weeklyCents: number) => `${formatUsd(weeklyCents)} today, then ${formatUsd(weeklyCents)} each week until you cancel.`,
  /** A post of the trial's button when there is no trial to give (a stale page, a second tab). */
  trialRefusedOnPost: (refusal: TrialRefusal) => `${refusalReason(refusal)} Nothing was charged. Below you can start your plan without the free week.`,
  /** Back from the card page, when the trial was refused and cancelled before any charge. */
  trialCancelledNotice: (refusal: TrialRefusal) =>
    `We couldn’t start a free week: ${refusalReason(refusal).replace(/^The/, "the")} We canceled it right away, so nothing was charged.`,
  cardRefusedHint: "You can start your plan without the free week below, or try again with a card that hasn’t had one.",
};
