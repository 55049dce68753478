// The Contentful space's content types (docs/contentful) must match what the site validates.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import * as types from "~/domain/content/content-types";
import { sectionEntrySchemas } from "~/domain/content/page-entries";
import { NAVIGATION_CONTENT_TYPES } from "~/domain/content/navigation";
import { ENTRY_SCHEMAS } from "./entry-schemas";

const model = JSON.parse(readFileSync(fileURLToPath(new URL("../../docs/contentful/content-types.json", import.meta.url)), "utf8")) as {
  contentTypes: Array<{ sys: { id: string }; fields: Array<{ id: string; required: boolean }> }>;
};

const schemas = ENTRY_SCHEMAS;

describe("Contentful content model", () => {
  it("defines every content type the site reads", () => {
    expect(model.contentTypes.map((t) => t.sys.id).sort()).toEqual(Object.keys(schemas).sort());
    expect([...Object.values(types.CONTENT_TYPES), ...Object.values(NAVIGATION_CONTENT_TYPES), "page", ...Object.keys(sectionEntrySchemas)].sort()).toEqual(Object.keys(schemas).sort());
  });

  it.each(model.contentTypes.map((t) => [t.sys.id, t] as const))("%s has the site's fields, required where the site requires them", (id, type) => {
    const shape = schemas[id]!.shape.fields.shape;
    expect(type.fields.map((f) => f.id).sort()).toEqual(Object.keys(shape).sort());
    for (const field of type.fields) {
      const optional = shape[field.id]!.safeParse(undefined).success;
      expect(field.required, `${id}.${field.id}`).toBe(!optional);
    }
  });
});
