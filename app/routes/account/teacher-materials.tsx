// /account/my-products/:slug (issue #11 §2): a curriculum level's materials for the teacher who holds a
// claimed licence of it (and for the buyer who owns licences of it, to see what their teachers get).
// Anyone else — signed in without a licence, a revoked teacher — gets the 404 of a page that isn't there.
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
import { productMaterials } from "~/lib/commerce/teacher-materials.server";
import { pageMeta } from "~/lib/content/seo";
import { AccountActionsSection } from "~/components/account/account-actions";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const { user } = await requireAccount(context, request);
  const access = await materialsAccess(context.get(cloudflareContext).env.DB, user.id, params.slug);
  if (!access) throw data(null, { status: 404 });
  const product = await productMaterials(contentFor(context), params.slug);
  if (!product) throw data(null, { status: 404 });
  return { product, access, claimed: url.searchParams.get("done") === "claimed" };
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

export default function TeacherMaterials({ loaderData }: Route.ComponentProps) {
  const { product, access, claimed } = loaderData;
  const intro =
    access.as === "teacher"
      ? `Your teacher licence from ${access.organisation}, for all your classes at this level this school year.`
      : "You see this page as your school’s licence holder: it is what each teacher finds here once they claim a licence.";
  return (
    <>
      <PageHero eyebrow="Teacher materials" title={product.title} lines={[`Grades ${product.gradeBand} · ${product.level}`, intro]} />
      <section className="page-section narrow" aria-labelledby="level-title">
        {claimed ? (
          <Done title="Licence claimed">
            <p>Welcome! These materials are yours while your licence lasts. You’ll find this page in My Products whenever you sign in.</p>
          </Done>
        ) : null}
        <h2 id="level-title">About this level</h2>
        <p>{product.summary}</p>
        <ListSection title="Units" intro="Teach the units in order: each one builds on the words and structures of the one before." items={product.units} ordered />
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
