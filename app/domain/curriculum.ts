// The curriculum a licence gives a teacher (issue #25; decision 0048): its addresses, its five materials per
// lesson, the names its files download under, and how long a licence lasts. Pure: no I/O.

/** The five materials of every lesson, in the order the lesson page lists them. */
export const MATERIALS = [
  { key: "lessonPlan", file: "lesson-plan.pdf", label: "Lesson plan", kind: "PDF", contentType: "application/pdf" },
  { key: "worksheet", file: "worksheet.pdf", label: "Student worksheet", kind: "PDF", contentType: "application/pdf" },
  { key: "slides", file: "slides.pdf", label: "Slides", kind: "PDF", contentType: "application/pdf" },
  { key: "audio", file: "listening.mp3", label: "Listening track", kind: "MP3", contentType: "audio/mpeg" },
  { key: "answerKey", file: "answer-key.pdf", label: "Answer key", kind: "PDF", contentType: "application/pdf" },
] as const;
export type Material = (typeof MATERIALS)[number];
export type MaterialKey = Material["key"];

export const materialByFile = (file: string): Material | null => MATERIALS.find((m) => m.file === file) ?? null;

/** "unit-3" → 3, "lesson-12" → 12; anything else (unit-0, unit-03, unit-x) → null, which answers 404. */
export function numberIn(segment: string | undefined, prefix: "unit" | "lesson"): number | null {
  const match = new RegExp(`^${prefix}-([1-9][0-9]?)$`).exec(segment ?? "");
  return match ? Number(match[1]) : null;
}

const levelPath = (slug: string) => `/account/my-products/${slug}`;
export const curriculumPaths = {
  level: levelPath,
  unit: (slug: string, unit: number) => `${levelPath(slug)}/unit-${unit}`,
  lesson: (slug: string, unit: number, lesson: number) => `${levelPath(slug)}/unit-${unit}/lesson-${lesson}`,
  file: (slug: string, unit: number, lesson: number, material: Material) => `${levelPath(slug)}/unit-${unit}/lesson-${lesson}/${material.file}`,
  zip: (slug: string, unit: number) => `${levelPath(slug)}/unit-${unit}/${UNIT_ZIP}`,
};
/** The last segment of a unit's "Download the whole unit" address. */
export const UNIT_ZIP = "all-materials.zip";

/** What a file downloads as: "k2-level-1-unit-1-lesson-2-lesson-plan.pdf", unique across the curriculum. */
export const downloadName = (slug: string, unit: number, lesson: number, material: Material) => `${slug}-unit-${unit}-lesson-${lesson}-${material.file}`;
export const unitZipName = (slug: string, unit: number) => `${slug}-unit-${unit}.zip`;
/** Inside the unit's ZIP: one folder per lesson. */
export const zipEntryName = (unit: number, lesson: number, material: Material) => `unit-${unit}/lesson-${lesson}/${material.file}`;

/** A licence covers one school year: twelve months from the day its order is paid, whatever the month. */
export const LICENCE_TERM_MS = 365 * 86_400_000;
export const licenceExpiresAt = (paidAt: number) => paidAt + LICENCE_TERM_MS;

/** The teacher's opening of the curriculum is noted at most this often (one write per visit, not per page). */
export const OPENED_NOTE_EVERY_MS = 15 * 60_000;

/** "48 KB", "1.4 MB": a file's size as the download links show it (1 KB = 1,024 bytes, rounded up). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.ceil(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
