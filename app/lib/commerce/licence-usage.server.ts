// What teachers do with the curriculum, per licence (issue #25): when they last opened it and which
// lessons' files they downloaded. The buyer sees it in My Products for renewals, and exports it as CSV.
import type { BatchedRead } from "../platform/batched-reads.server";
import { OPENED_NOTE_EVERY_MS, type Material } from "~/domain/curriculum";
import type { TeacherLicence } from "./licences.server";

/**
 * Notes that the teacher opened the curriculum now: at most one write per 15 minutes per licence (the
 * licence's read says when it was last noted; the upsert's condition holds if two pages race).
 */
export async function noteOpened(db: D1Database, licence: TeacherLicence, now: number): Promise<unknown> {
  if (licence.lastOpenedAt !== null && now - licence.lastOpenedAt < OPENED_NOTE_EVERY_MS) return;
  return db
    .prepare(
      `INSERT INTO licence_usage (assignment_id, owner_id, last_opened_at) VALUES (?, ?, ?)
       ON CONFLICT (assignment_id) DO UPDATE SET last_opened_at = excluded.last_opened_at WHERE last_opened_at < ?`,
    )
    .bind(licence.assignmentId, licence.ownerId, now, now - OPENED_NOTE_EVERY_MS)
    .run();
}

export type Download = { slug: string; unit: number; lesson: number; material: Material };

/** Logs downloads (one file, or every file of a unit's ZIP) against the licence, and notes it was opened. */
export async function logDownloads(db: D1Database, licence: TeacherLicence, downloads: Download[], now: number): Promise<void> {
  const insert = db.prepare("INSERT INTO curriculum_downloads (assignment_id, owner_id, product_slug, unit, lesson, material, at) VALUES (?, ?, ?, ?, ?, ?, ?)");
  await db.batch(downloads.map((d) => insert.bind(licence.assignmentId, licence.ownerId, d.slug, d.unit, d.lesson, d.material.key, now)));
  await noteOpened(db, licence, now);
}

export type LicenceUsage = { lastOpenedAt: number | null; lessonsDownloaded: number; files: number };

const USAGE = `SELECT a.id AS assignmentId, a.product_slug AS slug, l.title, a.teacher_email AS teacherEmail, a.teacher_name AS teacherName,
         a.status, a.claimed_at AS claimedAt, l.expires_at AS licenceEnds, u.last_opened_at AS lastOpenedAt,
         (SELECT COUNT(DISTINCT d.unit || '.' || d.lesson) FROM curriculum_downloads d WHERE d.assignment_id = a.id) AS lessonsDownloaded,
         (SELECT COUNT(*) FROM curriculum_downloads d WHERE d.assignment_id = a.id) AS files
  FROM licence_assignments a JOIN licences l ON l.id = a.licence_id LEFT JOIN licence_usage u ON u.assignment_id = a.id
  WHERE a.owner_id = ? ORDER BY l.title, a.invited_at LIMIT 5000`;

export type UsageRow = LicenceUsage & { assignmentId: string; slug: string; title: string; teacherEmail: string; teacherName: string | null; status: string; claimedAt: number | null; licenceEnds: number | null };

/** Every licence the buyer gave, with its teacher's use of the curriculum: the export's rows. */
export async function usageRowsOf(db: D1Database, ownerId: string): Promise<UsageRow[]> {
  return (await db.prepare(USAGE).bind(ownerId).all<UsageRow>()).results;
}

/** Usage per assignment id, for the assignments of one buyer (My Products' table), in the caller's batch. */
export function usageRead(db: D1Database, ownerId: string): BatchedRead<Map<string, LicenceUsage>> {
  return {
    statements: [db.prepare(USAGE).bind(ownerId)],
    view: ([result]) => new Map((result!.results as UsageRow[]).map((r) => [r.assignmentId, { lastOpenedAt: r.lastOpenedAt, lessonsDownloaded: r.lessonsDownloaded, files: r.files }])),
  };
}

/** Usage is kept while a licence lasts and twelve months after it ends (decision 0048; the data-privacy page). */
export const USAGE_KEPT_AFTER_LICENCE_MS = 365 * 86_400_000;

/**
 * The scheduled clean-up (workers/app.ts, every 10 minutes): usage of licences that ended more than twelve
 * months ago goes, as the student-data-privacy document and the DPA template promise.
 */
export async function pruneUsage(db: D1Database, now = Date.now()): Promise<void> {
  const ended = `SELECT a.id FROM licence_assignments a JOIN licences l ON l.id = a.licence_id WHERE l.expires_at < ?`;
  const before = now - USAGE_KEPT_AFTER_LICENCE_MS;
  await db.batch([
    db.prepare(`DELETE FROM curriculum_downloads WHERE assignment_id IN (${ended})`).bind(before),
    db.prepare(`DELETE FROM licence_usage WHERE assignment_id IN (${ended})`).bind(before),
  ]);
}
