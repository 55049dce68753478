// Spec §5 "Newsletter email" and §7 "POST {backend}/api/webpage/contact".
import { z } from "zod";

/** A simple email pattern whose domain ending has 2–4 characters (§5). */
export const NEWSLETTER_EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/;
export const EMAIL_FIELD_MESSAGE = "Enter a valid email";
export const NEWSLETTER_SUBJECT = "Subscribe To Newsletter";
export const MAX_EMAIL_LENGTH = 254;

export const newsletterSchema = z.object({
  email: z
    .string({ error: EMAIL_FIELD_MESSAGE })
    .trim()
    .max(MAX_EMAIL_LENGTH, { error: EMAIL_FIELD_MESSAGE })
    .regex(NEWSLETTER_EMAIL_PATTERN, { error: EMAIL_FIELD_MESSAGE }),
});

/** The backend's contact contract; the newsletter sends exactly {email, subject: 'Subscribe To Newsletter'}. */
export const contactRequestSchema = z
  .object({
    email: z.string().trim().max(MAX_EMAIL_LENGTH).regex(NEWSLETTER_EMAIL_PATTERN),
    subject: z.string().trim().min(1).max(200),
  })
  .strict();

export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const newsletterContact = (email: string): ContactRequest => ({ email, subject: NEWSLETTER_SUBJECT });

/** Per client IP: at most this many newsletter submissions in the window. */
export const NEWSLETTER_RATE_LIMIT = { limit: 5, windowSeconds: 600 } as const;
