// Renders a page's sections (app/domain/page-sections.ts) in order; CMS-backed sections get the data
// their loader resolved (app/lib/page-sections.server.ts), index for index. The home page's sections
// render from here; the rest of the catalogue is a chunk of its own (more-sections.tsx), downloaded only
// when a client-side navigation renders one of them (every section but the interactive ones is a static
// island, below).
import type { Section } from "~/domain/page-sections";
import { isHeldSlides, type SentData, type SentSections } from "~/domain/sent-sections";
import { catalogueSection, SectionList } from "./section-list";
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

/** What the page's action answered, for the sections holding a form (the newsletter). */
export type SectionForms = { newsletter?: NewsletterResult; formError?: string };

/** `islandId`: the section's id among the page's kept islands (decision 0047), for the carousels' slides. */
function PageSection({ section, data, path, forms, islandId }: { section: Section; data: SentData; path: string; forms: SectionForms; islandId: string }) {
  switch (section.type) {
    case "homeHero":
      return <HomeHero copy={section} />;
    case "solution":
      return <OurSolution solution={section} video={data?.type === "solution" ? data.video : null} />;
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
      return data?.type === "cta" ? <CallToActionBlock defaults={data.defaults} overrides={section} /> : null;
    case "testimonials":
      return data?.type === "testimonials" ? <Testimonials badge={section.badge} title={section.title} items={isHeldSlides(data) ? data : data.items} keep={islandId} /> : null;
    case "trustedLogos":
      return data?.type === "trustedLogos" ? <TrustedLogos title={section.title} logos={data.logos} /> : null;
    case "successStories":
      return data?.type === "successStories" ? <SuccessStories title={section.title} button={section.button} slides={isHeldSlides(data) ? data : data.slides} keep={islandId} /> : null;
    default:
      return catalogueSection(section, data, path, islandId);
  }
}

/**
 * Every section but the interactive ones (INTERACTIVE_SECTIONS) is a static island: kept as the server
 * rendered it on the first load, so its code is not even downloaded then (decision 0037), nor its content
 * sent in the hydration data (decision 0056).
 */
export function PageSections({ sent, forms = {} }: { sent: SentSections; forms?: SectionForms }) {
  return <SectionList sent={sent} render={(section, data, path, islandId) => <PageSection section={section} data={data} path={path} forms={forms} islandId={islandId} />} />;
}
