// Live Preview's inspector mode (issue #28; decision 0065): in an editor's preview, an element tagged with
// an entry's id and one of its fields gets an Edit button in Contentful's pane that opens that field.
// A section is tagged with its own entry and its heading field (every section type has `title`, but the
// two whose heading is split in lines, whose first line is `title1`); inside it, the words of the most used
// sections are tagged with the field each comes from (components/sections/section-heading.tsx).
import type { Section, SectionType } from "../page-sections";

export type InspectorTags = { "data-contentful-entry-id": string; "data-contentful-field-id": string };

const HEADING_FIELD: Partial<Record<SectionType, string>> = { homeHero: "title1", solution: "title1" };

/** The field a section's Edit button opens: its heading. */
export const sectionHeadingField = (type: SectionType) => HEADING_FIELD[type] ?? "title";

/** The attributes that make an element open `field` of the entry `entryId` in Live Preview's inspector. */
export const fieldInspectorTags = (entryId: string, field: string): InspectorTags => ({ "data-contentful-entry-id": entryId, "data-contentful-field-id": field });

/** The attributes that tag a section for the inspector, or none outside an editor's preview (no entry id). */
export function sectionInspectorTags(section: Pick<Section, "type" | "entryId">): InspectorTags | null {
  return section.entryId ? fieldInspectorTags(section.entryId, sectionHeadingField(section.type)) : null;
}
