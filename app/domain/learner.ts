// Issue #27 "Who is learning": a weekly plan is for the account holder or for their child. A child is
// named by first name only (data minimisation: no surname, no birth date) and placed by school grade,
// which decides the spec's young-learner group (§9: Grade 1&2, Grade 3-5, Middle School, High School).

export const LEARNER_WHO = ["self", "child"] as const;
export type LearnerWho = (typeof LEARNER_WHO)[number];

/** §9 "Young learners: ages 5–18, grouped as …": the four groups, youngest first. */
export const YOUNG_LEARNER_GROUPS = ["Grade 1&2", "Grade 3-5", "Middle School", "High School"] as const;
export type YoungLearnerGroup = (typeof YOUNG_LEARNER_GROUPS)[number];

type Grade = { id: string; label: string; ages: string; group: YoungLearnerGroup };

/** US school grades with their usual ages; kindergarteners (age 5) start in the youngest group. */
export const LEARNER_GRADES: readonly Grade[] = [
  { id: "k", label: "Kindergarten", ages: "5–6", group: "Grade 1&2" },
  ...Array.from({ length: 12 }, (_, index): Grade => {
    const grade = index + 1;
    const group: YoungLearnerGroup = grade <= 2 ? "Grade 1&2" : grade <= 5 ? "Grade 3-5" : grade <= 8 ? "Middle School" : "High School";
    return { id: String(grade), label: `Grade ${grade}`, ages: `${grade + 5}–${grade + 6}`, group };
  }),
];

export const GRADE_IDS = LEARNER_GRADES.map((grade) => grade.id) as [string, ...string[]];

export const gradeOf = (id: string) => LEARNER_GRADES.find((grade) => grade.id === id);

/** A grade as a parent reads it in a list: "Grade 3 (age 8–9)". */
export const gradeOption = (grade: Grade) => `${grade.label} (age ${grade.ages})`;

export const MAX_CHILD_NAME_LENGTH = 40;

export type Learner = { who: "self" } | { who: "child"; firstName: string; grade: string };

/** Who the classes are for, as the account holder reads it. */
export function learnerSummary(learner: Learner | null, accountName: string): string {
  if (!learner || learner.who === "self") return `${accountName} (you)`;
  const grade = gradeOf(learner.grade);
  return grade ? `${learner.firstName}, your child (${grade.label}): the ${grade.group} group` : `${learner.firstName}, your child`;
}

/** The learner line of an email or the scheduler's first question; empty for an adult learning for themselves. */
export function learnerNote(learner: Learner | null): string {
  if (!learner || learner.who === "self") return "";
  const grade = gradeOf(learner.grade);
  return grade ? `Learner: ${learner.firstName}, ${grade.label} (age ${grade.ages}), ${grade.group} group` : `Learner: ${learner.firstName}`;
}
