// /try-{brand}-for-free: what the free trial is and how to start it (spec §2.3, §4 "Individual funnel"). Its
// words are the `page` entry at its path (decision 0070); the pack's page when the space has none, as every
// free-trial button of the site leads here.
import type { Route } from "./+types/free-trial";
import { PageHero } from "~/components/sections/page-hero";
import { SectionList } from "~/components/sections/section-list";
import { freeTrialPage } from "~/content/pages/funnel";
import { brandPaths } from "~/domain/brand";
import { contentFor } from "~/lib/content/content.server";
import { sendSections } from "~/lib/content/page-sections.server";
import { pageMeta } from "~/lib/content/seo";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

export async function loader({ context }: Route.LoaderArgs) {
  const content = contentFor(context);
  const page = await content.pageOr(brandPaths.freeTrial, freeTrialPage);
  return { title: page.title, description: page.description, sections: await sendSections(context, content, page.sections) };
}

export default function FreeTrial({ loaderData }: Route.ComponentProps) {
  // The hero (its second button opens the scheduler) hydrates: rendered with this route's code, not the catalogue's chunk.
  return <SectionList sent={loaderData.sections} blocks={{ hero: (hero) => <PageHero {...hero} /> }} />;
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ title: loaderData.title, description: loaderData.description, path: brandPaths.freeTrial }) : [];
