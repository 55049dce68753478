// The newsletter signup (spec §5, §7): validate, limit per client, store once per email, deliver through the outbox.
import type { RouterContextProvider } from "react-router";
import { cloudflareContext, requestContext } from "~/context";
import { NEWSLETTER_RATE_LIMIT, newsletterContact } from "~/domain/newsletter";
import { parseForm } from "~/domain/form-errors";
import { newsletterSchema } from "~/domain/newsletter-schema";
import { dispatch, storeDelivery } from "../platform/outbox.server";
import { withinRateLimit } from "../platform/rate-limit.server";

export type NewsletterOutcome =
  | { status: 200; notification: "newsletterThanks" }
  | { status: 400; notification: "newsletterInvalid"; fieldError: string; email: string }
  | { status: 429; notification: "newsletterRateLimited"; email: string };

export async function subscribeToNewsletter(form: FormData, context: Readonly<RouterContextProvider>): Promise<NewsletterOutcome> {
  const { env } = context.get(cloudflareContext);
  const { clientIp } = context.get(requestContext);
  const parsed = parseForm(newsletterSchema, form);
  // Echo back only short text, never a file or a megabyte of input.
  const echo = (parsed.values.email ?? "").slice(0, 254);
  if (!parsed.ok) {
    return { status: 400, notification: "newsletterInvalid", fieldError: parsed.errors.email ?? parsed.errors.form ?? "Enter a valid email", email: echo };
  }
  if (!(await withinRateLimit(env, "newsletter", clientIp ?? "unknown", NEWSLETTER_RATE_LIMIT))) {
    return { status: 429, notification: "newsletterRateLimited", email: echo };
  }
  const email = parsed.data.email.toLowerCase();
  // The subscription and its delivery in one batch (one transaction): both kept, or neither. Once per
  // email: a repeat signup gets the same thanks (it reveals nothing) but stores and sends nothing again.
  const delivery = storeDelivery(env, { kind: "backend-contact", payload: newsletterContact(email) }, "if the previous statement changed a row");
  const [, stored] = await env.DB.batch([
    env.DB.prepare("INSERT INTO newsletter_subscriptions (email, source) VALUES (?, 'home') ON CONFLICT(email) DO NOTHING").bind(email),
    delivery.statement,
  ]);
  if ((stored?.meta.changes ?? 0) > 0) await dispatch(env, delivery.id);
  return { status: 200, notification: "newsletterThanks" };
}
