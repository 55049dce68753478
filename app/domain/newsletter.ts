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

/**
 * Where a subscription made without JavaScript lands (post → redirect → get, decision 0045): the home page
 * at its signup, thanking the visitor. The same address for everyone, so the page is rendered once and kept
 * like any public page; a reload shows the thanks again and posts nothing twice.
 */
export const NEWSLETTER_THANKS_PARAM = "newsletter";
export const NEWSLETTER_THANKS_LOCATION = `/?${NEWSLETTER_THANKS_PARAM}=subscribed#newsletter`;

/** True on the address a subscription without JavaScript is sent to. */
export function isNewsletterThanks(search: URLSearchParams): boolean {
  return search.get(NEWSLETTER_THANKS_PARAM) === "subscribed";
}

/**
 * A signup the page's script sent (it adds `enhanced=1`): answered with data, not a redirect, and followed by
 * no reload of the page's data, since a subscription changes nothing another part of the page shows.
 */
export function isEnhancedNewsletterPost(formData: FormData | undefined): boolean {
  return formData?.get("intent") === "newsletter" && formData.get("enhanced") === "1";
}
