// The site's call to action as a section (decision 0068), for the pages that end with it and show no other
// section (lists, records, the FAQ page): they render their sections with this, not with the home page's
// catalogue (page-sections.tsx), so they don't load the home page's sections' code.
import { CallToActionBlock } from "./call-to-action-block";
import { catalogueSection, type SectionRenderer } from "./section-list";

export const ctaSection: SectionRenderer = (section, data, path, islandId) =>
  section.type === "cta" && data?.type === "cta" ? <CallToActionBlock defaults={data.defaults} overrides={section} /> : catalogueSection(section, data, path, islandId);
