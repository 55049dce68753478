// The placement level test (spec §2.8, §3 "Level-test question", §9): three banks of 40 questions,
// one `levelTestQuestion` entry each. Listening questions link a clip of app/content/assets-audio.ts.
import { advancedQuestions } from "~/content/level-test-advanced";
import { intermediateQuestions } from "~/content/level-test-intermediate";
import { noviceQuestions } from "~/content/level-test-novice";

export { advancedQuestions, intermediateQuestions, noviceQuestions };

export const levelTestQuestions = [...noviceQuestions, ...intermediateQuestions, ...advancedQuestions];
