import { describe, expect, it } from "vitest";
import type { HotSiteQuestion } from "~/domain/hot-site-content";
import { yourLevelRecord } from "~/domain/levels";
import {
  answerQuestion,
  AUTO_ADVANCE_MS,
  currentStep,
  EMPTY_PROGRESS,
  goBack,
  isQuestionnairePost,
  learnHostLevel,
  progressLabel,
  questionnaireUtm,
  stepCount,
  visibleOptions,
} from "~/domain/questionnaire";

const opt = (item: string, when?: string) => ({ item, value: false, ...(when ? { when } : {}) });
const questions: HotSiteQuestion[] = [
  { title: "How old is your child?", options: [opt("5–7 years"), opt("8–10 years")] },
  { title: "What would you most like?", options: [opt("Start early"), opt("Keep up at school")] },
  {
    title: "Where would your child like to start?",
    options: [opt("Grade 1&2: songs", "5–7 years"), opt("Grade 3-5: first steps", "8–10 years"), opt("Grade 3-5: reading", "8–10 years")],
  },
];

describe("questionnaire steps (spec §4)", () => {
  it("has one step per question plus the final calendar step", () => {
    expect(stepCount(questions)).toBe(4);
    expect(stepCount([])).toBe(1);
  });

  it("labels progress 'N out of M'", () => {
    expect(progressLabel(0, 4)).toBe("1 out of 4");
    expect(progressLabel(3, 4)).toBe("4 out of 4");
  });

  it("advances after 100 ms (§9)", () => {
    expect(AUTO_ADVANCE_MS).toBe(100);
  });

  it("moves to the next question while more remain", () => {
    const result = answerQuestion(questions, EMPTY_PROGRESS, 0, "8–10 years");
    expect(result).toEqual({ ok: true, progress: { answers: ["8–10 years"], step: 1 }, next: { kind: "step", step: 1 } });
  });

  it("sends the visitor to /external/individual-plans when the answered index + 2 equals the step count", () => {
    const result = answerQuestion(questions, { answers: ["8–10 years", "Start early"], step: 2 }, 2, "Grade 3-5: reading");
    expect(result.ok && result.next).toEqual({ kind: "done", to: "/external/individual-plans" });
    expect(2 + 2).toBe(stepCount(questions));
  });

  it("refuses unknown answers, unknown questions and skipping ahead", () => {
    expect(answerQuestion(questions, EMPTY_PROGRESS, 0, "99 years")).toMatchObject({ ok: false });
    expect(answerQuestion(questions, EMPTY_PROGRESS, 7, "5–7 years")).toMatchObject({ ok: false });
    expect(answerQuestion(questions, EMPTY_PROGRESS, 1, "Start early")).toMatchObject({ ok: false, error: "Please answer the earlier questions first." });
  });

  it("drops later answers when an earlier one changes", () => {
    const result = answerQuestion(questions, { answers: ["8–10 years", "Start early"], step: 0 }, 0, "5–7 years");
    expect(result.ok && result.progress).toEqual({ answers: ["5–7 years"], step: 1 });
  });

  it("goes back one step, never before the first", () => {
    expect(goBack(questions, { answers: ["8–10 years"], step: 1 })).toEqual({ answers: ["8–10 years"], step: 0 });
    expect(goBack(questions, EMPTY_PROGRESS)).toEqual(EMPTY_PROGRESS);
  });

  it("never shows a step past the first unanswered question or the calendar", () => {
    expect(currentStep(questions, { answers: [], step: 3 })).toBe(0);
    expect(currentStep(questions, { answers: ["a", "b", "c"], step: 9 })).toBe(3);
  });
});

describe("level-dependent last question (spec §4)", () => {
  it("shows only the options for the first answer", () => {
    expect(visibleOptions(questions, 2, ["8–10 years"])).toEqual(["Grade 3-5: first steps", "Grade 3-5: reading"]);
    expect(visibleOptions(questions, 2, ["5–7 years"])).toEqual(["Grade 1&2: songs"]);
  });

  it("shows every option of an ordinary question", () => {
    expect(visibleOptions(questions, 1, ["5–7 years"])).toEqual(["Start early", "Keep up at school"]);
  });

  it("refuses an option that belongs to another first answer", () => {
    expect(answerQuestion(questions, { answers: ["5–7 years", "Start early"], step: 2 }, 2, "Grade 3-5: reading")).toMatchObject({ ok: false });
  });
});

describe("yourLevel on a learn host (spec §4)", () => {
  it.each([
    ["Elementary", "Beginner"],
    ["Middle", "Intermediate"],
    ["General learning", "Intermediate"],
    ["High school", "Advanced"],
    ["Other professional setting", "Advanced"],
    ["Healthcare", "Advanced"],
    ["Business", "Advanced"],
  ])("%s → %s, course Spanish A1", (answer, level) => {
    // Kept by id (decision 0024), shown and recorded by title.
    expect(yourLevelRecord(learnHostLevel(1, answer)!)).toEqual({ course: "Spanish A1", level });
    expect(learnHostLevel(1, answer)).toEqual({ course: "spanish-a1", level: level.toLowerCase() });
  });

  it("only the second question sets it", () => {
    expect(learnHostLevel(0, "Elementary")).toBeNull();
    expect(learnHostLevel(2, "Business")).toBeNull();
    expect(learnHostLevel(1, "Something else")).toBeNull();
  });
});

describe("scheduler utm fields from the answers (spec §4, §7)", () => {
  it("fills utm_medium, utm_term, utm_campaign and utm_content as 'question: answer'", () => {
    const four: HotSiteQuestion[] = [...questions, { title: "Q4?", options: [opt("Yes")] }];
    expect(questionnaireUtm(four, ["8–10 years", "Start early", "Grade 3-5: reading", "Yes"])).toEqual({
      utm_medium: "How old is your child?: 8–10 years",
      utm_term: "What would you most like?: Start early",
      utm_campaign: "Where would your child like to start?: Grade 3-5: reading",
      utm_content: "Q4?: Yes",
    });
  });

  it("leaves unanswered fields out", () => {
    expect(questionnaireUtm(questions, ["5–7 years"])).toEqual({ utm_medium: "How old is your child?: 5–7 years" });
  });
});

describe("background questionnaire posts", () => {
  const post = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    return form;
  };

  it("are the enhanced answer and back posts only", () => {
    expect(isQuestionnairePost(post({ intent: "answer", enhanced: "1" }))).toBe(true);
    expect(isQuestionnairePost(post({ intent: "back", enhanced: "1" }))).toBe(true);
    expect(isQuestionnairePost(post({ intent: "answer" }))).toBe(false);
    expect(isQuestionnairePost(post({ intent: "newsletter", enhanced: "1" }))).toBe(false);
    expect(isQuestionnairePost(undefined)).toBe(false);
  });
});
