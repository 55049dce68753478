// `npm run media:curriculum`: the curriculum's sample units (issue #25) from their source in
// scripts/media/curriculum/units/<product slug>.ts, to
//   public/curriculum-files/<product>/unit-<n>/lesson-<m>-{lesson-plan,worksheet,slides,answer-key}.pdf
//   public/curriculum-files/<product>/unit-<n>/lesson-<m>-listening.mp3   (scripts/media/speak.sh)
//   app/content/curriculum-data.ts   (the pack's unit and lesson entries, with each file's size)
// Files under /curriculum-files/ never reach a browser as they are: the Worker answers those paths itself
// (wrangler.toml run_worker_first) and hands a file only to a teacher holding a licence of its level.
// Output is bit-exact for the same sources and tool versions. Needs (Debian): apt-get install -y espeak-ng lame
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { LEVEL_NAMES } from "./curriculum/levels.ts";
import { Layout } from "../../app/lib/platform/pdf-layout.ts";
import type { LessonSource, PlanStep, UnitSource } from "./curriculum/types.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const OUT = join(ROOT, "public", "curriculum-files");
const UNITS = join(ROOT, "scripts", "media", "curriculum", "units");
const DATA = join(ROOT, "app", "content", "curriculum-data.ts");

// A fixed date keeps the files bit-exact from run to run (their sizes are in the content pack).
const MADE = { author: "Hablarte K–12 Spanish", creator: "scripts/media/make-curriculum.ts", date: new Date("2026-11-27T00:00:00.000Z"), strict: true };
const LICENCE_LINE = "Hablarte K–12 Spanish · Licensed to your school for its licensed teachers · Do not redistribute";
const STEPS: Array<[keyof LessonSource["plan"], string]> = [
  ["warmUp", "Warm-up"],
  ["input", "Input"],
  ["practice", "Practice"],
  ["assessment", "Assessment"],
  ["closing", "Closing"],
];

function check(unit: UnitSource) {
  if (!LEVEL_NAMES[unit.product]) throw new Error(`${unit.product}: not a level of the catalog`);
  for (const lesson of unit.lessons) {
    const total = STEPS.reduce((sum, [key]) => sum + lesson.plan[key].minutes, 0);
    if (total !== lesson.minutes) throw new Error(`${unit.product} lesson ${lesson.number}: steps add up to ${total} min, not ${lesson.minutes}`);
  }
}

const where = (unit: UnitSource, lesson: LessonSource) => `${LEVEL_NAMES[unit.product]} · Unit ${unit.number}: ${unit.title} · Lesson ${lesson.number}`;

async function lessonPlan(unit: UnitSource, lesson: LessonSource) {
  const l = await Layout.create({ ...MADE, title: `Lesson plan: ${lesson.title}`, subject: where(unit, lesson), header: where(unit, lesson) });
  l.title(`Lesson ${lesson.number}. ${lesson.title}`, `Lesson plan · ${lesson.minutes} minutes`);
  l.heading("Objectives");
  l.text("Students will:", { after: 2 });
  l.list(lesson.objectives);
  l.heading("Can-do statements");
  l.list(lesson.canDo, { font: "italic" });
  l.heading("Vocabulary");
  l.table([["Español", "English"], ...lesson.vocabulary.map((v): [string, string] => [v.es, v.en])]);
  l.heading("Prepare");
  l.list(lesson.prepare);
  for (const [key, name] of STEPS) step(l, name, lesson.plan[key]);
  l.heading("Differentiation");
  l.text("More support:", { font: "bold", after: 2 });
  l.list(lesson.differentiation.support);
  l.text("Ready for more:", { font: "bold", after: 2 });
  l.list(lesson.differentiation.extension);
  l.heading(`Listening track: ${lesson.listening.title}`);
  l.text("Transcript of the lesson's audio file (listening.mp3):", { size: 9.5, after: 2 });
  l.text(lesson.listening.script, { font: "italic" });
  return l.save(LICENCE_LINE);
}

function step(l: Layout, name: string, s: PlanStep) {
  l.heading(name, { minutes: s.minutes });
  l.list(s.steps, { numbered: true });
  if (s.teacherSays?.length) {
    l.text("Say:", { font: "bold", after: 2 });
    l.list(s.teacherSays, { font: "italic", indent: 8 });
  }
}

async function worksheet(unit: UnitSource, lesson: LessonSource) {
  const l = await Layout.create({ ...MADE, title: `Hoja de trabajo: ${lesson.title}`, subject: where(unit, lesson), header: where(unit, lesson) });
  l.title(`Hoja de trabajo · ${lesson.title}`);
  l.text("Nombre: ______________________________     Fecha: ______________", { after: 12 });
  lesson.worksheet.forEach((task, i) => {
    l.heading(`${i + 1}. ${task.instructions}`);
    task.items.forEach((item, j) => {
      l.text(`${String.fromCharCode(97 + j)}) ${item.prompt}`, { indent: 8, after: 0 });
      l.answerLine();
    });
  });
  l.heading(`Escucha: ${lesson.listening.title}`);
  l.text("Listen to the lesson's audio track, then answer.", { after: 4 });
  lesson.listening.questions.forEach((q, j) => {
    l.text(`${j + 1}. ${q.prompt}`, { indent: 8, after: 0 });
    l.answerLine();
  });
  return l.save(LICENCE_LINE);
}

