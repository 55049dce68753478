// Spec §4: what a questionnaire post may carry (kept apart from ./questionnaire, which the page's script
// uses, so the script doesn't pull in zod).
import { z } from "zod";
import { digits } from "./form-numbers";

export const questionnaireFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("answer"),
    question: digits(1),
    answer: z.string().trim().min(1, "Please choose an answer.").max(200),
    /** The answers before this one, in order (see answerInSequence). */
    prior: z.array(z.string().max(200)).max(9).default([]),
  }),
  z.object({ intent: z.literal("back") }),
]);
