// The contact form: validate, limit per client, store, then deliver to the backend like the newsletter.
import type { RouterContextProvider } from "react-router";
import { cloudflareContext, requestContext } from "~/context";
import { contactFormSchema, contactSubject } from "~/domain/contact-form";
import { parseForm, type FormErrors } from "~/domain/form-errors";
import { dispatch, storeDelivery } from "../platform/outbox.server";
import { withinRateLimit } from "../platform/rate-limit.server";

export const CONTACT_RATE_LIMIT = { limit: 5, windowSeconds: 600 };

export type ContactOutcome =
  | { status: 200; sent: true }
  | { status: 400; sent: false; errors: FormErrors; values: Record<string, string> }
  | { status: 429; sent: false; errors: FormErrors; values: Record<string, string> };

export async function sendContactMessage(form: FormData, context: Readonly<RouterContextProvider>): Promise<ContactOutcome> {
  const { env } = context.get(cloudflareContext);
  const { clientIp } = context.get(requestContext);
  // What was typed comes back with the messages, so nobody retypes a long message.
  const parsed = parseForm(contactFormSchema, form);
  const { values } = parsed;
  if (!parsed.ok) return { status: 400, sent: false, errors: parsed.errors, values };
  if (!(await withinRateLimit(env, "contact", clientIp ?? "unknown", CONTACT_RATE_LIMIT))) {
    return { status: 429, sent: false, errors: { message: "You have sent several messages already. Please wait a few minutes, or write to us by email." }, values };
  }
  const message = parsed.data;
  // The message and its delivery in one batch: both kept, or neither.
  const delivery = storeDelivery(env, {
    kind: "backend-contact",
    payload: { email: message.email, subject: contactSubject(message), name: message.name, organization: message.organization || undefined, message: message.message },
  });
  await env.DB.batch([
    env.DB.prepare("INSERT INTO contact_messages (name, email, organization, topic, message) VALUES (?, ?, ?, ?, ?)").bind(message.name, message.email, message.organization, message.topic, message.message),
    delivery.statement,
  ]);
  await dispatch(env, delivery.id);
  return { status: 200, sent: true };
}
