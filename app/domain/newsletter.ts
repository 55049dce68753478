// Spec §5 "Newsletter email" and §7 "POST {backend}/api/webpage/contact": the rules, free of any
// library so the browser can check an email with exactly the server's rule (the zod schemas that
// wrap them for the server live in newsletter-schema.ts).

/** A simple email pattern whose domain ending has 2–4 characters (§5). */
export const NEWSLETTER_EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/;
export const EMAIL_FIELD_MESSAGE = "Enter a valid email";
export const NEWSLETTER_SUBJECT = "Subscribe To Newsletter";
export const MAX_EMAIL_LENGTH = 254;

export function isNewsletterEmail(value: unknown): value is string {
  return typeof value === "string" && value.trim().length <= MAX_EMAIL_LENGTH && NEWSLETTER_EMAIL_PATTERN.test(value.trim());
}

export type ContactRequest = { email: string; subject: string; name?: string; organization?: string; message?: string };

export const newsletterContact = (email: string): ContactRequest => ({ email, subject: NEWSLETTER_SUBJECT });

/** Per client IP: at most this many newsletter submissions in the window. */
export const NEWSLETTER_RATE_LIMIT = { limit: 5, windowSeconds: 600 } as const;
