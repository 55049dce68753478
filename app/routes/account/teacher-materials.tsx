// /account/my-products/:slug (issue #11 §2, #25): a curriculum level for the teacher who holds a live licence
// of it — its units and lessons, each a link — and for the buyer who owns licences of it, its outline, to
// see what their teachers get. Anyone else — signed in without a licence, a revoked or expired licence —
// gets the 404 of a page that isn't there.
import { data, Link } from "react-router";
import type { Route } from "./+types/teacher-materials";
import { Done } from "~/components/account/form-fields";
import { PageHero } from "~/components/sections/page-hero";
import { brand } from "~/config/site";
import { brandPaths } from "~/domain/brand";
import { cloudflareContext } from "~/context";
import { requireAccount } from "~/lib/accounts/auth.server";
import { contentFor } from "~/lib/content/content.server";
import { materialsAccess } from "~/lib/commerce/licences.server";
import { levelOutline, type UnitOutline } from "~/lib/commerce/curriculum.server";
import { formatLongDate } from "~/domain/shop";
import { noteOpened } from "~/lib/commerce/licence-usage.server";
import { curriculumPaths } from "~/domain/curriculum";
import { productMaterials } from "~/lib/commerce/teacher-materials.server";
import { pageMeta } from "~/lib/content/seo";
import { AccountActionsSection } from "~/components/account/account-actions";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const { user } = await requireAccount(context, request);
  const { env, ctx } = context.get(cloudflareContext);
  const now = Date.now();
  const access = await materialsAccess(env.DB, user.id, params.slug, now);
  if (!access) throw data(null, { status: 404 });
  const content = contentFor(context);
  const [product, units] = await Promise.all([productMaterials(content, params.slug), levelOutline(content, params.slug)]);
  if (!product) throw data(null, { status: 404 });
  if (access.as === "teacher") ctx.waitUntil(noteOpened(env.DB, access, now));
  const view = access.as === "teacher" ? { as: "teacher" as const, organisation: access.organisation, expiresAt: access.expiresAt } : { as: "owner" as const };
  return { product, units, access: view, claimed: url.searchParams.get("done") === "claimed" };
}

/** A titled list of the level's facts; nothing when the level has none. */
function ListSection({ title, intro, items, ordered = false }: { title: string; intro?: string; items: string[]; ordered?: boolean }) {
  if (items.length === 0) return null;
  const List = ordered ? "ol" : "ul";
  return (
    <>
      <h2>{title}</h2>
      {intro ? <p>{intro}</p> : null}
      <List>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </List>
    </>
  );
}

/** The level's units and their lessons: links for the teacher, the outline alone for the buyer. */
function CurriculumUnits({ slug, units, links }: { slug: string; units: UnitOutline[]; links: boolean }) {
  return (
    <>
      <h2>Your units and lessons</h2>
      {links ? null : <p>Assign a license to yourself in My Products to open the lessons and their materials.</p>}
      {units.map((unit) => (
        <div key={unit.number} className="curriculum-unit">
          <h3>{links ? <Link to={curriculumPaths.unit(slug, unit.number)}>Unit {unit.number}: {unit.title}</Link> : `Unit ${unit.number}: ${unit.title}`}</h3>
          <p>{unit.summary}</p>
          <ol className="lesson-list">
            {unit.lessons.map((lesson) => (
              <li key={lesson.number}>
                {links ? <Link to={curriculumPaths.lesson(slug, unit.number, lesson.number)}>Lesson {lesson.number}: {lesson.title}</Link> : `Lesson ${lesson.number}: ${lesson.title}`}{" "}
                <span className="muted">· {lesson.minutes} minutes</span>
              </li>
            ))}
          </ol>
        </div>
      ))}
    </>
  );
}

export default function TeacherMaterials({ loaderData }: Route.ComponentProps) {
  const { product, units, access, claimed } = loaderData;
  const intro =
    access.as === "teacher"
      ? `Your teacher license from ${access.organisation}, for all your classes at this level, until ${formatLongDate(new Date(access.expiresAt))}.`
      : "You see this page as your school’s license holder: it is what each teacher finds here once they claim a license.";
  return (
    <>
      <PageHero eyebrow="Teacher materials" title={product.title} lines={[`Grades ${product.gradeBand} · ${product.level}`, intro]} />
      <section className="page-section narrow" aria-labelledby="level-title">
        {claimed ? (
          <Done title="License claimed">
            <p>Welcome! These materials are yours while your license lasts. You’ll find this page in My Products whenever you sign in.</p>
          </Done>
        ) : null}
        {units.length > 0 ? <CurriculumUnits slug={product.slug} units={units} links={access.as === "teacher"} /> : null}
        <h2 id="level-title">About this level</h2>
        <p>{product.summary}</p>
        <ListSection title="Scope and sequence" intro="Teach the units in order: each one builds on the words and structures of the one before." items={product.units} ordered />
        <ListSection title="Your materials for every unit" items={product.included} />
        {product.proficiency.length > 0 ? (
          <>
            <h2>Proficiency targets</h2>
            {product.proficiency.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </>
        ) : null}
        <h2>Questions about teaching this level?</h2>
        <p>
          <Link to={brandPaths.contact}>Write to us</Link> and mention {product.title}: our academic team answers questions about planning, pacing and assessment.
        </p>
        <p>
          <Link to="/account/my-products">Back to My Products</Link>
        </p>
      </section>
      <AccountActionsSection />
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `${loaderData?.product.title ?? "Teacher materials"} | ${brand.name}`,
    description: `Teacher materials of the ${brand.name} K-12 Spanish curriculum.`,
    path: `/account/my-products/${loaderData?.product.slug ?? ""}`,
    noindex: true,
  });
