// "/": on main hosts the home page (spec §2.5, its 13 sections in order); on landing hosts the hot-site
// landing of the host's variant (§2.7, docs/decisions/0003 and 0013).
import { data, redirect, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/home";
import { HotSiteLanding } from "~/components/hot-site/landing";
import { PageSections } from "~/components/sections/page-sections";
import { brand } from "~/config/site";
import { homePage } from "~/content/pages/home";
import { requestContext } from "~/context";
import { LANDING_COPY } from "~/copy/hot-sites";
import { isEnhancedNewsletterPost, isNewsletterThanks, NEWSLETTER_THANKS_LOCATION } from "~/domain/newsletter";
import { isQuestionnairePost } from "~/domain/questionnaire";
import type { SentSections } from "~/domain/sent-sections";
import { formResult, UNKNOWN_FORM } from "~/domain/form-errors";
import { contentFor } from "~/lib/content/content.server";
import { readFormOrReject } from "~/lib/edge/form.server";
import { loadLanding, submitQuestionnaire } from "~/lib/funnel/hot-site.server";
import { subscribeToNewsletter } from "~/lib/funnel/newsletter.server";
import { sendSections } from "~/lib/content/page-sections.server";
import { organizationLd, pageMeta } from "~/lib/content/seo";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  isQuestionnairePost(formData) || isEnhancedNewsletterPost(formData) ? false : defaultShouldRevalidate;

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const state = context.get(requestContext);
  if (!state.isMainHost) {
    const landing = await loadLanding(context, request);
    const copy = LANDING_COPY[landing.variant];
    return { landing, home: null, subscribed: false, meta: pageMeta({ title: `${landing.title ?? copy.fallbackTitle} | ${brand.name}`, description: copy.lines.join(" "), path: "/" }) };
  }
  // The home page is the page entry at "/" (decision 0023); the pack's when there is none, as "/" always exists.
  const content = contentFor(context);
  const page = await content.pageOr("/", homePage);
  // The address a subscription without JavaScript lands on thanks the visitor at the signup.
  const subscribed = isNewsletterThanks(url.searchParams);
  const [home, facts] = await Promise.all([sendSections(context, content, page.sections), content.facts()]);
  return { landing: null, home, subscribed, meta: [...pageMeta({ title: page.title, description: page.description, path: "/" }), organizationLd({ email: facts.email!, phone: facts.phone! })] };
}

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readFormOrReject(request);
  if ("rejected" in read) {
    if (context.get(requestContext).isMainHost) return read.rejected;
    // The landing shows the questionnaire's message, not the home page's form message.
    return data({ questionnaire: { message: read.rejected.data.errors.form ?? UNKNOWN_FORM } }, { status: read.rejected.init?.status ?? 400 });
  }
  const { form } = read;
  if (!context.get(requestContext).isMainHost) {
    const outcome = await submitQuestionnaire(context, request, form);
    if (!outcome.ok) return data({ questionnaire: { message: outcome.error, question: outcome.question } }, { status: outcome.status });
    if (outcome.redirectTo) throw redirect(outcome.redirectTo, { headers: outcome.headers });
    // With JavaScript the page already shows the next step; without it, post → redirect → get.
    if (form.get("enhanced") === "1") return data({ saved: true }, { headers: outcome.headers });
    throw redirect("/#questionnaire", { headers: outcome.headers });
  }
  if (form.get("intent") !== "newsletter") return data(formResult("", { form: UNKNOWN_FORM }), { status: 400 });
  const { status, ...result } = await subscribeToNewsletter(form, context);
  // Without JavaScript, post → redirect → get (decision 0045): a reload doesn't post again, and the page
  // the visitor lands on is the same for everyone, so it is rendered once, not once per signup.
  if (status === 200 && !isEnhancedNewsletterPost(form)) throw redirect(NEWSLETTER_THANKS_LOCATION, 303);
  return data({ newsletter: result }, { status });
}

const THANKS = { notification: "newsletterThanks" } as const;

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.landing) {
    const landing = loaderData.landing;
    const error = actionData && "questionnaire" in actionData ? actionData.questionnaire : null;
    return <HotSiteLanding {...landing} error={error} />;
  }
  return <MainHome home={loaderData.home} subscribed={loaderData.subscribed} actionData={actionData} />;
}

function MainHome({ home, subscribed, actionData }: { home: SentSections; subscribed: boolean; actionData: Route.ComponentProps["actionData"] }) {
  const forms = {
    newsletter: actionData && "newsletter" in actionData ? actionData.newsletter : subscribed ? THANKS : undefined,
    formError: actionData && "errors" in actionData ? actionData.errors.form : undefined,
  };
  return <PageSections sent={home} forms={forms} />;
}

// The descriptors come from the loader (meta runs in the browser too): the page, the landings' copy and
// the structured-data helpers stay out of the home page's JavaScript.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [{ title: brand.name }];
