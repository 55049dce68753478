// What a rich-text field may hold, said once for the CMS's validations (docs/contentful/content-types.json:
// `enabledNodeTypes`, `enabledMarks`), the content schema that reads it, and the renderer that shows it, so
// the CMS refuses what the site would drop (decision 0078). Contentful always allows paragraphs, text, list
// items and table rows and cells; these lists name the rest.

/** A body: a record's, a policy's, a team member's story, rendered whole by <RichText>. `heading-1` is the page's title. */
export const BODY_NODE_TYPES = [
  "heading-2",
  "heading-3",
  "heading-4",
  "heading-5",
  "heading-6",
  "ordered-list",
  "unordered-list",
  "blockquote",
  "hr",
  "table",
  "hyperlink",
  "embedded-asset-block",
] as const;

/**
 * A field the site reads into a structure (a card's list item, a landing page's testimonials, questions,
 * levels and tutorials, the cookie categories): headings start an item, lists are its points, a picture
 * its image. Anything else there would have no place to go.
 */
export const STRUCTURED_NODE_TYPES = ["heading-3", "heading-4", "heading-5", "heading-6", "unordered-list", "hyperlink", "embedded-asset-block"] as const;

/** A landing's tutorials: a structure whose items also link their video and its captions, assets both (issue #28). */
export const TUTORIAL_NODE_TYPES = [...STRUCTURED_NODE_TYPES, "asset-hyperlink"] as const;

/** The nodes Contentful always allows inside the enabled ones. */
export const ALWAYS_ENABLED_NODE_TYPES = ["document", "paragraph", "text", "list-item", "table-row", "table-header-cell", "table-cell"] as const;

export const RICH_TEXT_MARKS = ["bold", "italic", "underline", "code"] as const;

/** Every node type the site reads, in any rich-text field. */
export const READ_NODE_TYPES = [...new Set([...ALWAYS_ENABLED_NODE_TYPES, ...BODY_NODE_TYPES, ...TUTORIAL_NODE_TYPES])];
