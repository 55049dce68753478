// The email of a free week that couldn't start (issue #22 §1; decision 0029): why, that nothing was
// charged, and the plan without the free week, paid only through the button that names the amount.
import { brand } from "~/config/site";
import { formatUsd } from "~/domain/pricing";
import { refusalReason, type TrialRefusal } from "~/domain/trials";
import { FAMILY_NOTE } from "../trial";
import { signature } from "./signature";

export const trialEmails = {
  refused: (name: string, planTitle: string, weeklyCents: number, refusal: TrialRefusal, planLink: string) => ({
    subject: `We couldn’t start your ${brand.name} free week`,
    text:
      `Hola ${name},\n\nThank you for choosing ${planTitle}. We couldn’t start a free week for you: ${refusalReason(refusal).replace(/^The/, "the")}\n\n` +
      `We canceled that sign-up right away, so nothing was charged and nothing will be.\n\n` +
      `If you’d like to go ahead, you can start the plan without the free week for ${formatUsd(weeklyCents)} a week; you only pay once you press the button that says so:\n\n${planLink}\n\n` +
      `${FAMILY_NOTE}\n\n${signature}`,
  }),
};
