// What the "Who is learning?" fieldset posts (issue #27), apart from ./learner, which the fieldset's
// component reads, so the browser never loads zod.
import { z } from "zod";
import { GRADE_IDS, MAX_CHILD_NAME_LENGTH, type Learner } from "./learner";

/** A first name: letters (any script), with the spaces, hyphens and apostrophes names have. */
const childName = z
  .string({ error: "Please enter your child’s first name." })
  .trim()
  .min(1, "Please enter your child’s first name.")
  .max(MAX_CHILD_NAME_LENGTH, `Please keep the first name to ${MAX_CHILD_NAME_LENGTH} characters.`)
  .regex(/^\p{L}[\p{L}\p{M} '’.-]*$/u, "Please enter a first name using letters only.");

/** What the "Who is learning?" fieldset posts (the step-2 form and the account's). */
export const learnerFormSchema = z.discriminatedUnion(
  "learner",
  [
    z.object({ learner: z.literal("self") }),
    z.object({
      learner: z.literal("child"),
      childName,
      childGrade: z.enum(GRADE_IDS, { error: "Please choose your child’s grade." }),
    }),
  ],
  { error: "Please choose who is learning." },
);

/** A parsed form as the learner it describes (a "self" form drops any child fields it carried). */
export function learnerFromForm(form: z.output<typeof learnerFormSchema>): Learner {
  return form.learner === "self" ? { who: "self" } : { who: "child", firstName: form.childName, grade: form.childGrade };
}

