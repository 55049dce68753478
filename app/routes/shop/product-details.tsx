// /product-details (spec §2.2, issue #10 §4): the level chosen (?product=<slug>) set against the other
// levels of the curriculum — grades, level, license price — so a buyer can check they picked the right
// ones; with no product chosen, the whole catalog's comparison.
import { Link } from "react-router";
import type { Route } from "./+types/product-details";
import { AddToCart } from "~/components/shop/add-to-cart";
import { PageHero } from "~/components/sections/page-hero";
import { type Column, DataTable } from "~/components/ui/data-table";
import { Fact } from "~/components/ui/fact";
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

type Level = Route.ComponentProps["loaderData"]["products"][number];

/** The comparison's columns; the level the visitor chose says so beside its name. */
const levelColumns = (chosenSlug: string | undefined): Array<Column<Level>> => [
  {
    header: "Product",
    cell: (p) => (
      <>
        <Link to={p.path}>{p.title}</Link>
        {p.slug === chosenSlug ? <span className="badge badge-accent"> Your choice</span> : null}
      </>
    ),
    rowHeader: true,
  },
  { header: "Grades", cell: (p) => p.gradeBand },
  { header: "Level", cell: (p) => p.level },
  { header: "License per teacher", cell: (p) => p.price },
];

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
            <Fact term="Grades">{chosen.gradeBand}</Fact>
            <Fact term="Level">{chosen.level}</Fact>
            <Fact term="License">{chosen.price} per teacher, per school year</Fact>
            <Fact term="Item">{chosen.sku}</Fact>
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
        <DataTable
          caption="Curriculum levels with their grades, level and license price per teacher"
          captionHidden
          label="Curriculum levels with their grades and license prices"
          columns={levelColumns(chosen?.slug)}
          rows={products}
          rowKey={(p) => p.slug}
          isCurrent={(p) => p.slug === chosen?.slug}
        />
        <p>
          <Link to="/curriculum">How buying works</Link> · <Link to="/quote-details">How quotes and Purchase Orders work</Link>
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
