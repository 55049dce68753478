// Spec §2.6: one test per mapping rule.
import { describe, expect, it } from "vitest";
import { doc, embeddedAsset, entry, h3, h3Underline, h5, h6, p, pBold, text, ul } from "~/content/build";
import type { ListItemEntry, RichTextNode } from "~/domain/content/cms-schema";
import { thumbnailAssetId, toArticleCard, toCourseCard, toSuccessStorySlide } from "~/domain/content/cards";

function record(type: string, nodes: RichTextNode[], options: { slug?: string; tags?: string[] } = {}): ListItemEntry {
  return entry({
    id: "rec123",
    contentType: type,
    createdAt: "2026-01-01T00:00:00.000Z",
    tags: options.tags,
    fields: { ...(options.slug ? { slug: options.slug } : {}), listItem: doc(...nodes) },
  });
}

describe("article card", () => {
  const article = record(
    "blog",
    [embeddedAsset("img1"), h6("Grammar"), h3("Ser or estar?"), p("Two verbs for 'to be'."), p("Here is why."), h6("By Lucía"), h5("March 4, 2026"), h3Underline("Read the article")],
    { slug: "ser-or-estar" },
  );
  const card = toArticleCard(article);

  it("an embedded asset becomes the thumbnail", () => expect(card.image).toEqual({ assetId: "img1" }));
  it("a heading-6 among the first 3 nodes becomes the subtext", () => expect(card.subtext).toBe("Grammar"));
  it("a heading-3 with no marks becomes the title", () => expect(card.title).toBe("Ser or estar?"));
  it("paragraphs become body text", () => expect(card.body).toEqual(["Two verbs for 'to be'.", "Here is why."]));
  it("after position 3, a heading-6 is the author and a heading-5 the date", () => {
    expect(card.author).toBe("By Lucía");
    expect(card.date).toBe("March 4, 2026");
  });
  it("a heading-3 with an underline mark becomes the read-more button to /article/{slug}", () => {
    expect(card.readMore).toEqual({ label: "Read the article", href: "/article/ser-or-estar" });
  });
  it("uses the record id when there is no slug", () => {
    const bare = record("blog", [h3Underline("Read more")]);
    expect(toArticleCard(bare).readMore?.href).toBe("/article/rec123");
  });
  it("a heading-6 after position 3 is not a subtext, and a heading-5 before it is not a date", () => {
    const odd = record("blog", [h5("Jan 1"), h3("T"), p("b"), h6("By Ana")]);
    const card = toArticleCard(odd);
    expect([card.subtext, card.date, card.author]).toEqual([undefined, undefined, "By Ana"]);
  });
});

describe("course card", () => {
  const course = record(
    "course",
    [embeddedAsset("img2"), h6("Adults · Live online"), pBold("Conversational Spanish"), h5("A1–B1 · 12 weeks"), p("Speak from day one."), ul("Small groups", "Native teachers"), pBold("From $25 per class"), h3("View course")],
    { slug: "conversational-spanish", tags: ["mostPopular"] },
  );
  const card = toCourseCard(course);

  it("an embedded asset becomes the image", () => expect(card.image).toEqual({ assetId: "img2" }));
  it("heading-6 and heading-5 become subtexts", () => expect(card.subtexts).toEqual(["Adults · Live online", "A1–B1 · 12 weeks"]));
  it("a bold paragraph among the first 3 nodes becomes the title", () => expect(card.title).toBe("Conversational Spanish"));
  it("a non-bold paragraph becomes description text", () => expect(card.description).toEqual(["Speak from day one."]));
  it("an unordered list becomes bullet points", () => expect(card.bullets).toEqual(["Small groups", "Native teachers"]));
  it("a bold paragraph after position 3 becomes the tag label", () => expect(card.tag).toBe("From $25 per class"));
  it("a heading-3 becomes the button to /course/{slug}", () => {
    expect(card.button).toEqual({ label: "View course", href: "/course/conversational-spanish" });
  });
  it("shows 'Most Popular' from the mostPopular tag only", () => {
    expect(card.mostPopular).toBe(true);
    expect(toCourseCard(record("course", [h3("Go")])).mostPopular).toBe(false);
  });
  it("a bold paragraph at position 3 or later is a tag, never the title", () => {
    const late = record("course", [embeddedAsset("i"), h6("a"), h5("b"), { nodeType: "paragraph", content: [text("Late", "bold")] }]);
    const card = toCourseCard(late);
    expect([card.title, card.tag]).toEqual([undefined, "Late"]);
  });
});

describe("success-story slide", () => {
  it("item 1 is the title, item 2 the description, a 'read' item 3 the button", () => {
    const story = record("caseStudy", [embeddedAsset("img3"), h3("Riverside district"), p("Enrolment grew."), p("Read the full story")], { slug: "riverside" });
    expect(toSuccessStorySlide(story)).toEqual({
      id: "rec123",
      image: { assetId: "img3" },
      title: "Riverside district",
      description: "Enrolment grew.",
      button: { label: "Read the full story", href: "/case-study/riverside" },
    });
  });

  it("item 2 containing 'read' in any case becomes the button", () => {
    const story = record("caseStudy", [embeddedAsset("img3"), h3("Title"), p("READ how they did it")]);
    const slide = toSuccessStorySlide(story);
    expect(slide.description).toBeUndefined();
    expect(slide.button).toEqual({ label: "READ how they did it", href: "/case-study/rec123" });
  });

  it("no 'read' item, no button", () => {
    const story = record("caseStudy", [h3("Title"), p("Description"), p("Contact us")]);
    expect(toSuccessStorySlide(story).button).toBeUndefined();
  });
});

describe("thumbnail asset call (spec §7)", () => {
  it("is made only when the first content node is an embedded asset", () => {
    expect(thumbnailAssetId(record("blog", [embeddedAsset("a1"), h3("T")]))).toBe("a1");
    expect(thumbnailAssetId(record("blog", [h3("T"), embeddedAsset("a1")]))).toBeUndefined();
  });
});
