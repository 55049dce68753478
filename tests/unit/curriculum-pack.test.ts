// The curriculum's sample units (issue #25; decision 0048): one for every level the catalog sells, its lessons'
// entries as the generated data says, and each lesson's documents holding what a teacher teaches from — in
// order, on US Letter pages (slides landscape), every page numbered — checked against the source they were
// made from (scripts/media/curriculum/units). Regenerate with `npm run media:curriculum`.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { products } from "~/content/products";
import { curriculumData } from "~/content/curriculum-data";
import { contentPack } from "~/content";
import { LEVEL_NAMES } from "../../scripts/media/curriculum/levels";
import type { LessonSource, UnitSource } from "../../scripts/media/curriculum/types";
import { pdfPages, pdfPageSizes } from "../support/pdf-text";

const sourceDir = new URL("../../scripts/media/curriculum/units/", import.meta.url);
const sources: UnitSource[] = await Promise.all(
  readdirSync(sourceDir)
    .filter((f) => f.endsWith(".ts"))
    .map(async (f) => ((await import(/* @vite-ignore */ new URL(f, sourceDir).href)) as { unit: UnitSource }).unit),
);
const file = (url: string) => readFileSync(new URL(`../../public${url}`, import.meta.url));
const productFields = products.map((p) => p.fields as { slug: string; title: string; body: { content: Array<{ nodeType: string; content: Array<{ content: Array<{ content: Array<{ value: string }> }> }> }> } });
/** The unit names a product lists under "Units" (its body's first list). */
const unitNamesOf = (slug: string) => productFields.find((p) => p.slug === slug)!.body.content.find((n) => n.nodeType === "unordered-list")!.content.map((item) => item.content[0]!.content[0]!.value);
/** Text as the documents wrap it: compared with spaces collapsed. */
const flat = (lines: string[]) => lines.join(" ").replace(/\s+/g, " ");
/** A document's body: each page without its running header (first line) and footer (last line). */
const body = (bytes: Uint8Array) => flat(pdfPages(bytes).flatMap((page) => page.lines.slice(1, -1)));

describe("the curriculum's sample units", () => {
  it("give every level of the catalog a complete first unit, named as the level lists it", () => {
    expect(curriculumData.map((u) => u.product).sort()).toEqual(productFields.map((p) => p.slug).sort());
    for (const unit of curriculumData) {
      expect(unit.number).toBe(1);
      expect(unit.title).toBe(unitNamesOf(unit.product)[0]);
      expect(unit.lessons.map((l) => l.number)).toEqual([1, 2, 3]);
    }
    for (const p of productFields) expect(LEVEL_NAMES[p.slug], p.slug).toBe(p.title);
  });

  it("are in the pack as it was generated from the source: entries, assets and files", () => {
    expect(sources.map((s) => s.product).sort()).toEqual(curriculumData.map((u) => u.product).sort());
    const lessons = contentPack.entries.filter((e) => e.sys.contentType.sys.id === "curriculumLesson");
    expect(lessons).toHaveLength(curriculumData.reduce((n, u) => n + u.lessons.length, 0));
    for (const source of sources) {
      const data = curriculumData.find((u) => u.product === source.product)!;
      expect(data.lessons.map((l) => [l.title, l.objectives, l.canDo, l.transcript])).toEqual(source.lessons.map((l) => [l.title, l.objectives, l.canDo, l.listening.script]));
      for (const lesson of data.lessons) for (const f of Object.values(lesson.files)) expect(file(f.url).byteLength, f.url).toBe(f.size);
    }
  });
});

// Every lesson of every level: 36 lessons, five files each.
const lessons = sources.flatMap((unit) => unit.lessons.map((lesson) => [`${unit.product} lesson ${lesson.number}`, unit, lesson] as const));
const urlOf = (unit: UnitSource, lesson: LessonSource, name: string) => `/curriculum-files/${unit.product}/unit-${unit.number}/lesson-${lesson.number}-${name}`;

describe.each(lessons)("%s", (_name, unit, lesson) => {
  it("has a lesson plan: objectives, can-do statements, vocabulary, the five timed steps in order, differentiation, the transcript", () => {
    const bytes = file(urlOf(unit, lesson, "lesson-plan.pdf"));
    const pages = pdfPages(bytes);
    const text = body(bytes);
    expect(pdfPageSizes(bytes).every(([w, h]) => w === 612 && h === 792)).toBe(true);
    expect(text).toContain(`Lesson ${lesson.number}. ${lesson.title}`);
    expect(text).toContain(`Lesson plan · ${lesson.minutes} minutes`);
    for (const line of [...lesson.objectives, ...lesson.canDo, ...lesson.prepare, ...lesson.differentiation.support, ...lesson.differentiation.extension]) expect(text).toContain(flat([line]).replaceAll("→", "->"));
    for (const word of lesson.vocabulary) expect(text).toContain(word.es);
    const steps = (["warmUp", "input", "practice", "assessment", "closing"] as const).map((key, i) => `${["Warm-up", "Input", "Practice", "Assessment", "Closing"][i]} (${lesson.plan[key].minutes} min)`);
    const at = steps.map((heading) => text.indexOf(heading));
    expect(at.every((i) => i > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(text).toContain(flat([lesson.listening.script]));
    pages.forEach((page, i) => expect(page.lines.at(-1)).toMatch(new RegExp(`Do not redistribute · Page ${i + 1} of ${pages.length}$`)));
  });

  it("has a worksheet with every task and item, and an answer key with every answer", () => {
    const worksheet = body(file(urlOf(unit, lesson, "worksheet.pdf")));
    expect(worksheet).toContain("Nombre:");
    const key = body(file(urlOf(unit, lesson, "answer-key.pdf")));
    for (const task of lesson.worksheet) {
      expect(worksheet).toContain(flat([task.instructions]));
      for (const item of task.items) {
        expect(worksheet).toContain(flat([item.prompt]));
        expect(key).toContain(flat([item.answer]));
      }
    }
    for (const q of lesson.listening.questions) {
      expect(worksheet).toContain(flat([q.prompt]));
      expect(key).toContain(flat([q.answer]));
    }
  });

  it("has landscape slides: a title page, then one page per slide", () => {
    const bytes = file(urlOf(unit, lesson, "slides.pdf"));
    const pages = pdfPages(bytes);
    expect(pdfPageSizes(bytes).every(([w, h]) => w === 792 && h === 612)).toBe(true);
    expect(pages).toHaveLength(lesson.slides.length + 1);
    lesson.slides.forEach((slide, i) => expect(flat(pages[i + 1]!.lines)).toContain(flat([slide.title])));
  });

  it("has a listening track", () => {
    const head = file(urlOf(unit, lesson, "listening.mp3")).subarray(0, 3);
    expect(head.toString("latin1") === "ID3" || (head[0] === 0xff && (head[1]! & 0xe0) === 0xe0)).toBe(true);
  });
});
