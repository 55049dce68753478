// Spec §4: what a questionnaire post may carry (kept apart from ./questionnaire, which the page's script
// uses, so the script doesn't pull in zod).
import { z } from "zod";
import { digits } from "./form-numbers";

export const questionnaireFormSchema = z.discriminatedUnion("intent", [
  z
    .object({
      intent: z.literal("answer"),
      question: digits(1),
      /** The pressed option button's answer. */
      answer: z.string().trim().max(200).optional(),
      /** The same answer from the form's list, which an AI agent fills (WebMCP: buttons aren't parameters). */
      choice: z.string().trim().max(200).optional(),
      /** The answers before this one, in order (see answerInSequence). */
      prior: z.array(z.string().max(200)).max(9).default([]),
    })
    .transform(({ answer, choice, ...rest }) => ({ ...rest, answer: answer || choice || "" }))
    .refine((post) => post.answer.length > 0, { message: "Please choose an answer.", path: ["answer"] }),
  z.object({ intent: z.literal("back") }),
]);
