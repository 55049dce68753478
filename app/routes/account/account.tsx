// /account/:page? (spec §2.9): the signed-in buyer's home, with the tabs My Order (the default) and My
// Products. Orders, the plan and licences fill them as the shop issues land; until then each says what
// will appear there and where to start.
import { data, Form, Link, NavLink } from "react-router";
import type { Route } from "./+types/account";
import { PageHero } from "~/components/sections/page-hero";
import { brand } from "~/config/site";
import { requireAccount } from "~/lib/auth.server";
import { pageMeta } from "~/lib/seo";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

const TABS = [
  { page: "my-order", label: "My Order" },
  { page: "my-products", label: "My Products" },
] as const;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user } = await requireAccount(context, request);
  const page = params.page ?? "my-order";
  if (!TABS.some((tab) => tab.page === page)) throw data(null, { status: 404 });
  return { name: user.name, email: user.email, page };
}

export default function Account({ loaderData }: Route.ComponentProps) {
  const { name, email, page } = loaderData;
  return (
    <>
      <PageHero eyebrow="Your account" title={`Hola, ${name}`} lines={[`Signed in as ${email}.`]} />
      <section className="page-section" aria-label="Your account">
        <nav aria-label="Account sections" className="account-tabs">
          <ul>
            {TABS.map((tab) => (
              <li key={tab.page}>
                <NavLink to={`/account/${tab.page}`} aria-current={tab.page === page ? "page" : undefined} className={tab.page === page ? "account-tab active" : "account-tab"}>
                  {tab.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {page === "my-order" ? (
          <div className="account-panel">
            <h2>My Order</h2>
            <p>You have no orders yet. Your weekly plan, card orders and quotes will be listed here, newest first, with their status.</p>
            <p>
              <Link to="/individual-plans">See the weekly class plans</Link> · <Link to="/catalog">Browse the K-12 curriculum</Link>
            </p>
          </div>
        ) : (
          <div className="account-panel">
            <h2>My Products</h2>
            <p>No products yet. Curriculum licences you buy appear here per product and level — bought, assigned and available — ready to give to your teachers.</p>
            <p>
              <Link to="/catalog">Browse the K-12 curriculum</Link>
            </p>
          </div>
        )}
        <div className="account-actions">
          <Link to="/personal-information">Personal information</Link>
          <Form method="post" action="/logout">
            <button className="button button-secondary" type="submit">
              Sign out
            </button>
          </Form>
        </div>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = () => pageMeta({ title: `Your account | ${brand.name}`, description: `Your ${brand.name} orders, plan and licences.`, path: "/account", noindex: true });
