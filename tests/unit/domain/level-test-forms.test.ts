// Spec §2.8 and §3: the level test's posts read rule by rule (these rules were tested only through the
// worker before moving to app/domain), and the result email.
import { describe, expect, it } from "vitest";
import { levelTestResultEmail } from "~/copy/emails/level-test";
import {
  progressFor,
  publicQuestions,
  readContact,
  readPageAnswers,
  unansweredPage,
  type BankQuestion,
} from "~/domain/level-test-forms";
import { UNEXPECTED_FIELDS } from "~/domain/form-errors";
import { scoreLevelTest } from "~/domain/level-test";

const questions: BankQuestion[] = Array.from({ length: 12 }, (_, i) => ({
  entryId: 1000000001 + i,
  position: i + 1,
  question: `Question ${i + 1}`,
  options: ["uno", "dos", "tres"],
  correctAnswer: "dos",
  ...(i === 0 ? { audio: "/media/q1.mp3", transcript: "Hola" } : {}),
}));

const form = (fields: Array<[string, string]>) => {
  const data = new FormData();
  for (const [key, value] of fields) data.append(key, value);
  return data;
};
const page1 = (answer: (i: number) => string) => questions.slice(0, 5).map((q, i): [string, string] => [`q${q.entryId}`, answer(i)]);

describe("what the page may see", () => {
  it("never the correct answers; the audio and transcript when there are", () => {
    const seen = publicQuestions(questions.slice(0, 2));
    expect(seen[0]).toEqual({ entryId: 1000000001, position: 1, question: "Question 1", options: ["uno", "dos", "tres"], audio: "/media/q1.mp3", transcript: "Hola" });
    expect(seen[1]).not.toHaveProperty("transcript");
    for (const q of seen) expect(q).not.toHaveProperty("correctAnswer");
  });
});

describe("a page of answers", () => {
  it("takes one of the 3 options for each question on the page", () => {
    const read = readPageAnswers(questions, 1, form([["intent", "answers"], ["page", "1"], ...page1(() => "dos")]));
    expect(read).toEqual({ answers: Object.fromEntries(questions.slice(0, 5).map((q) => [q.entryId, "dos"])) });
  });

  it("names the question left unanswered, answered twice, or answered with something else", () => {
    const fields = page1(() => "dos");
    const read = readPageAnswers(questions, 1, form([...fields.slice(1, 4), [fields[3]![0], "uno"], [fields[4]![0], "DROP TABLE"]]));
    expect(read).toEqual({
      errors: {
        q1000000001: "Choose an answer for question 1.",
        q1000000004: "Choose an answer for question 4.",
        q1000000005: "Choose one of the 3 answers for question 5.",
      },
    });
  });

  it("refuses a field the page doesn't have, including another page's question", () => {
    const read = readPageAnswers(questions, 1, form([...page1(() => "dos"), ["isAdmin", "1"]]));
    expect(read).toEqual({ errors: { form: UNEXPECTED_FIELDS } });
    expect("errors" in readPageAnswers(questions, 1, form([...page1(() => "dos"), [`q${questions[6]!.entryId}`, "dos"]]))).toBe(true);
  });

  it("finds the first page with an unanswered question", () => {
    const answered = Object.fromEntries(questions.map((q) => [q.entryId, "dos"]));
    expect(unansweredPage(questions, answered)).toBeNull();
    delete answered[questions[7]!.entryId];
    expect(unansweredPage(questions, answered)).toBe(2);
    expect(unansweredPage(questions, {})).toBe(1);
  });
});

describe("progress through a bank", () => {
  it("keeps the stored progress for the same bank, and starts another bank afresh", () => {
    const stored = { bank: "novice" as const, page: 3, answers: { "1000000001": "dos" } };
    expect(progressFor(stored, "novice")).toBe(stored);
    expect(progressFor(stored, "advanced")).toEqual({ bank: "advanced", page: 1, answers: {} });
    expect(progressFor(undefined, "novice")).toEqual({ bank: "novice", page: 1, answers: {} });
  });
});

describe("the contact step", () => {
  const valid: Array<[string, string]> = [["intent", "submit"], ["fullName", " Marta Gómez "], ["email", "marta@example.com"], ["selected", "Texas (TX)"], ["privacy", "on"], ["age", "on"]];

  it("reads the contact, trimmed, with both agreements", () => {
    expect(readContact(form(valid))).toEqual({ contact: { fullName: "Marta Gómez", email: "marta@example.com", selected: "Texas (TX)", privacy: true, age: true } });
  });

  it("puts a message next to each missing or wrong field", () => {
    const read = readContact(form([["intent", "submit"], ["fullName", ""], ["email", "nope"], ["selected", "Atlantis (AT)"]]));
    expect(read).toEqual({
      errors: {
        fullName: "Please enter your full name.",
        email: "Enter a valid email",
        selected: "Choose your state.",
        privacy: "Please agree to the privacy policy to get your result.",
        age: "Please confirm you are 18 or older, or that a parent or guardian agrees.",
      },
    });
    expect(readContact(form([...valid.filter(([k]) => k !== "fullName"), ["fullName", "x".repeat(500)]]))).toEqual({ errors: { fullName: "Please use at most 100 characters." } });
  });

  it("refuses fields the step doesn't have", () => {
    expect("errors" in readContact(form([...valid, ["isAdmin", "1"]]))).toBe(true);
  });
});

describe("the result email", () => {
  const contact = { fullName: "Marta Gómez", email: "marta@example.com", selected: "Texas (TX)", privacy: true, age: true };
  const answers = Object.fromEntries(questions.map((q) => [q.entryId, "dos"]));
  const result = { ...scoreLevelTest("intermediate", questions, answers), score: 32, total: 40, cefr: "B2" as const, yourLevel: { course: "spanish-b2" as const, level: "intermediate" as const } };

  it("names the level and the course by their titles", () => {
    const email = levelTestResultEmail("https://www.hablarte.com", contact, result, { description: "Fluent discussion." });
    expect(email.to).toBe("marta@example.com");
    expect(email.subject).toBe("Your Spanish level: B2 (Intermediate)");
    expect(email.text).toContain("You answered 32 of 40 questions correctly.");
    expect(email.text).toContain("Your estimated level is B2 (Intermediate).");
    expect(email.text).toContain("We recommend Spanish B2: Fluent discussion.");
    expect(email.text).toContain("Book a free class at your level: https://www.hablarte.com/book/class");
  });

  it("still recommends the course when the site has no copy for it", () => {
    expect(levelTestResultEmail("https://www.hablarte.com", contact, result).text).toContain("We recommend Spanish B2.");
  });
});
