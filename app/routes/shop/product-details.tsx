// /product-details (spec §2.2, issue #10 §4): the level chosen (?product=<slug>) set against the other
// levels of the curriculum — grades, level, license price — so a buyer can check they picked the right
// ones; with no product chosen, the whole catalog's comparison.
import { Link } from "react-router";
import type { Route } from "./+types/product-details";
import { AddToCart } from "~/components/shop/add-to-cart";
import { PageHero } from "~/components/sections/page-hero";
import { brand } from "~/config/site";
import { formatUsd } from "~/domain/pricing";
import { catalogProducts } from "~/lib/commerce/catalog.server";
import { contentFor } from "~/lib/content/content.server";
import { pageMeta } from "~/lib/content/seo";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

const BAND_ORDER = ["K–2", "3–5", "6–8", "9–12"];

export async function loader({ context, url }: Route.LoaderArgs) {
  const products = [...(await catalogProducts(contentFor(context))).values()].sort(
    (a, b) => BAND_ORDER.indexOf(a.gradeBand) - BAND_ORDER.indexOf(b.gradeBand) || a.level.localeCompare(b.level),
  );
  const chosen = products.find((product) => product.slug === url.searchParams.get("product")) ?? null;
  return { products: products.map((p) => ({ ...p, price: formatUsd(p.unitCents) })), chosen: chosen ? { ...chosen, price: formatUsd(chosen.unitCents) } : null };
}

export default function ProductDetails({ loaderData }: Route.ComponentProps) {
  const { products, chosen } = loaderData;
  const sameBand = chosen ? products.filter((p) => p.gradeBand === chosen.gradeBand) : [];
  return (
    <>
      <PageHero
        eyebrow="K-12 curriculum"
        title={chosen ? `${chosen.title}: product details` : "Compare the curriculum levels"}
        lines={chosen ? [`Grades ${chosen.gradeBand}, ${chosen.level}. ${chosen.price} per teacher, per school year.`] : ["Every level of the K-12 curriculum, its grades and its license price, side by side."]}
      />
      {chosen ? (
        <section className="page-section narrow" aria-labelledby="chosen-title">
          <h2 id="chosen-title">About this level</h2>
          <dl className="facts">
            <div>
              <dt>Grades</dt>
              <dd>{chosen.gradeBand}</dd>
            </div>
            <div>
              <dt>Level</dt>
              <dd>{chosen.level}</dd>
            </div>
            <div>
              <dt>License</dt>
              <dd>{chosen.price} per teacher, per school year</dd>
            </div>
            <div>
              <dt>Item</dt>
              <dd>{chosen.sku}</dd>
            </div>
          </dl>
          <p>
            The same band has {sameBand.length} {sameBand.length === 1 ? "level" : "levels"}: teachers who teach more than one level need a license for each. Units, materials and proficiency targets are on{" "}
            <Link to={chosen.path}>the level’s page</Link>.
          </p>
          <AddToCart slug={chosen.slug} title={chosen.title} price={chosen.price} action={chosen.path} />
        </section>
      ) : null}
      <section className="page-section" aria-labelledby="compare-title">
        <h2 id="compare-title">{chosen ? "All levels" : "The levels"}</h2>
        {/* A wide table scrolls inside its own region on small screens: focusable, so the keyboard can scroll it. */}
        {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div className="table-scroll" role="region" aria-label="Curriculum levels with their grades and license prices" tabIndex={0}>
          <table className="comparison-table">
            <caption className="visually-hidden">Curriculum levels with their grades, level and license price per teacher</caption>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Grades</th>
                <th scope="col">Level</th>
                <th scope="col">License per teacher</th>
              </tr>
            </thead>
            <tbody>
              {products.map((p) => (
                <tr key={p.slug} aria-current={chosen?.slug === p.slug ? "true" : undefined}>
                  <th scope="row">
                    <Link to={p.path}>{p.title}</Link>
                    {chosen?.slug === p.slug ? <span className="badge badge-accent"> Your choice</span> : null}
                  </th>
                  <td>{p.gradeBand}</td>
                  <td>{p.level}</td>
                  <td>{p.price}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          <Link to="/curriculum">How buying works</Link> · <Link to="/quote-details">Request a quote</Link>
        </p>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: loaderData?.chosen ? `${loaderData.chosen.title}: product details | ${brand.name}` : `Compare the K-12 curriculum levels | ${brand.name}`,
    description: "The K-12 Spanish curriculum's levels side by side: grades, level and license price per teacher.",
    path: "/product-details",
  });
