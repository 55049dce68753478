// /about-{brand}/:tab? — the school, and its academic team and teachers as tabs (links that work without
// JavaScript). An unknown tab is the not-found page with status 404.
import { data, Link } from "react-router";
import type { Route } from "./+types/about";
import { PageSections } from "~/components/sections/page-sections";
import { TeamCards } from "~/components/sections/team-cards";
import { brand } from "~/config/site";
import { brandPaths } from "~/domain/brand";
import { aboutPage } from "~/content/pages/about";
import { ABOUT_TABS } from "~/copy/about";
import { contentFor } from "~/lib/content/content.server";
import { resolveSections, sendSections } from "~/lib/content/page-sections.server";
import { breadcrumbLd, pageMeta } from "~/lib/content/seo";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

export async function loader({ params, context }: Route.LoaderArgs) {
  const tab = params.tab ? ABOUT_TABS.find((t) => t.id === params.tab) : undefined;
  if (params.tab && !tab) throw data(null, { status: 404 });
  const content = contentFor(context);
  // The page entry at /about-{brand} (decision 0023); the pack's when there is none, as the path always exists.
  const page = tab ? null : await content.pageOr(brandPaths.about, aboutPage);
  // The site's call to action closes every tab: a `cta` section after the page's (decision 0068).
  const [sections, team] = await Promise.all([
    sendSections(context, content, [...(page?.sections ?? []), { type: "cta" }]),
    tab ? resolveSections(content, [{ type: "team", id: "team", title: tab.label, group: tab.id }]) : Promise.resolve([]),
  ]);
  const members = team[0]?.type === "team" ? team[0].members : [];
  return { tabId: tab?.id ?? null, sections, members, title: page?.title, description: page?.description };
}

function AboutTabs({ current }: { current: string | null }) {
  return (
    <nav className="page-section tabs-nav" aria-label="About us">
      <ul>
        <li>
          <Link to={brandPaths.about} aria-current={current === null ? "page" : undefined}>
            Our school
          </Link>
        </li>
        {ABOUT_TABS.map((tab) => (
          <li key={tab.id}>
            <Link to={`${brandPaths.about}/${tab.id}`} aria-current={current === tab.id ? "page" : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function About({ loaderData }: Route.ComponentProps) {
  const tab = ABOUT_TABS.find((t) => t.id === loaderData.tabId);
  return (
    <>
      {tab ? (
        <section className="hero hero-compact" aria-labelledby="page-title">
          <div className="hero-inner">
            <p className="eyebrow">About {brand.name}</p>
            <h1 id="page-title">Our {tab.label.toLowerCase()}</h1>
            <div className="hero-description">
              <p>{tab.intro}</p>
            </div>
          </div>
        </section>
      ) : null}
      <AboutTabs current={loaderData.tabId} />
      {tab ? <TeamCards id="team" title={tab.label} members={loaderData.members} /> : null}
      <PageSections sent={loaderData.sections} />
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const tab = ABOUT_TABS.find((t) => t.id === loaderData.tabId);
  const path = tab ? `${brandPaths.about}/${tab.id}` : brandPaths.about;
  return [
    ...pageMeta({
      title: tab ? `Our ${tab.label.toLowerCase()} | About ${brand.name}` : (loaderData.title ?? brand.name),
      description: tab ? tab.intro : (loaderData.description ?? ""),
      path,
    }),
    breadcrumbLd([{ name: "Home", path: "/" }, { name: `About ${brand.name}`, path: brandPaths.about }, ...(tab ? [{ name: tab.label, path }] : [])]),
  ];
};
