import { describe, expect, it } from "vitest";
import { hotSites } from "~/content";
import { hotSiteEntrySchema } from "~/domain/content/content-types";
import { levelTabsFrom, questionsFrom, testimonialsFrom, tutorialsFrom } from "~/domain/hot-site-content";
import { videoAndCaptions } from "~/domain/content/video-files";

const site = (slug: string) => hotSiteEntrySchema.parse(hotSites.find((entry) => entry.fields.slug === slug)).fields;

describe("hot-site rich text → landing shapes (spec §3)", () => {
  it("derives testimonials {bold, text, link, image, name, title}", () => {
    const [first] = testimonialsFrom(site("parents").testimonials);
    expect(first).toEqual({
      image: "img-person-priya-raman",
      bold: "She can't wait for Spanish day",
      text: expect.stringContaining("Grade 3-5 group"),
      link: { label: "Read Priya's story", href: "/spanish-case-studies" },
      name: "Priya Raman",
      title: "Mother of a third grader, Edison NJ",
    });
  });

  it("derives questions {title, options [{item, value: false}]}", () => {
    const questions = questionsFrom(site("professionals").questions);
    expect(questions[1]?.options.map((o) => o.item)).toEqual([
      "Elementary",
      "Middle",
      "High school",
      "General learning",
      "Healthcare",
      "Business",
      "Other professional setting",
    ]);
    expect(questions.every((q) => q.options.every((o) => o.value === false))).toBe(true);
  });

  it("reads a last list that begins with 'level' as options of the first answer", () => {
    const questions = questionsFrom(site("parents").questions);
    const last = questions.at(-1)!;
    expect(last.options[0]).toEqual({ item: "Grade 1&2: first words through songs and games", value: false, when: "5–7 years" });
    const ages = questions[0]!.options.map((o) => o.item);
    expect(last.options.every((o) => o.when && ages.includes(o.when))).toBe(true);
  });

  it("derives level tabs {tab, window[]}", () => {
    const levels = levelTabsFrom(site("leisure").levels);
    expect(levels.map((l) => l.tab)).toEqual(["Beginner", "Intermediate", "Advanced"]);
    expect(levels.every((l) => l.window.length > 0)).toBe(true);
  });

  it("derives tutorials with poster, title, description and the video and captions assets they link", () => {
    const [tutorial] = tutorialsFrom(site("heritage").tutorials);
    expect(tutorial).toMatchObject({ poster: "img-tutorial-heritage-starting-level", title: "Finding your starting level", media: ["video-tutorial-heritage-starting-level", "captions-tutorial-heritage-starting-level"] });
    expect(tutorial!.video).toBeUndefined();
  });

  it("a tutorial's files are the first video and the first WebVTT file it links, whatever their order; a missing asset is skipped", () => {
    const video = { url: "https://videos.ctfassets.net/s/v/t.webm", contentType: "video/webm" };
    const captions = { url: "https://assets.ctfassets.net/s/c/t.vtt", contentType: "text/vtt" };
    expect(videoAndCaptions([captions, null, video])).toEqual({ video: video.url, captions: captions.url });
    expect(videoAndCaptions([video])).toEqual({ video: video.url });
    expect(videoAndCaptions([{ url: "/x.png", contentType: "image/png" }])).toEqual({});
  });

  it("every variant has testimonials, questions, levels and tutorials", () => {
    for (const slug of ["parents", "professionals", "heritage", "leisure"]) {
      const fields = site(slug);
      expect(testimonialsFrom(fields.testimonials).length, slug).toBeGreaterThanOrEqual(3);
      expect(questionsFrom(fields.questions).length, slug).toBeGreaterThanOrEqual(2);
      expect(levelTabsFrom(fields.levels).length, slug).toBe(3);
      expect(tutorialsFrom(fields.tutorials).length, slug).toBeGreaterThanOrEqual(2);
    }
  });
});
