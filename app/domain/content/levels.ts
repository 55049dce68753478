// The levels as content (issue #28; decision 0071): the three learner levels (Beginner, Intermediate,
// Advanced) and the five courses by CEFR level, one entry each, with the words the select-level step, the
// level test and its result say about them. Their ids are the site's (app/domain/levels.ts: what sessions,
// forms and leads carry); the words are the editor's. Pure: the content service reads the entries, this
// resolves them over the pack's.
import { z } from "zod";
import { COURSE_IDS, LEVEL_IDS, type CourseId, type LevelId } from "~/domain/levels";
import { entrySchema, type Entry } from "./cms-schema";
import { CONTENT_TYPES } from "./content-types";
import { ICONS } from "./page-entries";
import { wordsById } from "./words-by-id";

const text = (max: number) => z.string().min(1).max(max);

export const learnerLevelEntrySchema = entrySchema(
  z.object({
    level: z.enum(LEVEL_IDS),
    title: text(40),
    /** The select-level step's card. */
    description: text(200),
    /** The level test's first screen: who this test is for. */
    testDescription: text(200),
    icon: z.enum(ICONS),
  }),
);

export const spanishLevelEntrySchema = entrySchema(
  z.object({
    course: z.enum(COURSE_IDS),
    title: text(40),
    /** The card's badge: its CEFR level. */
    badge: text(4),
    /** What the course covers: on the select-level step, the level test's result and its email. */
    description: text(200),
  }),
);

export type LearnerLevelWords = Omit<z.infer<typeof learnerLevelEntrySchema>["fields"], "level">;
export type SpanishLevelWords = Omit<z.infer<typeof spanishLevelEntrySchema>["fields"], "course">;
export type LevelWords = { levels: Record<LevelId, LearnerLevelWords>; courses: Record<CourseId, SpanishLevelWords> };

export const LEVEL_CONTENT_TYPES = { level: CONTENT_TYPES.learnerLevel, course: CONTENT_TYPES.spanishLevel } as const;

function readLevel(entry: Entry): [LevelId, LearnerLevelWords] | null {
  const parsed = learnerLevelEntrySchema.safeParse(entry);
  if (!parsed.success) return null;
  const { level, ...words } = parsed.data.fields;
  return [level, words];
}

function readCourse(entry: Entry): [CourseId, SpanishLevelWords] | null {
  const parsed = spanishLevelEntrySchema.safeParse(entry);
  if (!parsed.success) return null;
  const { course, ...words } = parsed.data.fields;
  return [course, words];
}

type LevelEntries = { levels: readonly Entry[]; courses: readonly Entry[] };

/** Each level's and course's words: the space's entry for it when one validates, else the pack's. */
export function levelWordsOf(space: LevelEntries, pack: LevelEntries): LevelWords {
  return {
    levels: wordsById(LEVEL_IDS, space.levels, pack.levels, readLevel, "learner level"),
    courses: wordsById(COURSE_IDS, space.courses, pack.courses, readCourse, "Spanish level"),
  };
}
