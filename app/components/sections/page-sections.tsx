// Renders a page's sections (app/domain/page-sections.ts) in order; CMS-backed sections get the data
// their loader resolved (app/lib/page-sections.server.ts), index for index. The home page's sections
// render from here; the rest of the catalogue is a chunk of its own (more-sections.tsx), downloaded only
// when a client-side navigation renders one of them (every section but the interactive ones is a static
// island, below).
import { createContext, Fragment, lazy, Suspense, useContext } from "react";
import { useLocation } from "react-router";
import { callToAction } from "~/domain/call-to-action";
import type { Section } from "~/domain/page-sections";
import { isHeld, isHeldSlides, isIsland, type SentData, type SentSections } from "~/domain/sent-sections";
import { sectionInspectorTags } from "~/domain/content/inspector";
import { StaticIsland } from "~/components/ui/static-island";
import { CallToActionBlock } from "./call-to-action-block";
import { FeaturedCourses, LatestArticles } from "./home-listings";
import { HomeHero } from "./home-hero";
import { ImpactFigures } from "./impact-figures";
import { NewsletterSignup, type NewsletterResult } from "./newsletter-signup";
import { OurSolution } from "./our-solution";
import { SuccessStories } from "./success-stories";
import { Testimonials } from "./testimonials";
import { TileGrid } from "./tile-grid";
import { TrustedLogos } from "./trusted-logos";

// The server waits for every section before sending the page (entry.server.tsx), so their HTML is always
// in place. They are all static islands: in the browser the chunk loads only when a client-side
// navigation renders one of them.
const MoreSection = lazy(() => import("./more-sections"));

/** What the page's action answered, for the sections holding a form (the newsletter). */
export type SectionForms = { newsletter?: NewsletterResult; formError?: string };

/**
 * A route's own renderers for some section types: the functional blocks it owns (the /book-demo page's
 * scheduler, the free-trial page's scheduler button), with the code it already loads, rather than the
 * catalogue's chunk (decision 0070).
 */
export type SectionBlocks = { [T in Section["type"]]?: (section: Extract<Section, { type: T }>) => React.ReactNode };

/**
 * The sections a document's hydration data held back, whole (sendSections, decision 0056): given by
 * entry.server.tsx from the request state; absent in the browser, which never renders a held island.
 */
const HeldSectionsContext = createContext<ReadonlyMap<SentSections, SentSections> | null>(null);
export const HeldSectionsProvider = HeldSectionsContext.Provider;

/** `islandId`: the section's id among the page's kept islands (decision 0047), for the carousels' slides. */
function PageSection({ section, data, path, forms, islandId, blocks }: { section: Section; data: SentData; path: string; forms: SectionForms; islandId: string; blocks?: SectionBlocks }) {
  const block = blocks?.[section.type] as ((section: Section) => React.ReactNode) | undefined;
  if (block) return block(section);
  switch (section.type) {
    case "homeHero":
      return <HomeHero copy={section} />;
    case "solution":
      return <OurSolution solution={section} />;
    case "newsletter":
      return <NewsletterSignup copy={section} serverResult={forms.newsletter} formError={forms.formError} />;
    case "featuredCourses":
      return data?.type === "featuredCourses" ? <FeaturedCourses section={section} cards={data.cards} /> : null;
    case "latestArticles":
      return data?.type === "latestArticles" ? <LatestArticles section={section} cards={data.cards} /> : null;
    case "features":
      return <TileGrid id={section.id} tag={section.tag} title={section.title} intro={section.intro} tiles={section.items} button={section.button} tone={section.tone} />;
    case "stats":
      return <ImpactFigures {...section} />;
    case "cta":
      return data?.type === "cta" ? <CallToActionBlock cta={callToAction(data.defaults, section)} /> : null;
    case "testimonials":
      return data?.type === "testimonials" ? <Testimonials badge={section.badge} title={section.title} items={isHeldSlides(data) ? data : data.items} keep={islandId} /> : null;
    case "trustedLogos":
      return data?.type === "trustedLogos" ? <TrustedLogos title={section.title} logos={data.logos} /> : null;
    case "successStories":
      return data?.type === "successStories" ? <SuccessStories title={section.title} button={section.button} slides={isHeldSlides(data) ? data : data.slides} keep={islandId} /> : null;
    default:
      return (
        <Suspense fallback={null}>
          <MoreSection section={section} data={isHeldSlides(data) ? null : data} path={path} />
        </Suspense>
      );
  }
}

/**
 * Every section but the interactive ones (INTERACTIVE_SECTIONS) is a static island: kept as the server
 * rendered it on the first load, so its code is not even downloaded then (decision 0037), nor its content
 * sent in the hydration data (decision 0056).
 */
export function PageSections({ sent, forms = {}, blocks }: { sent: SentSections; forms?: SectionForms; blocks?: SectionBlocks }) {
  const { pathname } = useLocation();
  const { sections, data } = useContext(HeldSectionsContext)?.get(sent) ?? sent;
  return (
    <>
      {sections.map((section, i) => {
        const key = "id" in section && section.id ? section.id : `${section.type}-${i}`;
        const islandId = `section-${i}-${key}`;
        const rendered = isHeld(section) ? null : <PageSection section={section} data={data[i] ?? null} path={pathname} forms={forms} islandId={islandId} blocks={blocks} />;
        const shown = isIsland(section) ? (
          // The same content at the same address: kept between renders (decision 0047).
          <StaticIsland keep={{ id: islandId, scope: "page" }}>{rendered}</StaticIsland>
        ) : (
          rendered
        );
        // In an editor's preview, a box Live Preview's inspector can outline (an island's is display: contents).
        const tags = sectionInspectorTags(section);
        return tags ? (
          <div key={key} className="inspector-section" {...tags}>
            {shown}
          </div>
        ) : (
          <Fragment key={key}>{shown}</Fragment>
        );
      })}
    </>
  );
}
