// The builder of the placement level test's questions (spec §2.8, §3 "Level-test question", §9):
// one `levelTestQuestion` entry per question, in Contentful's entry shape.
import type { Entry } from "~/domain/content/cms-schema";
import { assetLink, entry } from "~/content/build";

export type LevelTestBank = "novice" | "intermediate" | "advanced";

export type LevelTestQuestionFields = {
  bank: LevelTestBank;
  /** 1..40: the question's place in its bank. */
  position: number;
  question: string;
  options: [string, string, string];
  /** Exactly one of `options`. */
  correctAnswer: string;
  /** The form-entry id the answer is submitted under (spec §7): unique across the three banks. */
  entryId: number;
  /** The listening clip; set exactly when `transcript` is. */
  audio?: ReturnType<typeof assetLink>;
  /** What the clip says, word for word, for learners who cannot hear it. */
  transcript?: string;
};

const BANK_DAY: Record<LevelTestBank, string> = { novice: "03", intermediate: "04", advanced: "05" };

const pad = (position: number) => String(position).padStart(2, "0");

/** The clip of a listening question: public/audio/level-test/<bank>-<nn>.mp3, made by scripts/media/make-level-test-audio.sh. */
export const levelTestAudioAssetId = (bank: LevelTestBank, position: number) => `audio-level-test-${bank}-${pad(position)}`;
export const levelTestAudioUrl = (bank: LevelTestBank, position: number) => `/audio/level-test/${bank}-${pad(position)}.mp3`;

/**
 * The question builder of one bank. A question with a `transcript` is a listening question:
 * it links the clip of its bank and position (listed in app/content/assets-audio.ts).
 */
export function levelTestBank(bank: LevelTestBank) {
  return (
    position: number,
    input: { entryId: number; question: string; options: [string, string, string]; answer: string; transcript?: string },
  ): Entry<LevelTestQuestionFields> =>
    entry({
      id: `level-test-${bank}-${pad(position)}`,
      contentType: "levelTestQuestion",
      // One day per bank, one minute per position: distinct, stable creation times.
      createdAt: `2025-03-${BANK_DAY[bank]}T09:${pad(position)}:00.000Z`,
      fields: {
        bank,
        position,
        question: input.question,
        options: input.options,
        correctAnswer: input.answer,
        entryId: input.entryId,
        ...(input.transcript === undefined
          ? {}
          : { audio: assetLink(levelTestAudioAssetId(bank, position)), transcript: input.transcript }),
      },
    });
}
