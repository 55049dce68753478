// Sentences an editor writes with their links in [brackets] (decisions 0068, 0069).
import { describe, expect, it } from "vitest";
import { oneLink, twoLinks } from "~/domain/content/linked-sentence";

describe("a sentence with [bracketed] links", () => {
  it("with two, splits into the text around them and each link's text (the cookie notice)", () => {
    expect(twoLinks("Read our [cookies policy] or [change preference].")).toEqual({ before: "Read our ", first: "cookies policy", between: " or ", second: "change preference", after: "." });
  });

  it("with one, splits into the text before, the link's text and the text after (a past event's notice)", () => {
    expect(oneLink("This event has taken place. See our [upcoming events].")).toEqual({ before: "This event has taken place. See our ", link: "upcoming events", after: "." });
  });

  it("is null unless it has exactly the links asked for, unnested", () => {
    for (const sentence of ["Read our cookies policy.", "Read [one] only.", "[a] [b] [c]", "[a [b]] [c]", "[] or [b]"]) expect(twoLinks(sentence), sentence).toBeNull();
    for (const sentence of ["No link.", "[a] and [b]", "[a [b]]", "See []."]) expect(oneLink(sentence), sentence).toBeNull();
  });
});
