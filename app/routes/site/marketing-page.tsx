// Every path without a route of its own (spec §2.2): a page made of sections, from the CMS
// (audiences, institutions, campaign pages, pricing …; `page` entries, decision 0023), else a policy (the
// catch-all /:id), else 404. An editor who publishes a page at a new path sees it here, without a deploy.
// One route for all of them keeps the route manifest every page ships small and route matching short.
import { data } from "react-router";
import type { Route } from "./+types/marketing-page";
import { PolicyArticle } from "~/components/policy/policy-article";
import { PageSections } from "~/components/sections/page-sections";
import { brand } from "~/config/site";
import { contentFor } from "~/lib/content/content.server";
import { sendSections } from "~/lib/content/page-sections.server";
import { loadPolicy } from "~/lib/content/policy.server";
import { pageMeta } from "~/lib/content/seo";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const content = contentFor(context);
  const page = await content.page(url.pathname.replace(/\/+$/, "").toLowerCase());
  if (page) return { kind: "page" as const, page: { path: page.path, title: page.title, description: page.description }, sections: await sendSections(context, content, page.sections) };
  // Deeper paths (the "*" route) are pages or nothing; a single segment may still be a policy.
  if (!("id" in params) || !params.id) throw data(null, { status: 404 });
  return { kind: "policy" as const, policy: await loadPolicy(context, params.id, url) };
}

/** A post to a path that is no page is a 404, as its GET is; a page (none of them takes a form here) is a 405. */
export async function action(args: Route.ActionArgs) {
  await loader(args);
  throw data(null, { status: 405, headers: { Allow: "GET, HEAD" } });
}

export default function MarketingPageRoute({ loaderData }: Route.ComponentProps) {
  return loaderData.kind === "page" ? <PageSections sent={loaderData.sections} /> : <PolicyArticle policy={loaderData.policy} />;
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: `Page not found | ${brand.name}` }, { name: "robots", content: "noindex" }];
  if (loaderData.kind === "page") return pageMeta({ title: loaderData.page.title, description: loaderData.page.description, path: loaderData.page.path });
  return pageMeta({ title: `${loaderData.policy.title} | ${brand.name}`, description: loaderData.policy.summary, path: `/${loaderData.policy.slug}` });
};
