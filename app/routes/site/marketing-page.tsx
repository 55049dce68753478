// Every marketing page of spec §2.2 that is made of sections alone (audiences, institutions, campaign
// pages, pricing …): the page data lives in app/copy/pages, one route per path in app/routes.ts.
import { data } from "react-router";
import type { Route } from "./+types/marketing-page";
import { PageSections } from "~/components/sections/page-sections";
import { pageByPath } from "~/copy/pages";
import { contentFor } from "~/lib/content.server";
import { resolveSections } from "~/lib/page-sections.server";
import { pageMeta } from "~/lib/seo";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

export async function loader({ url, context }: Route.LoaderArgs) {
  const page = pageByPath(url.pathname);
  if (!page) throw data(null, { status: 404 });
  const sectionData = await resolveSections(contentFor(context), page.sections);
  return { page, sectionData };
}

export default function MarketingPageRoute({ loaderData }: Route.ComponentProps) {
  return <PageSections sections={loaderData.page.sections} data={loaderData.sectionData} />;
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ title: loaderData.page.title, description: loaderData.page.description, path: loaderData.page.path }) : [];
