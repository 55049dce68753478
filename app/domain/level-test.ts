// Spec §2.8, §3 and §9 "Level test": three banks of 40 questions with 3 options each, the contact
// fields, scoring and the estimated CEFR level (docs/decisions/0015).
import { courseForCefr, type Cefr, type LevelChoice, type LevelId } from "./levels";

export type { Cefr } from "./levels";

export const LEVEL_TEST_BANKS = ["novice", "intermediate", "advanced"] as const;
export type LevelTestBank = (typeof LEVEL_TEST_BANKS)[number];
export const QUESTIONS_PER_BANK = 40;
export const OPTIONS_PER_QUESTION = 3;
/** Questions per page: short pages keep the no-JavaScript test to 8 posts plus the contact step. */
export const QUESTIONS_PER_PAGE = 5;

/** §2.8: the levels are presented as Beginner, Intermediate and Advanced; each opens its bank. */
export const BANK_FOR_LEVEL: Record<LevelId, LevelTestBank> = { beginner: "novice", intermediate: "intermediate", advanced: "advanced" };

/** The level a bank is presented as (the reverse of BANK_FOR_LEVEL). */
export const LEVEL_FOR_BANK = Object.fromEntries(Object.entries(BANK_FOR_LEVEL).map(([level, bank]) => [bank, level])) as Record<LevelTestBank, LevelId>;

export const isBank = (value: string | undefined): value is LevelTestBank => LEVEL_TEST_BANKS.includes(value as LevelTestBank);

/** The question a visitor sees: the correct answer never leaves the server. */
export type PublicQuestion = { entryId: number; position: number; question: string; options: string[]; audio?: string; transcript?: string };

/**
 * Per bank: the lowest score (of 40) for each CEFR level the bank can place. A bank places around its
 * own range and one level below it, so a weak result in a harder bank is still a useful placement.
 */
const BANDS: Record<LevelTestBank, ReadonlyArray<readonly [minScore: number, level: Cefr]>> = {
  novice: [
    [0, "A1"],
    [24, "A2"],
  ],
  intermediate: [
    [0, "A2"],
    [16, "B1"],
    [28, "B2"],
  ],
  advanced: [
    [0, "B2"],
    [24, "C1"],
  ],
};

export function cefrFor(bank: LevelTestBank, score: number): Cefr {
  let level = BANDS[bank][0]![1];
  for (const [min, band] of BANDS[bank]) if (score >= min) level = band;
  return level;
}

const LEVEL_FOR_CEFR: Record<Cefr, LevelId> = { A1: "beginner", A2: "beginner", B1: "intermediate", B2: "intermediate", C1: "advanced" };

export const CEFR_MEANING: Record<Cefr, string> = {
  A1: "You can use familiar everyday expressions, introduce yourself and ask simple questions, when people speak slowly and clearly.",
  A2: "You can handle short, routine exchanges about family, shopping, work and your surroundings, and describe them in simple terms.",
  B1: "You can deal with most situations while traveling, describe experiences and plans, and give short reasons for your opinions.",
  B2: "You can talk fluently with native speakers on a wide range of topics, and follow the main ideas of complex texts and discussions.",
  C1: "You can express yourself fluently and precisely for social, academic and professional purposes, and understand demanding, longer texts.",
};

export type LevelTestResult = { bank: LevelTestBank; score: number; total: number; cefr: Cefr; yourLevel: LevelChoice };

/** Scores answers (entryId → chosen option) against the correct answers. */
export function scoreLevelTest(
  bank: LevelTestBank,
  questions: ReadonlyArray<{ entryId: number; correctAnswer: string }>,
  answers: Readonly<Record<number, string>>,
): LevelTestResult {
  const score = questions.filter((q) => answers[q.entryId] === q.correctAnswer).length;
  const cefr = cefrFor(bank, score);
  return { bank, score, total: questions.length, cefr, yourLevel: { course: courseForCefr(cefr), level: LEVEL_FOR_CEFR[cefr] } };
}

/** 1-based page of a question, and the questions on page `page`. */
export const pageCount = (questions: number) => Math.ceil(questions / QUESTIONS_PER_PAGE);
export const pageSlice = <T>(items: readonly T[], page: number) => items.slice((page - 1) * QUESTIONS_PER_PAGE, page * QUESTIONS_PER_PAGE);

/** §3 contact fields, sent to the form service under their own entry ids (the 100000xxx range is theirs). */
export const CONTACT_ENTRY_IDS = { fullName: 100000101, email: 100000102, selected: 100000103, privacy: 100000104, age: 100000105 } as const;
export const PRIVACY_AGREED = "I have read and agree";
export const AGE_AGREED = "I agree";

export type LevelTestContact = { fullName: string; email: string; selected: string; privacy: boolean; age: boolean };

/** §7: the answers keyed by their form-entry ids, with the contact fields, as the form service expects. */
export function formServicePayload(answers: Readonly<Record<number, string>>, contact: LevelTestContact): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [entryId, answer] of Object.entries(answers)) fields[`entry.${entryId}`] = answer;
  fields[`entry.${CONTACT_ENTRY_IDS.fullName}`] = contact.fullName;
  fields[`entry.${CONTACT_ENTRY_IDS.email}`] = contact.email;
  fields[`entry.${CONTACT_ENTRY_IDS.selected}`] = contact.selected;
  if (contact.privacy) fields[`entry.${CONTACT_ENTRY_IDS.privacy}`] = PRIVACY_AGREED;
  if (contact.age) fields[`entry.${CONTACT_ENTRY_IDS.age}`] = AGE_AGREED;
  return fields;
}
