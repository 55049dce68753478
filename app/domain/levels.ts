// Spec §3 "Levels" and "yourLevel": the three levels and the five courses, each known by a stable id;
// the titles are for display only (issue #12 §4, docs/decisions/0024). Older sessions, links and forms
// carried the titles, so every reader also accepts a title and turns it into the id.
export const LEVEL_IDS = ["beginner", "intermediate", "advanced"] as const;
export type LevelId = (typeof LEVEL_IDS)[number];
export type LevelTitle = "Beginner" | "Intermediate" | "Advanced";

export const LEVEL_TITLES: Record<LevelId, LevelTitle> = { beginner: "Beginner", intermediate: "Intermediate", advanced: "Advanced" };
export const LEVEL_ID_BY_TITLE = Object.fromEntries(LEVEL_IDS.map((id) => [LEVEL_TITLES[id], id])) as Record<LevelTitle, LevelId>;

export const CEFR_LEVELS = ["A1", "A2", "B1", "B2", "C1"] as const;
export type Cefr = (typeof CEFR_LEVELS)[number];

/** One course per CEFR level; the id is the course's, not the level's, so a course may be renamed freely. */
export const COURSE_IDS = ["spanish-a1", "spanish-a2", "spanish-b1", "spanish-b2", "spanish-c1"] as const;
export type CourseId = (typeof COURSE_IDS)[number];

export const COURSES: Record<CourseId, { title: string; cefr: Cefr }> = {
  "spanish-a1": { title: "Spanish A1", cefr: "A1" },
  "spanish-a2": { title: "Spanish A2", cefr: "A2" },
  "spanish-b1": { title: "Spanish B1", cefr: "B1" },
  "spanish-b2": { title: "Spanish B2", cefr: "B2" },
  "spanish-c1": { title: "Spanish C1", cefr: "C1" },
};

export const courseForCefr = (cefr: Cefr): CourseId => COURSE_IDS.find((id) => COURSES[id].cefr === cefr)!;

/** An id, or the title older sessions and forms carried; anything else is null. */
export function readLevelId(value: unknown): LevelId | null {
  if (typeof value !== "string") return null;
  if ((LEVEL_IDS as readonly string[]).includes(value)) return value as LevelId;
  return LEVEL_ID_BY_TITLE[value as LevelTitle] ?? null;
}

/** The course a display title names (the copy lists courses by title until it carries their ids). */
export const courseIdOfTitle = (title: string): CourseId | null => COURSE_IDS.find((id) => COURSES[id].title === title) ?? null;

export function readCourseId(value: unknown): CourseId | null {
  if (typeof value !== "string") return null;
  if ((COURSE_IDS as readonly string[]).includes(value)) return value as CourseId;
  return courseIdOfTitle(value);
}


/** The visitor's level and course, by id: what the session keeps. */
export type LevelChoice = { course: CourseId; level: LevelId };

/** Spec §3 yourLevel, {course, level} by title (e.g. 'Spanish A1', 'Beginner'): what local storage, the
 * lead record, emails and pages show. */
export type YourLevel = { course: string; level: LevelTitle };

export const yourLevelRecord = (choice: LevelChoice): YourLevel => ({ course: COURSES[choice.course].title, level: LEVEL_TITLES[choice.level] });
