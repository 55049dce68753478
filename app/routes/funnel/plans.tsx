// /external/individual-plans (funnel step 1 on the hot site): choose a weekly plan; kept in the session.
import { Form, redirect } from "react-router";
import type { Route } from "./+types/plans";
import { FunnelSteps } from "~/components/funnel/funnel-steps";
import { useContactDetails, useFilledCopy } from "~/components/layout/site-facts";
import { FormMessage } from "~/components/ui/form-field";
import { brand } from "~/config/site";
import { nextFunnelPath } from "~/domain/funnel";
import { planFormSchema } from "~/domain/funnel-forms";
import { IndividualPlanGrid } from "~/components/sections/pricing";
import { parsePost } from "~/lib/edge/form.server";
import { completeStep } from "~/lib/funnel/funnel.server";
import { contentFor } from "~/lib/content/content.server";
import { readVisitor } from "~/lib/platform/session.server";
import { pageMeta } from "~/lib/content/seo";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

const GUIDES = [
  { title: "Raising a Spanish speaker", href: "/ebooks/raising-a-spanish-speaker.pdf", note: "for parents" },
  { title: "Travel Spanish pocket guide", href: "/ebooks/travel-spanish-pocket-guide.pdf", note: "for travelers" },
  { title: "Spanish phrases for healthcare workers", href: "/ebooks/spanish-phrases-for-healthcare-workers.pdf", note: "for professionals" },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const [{ visitor }, pricing] = await Promise.all([readVisitor(context, request), contentFor(context).pricing()]);
  return { chosen: visitor.planId ?? null, pricing };
}

export async function action({ context, request }: Route.ActionArgs) {
  const parsed = await parsePost(request, planFormSchema, "plan");
  if (!parsed.ok) return parsed.response;
  const current = await readVisitor(context, request);
  const headers = await completeStep(context, current, 1, { planId: parsed.data.plan });
  throw redirect(nextFunnelPath(1, true), { headers });
}

export default function ExternalPlans({ loaderData, actionData }: Route.ComponentProps) {
  const error = actionData ? (actionData.errors.plan ?? actionData.errors.form) : undefined;
  const contact = useContactDetails();
  const format = useFilledCopy({ self: "{{classFormat:self}}", child: "{{classFormat:child}}" });
  return (
    <>
      <section className="page-section funnel-page" aria-labelledby="plans-title">
        <FunnelSteps current={1} external />
        <h1 id="plans-title">Choose your weekly plan</h1>
        <p className="section-intro">
          {format.self} {format.child} Start with {loaderData.pricing.trialDays} days free: there is no charge until your trial ends.
        </p>
        <FormMessage id="plan-error" error={error} />
        <IndividualPlanGrid
          headingLevel={2}
          words={loaderData.pricing}
          action={(plan, card) => (
            <Form method="post">
              <input type="hidden" name="plan" value={plan.id} />
              <button type="submit" className={`button ${card.popular ? "button-primary" : "button-secondary"}`} aria-pressed={loaderData.chosen === plan.id}>
                {loaderData.pricing.labels.choosePlanButton}
                <span className="visually-hidden">{`: ${card.title}`}</span>
              </button>
            </Form>
          )}
        />
      </section>
      <section className="page-section narrow" id="starter-guide" aria-labelledby="guide-title">
        <h2 id="guide-title">Free starter guides</h2>
        <p>Download a short guide from our teachers while you decide. They are free PDFs, no sign-up needed.</p>
        <ul className="download-list">
          {GUIDES.map((guide) => (
            <li key={guide.href}>
              <a href={guide.href} download>
                {guide.title} (PDF, {guide.note})
              </a>
            </li>
          ))}
        </ul>
        <p>
          Questions first? Write to <a href={`mailto:${contact.email}`}>{contact.email}</a>.
        </p>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Choose your weekly plan | ${brand.name}`,
    description: `Choose 1, 2 or 3 live Spanish classes a week with a native teacher, and start with ${loaderData ? `a ${loaderData.pricing.trialDays}-day` : "a"} free trial.`,
    path: "/external/individual-plans",
    noindex: true,
  });
