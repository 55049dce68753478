// Issue #12 §4: a level and a course are known by a stable id; titles are for display. Older sessions,
// pages and forms carried the titles, so those still read as their ids (decision 0024).
import { describe, expect, it, vi } from "vitest";
import { learnerLevels, spanishLevels } from "~/content/levels";
import { levelWordsOf } from "~/domain/content/levels";
import { levelFormSchema, planFormSchema } from "~/domain/funnel-forms";
import { levelChoiceSchema } from "~/domain/level-fields";
import { BANK_FOR_LEVEL, LEVEL_FOR_BANK } from "~/domain/level-test";
import {
  COURSE_IDS,
  COURSES,
  courseForCefr,
  courseIdOfTitle,
  LEVEL_ID_BY_TITLE,
  LEVEL_IDS,
  LEVEL_TITLES,
  readCourseId,
  readLevelId,
  yourLevelRecord,
} from "~/domain/levels";

describe("level and course ids", () => {
  it("name every level and course the pages show: the pack has one entry for each id, with the spec's titles (decision 0071)", () => {
    expect(learnerLevels.map((entry) => entry.fields.level)).toEqual([...LEVEL_IDS]);
    expect(spanishLevels.map((entry) => entry.fields.course)).toEqual([...COURSE_IDS]);
    const words = levelWordsOf({ levels: [], courses: [] }, { levels: learnerLevels, courses: spanishLevels });
    expect(LEVEL_IDS.map((id) => LEVEL_ID_BY_TITLE[words.levels[id].title as keyof typeof LEVEL_ID_BY_TITLE])).toEqual([...LEVEL_IDS]);
    expect(COURSE_IDS.map((id) => courseIdOfTitle(words.courses[id].title))).toEqual([...COURSE_IDS]);
  });

  it("take the space's entry for a level over the pack's, and the pack's where the space's doesn't validate", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const mine = { ...learnerLevels[1]!, sys: { ...learnerLevels[1]!.sys, id: "mine" }, fields: { ...learnerLevels[1]!.fields, description: "You can hold a conversation." } };
    const broken = { ...spanishLevels[0]!, sys: { ...spanishLevels[0]!.sys, id: "broken" }, fields: { ...spanishLevels[0]!.fields, badge: "" } };
    const words = levelWordsOf({ levels: [mine], courses: [broken] }, { levels: learnerLevels, courses: spanishLevels });
    expect(words.levels.intermediate.description).toBe("You can hold a conversation.");
    expect(words.levels.beginner.description).toBe(learnerLevels[0]!.fields.description);
    expect(words.courses["spanish-a1"].badge).toBe("A1");
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it("display as the spec's titles", () => {
    expect(LEVEL_IDS.map((id) => LEVEL_TITLES[id])).toEqual(["Beginner", "Intermediate", "Advanced"]);
    expect(COURSE_IDS.map((id) => COURSES[id].title)).toEqual(["Spanish A1", "Spanish A2", "Spanish B1", "Spanish B2", "Spanish C1"]);
    expect(yourLevelRecord({ course: "spanish-a1", level: "beginner" })).toEqual({ course: "Spanish A1", level: "Beginner" });
  });

  it("one course per CEFR level", () => {
    expect(courseForCefr("B2")).toBe("spanish-b2");
  });

  it("read an id, or the title older sessions and forms carried; nothing else", () => {
    expect(readLevelId("advanced")).toBe("advanced");
    expect(readLevelId("Advanced")).toBe("advanced");
    expect(readCourseId("spanish-b1")).toBe("spanish-b1");
    expect(readCourseId("Spanish B1")).toBe("spanish-b1");
    for (const value of ["Expert", "ADVANCED", "Spanish Z9", "", 3, undefined]) {
      expect(readLevelId(value)).toBeNull();
      expect(readCourseId(value)).toBeNull();
    }
  });

  it("open the level test's banks by level id, and back", () => {
    expect(BANK_FOR_LEVEL).toEqual({ beginner: "novice", intermediate: "intermediate", advanced: "advanced" });
    expect(LEVEL_FOR_BANK).toEqual({ novice: "beginner", intermediate: "intermediate", advanced: "advanced" });
  });
});

describe("the select-level form (funnel step 4)", () => {
  it("takes ids, and the titles a page from before the ids posts", () => {
    expect(levelFormSchema.parse({ level: "intermediate", course: "spanish-b1" })).toEqual({ level: "intermediate", course: "spanish-b1" });
    expect(levelFormSchema.parse({ level: "Intermediate", course: "Spanish B1" })).toEqual({ level: "intermediate", course: "spanish-b1" });
  });

  it("refuses anything else with a message next to each field", () => {
    const result = levelFormSchema.safeParse({ level: "Expert", course: "Spanish Z9" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["level", "Please choose your level."],
      ["course", "Please choose a course."],
    ]);
    expect(levelFormSchema.safeParse({}).error?.issues.map((issue) => issue.message)).toEqual(["Please choose your level.", "Please choose a course."]);
  });
});

describe("the plan form (funnel step 1)", () => {
  it("takes only the individual plans' ids", () => {
    expect(planFormSchema.safeParse({ plan: "plan-2-per-week" }).success).toBe(true);
    expect(planFormSchema.safeParse({ plan: "plan-9" }).error?.issues[0]?.message).toBe("Please choose one of the plans.");
  });
});

describe("the level kept in a session", () => {
  it("is read by id, and a session from before the ids (titles) keeps its choice", () => {
    expect(levelChoiceSchema.parse({ course: "spanish-a1", level: "advanced" })).toEqual({ course: "spanish-a1", level: "advanced" });
    expect(levelChoiceSchema.parse({ course: "Spanish A1", level: "Advanced" })).toEqual({ course: "spanish-a1", level: "advanced" });
    expect(levelChoiceSchema.safeParse({ course: "Spanish for adults", level: "Beginner" }).success).toBe(false);
  });
});
