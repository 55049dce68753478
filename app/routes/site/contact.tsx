// /contact-{brand}: a contact form that works without JavaScript (field messages from the server),
// stored and delivered through the outbox like the newsletter.
import { AGENT_TOOLS } from "~/copy/agent-tools";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/contact";
import { useContactDetails } from "~/components/layout/site-facts";
import { PageHero } from "~/components/sections/page-hero";
import { Field, FormErrors } from "~/components/ui/form-field";
import { formResult } from "~/domain/form-errors";
import { brand } from "~/config/site";
import { CONTACT_TOPICS } from "~/domain/contact-topics";
import { sendContactMessage } from "~/lib/funnel/contact.server";
import { readFormOrReject } from "~/lib/edge/form.server";
import { pageMeta } from "~/lib/content/seo";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

export function loader({ url }: Route.LoaderArgs) {
  // Links such as an event's "Save my place" preselect the topic and start the message.
  const about = url.searchParams.get("topic")?.slice(0, 160) ?? "";
  return { about: about.startsWith("Event: ") ? about : "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readFormOrReject(request);
  if ("rejected" in read) return read.rejected;
  const { form } = read;
  const result = await sendContactMessage(form, context);
  return data(result.sent ? formResult("contact", {}, {}, "sent") : formResult("contact", result.errors, result.values), { status: result.status });
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const contact = useContactDetails();
  const sent = actionData?.done === "sent";
  const errors: Record<string, string | undefined> = actionData?.errors ?? {};
  const values: Record<string, string | undefined> = actionData?.values ?? {};
  const describedBy = (id: string, hint = false) => [hint ? `${id}-hint` : "", errors[id as keyof typeof errors] ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  const eventTopic = loaderData.about ? "Events" : undefined;
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title={`Talk to the ${brand.name} team`}
        lines={["Questions about classes, plans, young learners or licenses for your school — we reply within one business day.", `Prefer email or phone? ${contact.email} · ${contact.phone}`]}
      />
      <section className="page-section narrow" aria-labelledby="contact-form-title">
        <h2 id="contact-form-title">Send us a message</h2>
        {sent ? (
          <div className="notification notification-success" role="status">
            <div className="notification-body">
              <p className="notification-title">Thank you — your message is on its way.</p>
              <p>We’ll reply to you by email within one business day.</p>
            </div>
          </div>
        ) : (
          <Form method="post" className="stack-form" noValidate toolname={AGENT_TOOLS.contact.toolname} tooldescription={AGENT_TOOLS.contact.tooldescription}>
            <FormErrors errors={errors} />
            <Field id="name" label="Your name" error={errors.name}>
              <input id="name" name="name" toolparamdescription={AGENT_TOOLS.contact.params.name} autoComplete="name" maxLength={120} required defaultValue={values.name} aria-invalid={errors.name ? true : undefined} aria-describedby={describedBy("name")} />
            </Field>
            <Field id="email" label="Email" error={errors.email}>
              <input id="email" name="email" type="email" toolparamdescription={AGENT_TOOLS.contact.params.email} autoComplete="email" maxLength={254} required defaultValue={values.email} aria-invalid={errors.email ? true : undefined} aria-describedby={describedBy("email")} />
            </Field>
            <Field id="organization" label="School or organization (optional)" error={errors.organization}>
              <input id="organization" name="organization" toolparamdescription={AGENT_TOOLS.contact.params.organization} autoComplete="organization" maxLength={160} defaultValue={values.organization} aria-invalid={errors.organization ? true : undefined} aria-describedby={describedBy("organization")} />
            </Field>
            <Field id="topic" label="Topic" error={errors.topic}>
              <select id="topic" name="topic" toolparamdescription={AGENT_TOOLS.contact.params.topic} required defaultValue={values.topic ?? eventTopic ?? CONTACT_TOPICS[0]} aria-invalid={errors.topic ? true : undefined} aria-describedby={describedBy("topic")}>
                {CONTACT_TOPICS.map((topic) => (
                  <option key={topic}>{topic}</option>
                ))}
              </select>
            </Field>
            <Field id="message" label="Message" error={errors.message} hint="At least a sentence; at most 4,000 characters.">
              <textarea
                id="message"
                name="message"
                toolparamdescription={AGENT_TOOLS.contact.params.message}
                rows={6}
                maxLength={4000}
                required
                defaultValue={values.message ?? (loaderData.about ? `I’d like to join: ${loaderData.about.slice(7)}` : undefined)}
                aria-invalid={errors.message ? true : undefined}
                aria-describedby={describedBy("message", true)}
              />
            </Field>
            <button className="button button-primary" type="submit" disabled={navigation.state === "submitting"}>
              {navigation.state === "submitting" ? "Sending…" : "Send message"}
            </button>
          </Form>
        )}
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: `Contact ${brand.name} | Questions about Spanish classes`,
    description: `Write to the ${brand.name} team about live Spanish classes, plans, young learners or K-12 curriculum licenses. We reply within one business day.`,
    path: `/contact-${brand.slug}`,
  });
