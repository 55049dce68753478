// Select level (funnel step 4; /select-level and /your-level are one screen, and so are their /external
// twins): the level options and the Spanish levels, the stored yourLevel pre-selected (from the hot-site
// questionnaire or the level test); continues to /book/demo (/external/book/demo on the hot site). The
// choices post ids (decision 0024); their words are content (decision 0071).
import { Form, Link, redirect, useLocation } from "react-router";
import type { Route } from "./+types/select-level";
import { FunnelSteps } from "~/components/funnel/funnel-steps";
import { FieldError, FormErrors } from "~/components/ui/form-field";
import { Icon } from "~/components/ui/icon";
import { useRememberedYourLevel } from "~/components/levels/your-level-storage";
import { brand } from "~/config/site";
import { selectLevelPage } from "~/content/pages/funnel";
import type { LevelWords } from "~/domain/content/levels";
import type { Section } from "~/domain/page-sections";
import { HeroHeading } from "~/components/sections/page-hero";
import { SectionList } from "~/components/sections/section-list";
import { contentFor } from "~/lib/content/content.server";
import { sendSections } from "~/lib/content/page-sections.server";
import { isExternalFunnel, nextFunnelPath } from "~/domain/funnel";
import { levelFormSchema } from "~/domain/funnel-forms";
import { parsePost } from "~/lib/edge/form.server";
import { COURSE_IDS, LEVEL_IDS, type LevelChoice } from "~/domain/levels";
import { completeStep, funnelVisitor } from "~/lib/funnel/funnel.server";
import { readVisitor } from "~/lib/platform/session.server";
import { pageMeta } from "~/lib/content/seo";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

const isExternal = (request: Request) => isExternalFunnel(new URL(request.url));

/** The hot-site funnel keeps its order; on the main site the level step is also reached from the level test. */
async function visitorFor(context: Route.LoaderArgs["context"], request: Request) {
  return isExternal(request) ? funnelVisitor(context, request, 4, true) : readVisitor(context, request);
}

export async function loader({ context, request }: Route.LoaderArgs) {
  // The step's words are the page entry at /select-level, the levels' and courses' their entries (decision 0071).
  const content = contentFor(context);
  const [{ visitor }, page, levels] = await Promise.all([visitorFor(context, request), content.pageOr(selectLevelPage.path, selectLevelPage), content.levels()]);
  return { yourLevel: visitor.yourLevel ?? null, title: page.title, sections: await sendSections(context, content, page.sections), levels };
}

export async function action({ context, request }: Route.ActionArgs) {
  const current = await visitorFor(context, request);
  const parsed = await parsePost(request, levelFormSchema, "level");
  if (!parsed.ok) return parsed.response;
  const headers = await completeStep(context, current, 4, { yourLevel: parsed.data });
  throw redirect(nextFunnelPath(4, isExternal(request)), { headers });
}

type LevelFormWords = Omit<Extract<Section, { type: "levelForm" }>, "type" | "entryId">;

function LevelForm({ words, levels, yourLevel, errors }: { words: LevelFormWords; levels: LevelWords; yourLevel: LevelChoice | null; errors: Record<string, string | undefined> }) {
  return (
    <>
      <FormErrors errors={errors} />
      <Form method="post" className="level-form">
        <fieldset aria-describedby={errors.level ? "level-error" : undefined}>
          <legend>{words.levelLegend}</legend>
          <div className="choice-grid">
            {LEVEL_IDS.map((id) => (
              <label key={id} className="choice-card">
                <input type="radio" name="level" value={id} defaultChecked={yourLevel?.level === id} required />
                <Icon name={levels.levels[id].icon} className="level-icon" />
                <strong>{levels.levels[id].title}</strong>
                <span>{levels.levels[id].description}</span>
              </label>
            ))}
          </div>
          <FieldError id="level-error" message={errors.level} />
        </fieldset>
        <fieldset aria-describedby={errors.course ? "course-error" : undefined}>
          <legend>{words.courseLegend}</legend>
          <div className="choice-grid choice-grid-5">
            {COURSE_IDS.map((id) => (
              <label key={id} className="choice-card">
                <input type="radio" name="course" value={id} defaultChecked={yourLevel?.course === id} required />
                <span className="level-badge" aria-hidden="true">
                  {levels.courses[id].badge}
                </span>
                <strong>{levels.courses[id].title}</strong>
                <span>{levels.courses[id].description}</span>
              </label>
            ))}
          </div>
          {/* Not a course to choose: a way to find out, under the cards rather than inside the first (issue #27). */}
          <p className="choice-help">
            <Link className="text-link" to="/level-test">
              {words.testLink}
            </Link>
          </p>
          <FieldError id="course-error" message={errors.course} />
        </fieldset>
        <button type="submit" className="button button-primary">
          {words.button}
        </button>
      </Form>
    </>
  );
}

export default function SelectLevel({ loaderData, actionData }: Route.ComponentProps) {
  const errors = actionData && "errors" in actionData ? actionData.errors : {};
  const { yourLevel, levels } = loaderData;
  const external = useLocation().pathname.startsWith("/external/");
  useRememberedYourLevel(yourLevel);
  return (
    <section className="page-section funnel-page" aria-labelledby="level-title">
      <SectionList
        sent={loaderData.sections}
        blocks={{
          hero: (hero) => (
            <>
              <FunnelSteps current={4} external={external} />
              <HeroHeading id="level-title" title={hero.title} lines={hero.lines} />
            </>
          ),
          levelForm: (words) => <LevelForm words={words} levels={levels} yourLevel={yourLevel} errors={errors} />,
        }}
      />
    </section>
  );
}

export const meta: Route.MetaFunction = ({ location, loaderData }) =>
  pageMeta({ title: loaderData?.title ?? `Select your level | ${brand.name}`, description: "Choose your Spanish level and course before you book your first class.", path: location.pathname, noindex: true });
