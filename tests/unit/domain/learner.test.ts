// Issue #27 "Who is learning": the grades and the spec's young-learner groups (§9), the form's answers, and
// how the learner is named on the pages, in the emails and to the scheduler.
import { describe, expect, it } from "vitest";
import { classFormats } from "~/domain/class-format";
import { parseForm } from "~/domain/form-errors";
import { gradeOf, gradeOption, LEARNER_GRADES, learnerNote, learnerSummary, YOUNG_LEARNER_GROUPS } from "~/domain/learner";
import { learnerFormSchema, learnerFromForm } from "~/domain/learner-form";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return parseForm(learnerFormSchema, data);
};

describe("grades and groups (spec §9: ages 5–18, grouped as Grade 1&2, Grade 3-5, Middle School and High School)", () => {
  it("covers kindergarten to grade 12, ages 5 to 18, each grade in its group", () => {
    expect(LEARNER_GRADES.map(gradeOption)).toEqual([
      "Kindergarten (age 5–6)",
      ...Array.from({ length: 12 }, (_, i) => `Grade ${i + 1} (age ${i + 6}–${i + 7})`),
    ]);
    expect(YOUNG_LEARNER_GROUPS).toEqual(["Grade 1&2", "Grade 3-5", "Middle School", "High School"]);
    const groupOf = (id: string) => gradeOf(id)?.group;
    expect(["k", "1", "2"].map(groupOf)).toEqual(["Grade 1&2", "Grade 1&2", "Grade 1&2"]);
    expect(["3", "4", "5"].map(groupOf)).toEqual(["Grade 3-5", "Grade 3-5", "Grade 3-5"]);
    expect(["6", "7", "8"].map(groupOf)).toEqual(["Middle School", "Middle School", "Middle School"]);
    expect(["9", "10", "11", "12"].map(groupOf)).toEqual(["High School", "High School", "High School", "High School"]);
  });
});

describe("the 'Who is learning?' form", () => {
  it("takes me, or my child with a first name and a grade", () => {
    const me = form({ learner: "self", childName: "left over", childGrade: "3" });
    expect(me.ok && learnerFromForm(me.data)).toEqual({ who: "self" });
    const child = form({ learner: "child", childName: "  María José ", childGrade: "k" });
    expect(child.ok && learnerFromForm(child.data)).toEqual({ who: "child", firstName: "María José", grade: "k" });
    for (const name of ["Zoë", "O’Brien", "Jean-Luc", "D'Andre", "李"]) expect(form({ learner: "child", childName: name, childGrade: "1" }).ok, name).toBe(true);
  });

  it("answers each missing or hostile field next to it", () => {
    expect(form({})).toMatchObject({ ok: false, errors: { learner: "Please choose who is learning." } });
    expect(form({ learner: "grandparent" })).toMatchObject({ ok: false, errors: { learner: "Please choose who is learning." } });
    expect(form({ learner: "child" })).toMatchObject({ ok: false, errors: { childName: "Please enter your child’s first name.", childGrade: "Please choose your child’s grade." } });
    expect(form({ learner: "child", childName: " ", childGrade: "" })).toMatchObject({ ok: false, errors: { childName: "Please enter your child’s first name.", childGrade: "Please choose your child’s grade." } });
    expect(form({ learner: "child", childName: "<img src=x>", childGrade: "13" })).toMatchObject({ ok: false, errors: { childName: "Please enter a first name using letters only.", childGrade: "Please choose your child’s grade." } });
    expect(form({ learner: "child", childName: "A".repeat(41), childGrade: "2" })).toMatchObject({ ok: false, errors: { childName: "Please keep the first name to 40 characters." } });
  });
});

describe("how the learner is named", () => {
  const sofia = { who: "child", firstName: "Sofía", grade: "3" } as const;
  it("on the pages: the account holder, or the child with their grade and group", () => {
    expect(learnerSummary(null, "Ana López")).toBe("Ana López (you)");
    expect(learnerSummary({ who: "self" }, "Ana López")).toBe("Ana López (you)");
    expect(learnerSummary(sofia, "Ana López")).toBe("Sofía, your child (Grade 3): the Grade 3-5 group");
  });

  it("in emails and to the scheduler: only a child is named", () => {
    expect(learnerNote(null)).toBe("");
    expect(learnerNote({ who: "self" })).toBe("");
    expect(learnerNote(sofia)).toBe("Learner: Sofía, Grade 3 (age 8–9), Grade 3-5 group");
  });
});

describe("the class format (one source for the young-learners landing and the funnel)", () => {
  it("says a child learns in a group of their grade, of the site's group size", () => {
    expect(classFormats(15)).toEqual({
      self: "Adults learn one to one, live with a native teacher who holds a master’s degree.",
      child: "Children and teens aged 5–18 learn live with a native teacher in a group of up to 15 classmates their own age, by grade: Grade 1&2, Grade 3-5, Middle School or High School.",
    });
  });
});
