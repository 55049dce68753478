// The curriculum's sample units (issue #25): one complete unit for every level the catalog sells, each
// lesson with its lesson plan, worksheet, slides and answer key (PDFs) and its listening track (MP3).
// The data and the files are made together by `npm run media:curriculum` (curriculum-data.ts); this
// module turns them into the pack's entries and assets, like any other content.
import type { Asset, Entry } from "~/domain/content/cms-schema";
import { assetLink, audioAsset, entry, entryLink, pdfAsset } from "~/content/build";
import { curriculumData as generated } from "~/content/curriculum-data";

type FileData = { url: string; size: number };
export type CurriculumLessonData = {
  number: number;
  title: string;
  minutes: number;
  objectives: string[];
  canDo: string[];
  vocabulary: string[];
  listeningTitle: string;
  transcript: string;
  files: { lessonPlan: FileData; worksheet: FileData; slides: FileData; answerKey: FileData; audio: FileData };
};
export type CurriculumUnitData = { product: string; number: number; title: string; summary: string; lessons: CurriculumLessonData[] };

const curriculumData: CurriculumUnitData[] = generated;
const CREATED = "2026-11-27T09:00:00.000Z";
const unitId = (u: CurriculumUnitData) => `unit-${u.product}-${u.number}`;
const lessonId = (u: CurriculumUnitData, l: CurriculumLessonData) => `lesson-${u.product}-${u.number}-${l.number}`;
const fileId = (u: CurriculumUnitData, l: CurriculumLessonData, kind: string) => `${lessonId(u, l)}-${kind}`;

const DOCUMENTS = [
  ["lessonPlan", "Lesson plan"],
  ["worksheet", "Student worksheet"],
  ["slides", "Slides"],
  ["answerKey", "Answer key"],
] as const;

const lessonEntries = curriculumData.flatMap((u) =>
  u.lessons.map((l) =>
    entry({
      id: lessonId(u, l),
      contentType: "curriculumLesson",
      createdAt: CREATED,
      fields: {
        number: l.number,
        title: l.title,
        minutes: l.minutes,
        objectives: l.objectives,
        canDo: l.canDo,
        vocabulary: l.vocabulary,
        transcript: l.transcript,
        lessonPlan: assetLink(fileId(u, l, "lesson-plan")),
        worksheet: assetLink(fileId(u, l, "worksheet")),
        slides: assetLink(fileId(u, l, "slides")),
        answerKey: assetLink(fileId(u, l, "answer-key")),
        audio: assetLink(fileId(u, l, "audio")),
      },
    }),
  ),
);

const unitEntries = curriculumData.map((u) =>
  entry({
    id: unitId(u),
    contentType: "curriculumUnit",
    createdAt: CREATED,
    fields: {
      product: entryLink(`product-${u.product}`),
      number: u.number,
      title: u.title,
      summary: u.summary,
      lessons: u.lessons.map((l) => entryLink(lessonId(u, l))),
    },
  }),
);

export const curriculumEntries: Entry[] = [...unitEntries, ...lessonEntries];

export const curriculumAssets: Asset[] = curriculumData.flatMap((u) =>
  u.lessons.flatMap((l) => [
    ...DOCUMENTS.map(([key, name]) =>
      pdfAsset({
        id: fileId(u, l, key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)),
        title: `${name}: Unit ${u.number}, Lesson ${l.number}. ${l.title}`,
        description: `${name} of lesson ${l.number} of “${u.title}” (PDF).`,
        url: l.files[key].url,
        size: l.files[key].size,
        createdAt: CREATED,
      }),
    ),
    audioAsset({
      id: fileId(u, l, "audio"),
      title: `Listening track: ${l.listeningTitle}`,
      description: `The listening track of lesson ${l.number} of “${u.title}”, in Spanish (synthesized Latin American Spanish voice; the lesson plan carries its transcript).`,
      url: l.files.audio.url,
      size: l.files.audio.size,
      createdAt: CREATED,
    }),
  ]),
);
