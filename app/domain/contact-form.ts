// The contact form (/contact-{brand}): what a visitor must give us to get an answer, and the messages
// shown next to each field.
import { z } from "zod";
import { MAX_EMAIL_LENGTH, NEWSLETTER_EMAIL_PATTERN } from "./newsletter";
import { isOneLine, ONE_LINE_MESSAGE } from "./one-line";
import { CONTACT_TOPICS } from "./contact-topics";

export const contactFormSchema = z.object({
  name: z.string({ error: "Tell us your name" }).trim().min(1, { error: "Tell us your name" }).max(120, { error: "Use at most 120 characters" }).refine(isOneLine, { error: ONE_LINE_MESSAGE }),
  email: z
    .string({ error: "Enter a valid email" })
    .trim()
    .max(MAX_EMAIL_LENGTH, { error: "Enter a valid email" })
    .regex(NEWSLETTER_EMAIL_PATTERN, { error: "Enter a valid email" }),
  organization: z.string().trim().max(160, { error: "Use at most 160 characters" }).refine(isOneLine, { error: ONE_LINE_MESSAGE }).optional().default(""),
  topic: z.enum(CONTACT_TOPICS, { error: "Choose a topic" }),
  message: z
    .string({ error: "Write your message" })
    .trim()
    .min(10, { error: "Write at least a sentence (10 characters)" })
    .max(4000, { error: "Use at most 4,000 characters" }),
});

export type ContactForm = z.infer<typeof contactFormSchema>;

export const contactSubject = (form: ContactForm) => `Contact form: ${form.topic}`;
