// The Contentful space's content types (docs/contentful) must match what the site validates.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import * as types from "~/domain/content/content-types";
import { itemEntrySchemas, sectionEntrySchemas } from "~/domain/content/page-entries";
import { NAVIGATION_CONTENT_TYPES } from "~/domain/content/navigation";
import { BODY_NODE_TYPES, READ_NODE_TYPES, RICH_TEXT_MARKS, STRUCTURED_NODE_TYPES, TUTORIAL_NODE_TYPES } from "~/domain/content/rich-text-nodes";
import { richTextNodeSchema } from "~/domain/content/cms-schema";
import { ENTRY_SCHEMAS } from "./entry-schemas";

const model = JSON.parse(readFileSync(fileURLToPath(new URL("../../docs/contentful/content-types.json", import.meta.url)), "utf8")) as {
  contentTypes: Array<{ sys: { id: string }; fields: Array<{ id: string; type: string; required: boolean; validations?: Array<{ enabledNodeTypes?: string[]; enabledMarks?: string[] }> }> }>;
};

const schemas = ENTRY_SCHEMAS;

describe("Contentful content model", () => {
  it("defines every content type the site reads", () => {
    expect(model.contentTypes.map((t) => t.sys.id).sort()).toEqual(Object.keys(schemas).sort());
    expect([...Object.values(types.CONTENT_TYPES), ...Object.values(NAVIGATION_CONTENT_TYPES), "page", ...Object.keys(sectionEntrySchemas), ...Object.keys(itemEntrySchemas)].sort()).toEqual(Object.keys(schemas).sort());
  });

  it.each(model.contentTypes.map((t) => [t.sys.id, t] as const))("%s has the site's fields, required where the site requires them", (id, type) => {
    const shape = schemas[id]!.shape.fields.shape;
    expect(type.fields.map((f) => f.id).sort()).toEqual(Object.keys(shape).sort());
    for (const field of type.fields) {
      const optional = shape[field.id]!.safeParse(undefined).success;
      expect(field.required, `${id}.${field.id}`).toBe(!optional);
    }
  });

  // Decision 0078: the CMS refuses a rich-text node the site would drop.
  const richTextFields = model.contentTypes.flatMap((type) => type.fields.filter((field) => field.type === "RichText").map((field) => [`${type.sys.id}.${field.id}`, field] as const));
  it.each(richTextFields)("%s enables exactly the nodes and marks the site reads there", (name, field) => {
    const enabled = field.validations?.find((v) => v.enabledNodeTypes)?.enabledNodeTypes;
    const body = name.endsWith(".body") || name.endsWith(".readMore");
    expect(enabled).toEqual([...(body ? BODY_NODE_TYPES : name === "hotSite.tutorials" ? TUTORIAL_NODE_TYPES : STRUCTURED_NODE_TYPES)]);
    expect(field.validations?.find((v) => v.enabledMarks)?.enabledMarks).toEqual([...RICH_TEXT_MARKS]);
  });

  // Issue #28: typed fields the CMS validates, not JSON. Buttons are label and link fields, a text's bullets
  // and a course overview's list lists of short texts, its image an asset (decision 0080); the lists of items
  // are links to item entries, a solution's video an asset (decision 0083). No JSON field is left.
  it("holds no JSON field: every list, button, picture and video is typed", () => {
    const json = model.contentTypes.flatMap((type) => type.fields.filter((field) => field.type === "Object").map((field) => `${type.sys.id}.${field.id}`));
    const field = (type: string, id: string) => model.contentTypes.find((t) => t.sys.id === type)!.fields.find((f) => f.id === id) as unknown;
    expect(json).toEqual([]);
    // A text's paragraphs: one long text, a blank line between two.
    expect(field("sectionText", "paragraphs")).toMatchObject({ type: "Text", required: false, validations: [{ size: { min: 1, max: 10_000 } }] });
    expect(field("sectionText", "bullets")).toMatchObject({ type: "Array", items: { type: "Symbol", validations: [{ size: { min: 1, max: 200 } }] }, validations: [{ size: { max: 12 } }] });
    expect(field("sectionSolution", "video")).toMatchObject({ type: "Link", linkType: "Asset", required: false, validations: [{ linkMimetypeGroup: ["video"] }] });
    expect(field("sectionCourseOverview", "image")).toMatchObject({ type: "Link", linkType: "Asset", required: true, validations: [{ linkMimetypeGroup: ["image"] }] });
    expect(field("sectionCourseOverview", "list")).toMatchObject({ type: "Array", items: { type: "Symbol", validations: [{ size: { min: 1, max: 200 } }] }, validations: [{ size: { min: 1, max: 12 } }] });
    // Each list links its own kind of item entry, in order, up to 24.
    for (const [section, list, item] of [
      ["sectionFaq", "items", "faqItem"],
      ["sectionStats", "figures", "statFigure"],
      ["sectionTimeline", "steps", "timelineStep"],
      ["sectionMissionVisionValues", "items", "valueItem"],
      ["sectionFeatures", "items", "featureItem"],
      ["sectionChallenges", "items", "challengeItem"],
      ["sectionSolution", "solutions", "solutionPoint"],
      ["sectionComparison", "rows", "comparisonRow"],
    ] as const) {
      expect(field(section, list), `${section}.${list}`).toMatchObject({ type: "Array", items: { type: "Link", linkType: "Entry", validations: [{ linkContentType: [item] }] }, validations: [{ size: { max: 24 } }] });
    }
  });

  it("reads every node a field enables, and no other", () => {
    for (const nodeType of READ_NODE_TYPES.filter((type) => type !== "document")) expect(richTextNodeSchema.safeParse({ nodeType, content: [] }).success, nodeType).toBe(true);
    for (const nodeType of ["embedded-entry-block", "embedded-entry-inline", "entry-hyperlink", "heading-1"]) expect(richTextNodeSchema.safeParse({ nodeType, content: [] }).success, nodeType).toBe(false);
  });
});
