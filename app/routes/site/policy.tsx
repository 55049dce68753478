// Policy pages at their own paths (spec §2.2): /privacy-policy, /terms-and-conditions, /cookies-policy and
// /policies/:id. Other single-segment paths are app/routes/site/marketing-page.tsx (a page or a policy).
import type { Route } from "./+types/policy";
import { PolicyArticle } from "~/components/policy/policy-article";
import { brand } from "~/config/site";
import { loadPolicy } from "~/lib/content/policy.server";
import { pageMeta } from "~/lib/content/seo";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const slug = "id" in params && params.id ? params.id : url.pathname.slice(1);
  return { policy: await loadPolicy(context, slug, url) };
}

export default function Policy({ loaderData }: Route.ComponentProps) {
  return <PolicyArticle policy={loaderData.policy} />;
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({ title: `${loaderData.policy.title} | ${brand.name}`, description: loaderData.policy.summary, path: `/${loaderData.policy.slug}` })
    : [{ title: `Page not found | ${brand.name}` }];
