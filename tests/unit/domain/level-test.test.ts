import { describe, expect, it } from "vitest";
import { levelTestQuestions } from "~/content/level-test-questions";
import { levelTestQuestionEntrySchema } from "~/domain/content/content-types";
import {
  AGE_AGREED,
  cefrFor,
  CONTACT_ENTRY_IDS,
  formServicePayload,
  OPTIONS_PER_QUESTION,
  pageCount,
  pageSlice,
  PRIVACY_AGREED,
  QUESTIONS_PER_BANK,
  scoreLevelTest,
} from "~/domain/level-test";
import { yourLevelRecord } from "~/domain/levels";
import { DEFAULT_US_STATE, US_STATES } from "~/domain/us-states";

const bank = (name: string) => levelTestQuestions.map((e) => levelTestQuestionEntrySchema.parse(e).fields).filter((f) => f.bank === name);

describe("level test constants (spec §9)", () => {
  it("has 3 banks of 40 questions with 3 options", () => {
    expect(QUESTIONS_PER_BANK).toBe(40);
    expect(OPTIONS_PER_QUESTION).toBe(3);
    for (const name of ["novice", "intermediate", "advanced"]) expect(bank(name)).toHaveLength(40);
  });

  it("offers every state and DC, defaulting to 'California (CA)'", () => {
    expect(US_STATES).toHaveLength(51);
    expect(DEFAULT_US_STATE).toBe("California (CA)");
    expect(US_STATES).toContain("District of Columbia (DC)");
  });

  it("pages the 40 questions 5 at a time", () => {
    expect(pageCount(40)).toBe(8);
    expect(pageSlice(bank("novice"), 2).map((q) => q.position)).toEqual([6, 7, 8, 9, 10]);
  });
});

describe("scoring and the CEFR estimate", () => {
  const novice = bank("novice");
  const all = (pick: (q: (typeof novice)[number]) => string) => Object.fromEntries(novice.map((q) => [q.entryId, pick(q)]));

  it("counts the correct answers", () => {
    const perfect = scoreLevelTest("novice", novice, all((q) => q.correctAnswer));
    expect(perfect).toMatchObject({ score: 40, total: 40, cefr: "A2", yourLevel: { course: "spanish-a2", level: "beginner" } });
    expect(yourLevelRecord(perfect.yourLevel)).toEqual({ course: "Spanish A2", level: "Beginner" });
    const wrong = scoreLevelTest("novice", novice, all((q) => q.options.find((o) => o !== q.correctAnswer)!));
    expect(wrong).toMatchObject({ score: 0, cefr: "A1", yourLevel: { course: "spanish-a1", level: "beginner" } });
    expect(yourLevelRecord(wrong.yourLevel)).toEqual({ course: "Spanish A1", level: "Beginner" });
  });

  it("leaves unanswered questions wrong", () => {
    expect(scoreLevelTest("novice", novice, {}).score).toBe(0);
  });

  it.each([
    ["novice", 23, "A1"],
    ["novice", 24, "A2"],
    ["intermediate", 15, "A2"],
    ["intermediate", 16, "B1"],
    ["intermediate", 27, "B1"],
    ["intermediate", 28, "B2"],
    ["advanced", 23, "B2"],
    ["advanced", 24, "C1"],
    ["advanced", 40, "C1"],
  ] as const)("%s bank, %i of 40 → %s", (name, score, cefr) => {
    expect(cefrFor(name, score)).toBe(cefr);
  });

  it("maps the CEFR level to Beginner, Intermediate or Advanced", () => {
    const advanced = bank("advanced");
    const result = scoreLevelTest("advanced", advanced, Object.fromEntries(advanced.map((q) => [q.entryId, q.correctAnswer])));
    expect(result.yourLevel).toEqual({ course: "spanish-c1", level: "advanced" });
    expect(yourLevelRecord(result.yourLevel)).toEqual({ course: "Spanish C1", level: "Advanced" });
    const intermediate = bank("intermediate");
    const b1 = scoreLevelTest("intermediate", intermediate, Object.fromEntries(intermediate.slice(0, 20).map((q) => [q.entryId, q.correctAnswer])));
    expect(b1.yourLevel).toEqual({ course: "spanish-b1", level: "intermediate" });
    expect(yourLevelRecord(b1.yourLevel)).toEqual({ course: "Spanish B1", level: "Intermediate" });
  });
});

describe("the form service payload (spec §3, §7)", () => {
  it("keys answers by form-entry id and sends the agreements as their texts", () => {
    const payload = formServicePayload({ 1130369217: "Muy bien, gracias. ¿Y tú?" }, { fullName: "Ana Ruiz", email: "ana@example.com", selected: "California (CA)", privacy: true, age: true });
    expect(payload).toEqual({
      "entry.1130369217": "Muy bien, gracias. ¿Y tú?",
      [`entry.${CONTACT_ENTRY_IDS.fullName}`]: "Ana Ruiz",
      [`entry.${CONTACT_ENTRY_IDS.email}`]: "ana@example.com",
      [`entry.${CONTACT_ENTRY_IDS.selected}`]: "California (CA)",
      [`entry.${CONTACT_ENTRY_IDS.privacy}`]: "I have read and agree",
      [`entry.${CONTACT_ENTRY_IDS.age}`]: "I agree",
    });
    expect(PRIVACY_AGREED).toBe("I have read and agree");
    expect(AGE_AGREED).toBe("I agree");
  });

  it("leaves out an agreement that wasn't given", () => {
    const payload = formServicePayload({}, { fullName: "A B", email: "a@b.co", selected: "Texas (TX)", privacy: false, age: false });
    expect(Object.keys(payload)).toHaveLength(3);
  });
});
