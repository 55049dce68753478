// The newsletter and contact contracts as zod schemas, for the server (spec §5, §7).
import { z } from "zod";
import { isOneLine } from "./one-line";
import { EMAIL_FIELD_MESSAGE, MAX_EMAIL_LENGTH, NEWSLETTER_EMAIL_PATTERN } from "./newsletter";

export const newsletterSchema = z.object({
  email: z
    .string({ error: EMAIL_FIELD_MESSAGE })
    .trim()
    .max(MAX_EMAIL_LENGTH, { error: EMAIL_FIELD_MESSAGE })
    .regex(NEWSLETTER_EMAIL_PATTERN, { error: EMAIL_FIELD_MESSAGE }),
});

/**
 * The backend's contact contract. The newsletter sends exactly {email, subject: 'Subscribe To Newsletter'}
 * (§7); the contact form adds the visitor's name, organization and message (docs/decisions/0011).
 */
export const contactRequestSchema = z
  .object({
    email: z.string().trim().max(MAX_EMAIL_LENGTH).regex(NEWSLETTER_EMAIL_PATTERN),
    // One-line fields (they can reach an email's headers): no CR/LF or other control characters.
    subject: z.string().trim().min(1).max(200).refine(isOneLine),
    name: z.string().trim().min(1).max(120).refine(isOneLine).optional(),
    organization: z.string().trim().max(160).refine(isOneLine).optional(),
    message: z.string().trim().min(1).max(4000).optional(),
  })
  .strict();
