// The placement level test's question banks (spec §2.8, §3 "Level-test question", §9), read from the exported pack:
// three banks of 40 valid questions with one correct option each, unique form-entry ids, and listening clips
// that exist with their stated size and match the transcripts the clips are made from.
import { existsSync, readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { contentPack } from "~/content";
import type { Entry } from "~/domain/content/cms-schema";
import { levelTestQuestionEntrySchema } from "~/domain/content/content-types";

type Fields = {
  bank: string;
  position: number;
  question: string;
  options: string[];
  correctAnswer: string;
  entryId: number;
  audio?: { sys: { id: string } };
  transcript?: string;
};

const BANKS = ["novice", "intermediate", "advanced"] as const;
const questions = (contentPack.entries as Entry[]).filter((e) => e.sys.contentType.sys.id === "levelTestQuestion") as Entry<Fields>[];
const inBank = (bank: string) => questions.filter((q) => q.fields.bank === bank);
const publicDir = fileURLToPath(new URL("../../public", import.meta.url));
const audioList = fileURLToPath(new URL("../../scripts/media/level-test-audio.txt", import.meta.url));

describe("level-test question banks", () => {
  it("has exactly 40 questions in each bank, at positions 1..40, with readable ids", () => {
    expect(questions).toHaveLength(120);
    for (const bank of BANKS) {
      const positions = inBank(bank).map((q) => q.fields.position).sort((a, b) => a - b);
      expect(positions).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
      for (const q of inBank(bank)) expect(q.sys.id).toBe(`level-test-${bank}-${String(q.fields.position).padStart(2, "0")}`);
    }
  });

  it.each(questions.map((q) => [q.sys.id, q] as const))("%s passes the levelTestQuestion schema", (_id, q) => {
    const result = levelTestQuestionEntrySchema.safeParse(q);
    expect(result.success, result.error?.message).toBe(true);
  });

  it("gives every question 3 distinct options, one of them the correct answer, and a text of its own", () => {
    for (const { fields } of questions) {
      expect(fields.options).toHaveLength(3);
      expect(new Set(fields.options).size).toBe(3);
      expect(fields.options).toContain(fields.correctAnswer);
    }
    const texts = questions.map((q) => q.fields.question);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it("uses unique integer form-entry ids outside the contact fields' reserved range", () => {
    const ids = questions.map((q) => q.fields.entryId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(Number.isInteger(id)).toBe(true);
      expect(String(id)).toMatch(/^[1-9]\d{8,9}$/);
      expect(id >= 100_000_000 && id <= 100_000_999, `${id} is reserved for the contact fields`).toBe(false);
    }
  });

  it("varies the place of the correct option within every bank", () => {
    for (const bank of BANKS) {
      const places = inBank(bank).map((q) => q.fields.options.indexOf(q.fields.correctAnswer));
      expect(new Set(places).size, bank).toBeGreaterThan(1);
      // Roughly a third each: no place holds fewer than a quarter of the bank's answers.
      for (const place of [0, 1, 2]) expect(places.filter((p) => p === place).length, `${bank} place ${place + 1}`).toBeGreaterThanOrEqual(10);
    }
  });

  it("has listening questions in every bank, each with an existing MP3 of its stated size and a transcript", () => {
    const withAudio = questions.filter((q) => q.fields.audio);
    expect(withAudio.length).toBeGreaterThanOrEqual(10);
    for (const bank of BANKS) expect(inBank(bank).filter((q) => q.fields.audio).length, bank).toBeGreaterThanOrEqual(4);
    for (const q of questions) expect(q.fields.transcript === undefined, q.sys.id).toBe(q.fields.audio === undefined);
    for (const q of withAudio) {
      const asset = contentPack.assets.find((a) => a.sys.id === q.fields.audio!.sys.id);
      expect(asset, `missing asset ${q.fields.audio!.sys.id}`).toBeDefined();
      expect(asset!.fields.file.contentType).toBe("audio/mpeg");
      const file = `${publicDir}${asset!.fields.file.url}`;
      expect(existsSync(file), file).toBe(true);
      expect(statSync(file).size, file).toBe(asset!.fields.file.details.size);
      expect(statSync(file).size, file).toBeLessThan(64 * 1024);
    }
  });

  it("speaks in each clip exactly the transcript of its question (scripts/media/level-test-audio.txt)", () => {
    const lines = readFileSync(audioList, "utf8")
      .split("\n")
      .filter((line) => line.trim() && !line.startsWith("#"))
      .map((line) => {
        const [file, voice, speed, ...text] = line.split("|");
        return { file: file!, voice: voice!, speed: Number(speed), text: text.join("|") };
      });
    const withAudio = questions.filter((q) => q.fields.audio);
    expect(lines.map((l) => l.file).sort()).toEqual(
      withAudio.map((q) => `${q.fields.bank}-${String(q.fields.position).padStart(2, "0")}`).sort(),
    );
    for (const q of withAudio) {
      const name = `${q.fields.bank}-${String(q.fields.position).padStart(2, "0")}`;
      const line = lines.find((l) => l.file === name)!;
      expect(line.text, name).toBe(q.fields.transcript);
      expect(line.voice, name).toMatch(/^es/);
      expect(Number.isInteger(line.speed) && line.speed > 0, name).toBe(true);
      const asset = contentPack.assets.find((a) => a.sys.id === q.fields.audio!.sys.id)!;
      expect(asset.fields.file.url).toBe(`/audio/level-test/${name}.mp3`);
    }
  });
});
