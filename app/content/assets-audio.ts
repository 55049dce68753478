// The listening clips of the placement level test (public/audio/level-test/…), made from their transcripts by
// scripts/media/make-level-test-audio.sh (espeak-ng, Latin American Spanish voice). Sizes are the real byte sizes
// of the files; regenerating a clip changes its size, so update it here (tests/unit/level-test-bank.test.ts checks).
import type { Asset } from "~/domain/content/cms-schema";
import { audioAsset } from "~/content/build";
import { levelTestAudioAssetId, levelTestAudioUrl, type LevelTestBank } from "~/content/level-test-build";

const clip = (bank: LevelTestBank, position: number, size: number): Asset =>
  audioAsset({
    id: levelTestAudioAssetId(bank, position),
    title: `Listening clip of question ${position} of the ${bank} level test, in Spanish`,
    description: "Synthesized Latin American Spanish voice; the question carries its transcript.",
    url: levelTestAudioUrl(bank, position),
    size,
  });

export const audioAssets: Asset[] = [
  clip("novice", 8, 28630),
  clip("novice", 16, 27063),
  clip("novice", 24, 25078),
  clip("novice", 32, 39184),
  clip("novice", 40, 35631),
  clip("intermediate", 8, 31974),
  clip("intermediate", 16, 34586),
  clip("intermediate", 24, 26331),
  clip("intermediate", 32, 45558),
  clip("intermediate", 40, 38139),
  clip("advanced", 8, 37825),
  clip("advanced", 16, 54648),
  clip("advanced", 24, 33332),
  clip("advanced", 32, 37198),
  clip("advanced", 40, 37616),
];
