// A teacher's materials come from the product's body in the content: the units, what is included and the
// proficiency targets, found under their headings (issue #11 §2).
import { describe, expect, it } from "vitest";
import { doc, h3, p, ul } from "~/content/build";
import { products } from "~/content/products";
import { curriculumMaterials, listUnder, paragraphsUnder } from "~/domain/curriculum-materials";

describe("curriculum materials", () => {
  const body = doc(h3("Units"), ul("Uno", "Dos"), h3("What’s included"), ul("Teacher guide"), p("A note"), h3("Proficiency targets"), p("Novice Low."), h3("Licensing"), p("One per teacher."));

  it("reads the list under a heading, up to the next heading", () => {
    expect(listUnder(body, "Units")).toEqual(["Uno", "Dos"]);
    // An editor's typographic apostrophe matches, and paragraphs between lists are not items.
    expect(listUnder(body, "What's included")).toEqual(["Teacher guide"]);
    expect(paragraphsUnder(body, "Proficiency targets")).toEqual(["Novice Low."]);
  });

  it("answers nothing for a missing section", () => {
    expect(listUnder(body, "Glossary")).toEqual([]);
    expect(listUnder(doc(p("Only text")), "Units")).toEqual([]);
  });

  it("finds the units, the materials and the targets of every product in the content pack", () => {
    for (const product of products) {
      const materials = curriculumMaterials(product.fields.body);
      expect(materials.units.length, product.fields.slug).toBeGreaterThanOrEqual(4);
      expect(materials.included.length, product.fields.slug).toBeGreaterThanOrEqual(4);
      expect(materials.proficiency.length, product.fields.slug).toBe(1);
    }
  });
});
