// /account/my-products/:slug/unit-:n/lesson-:m (issue #25): one lesson for the teacher holding a live licence
// of its level: objectives, can-do statements, vocabulary, and its five materials to download (the
// listening track also plays here). Anyone else: 404. Plain links: nothing here needs JavaScript.
import { data, Link } from "react-router";
import type { Route } from "./+types/curriculum-lesson";
import { PageHero } from "~/components/sections/page-hero";
import { CurriculumBreadcrumb } from "~/components/curriculum/curriculum-breadcrumb";
import { brand } from "~/config/site";
import { curriculumPaths, formatFileSize, numberIn } from "~/domain/curriculum";
import { contentFor } from "~/lib/content/content.server";
import { lessonOf, requireCurriculumLicence } from "~/lib/commerce/curriculum.server";
import { productMaterials } from "~/lib/commerce/teacher-materials.server";
import { pageMeta } from "~/lib/content/seo";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireCurriculumLicence(context, request, params.slug);
  const unitNumber = numberIn(params.unit, "unit");
  const lessonNumber = numberIn(params.lesson, "lesson");
  const content = contentFor(context);
  const [product, found] = await Promise.all([productMaterials(content, params.slug), unitNumber && lessonNumber ? lessonOf(content, params.slug, unitNumber, lessonNumber) : null]);
  if (!product || !found) throw data(null, { status: 404 });
  return { level: { slug: product.slug, title: product.title }, ...found };
}

function Lines({ title, items, id }: { title: string; items: string[]; id: string }) {
  return (
    <>
      <h2 id={id}>{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}

export default function CurriculumLesson({ loaderData }: Route.ComponentProps) {
  const { level, unit, lesson } = loaderData;
  const path = (n: number) => curriculumPaths.lesson(level.slug, unit.number, n);
  const previous = unit.lessons.find((l) => l.number === lesson.number - 1);
  const next = unit.lessons.find((l) => l.number === lesson.number + 1);
  const audio = lesson.files.find((f) => f.material.key === "audio");
  return (
    <>
      <PageHero eyebrow={`Unit ${unit.number}: ${unit.title}`} title={`Lesson ${lesson.number}: ${lesson.title}`} lines={[`${lesson.minutes} minutes · ${level.title}`]} />
      <section className="page-section narrow" aria-labelledby="materials-title">
        <CurriculumBreadcrumb
          trail={[
            { to: curriculumPaths.level(level.slug), label: level.title },
            { to: curriculumPaths.unit(level.slug, unit.number), label: `Unit ${unit.number}` },
          ]}
          current={`Lesson ${lesson.number}`}
        />
        <h2 id="materials-title">Materials</h2>
        <ul className="download-list">
          {lesson.files.map(({ material, size }) => (
            <li key={material.key}>
              <a href={curriculumPaths.file(level.slug, unit.number, lesson.number, material)} download>
                {material.label}
              </a>{" "}
              <span className="muted">
                ({material.kind}
                {size ? `, ${formatFileSize(size)}` : ""})
              </span>
            </li>
          ))}
        </ul>
        {audio ? (
          <figure className="lesson-audio">
            <figcaption>Listening track</figcaption>
            {/* oxlint-disable-next-line jsx-a11y/media-has-caption -- the transcript below is the text alternative */}
            <audio controls preload="none" src={curriculumPaths.file(level.slug, unit.number, lesson.number, audio.material)} aria-label={`Listening track of lesson ${lesson.number}`} />
            <details>
              <summary>Read the transcript</summary>
              <p lang="es">{lesson.transcript}</p>
            </details>
          </figure>
        ) : null}
        <Lines id="objectives-title" title="Objectives" items={lesson.objectives} />
        <Lines id="can-do-title" title="Can-do statements" items={lesson.canDo} />
        <Lines id="vocabulary-title" title="Vocabulary" items={lesson.vocabulary} />
        <nav className="lesson-pager" aria-label="Lessons of this unit">
          {previous ? <Link to={path(previous.number)}>Previous: Lesson {previous.number}</Link> : null}
          <Link to={curriculumPaths.unit(level.slug, unit.number)}>All lessons of Unit {unit.number}</Link>
          {next ? <Link to={path(next.number)}>Next: Lesson {next.number}</Link> : null}
        </nav>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: loaderData ? `Lesson ${loaderData.lesson.number}: ${loaderData.lesson.title} | ${brand.name}` : `Curriculum lesson | ${brand.name}`,
    description: "A lesson of the Hablarte K-12 Spanish curriculum, for licensed teachers.",
    path: loaderData ? curriculumPaths.lesson(loaderData.level.slug, loaderData.unit.number, loaderData.lesson.number) : "/account/my-products",
    noindex: true,
  });
