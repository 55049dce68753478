// /contact-{brand}: a contact form that works without JavaScript (field messages from the server),
// stored and delivered through the outbox like the newsletter. Its words are the `page` entry at its path
// (decision 0070): a hero and the contactForm section, which this route renders with what the form does.
import { AGENT_TOOLS } from "~/copy/agent-tools";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/contact";
import { PageHero } from "~/components/sections/page-hero";
import { SectionList } from "~/components/sections/section-list";
import { Field, FormErrors } from "~/components/ui/form-field";
import { contactPage } from "~/content/pages/funnel";
import { brandPaths } from "~/domain/brand";
import { formResult, type FormResult } from "~/domain/form-errors";
import type { ContactFormWords } from "~/domain/page-sections";
import { CONTACT_TOPICS } from "~/domain/contact-topics";
import { contentFor } from "~/lib/content/content.server";
import { sendSections } from "~/lib/content/page-sections.server";
import { sendContactMessage } from "~/lib/funnel/contact.server";
import { readFormOrReject } from "~/lib/edge/form.server";
import { pageMeta } from "~/lib/content/seo";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

export async function loader({ url, context }: Route.LoaderArgs) {
  const content = contentFor(context);
  const page = await content.pageOr(brandPaths.contact, contactPage);
  // Links such as an event's "Save my place" preselect the topic and start the message.
  const about = url.searchParams.get("topic")?.slice(0, 160) ?? "";
  return { title: page.title, description: page.description, sections: await sendSections(context, content, page.sections), about: about.startsWith("Event: ") ? about : "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readFormOrReject(request);
  if ("rejected" in read) return read.rejected;
  const { form } = read;
  const result = await sendContactMessage(form, context);
  return data(result.sent ? formResult("contact", {}, {}, "sent") : formResult("contact", result.errors, result.values), { status: result.status });
}

function ContactForm({ words, result, about }: { words: ContactFormWords; result: FormResult | undefined; about: string }) {
  const navigation = useNavigation();
  const sent = result?.done === "sent";
  const errors: Record<string, string | undefined> = result?.errors ?? {};
  const values: Record<string, string | undefined> = result?.values ?? {};
  const describedBy = (id: string, hint = false) => [hint ? `${id}-hint` : "", errors[id as keyof typeof errors] ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  const eventTopic = about ? "Events" : undefined;
  return (
    <section className="page-section narrow" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{words.title}</h2>
      {sent ? (
        <div className="notification notification-success" role="status">
          <div className="notification-body">
            <p className="notification-title">{words.sentTitle}</p>
            <p>{words.sentText}</p>
          </div>
        </div>
      ) : (
        <Form method="post" className="stack-form" noValidate toolname={AGENT_TOOLS.contact.toolname} tooldescription={AGENT_TOOLS.contact.tooldescription}>
          <FormErrors errors={errors} />
          <Field id="name" label={words.nameLabel} error={errors.name}>
            <input id="name" name="name" toolparamdescription={AGENT_TOOLS.contact.params.name} autoComplete="name" maxLength={120} required defaultValue={values.name} aria-invalid={errors.name ? true : undefined} aria-describedby={describedBy("name")} />
          </Field>
          <Field id="email" label={words.emailLabel} error={errors.email}>
            <input id="email" name="email" type="email" toolparamdescription={AGENT_TOOLS.contact.params.email} autoComplete="email" maxLength={254} required defaultValue={values.email} aria-invalid={errors.email ? true : undefined} aria-describedby={describedBy("email")} />
          </Field>
          <Field id="organization" label={words.organizationLabel} error={errors.organization}>
            <input id="organization" name="organization" toolparamdescription={AGENT_TOOLS.contact.params.organization} autoComplete="organization" maxLength={160} defaultValue={values.organization} aria-invalid={errors.organization ? true : undefined} aria-describedby={describedBy("organization")} />
          </Field>
          <Field id="topic" label={words.topicLabel} error={errors.topic}>
            <select id="topic" name="topic" toolparamdescription={AGENT_TOOLS.contact.params.topic} required defaultValue={values.topic ?? eventTopic ?? CONTACT_TOPICS[0]} aria-invalid={errors.topic ? true : undefined} aria-describedby={describedBy("topic")}>
              {CONTACT_TOPICS.map((topic) => (
                <option key={topic}>{topic}</option>
              ))}
            </select>
          </Field>
          <Field id="message" label={words.messageLabel} error={errors.message} hint={words.messageHint}>
            <textarea
              id="message"
              name="message"
              toolparamdescription={AGENT_TOOLS.contact.params.message}
              rows={6}
              maxLength={4000}
              required
              defaultValue={values.message ?? (about ? `I’d like to join: ${about.slice(7)}` : undefined)}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={describedBy("message", true)}
            />
          </Field>
          <button className="button button-primary" type="submit" disabled={navigation.state === "submitting"}>
            {navigation.state === "submitting" ? words.sending : words.button}
          </button>
        </Form>
      )}
    </section>
  );
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData && "errors" in actionData ? (actionData as FormResult) : undefined;
  return (
    <SectionList
      sent={loaderData.sections}
      blocks={{ hero: (hero) => <PageHero {...hero} />, contactForm: (words) => <ContactForm words={words} result={result} about={loaderData.about} /> }}
    />
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta({ title: loaderData.title, description: loaderData.description, path: brandPaths.contact }) : []);
