// "/": on main hosts the home page (spec §2.5, its 13 sections in order); on landing hosts the hot-site
// landing of the host's variant (§2.7, docs/decisions/0003 and 0013).
import { data, redirect, useLocation, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/home";
import { ArticleList } from "~/components/sections/article-list";
import { CallToActionBlock } from "~/components/sections/call-to-action-block";
import { CourseList } from "~/components/sections/course-list";
import { HomeHero } from "~/components/sections/home-hero";
import { ImpactFigures } from "~/components/sections/impact-figures";
import { NewsletterSignup } from "~/components/sections/newsletter-signup";
import { OurSolution } from "~/components/sections/our-solution";
import { SectionHeading } from "~/components/sections/section-heading";
import { SuccessStories } from "~/components/sections/success-stories";
import { Testimonials } from "~/components/sections/testimonials";
import { TileGrid } from "~/components/sections/tile-grid";
import { TrustedLogos } from "~/components/sections/trusted-logos";
import { brand } from "~/config/site";
import * as copy from "~/copy/home";
import { callToAction } from "~/domain/call-to-action";
import { FREE_TRIAL_PATH, ourCoursesTrialPath } from "~/domain/free-trial";
import { Link } from "react-router";
import { articleCards, courseCards, successStorySlides, testimonialItems, trustedLogos } from "~/lib/cards.server";
import { contentFor } from "~/lib/content.server";
import { readFormOrReject } from "~/lib/form.server";
import { subscribeToNewsletter } from "~/lib/newsletter.server";
import { organizationLd, pageMeta } from "~/lib/seo";
import { HotSiteLanding } from "~/components/hot-site/landing";
import { isQuestionnairePost } from "~/domain/questionnaire";
import { LANDING_COPY } from "~/copy/hot-sites";
import { requestContext } from "~/context";
import { loadLanding, submitQuestionnaire } from "~/lib/hot-site.server";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  isQuestionnairePost(formData) ? false : defaultShouldRevalidate;

export async function loader({ context, request }: Route.LoaderArgs) {
  const state = context.get(requestContext);
  if (!state.isMainHost) return { landing: await loadLanding(context, request), home: null };
  return { landing: null, home: await loadHome(context) };
}

async function loadHome(context: Route.LoaderArgs["context"]) {
  const content = contentFor(context);
  // §2.5: 3 courses, 3 articles and 3 case studies, loaded in parallel.
  const [courses, articles, caseStudies, testimonials, organizations] = await Promise.all([
    content.homeCourses(),
    content.latestArticles(),
    content.caseStudies(),
    content.testimonials(),
    content.trustedOrganizations(),
  ]);
  const [courseViews, articleViews, storyViews, testimonialViews, logoViews] = await Promise.all([
    courseCards(content, courses),
    articleCards(content, articles),
    successStorySlides(content, caseStudies),
    testimonialItems(content, testimonials),
    trustedLogos(content, organizations),
  ]);
  return { courses: courseViews, articles: articleViews, stories: storyViews, testimonials: testimonialViews, logos: logoViews };
}

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readFormOrReject(request);
  if ("rejected" in read) return read.rejected;
  const { form } = read;
  if (!context.get(requestContext).isMainHost) {
    const outcome = await submitQuestionnaire(context, request, form);
    if (!outcome.ok) return data({ questionnaire: { message: outcome.error, question: outcome.question } }, { status: outcome.status });
    if (outcome.redirectTo) throw redirect(outcome.redirectTo, { headers: outcome.headers });
    // With JavaScript the page already shows the next step; without it, post → redirect → get.
    if (form.get("enhanced") === "1") return data({ saved: true }, { headers: outcome.headers });
    throw redirect("/#questionnaire", { headers: outcome.headers });
  }
  if (form.get("intent") !== "newsletter") return data({ formError: "Unknown form." }, { status: 400 });
  const { status, ...result } = await subscribeToNewsletter(form, context);
  return data({ newsletter: result }, { status });
}

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.landing) {
    const landing = loaderData.landing;
    const error = actionData && "questionnaire" in actionData ? actionData.questionnaire : null;
    return <HotSiteLanding copy={LANDING_COPY[landing.variant]} {...landing} error={error} />;
  }
  return <MainHome home={loaderData.home} actionData={actionData} />;
}

function MainHome({ home: loaderData, actionData }: { home: Awaited<ReturnType<typeof loadHome>>; actionData: Route.ComponentProps["actionData"] }) {
  const location = useLocation();
  const newsletterResult = actionData && "newsletter" in actionData ? actionData.newsletter : undefined;
  const formError = actionData && "formError" in actionData ? actionData.formError : undefined;
  return (
    <>
      <HomeHero copy={copy.homeHeader} />
      <TrustedLogos title={copy.trustedCompanies.title} logos={loaderData.logos} />
      <OurSolution solution={copy.ourSolution} />
      <ImpactFigures {...copy.impactFigures} />
      <TileGrid
        id="individual-courses"
        title={copy.individualCourses.title}
        intro={copy.individualCourses.intro}
        tiles={copy.individualCourses.tiles}
        button={{ label: copy.individualCourses.button, href: FREE_TRIAL_PATH }}
      />
      <Testimonials badge={copy.testimonialsHeading.badge} title={copy.testimonialsHeading.title} items={loaderData.testimonials} />
      <section className="page-section our-courses" id={copy.homeHeader.scrollElement} aria-labelledby="our-courses-title">
        <SectionHeading id="our-courses-title" tag={copy.ourCourses.tag} title={copy.ourCourses.title} intro={copy.ourCourses.intro} />
        <CourseList cards={loaderData.courses} />
        <div className="section-actions">
          <Link className="button button-secondary" to="/spanish-courses-overview">
            {copy.ourCourses.viewAll}
          </Link>
          <Link className="button button-primary" to={ourCoursesTrialPath(location.pathname)}>
            {copy.ourCourses.trialButton}
          </Link>
        </div>
      </section>
      <TileGrid
        id="institutions"
        tag={copy.institutions.tag}
        title={copy.institutions.title}
        intro={copy.institutions.intro}
        tiles={copy.institutions.tiles}
        button={{ label: copy.institutions.button, href: FREE_TRIAL_PATH }}
        tone="tinted"
      />
      <SuccessStories title={copy.successStories.title} button={copy.successStories.button} slides={loaderData.stories} />
      <CallToActionBlock cta={callToAction()} />
      <section className="page-section latest-insights" aria-labelledby="insights-title">
        <SectionHeading id="insights-title" tag={copy.latestInsights.tag} title={copy.latestInsights.title} />
        <ArticleList cards={loaderData.articles} />
        <div className="section-actions">
          <Link className="button button-secondary" to="/spanish-learning-articles">
            {copy.latestInsights.link}
          </Link>
        </div>
      </section>
      <NewsletterSignup copy={copy.newsletter} serverResult={newsletterResult} formError={formError} />
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const landing = loaderData?.landing;
  if (landing) {
    const copy = LANDING_COPY[landing.variant];
    return pageMeta({ title: `${landing.title ?? copy.fallbackTitle} | ${brand.name}`, description: copy.lines.join(" "), path: "/" });
  }
  return homeMeta;
};

const homeMeta = [
  ...pageMeta({
    title: `${brand.name} | Live online Spanish classes with native teachers`,
    description:
      "Learn Spanish in small live classes with native teachers who hold a master’s degree. Courses for adults, children aged 5–18 and schools. Try it free for 7 days.",
    path: "/",
  }),
  organizationLd(),
];
