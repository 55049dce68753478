// A teacher's materials page reads a product's units, what is included and its proficiency targets from
// the product's rich-text body, where the CMS keeps them under their headings ("Units", "What's included",
// "Proficiency targets"). Pure: finding a section is a walk over the document.
import type { RichTextDocument, RichTextNode } from "./content/cms-schema";

const plainText = (node: RichTextNode): string => (node.nodeType === "text" ? (node.value ?? "") : (node.content ?? []).map(plainText).join(""));

const isHeading = (node: RichTextNode) => /^heading-[1-6]$/.test(node.nodeType);

/** Normalises the typographic apostrophe an editor may type, and case, so "What’s included" still matches. */
const sameHeading = (a: string, b: string) => a.replaceAll("’", "'").trim().toLowerCase() === b.replaceAll("’", "'").trim().toLowerCase();

/** The blocks between the heading named `heading` and the next heading. */
function section(doc: RichTextDocument, heading: string): RichTextNode[] {
  const start = doc.content.findIndex((node) => isHeading(node) && sameHeading(plainText(node), heading));
  if (start < 0) return [];
  const rest = doc.content.slice(start + 1);
  const end = rest.findIndex(isHeading);
  return end < 0 ? rest : rest.slice(0, end);
}

/** The list items under a heading, as text (empty when the section or its list is missing). */
export function listUnder(doc: RichTextDocument, heading: string): string[] {
  return section(doc, heading)
    .filter((node) => node.nodeType === "unordered-list")
    .flatMap((list) => (list.content ?? []).map(plainText))
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The paragraphs under a heading, as text. */
export function paragraphsUnder(doc: RichTextDocument, heading: string): string[] {
  return section(doc, heading)
    .filter((node) => node.nodeType === "paragraph")
    .map((node) => plainText(node).trim())
    .filter(Boolean);
}

export type CurriculumMaterials = { units: string[]; included: string[]; proficiency: string[] };

export function curriculumMaterials(body: RichTextDocument): CurriculumMaterials {
  return { units: listUnder(body, "Units"), included: listUnder(body, "What's included"), proficiency: paragraphsUnder(body, "Proficiency targets") };
}
