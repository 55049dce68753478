// Policy pages (spec §2.2): /privacy-policy, /terms-and-conditions, /cookies-policy, /policies/:id and
// the single-segment catch-all /:id. An unknown slug is the not-found page with status 404.
import { data, redirect } from "react-router";
import type { Route } from "./+types/policy";
import { RichText } from "~/components/ui/rich-text";
import { brand } from "~/config/site";
import { contentFor } from "~/lib/content.server";
import { pageMeta } from "~/lib/seo";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const slug = "id" in params && params.id ? params.id : url.pathname.slice(1);
  // One address per policy: /policies/{slug} is a permanent alias of /{slug}.
  if (url.pathname.startsWith("/policies/") && SLUG.test(slug)) {
    if (!(await contentFor(context).policy(slug))) throw data(null, { status: 404 });
    throw redirect(`/${slug}`, 301);
  }
  if (!SLUG.test(slug)) throw data(null, { status: 404 });
  const policy = await contentFor(context).policy(slug);
  if (!policy) throw data(null, { status: 404 });
  const { title, summary, lastUpdated, body } = policy.fields;
  return { slug, title, summary, lastUpdated, body };
}

export default function Policy({ loaderData }: Route.ComponentProps) {
  const updated = new Date(`${loaderData.lastUpdated}T00:00:00Z`).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
  return (
    <article className="page-section narrow policy" aria-labelledby="policy-title">
      <h1 id="policy-title">{loaderData.title}</h1>
      <p className="section-intro">{loaderData.summary}</p>
      <p className="policy-updated">
        Last updated <time dateTime={loaderData.lastUpdated}>{updated}</time>
      </p>
      <RichText document={loaderData.body} />
    </article>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({ title: `${loaderData.title} | ${brand.name}`, description: loaderData.summary, path: `/${loaderData.slug}` })
    : [{ title: `Page not found | ${brand.name}` }];
