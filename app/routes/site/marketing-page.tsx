// Every single-segment path without a route of its own (spec §2.2): a marketing page made of sections
// (audiences, institutions, campaign pages, pricing …; data in app/copy/pages), else a policy (the
// catch-all /:id), else 404. One route for all of them keeps the route manifest every page ships small
// and route matching short; it is also where pages that come from the CMS will land.
import type { Route } from "./+types/marketing-page";
import { PolicyArticle } from "~/components/policy/policy-article";
import { PageSections } from "~/components/sections/page-sections";
import { brand } from "~/config/site";
import { pageByPath } from "~/copy/pages";
import { contentFor } from "~/lib/content.server";
import { resolveSections } from "~/lib/page-sections.server";
import { loadPolicy } from "~/lib/policy.server";
import { pageMeta } from "~/lib/seo";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const page = pageByPath(url.pathname);
  if (page) return { kind: "page" as const, page, sectionData: await resolveSections(contentFor(context), page.sections) };
  return { kind: "policy" as const, policy: await loadPolicy(context, params.id, url) };
}

export default function MarketingPageRoute({ loaderData }: Route.ComponentProps) {
  return loaderData.kind === "page" ? <PageSections sections={loaderData.page.sections} data={loaderData.sectionData} /> : <PolicyArticle policy={loaderData.policy} />;
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: `Page not found | ${brand.name}` }];
  if (loaderData.kind === "page") return pageMeta({ title: loaderData.page.title, description: loaderData.page.description, path: loaderData.page.path });
  return pageMeta({ title: `${loaderData.policy.title} | ${brand.name}`, description: loaderData.policy.summary, path: `/${loaderData.policy.slug}` });
};
