// /account/my-products/:slug/unit-:n (issue #25): a unit of the level for the teacher holding a live licence
// of it: what it covers, its lessons, and its whole set of materials as one ZIP. Anyone else: 404.
import { data, Link } from "react-router";
import type { Route } from "./+types/curriculum-unit";
import { PageHero } from "~/components/sections/page-hero";
import { CurriculumBreadcrumb } from "~/components/curriculum/curriculum-breadcrumb";
import { brand } from "~/config/site";
import { curriculumPaths, formatFileSize, MATERIALS, numberIn } from "~/domain/curriculum";
import { contentFor } from "~/lib/content/content.server";
import { requireCurriculumLicence, unitOf } from "~/lib/commerce/curriculum.server";
import { productMaterials } from "~/lib/commerce/teacher-materials.server";
import { pageMeta } from "~/lib/content/seo";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireCurriculumLicence(context, request, params.slug);
  const number = numberIn(params.unit, "unit");
  const content = contentFor(context);
  const [product, unit] = await Promise.all([productMaterials(content, params.slug), number ? unitOf(content, params.slug, number) : null]);
  if (!product || !unit) throw data(null, { status: 404 });
  const zipBytes = unit.lessons.flatMap((l) => l.files).reduce((sum, f) => sum + (f.size ?? 0), 0);
  return { level: { slug: product.slug, title: product.title }, unit, zipBytes };
}

export default function CurriculumUnit({ loaderData }: Route.ComponentProps) {
  const { level, unit, zipBytes } = loaderData;
  const files = unit.lessons.length * MATERIALS.length;
  return (
    <>
      <PageHero eyebrow={level.title} title={`Unit ${unit.number}: ${unit.title}`} lines={[unit.summary]} />
      <section className="page-section narrow" aria-labelledby="lessons-title">
        <CurriculumBreadcrumb trail={[{ to: curriculumPaths.level(level.slug), label: level.title }]} current={`Unit ${unit.number}`} />
        <h2 id="lessons-title">Lessons</h2>
        <ol className="lesson-list">
          {unit.lessons.map((lesson) => (
            <li key={lesson.number}>
              <Link to={curriculumPaths.lesson(level.slug, unit.number, lesson.number)}>
                Lesson {lesson.number}: {lesson.title}
              </Link>{" "}
              <span className="muted">· {lesson.minutes} minutes</span>
            </li>
          ))}
        </ol>
        <h2>All the unit’s materials at once</h2>
        <p>
          Every lesson’s plan, worksheet, slides, listening track and answer key, one folder per lesson ({files} files).
        </p>
        <p>
          <a className="button button-primary" href={curriculumPaths.zip(level.slug, unit.number)} download>
            Download the whole unit (ZIP, {formatFileSize(zipBytes)})
          </a>
        </p>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: loaderData ? `Unit ${loaderData.unit.number}: ${loaderData.unit.title} | ${brand.name}` : `Curriculum unit | ${brand.name}`,
    description: "A unit of the Hablarte K-12 Spanish curriculum, for licensed teachers.",
    path: loaderData ? curriculumPaths.unit(loaderData.level.slug, loaderData.unit.number) : "/account/my-products",
    noindex: true,
  });
