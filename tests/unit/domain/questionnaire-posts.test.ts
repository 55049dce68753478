// Spec §4: a questionnaire post read and replayed on the server, what the session and the lead keep, and
// the hot site's small rules that moved from app/lib to app/domain (issue #12 §4).
import { describe, expect, it } from "vitest";
import { isExternalFunnel } from "~/domain/funnel";
import type { HotSiteQuestion } from "~/domain/hot-site-content";
import { answerInSequence, EMPTY_PROGRESS, leadAnswers, storedProgress } from "~/domain/questionnaire";
import { questionnaireFormSchema } from "~/domain/questionnaire-form";

const opt = (item: string) => ({ item, value: false });
const questions: HotSiteQuestion[] = [
  { title: "What is your level?", options: [opt("New"), opt("I know some basics")] },
  { title: "Where do you work?", options: [opt("Healthcare"), opt("Business")] },
  { title: "When?", options: [opt("Mornings"), opt("Evenings")] },
];

describe("an answer with the answers before it", () => {
  it("replays the earlier answers, then records this one", () => {
    expect(answerInSequence(questions, ["New"], 1, "Business")).toEqual({ ok: true, progress: { answers: ["New", "Business"], step: 2 }, next: { kind: "step", step: 2 } });
  });

  it("ends at the plans after the last question", () => {
    expect(answerInSequence(questions, ["New", "Business"], 2, "Evenings")).toMatchObject({ ok: true, next: { kind: "done", to: "/external/individual-plans" } });
  });

  it("refuses a post whose earlier answers don't match its question", () => {
    expect(answerInSequence(questions, [], 1, "Business")).toEqual({ ok: false, error: "Please answer the earlier questions first.", question: 1 });
  });

  it("names the earlier answer that isn't one of its question's options", () => {
    expect(answerInSequence(questions, ["Expert"], 1, "Business")).toEqual({ ok: false, error: "Please choose one of the answers shown.", question: 0 });
    expect(answerInSequence(questions, ["New"], 1, "Space")).toEqual({ ok: false, error: "Please choose one of the answers shown.", question: 1 });
  });
});

describe("the stored questionnaire", () => {
  it("is this variant's progress; another variant's starts afresh", () => {
    const stored = { variant: "parents" as const, answers: ["New"], step: 1 };
    expect(storedProgress(stored, "parents")).toEqual({ answers: ["New"], step: 1 });
    expect(storedProgress(stored, "heritage")).toEqual(EMPTY_PROGRESS);
    expect(storedProgress(undefined, "parents")).toEqual(EMPTY_PROGRESS);
  });

  it("is recorded in the lead as question and answer", () => {
    expect(leadAnswers(questions, ["New", "Business"])).toEqual([
      { question: "What is your level?", answer: "New" },
      { question: "Where do you work?", answer: "Business" },
    ]);
    expect(leadAnswers([], ["New"])).toEqual([{ question: "", answer: "New" }]);
  });
});

describe("a questionnaire post", () => {
  it("answers with the earlier answers, or goes back", () => {
    expect(questionnaireFormSchema.parse({ intent: "answer", question: "1", answer: " Business ", prior: ["New"] })).toEqual({ intent: "answer", question: 1, answer: "Business", prior: ["New"] });
    expect(questionnaireFormSchema.parse({ intent: "answer", question: "0", answer: "New" })).toMatchObject({ prior: [] });
    expect(questionnaireFormSchema.parse({ intent: "back" })).toEqual({ intent: "back" });
    // The page writes the index as digits; Number() would read these too.
    for (const question of ["0x1", "1e0", " ", "Infinity", "-0", "10"]) expect(questionnaireFormSchema.safeParse({ intent: "answer", question, answer: "New" }).success, question).toBe(false);
  });

  it("refuses an empty answer, a question out of range, too many earlier answers, or another intent", () => {
    expect(questionnaireFormSchema.safeParse({ intent: "answer", question: "0", answer: " " }).error?.issues[0]?.message).toBe("Please choose an answer.");
    expect(questionnaireFormSchema.safeParse({ intent: "answer", question: "10", answer: "New" }).success).toBe(false);
    expect(questionnaireFormSchema.safeParse({ intent: "answer", question: "1", answer: "New", prior: Array(10).fill("x") }).success).toBe(false);
    expect(questionnaireFormSchema.safeParse({ intent: "delete" }).success).toBe(false);
  });
});

describe("the funnel's two homes", () => {
  it("runs under /external on the hot site", () => {
    expect(isExternalFunnel(new URL("https://learn.example.com/external/select-level"))).toBe(true);
    expect(isExternalFunnel(new URL("https://hablarte.com/select-level"))).toBe(false);
  });
});