async function answerKey(unit: UnitSource, lesson: LessonSource) {
  const l = await Layout.create({ ...MADE, title: `Answer key: ${lesson.title}`, subject: where(unit, lesson), header: where(unit, lesson) });
  l.title(`Answer key · ${lesson.title}`, "For the teacher: the worksheet's answers, task by task, and the listening questions.");
  lesson.worksheet.forEach((task, i) => {
    l.heading(`${i + 1}. ${task.instructions}`);
    l.list(
      task.items.map((item, j) => `${String.fromCharCode(97 + j)}) ${item.prompt} -> ${item.answer}`),
      {},
    );
  });
  l.heading(`Listening: ${lesson.listening.title}`);
  l.list(lesson.listening.questions.map((q) => `${q.prompt} -> ${q.answer}`), { numbered: true });
  return l.save(LICENCE_LINE);
}

async function slides(unit: UnitSource, lesson: LessonSource) {
  const l = await Layout.create({ ...MADE, title: `Diapositivas: ${lesson.title}`, subject: where(unit, lesson), header: "", language: "es", landscape: true });
  l.text(lesson.title, { size: 34, font: "bold", after: 12 });
  l.text(`Unidad ${unit.number}: ${unit.title}`, { size: 20, after: 6 });
  l.text(`Lección ${lesson.number}`, { size: 20 });
  for (const slide of lesson.slides) {
    l.newPage();
    l.text(slide.title, { size: 32, font: "bold", after: 18 });
    for (const line of slide.lines) l.text(line, { size: 24, after: 10 });
  }
  return l.save(`${LEVEL_NAMES[unit.product]} · Unit ${unit.number} · Lesson ${lesson.number}`);
}

/** Younger learners hear a slower voice. */
const speed = (product: string) => (product.startsWith("k2") ? 120 : product.startsWith("3-5") ? 130 : 145);

type FileRecord = { url: string; size: number };

async function main() {
  const files = readdirSync(UNITS).filter((f) => f.endsWith(".ts")).sort();
  const units: UnitSource[] = [];
  for (const file of files) units.push(((await import(join(UNITS, file))) as { unit: UnitSource }).unit);
  units.forEach(check);
  rmSync(OUT, { recursive: true, force: true });
  const data = [];
  for (const unit of units) {
    const dir = join(OUT, unit.product, `unit-${unit.number}`);
    mkdirSync(dir, { recursive: true });
    const lessons = [];
    for (const lesson of unit.lessons) {
      const base = `lesson-${lesson.number}`;
      const record = (name: string): FileRecord => ({ url: `/curriculum-files/${unit.product}/unit-${unit.number}/${base}-${name}`, size: statSync(join(dir, `${base}-${name}`)).size });
      const write = async (name: string, bytes: Promise<Uint8Array>) => {
        writeFileSync(join(dir, `${base}-${name}`), await bytes);
        return record(name);
      };
      const lessonPlanFile = await write("lesson-plan.pdf", lessonPlan(unit, lesson));
      const worksheetFile = await write("worksheet.pdf", worksheet(unit, lesson));
      const slidesFile = await write("slides.pdf", slides(unit, lesson));
      const answerKeyFile = await write("answer-key.pdf", answerKey(unit, lesson));
      execFileSync(join(ROOT, "scripts", "media", "speak.sh"), ["es-419", String(speed(unit.product)), join(dir, `${base}-listening.mp3`), lesson.listening.script]);
      const audioFile = record("listening.mp3");
      lessons.push({
        number: lesson.number,
        title: lesson.title,
        minutes: lesson.minutes,
        objectives: lesson.objectives,
        canDo: lesson.canDo,
        vocabulary: lesson.vocabulary.map((v) => `${v.es} — ${v.en}`),
        listeningTitle: lesson.listening.title,
        transcript: lesson.listening.script,
        files: { lessonPlan: lessonPlanFile, worksheet: worksheetFile, slides: slidesFile, answerKey: answerKeyFile, audio: audioFile },
      });
      process.stdout.write(`${unit.product} unit ${unit.number} lesson ${lesson.number}\n`);
    }
    data.push({ product: unit.product, number: unit.number, title: unit.title, summary: unit.summary, lessons });
  }
  writeFileSync(
    DATA,
    `// Made by \`npm run media:curriculum\` (scripts/media/make-curriculum.ts) from scripts/media/curriculum/units/:\n` +
      `// do not edit by hand. The pack's curriculum units and lessons (app/content/curriculum.ts), with their files.\n\n` +
      `export const curriculumData = ${JSON.stringify(data, null, 2)};\n`,
  );
  process.stdout.write(`Wrote ${data.length} units to ${DATA}\n`);
}

await main();
