// My Products' three forms (issue #11 §2): give a licence to a teacher, revoke it, send the invitation
// again. The schemas live apart from licence-assignment.ts, which the page's component reads in the
// browser: a module the browser loads never pulls in zod (decision 0032).
import { z } from "zod";
import { normaliseEmail } from "./licence-assignment";
import { MAX_EMAIL_LENGTH } from "./newsletter";

export const teacherEmailSchema = z
  .string({ error: "Enter the teacher’s email address." })
  .transform(normaliseEmail)
  .pipe(
    z
      .string()
      .min(1, { error: "Enter the teacher’s email address." })
      .max(MAX_EMAIL_LENGTH, { error: "Enter a valid email address, like teacher@school.org." })
      .regex(z.regexes.email, { error: "Enter a valid email address, like teacher@school.org." }),
  );

export const assignLicenceSchema = z.object({ product: z.string().regex(/^[a-z0-9-]{1,80}$/, { error: "Choose one of your products." }), email: teacherEmailSchema });

/** Revoke and send again name one assignment of the buyer's. */
export const assignmentSchema = z.object({ assignment: z.string().min(1).max(64) });
