// Select level (funnel step 4; /select-level and /your-level are one screen, and so are their /external
// twins): the level options and the Spanish levels, the stored yourLevel pre-selected (from the hot-site
// questionnaire or the level test); continues to /book/demo (/external/book/demo on the hot site). The
// choices post ids; the copy names them by title until it carries the ids (decision 0024).
import { Form, Link, redirect, useLocation } from "react-router";
import type { Route } from "./+types/select-level";
import { FunnelSteps } from "~/components/funnel/funnel-steps";
import { FieldError, FormErrors } from "~/components/ui/form-field";
import { Icon } from "~/components/ui/icon";
import { useRememberedYourLevel } from "~/components/levels/your-level-storage";
import { brand } from "~/config/site";
import { LEVEL_OPTIONS, SPANISH_LEVELS } from "~/copy/levels";
import { isExternalFunnel, nextFunnelPath } from "~/domain/funnel";
import { levelFormSchema } from "~/domain/funnel-forms";
import { parsePost } from "~/lib/edge/form.server";
import { courseIdOfTitle, LEVEL_ID_BY_TITLE } from "~/domain/levels";
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
  const { visitor } = await visitorFor(context, request);
  return { yourLevel: visitor.yourLevel ?? null };
}

export async function action({ context, request }: Route.ActionArgs) {
  const current = await visitorFor(context, request);
  const parsed = await parsePost(request, levelFormSchema, "level");
  if (!parsed.ok) return parsed.response;
  const headers = await completeStep(context, current, 4, { yourLevel: parsed.data });
  throw redirect(nextFunnelPath(4, isExternal(request)), { headers });
}

export default function SelectLevel({ loaderData, actionData }: Route.ComponentProps) {
  const errors = actionData && "errors" in actionData ? actionData.errors : {};
  const { yourLevel } = loaderData;
  const external = useLocation().pathname.startsWith("/external/");
  useRememberedYourLevel(yourLevel);
  const levelTest = SPANISH_LEVELS.find((level) => level.button)?.button;
  return (
    <section className="page-section funnel-page" aria-labelledby="level-title">
      <FunnelSteps current={4} external={external} />
      <h1 id="level-title">Select your level</h1>
      <p className="section-intro">So your teacher can prepare the right class. You can change it at any time.</p>
      <FormErrors errors={errors} />
      <Form method="post" className="level-form">
        <fieldset aria-describedby={errors.level ? "level-error" : undefined}>
          <legend>Your level</legend>
          <div className="choice-grid">
            {LEVEL_OPTIONS.map((option) => (
              <label key={option.title} className="choice-card">
                <input type="radio" name="level" value={LEVEL_ID_BY_TITLE[option.title]} defaultChecked={yourLevel?.level === LEVEL_ID_BY_TITLE[option.title]} required />
                <Icon name={option.icon} className="level-icon" />
                <strong>{option.title}</strong>
                <span>{option.desc}</span>
              </label>
            ))}
          </div>
          <FieldError id="level-error" message={errors.level} />
        </fieldset>
        <fieldset aria-describedby={errors.course ? "course-error" : undefined}>
          <legend>Your course</legend>
          <div className="choice-grid choice-grid-5">
            {SPANISH_LEVELS.map((level) => (
              <label key={level.title} className="choice-card">
                {/* A course the ids don't know yet would post its title and be refused; tests/unit/domain/levels.test.ts keeps the copy and the ids in step. */}
                <input type="radio" name="course" value={courseIdOfTitle(level.title) ?? level.title} defaultChecked={yourLevel?.course === courseIdOfTitle(level.title)} required />
                <span className="level-badge" aria-hidden="true">
                  {level.icon}
                </span>
                <strong>{level.title}</strong>
                <span>{level.desc}</span>
              </label>
            ))}
          </div>
          {/* Not a course to choose: a way to find out, under the cards rather than inside the first (issue #27). */}
          {levelTest ? (
            <p className="choice-help">
              <Link className="text-link" to={levelTest.href}>
                {levelTest.label}
              </Link>
            </p>
          ) : null}
          <FieldError id="course-error" message={errors.course} />
        </fieldset>
        <button type="submit" className="button button-primary">
          Continue to booking
        </button>
      </Form>
    </section>
  );
}

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({ title: `Select your level | ${brand.name}`, description: "Choose your Spanish level and course before you book your first class.", path: location.pathname, noindex: true });
