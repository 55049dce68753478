// A page's sections in order, each kept as a static island unless it is interactive (decisions 0037, 0056),
// with its data; what renders a section is the caller's. Its own module, free of the section catalogue, so a
// route that renders its own blocks (a funnel page, decision 0070) doesn't load the home page's sections.
import { createContext, Fragment, lazy, Suspense, useContext } from "react";
import { useLocation } from "react-router";
import type { Section } from "~/domain/page-sections";
import { isHeld, isHeldSlides, isIsland, type SentData, type SentSections } from "~/domain/sent-sections";
import { sectionInspectorTags } from "~/domain/content/inspector";
import { SectionEntryProvider } from "./section-heading";
import { StaticIsland } from "~/components/ui/static-island";

// The catalogue's chunk, for the sections a caller doesn't render itself: downloaded only when a client-side
// navigation renders one (on a document's first load every island keeps the server's HTML).
const MoreSection = lazy(() => import("./more-sections"));

/**
 * The sections a document's hydration data held back, whole (sendSections, decision 0056): given by
 * entry.server.tsx from the request state; absent in the browser, which never renders a held island.
 */
const HeldSectionsContext = createContext<ReadonlyMap<SentSections, SentSections> | null>(null);
export const HeldSectionsProvider = HeldSectionsContext.Provider;

/**
 * A route's own renderers for some section types: the functional blocks it owns (the /book-demo page's
 * scheduler, the contact form), with the code it already loads (decision 0070).
 */
export type SectionBlocks = { [T in Section["type"]]?: (section: Extract<Section, { type: T }>) => React.ReactNode };

/** One section, given the page's address and its id among the page's kept islands (decision 0047). */
export type SectionRenderer = (section: Section, data: SentData, path: string, islandId: string) => React.ReactNode;

/** The catalogue's rendering of a section (more-sections.tsx), for what a caller doesn't render itself. */
export const catalogueSection: SectionRenderer = (section, data, path) => (
  <Suspense fallback={null}>
    <MoreSection section={section} data={isHeldSlides(data) ? null : data} path={path} />
  </Suspense>
);

export function SectionList({ sent, render = catalogueSection, blocks }: { sent: SentSections; render?: SectionRenderer; blocks?: SectionBlocks }) {
  const { pathname } = useLocation();
  const { sections, data } = useContext(HeldSectionsContext)?.get(sent) ?? sent;
  return (
    <>
      {sections.map((section, i) => {
        const key = "id" in section && section.id ? section.id : `${section.type}-${i}`;
        const islandId = `section-${i}-${key}`;
        const block = isHeld(section) ? undefined : (blocks?.[section.type] as ((section: Section) => React.ReactNode) | undefined);
        const rendered = isHeld(section) ? null : block ? block(section) : render(section, data[i] ?? null, pathname, islandId);
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
            <SectionEntryProvider value={tags["data-contentful-entry-id"]}>{shown}</SectionEntryProvider>
          </div>
        ) : (
          <Fragment key={key}>{shown}</Fragment>
        );
      })}
    </>
  );
}
