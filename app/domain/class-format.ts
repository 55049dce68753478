// What a weekly plan's classes are like, for an adult and for a child (issue #27; decision 0052): the one
// source the plans page, the funnel's learner step, the free-trial page and the young-learners landing
// (as the {{classFormat:…}} tokens) all read, so the landing never promises one format and the funnel
// sells another.
import { YOUNG_LEARNER_GROUPS, type LearnerWho } from "./learner";

const groups = `${YOUNG_LEARNER_GROUPS.slice(0, -1).join(", ")} or ${YOUNG_LEARNER_GROUPS.at(-1)}`;

export function classFormats(maxGroupSize: number): Record<LearnerWho, string> {
  return {
    self: "Adults learn one to one, live with a native teacher who holds a master’s degree.",
    child: `Children and teens aged 5–18 learn live with a native teacher in a group of up to ${maxGroupSize} classmates their own age, by grade: ${groups}.`,
  };
}
