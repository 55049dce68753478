// The staff console's record pages (issue #11 §3): leads, contact-form messages, level-test submissions, newsletter sign-ups,
// the outbox's dead letters with their Re-drive, and the audit log. Lists are read a page at a time,
// newest first.
//
// Audit: every change is audited, in the same D1 batch as the change. Reading a list is not: staff read
// these lists all day, an entry per page view would bury the changes, and the sign-in that opens the
// console is itself audited. (Documents that leave the console as files are audited by orders.server.)
import { parseForm } from "~/domain/form-errors";
import { paginate, type Pagination } from "~/domain/pagination";
import { redriveSchema } from "~/domain/staff-forms";
import { funnelStepLabel, outboxTarget, parseStoredDate, RECORDS_PAGE_SIZE, shortError } from "~/domain/staff-records";
import { redriveDeadStatement, type OutboxMessage } from "../platform/outbox.server";
import type { StaffMember } from "./auth.server";
import { auditStatement } from "./audit.server";
import { parseStoredJson } from "~/domain/stored-json";

export type RecordPage<T> = { rows: T[]; total: number; pagination: Pagination };

/** One page of a list: the count first, so an out-of-range ?page= shows the last page, not an empty one. */
async function page<Row, T>(db: D1Database, countSql: string, selectSql: string, pageParam: string | null, toRecord: (row: Row) => T): Promise<RecordPage<T>> {
  const total = (await db.prepare(countSql).first<{ n: number }>())?.n ?? 0;
  const pagination = paginate(total, pageParam, RECORDS_PAGE_SIZE);
  const { results } = await db.prepare(`${selectSql} LIMIT ? OFFSET ?`).bind(pagination.limit, pagination.skip).all<Row>();
  return { rows: results.map(toRecord), total, pagination };
}

const parseJson = <T>(value: string | null, fallback: T): T => parseStoredJson(value, fallback) as T;

export type Lead = {
  id: string;
  createdAt: Date | null;
  updatedAt: Date | null;
  host: string;
  variant: string;
  name: string | null;
  email: string | null;
  planId: string | null;
  level: string | null;
  furthestStep: string;
  answers: Array<{ question: string; answer: string }>;
  fromAd: boolean;
};

type LeadRow = { funnel_id: string; host: string; variant: string; answers: string; your_level: string | null; plan_id: string | null; name: string | null; email: string | null; gclid: string | null; step_booked: number; created_at: string; updated_at: string };

export function leads(db: D1Database, pageParam: string | null): Promise<RecordPage<Lead>> {
  return page<LeadRow, Lead>(
    db,
    "SELECT COUNT(*) AS n FROM leads",
    "SELECT funnel_id, host, variant, answers, your_level, plan_id, name, email, gclid, step_booked, created_at, updated_at FROM leads ORDER BY created_at DESC, rowid DESC",
    pageParam,
    (r) => {
      const level = parseJson<{ course?: string; level?: string } | null>(r.your_level, null);
      const answers = parseJson<unknown>(r.answers, []);
      return {
        id: r.funnel_id,
        createdAt: parseStoredDate(r.created_at),
        updatedAt: parseStoredDate(r.updated_at),
        host: r.host,
        variant: r.variant,
        name: r.name,
        email: r.email,
        planId: r.plan_id,
        level: level ? [level.course, level.level].filter(Boolean).join(", ") || null : null,
        furthestStep: funnelStepLabel(r.step_booked),
        answers: Array.isArray(answers) ? answers.filter((a): a is { question: string; answer: string } => typeof a?.question === "string" && typeof a?.answer === "string") : [],
        fromAd: r.gclid !== null,
      };
    },
  );
}

export type ContactMessage = { id: number; name: string; email: string; organisation: string; topic: string; message: string; createdAt: Date | null };

/** What visitors wrote through the contact form (kept here whatever happens to its delivery). */
export function contactMessages(db: D1Database, pageParam: string | null): Promise<RecordPage<ContactMessage>> {
  return page<{ id: number; name: string; email: string; organization: string; topic: string; message: string; created_at: string }, ContactMessage>(
    db,
    "SELECT COUNT(*) AS n FROM contact_messages",
    "SELECT id, name, email, organization, topic, message, created_at FROM contact_messages ORDER BY created_at DESC, id DESC",
    pageParam,
    (r) => ({ id: r.id, name: r.name, email: r.email, organisation: r.organization, topic: r.topic, message: r.message, createdAt: parseStoredDate(r.created_at) }),
  );
}

export type LevelTestSubmission = { id: string; name: string; email: string; state: string; bank: string; score: number; total: number; cefr: string; createdAt: Date | null };

type LevelTestRow = { id: string; full_name: string; email: string; state: string; bank: string; score: number; total: number; cefr: string; created_at: string };

export function levelTestSubmissions(db: D1Database, pageParam: string | null): Promise<RecordPage<LevelTestSubmission>> {
  return page<LevelTestRow, LevelTestSubmission>(
    db,
    "SELECT COUNT(*) AS n FROM level_test_submissions",
    "SELECT id, full_name, email, state, bank, score, total, cefr, created_at FROM level_test_submissions ORDER BY created_at DESC, rowid DESC",
    pageParam,
    (r) => ({ id: r.id, name: r.full_name, email: r.email, state: r.state, bank: r.bank, score: r.score, total: r.total, cefr: r.cefr, createdAt: parseStoredDate(r.created_at) }),
  );
}

export type NewsletterSignUp = { id: number; email: string; source: string; createdAt: Date | null };

export function newsletterSignUps(db: D1Database, pageParam: string | null): Promise<RecordPage<NewsletterSignUp>> {
  return page<{ id: number; email: string; source: string; created_at: string }, NewsletterSignUp>(
    db,
    "SELECT COUNT(*) AS n FROM newsletter_subscriptions",
    "SELECT id, email, source, created_at FROM newsletter_subscriptions ORDER BY created_at DESC, id DESC",
    pageParam,
    (r) => ({ id: r.id, email: r.email, source: r.source, createdAt: parseStoredDate(r.created_at) }),
  );
}

export type DeadLetter = { id: string; kind: string; target: string; attempts: number; lastError: string; createdAt: Date | null; deadSince: Date | null };
export type OutboxCounts = { pending: number; delivered: number; dead: number };

type DeadLetterRow = { id: string; kind: string; payload: string; attempts: number; last_error: string | null; created_at: string; updated_at: string };

/** The dead letters (the last one to die first), and how many messages are in each state. */
export async function deadLetters(db: D1Database, pageParam: string | null): Promise<RecordPage<DeadLetter> & { counts: OutboxCounts }> {
  const [list, { results }] = await Promise.all([
    page<DeadLetterRow, DeadLetter>(
      db,
      "SELECT COUNT(*) AS n FROM outbox WHERE status = 'dead'",
      "SELECT id, kind, payload, attempts, last_error, created_at, updated_at FROM outbox WHERE status = 'dead' ORDER BY updated_at DESC, rowid DESC",
      pageParam,
      (r) => ({ id: r.id, kind: r.kind, target: outboxTarget(r.kind, r.payload), attempts: r.attempts, lastError: shortError(r.last_error), createdAt: parseStoredDate(r.created_at), deadSince: parseStoredDate(r.updated_at) }),
    ),
    db.prepare("SELECT status, COUNT(*) AS n FROM outbox GROUP BY status").all<{ status: keyof OutboxCounts; n: number }>(),
  ]);
  const counts: OutboxCounts = { pending: 0, delivered: 0, dead: 0 };
  for (const { status, n } of results) if (status in counts) counts[status] = n;
  return { ...list, counts };
}

export type AuditRecord = { id: number; at: Date; staffEmail: string; action: string; target: string | null; detail: string | null };

/**
 * The audit log by page number, like the other lists, newest first; the id orders entries written in the
 * same millisecond (a cursor on the time alone would skip some at a page boundary).
 */
export function auditRecords(db: D1Database, pageParam: string | null): Promise<RecordPage<AuditRecord>> {
  return page<{ id: number; at: number; staff_email: string; action: string; target: string | null; detail: string | null }, AuditRecord>(
    db,
    "SELECT COUNT(*) AS n FROM staff_audit",
    "SELECT id, at, staff_email, action, target, detail FROM staff_audit ORDER BY at DESC, id DESC",
    pageParam,
    (r) => ({ id: r.id, at: new Date(r.at), staffEmail: r.staff_email, action: r.action, target: r.target, detail: r.detail }),
  );
}

export type Redrive = { ok: true; queued: boolean } | { ok: false; status: 400 | 409; message: string };

/**
 * A dead letter goes back to pending with its attempts reset, and to the Queue again: it gets every
 * retry a new message gets. The update is conditional on the row still being dead and its audit row is
 * written only if the update changed it (same batch, one transaction), so two clicks re-drive once.
 */
export async function redrive(env: Env, staff: StaffMember, form: FormData): Promise<Redrive> {
  const parsed = parseForm(redriveSchema, form);
  if (!parsed.ok) return { ok: false, status: 400, message: Object.values(parsed.errors)[0] ?? "That isn’t an outbox message id." };
  const { id } = parsed.data;
  const row = await env.DB.prepare("SELECT kind, payload, status, attempts, last_error FROM outbox WHERE id = ?")
    .bind(id)
    .first<{ kind: string; payload: string; status: string; attempts: number; last_error: string | null }>();
  if (!row) return { ok: false, status: 409, message: "There is no outbox message with that id, so there is nothing to re-drive." };
  const notDead = { ok: false, status: 409, message: "That message is no longer a dead letter: it has been re-driven already (perhaps by someone else) or delivered. The list below is up to date." } as const;
  if (row.status !== "dead") return notDead;
  const detail = `${row.kind} for ${outboxTarget(row.kind, row.payload)}, after ${row.attempts} attempts (${shortError(row.last_error)})`;
  // The last error stays on the row until the next attempt replaces or clears it.
  const [update] = await env.DB.batch([
    redriveDeadStatement(env.DB, id),
    auditStatement(env.DB, { staff: staff.email, action: "re-drove outbox message", target: id, detail, afterChange: true }),
  ]);
  if ((update?.meta.changes ?? 0) !== 1) return notDead;
  try {
    await env.OUTBOX.send({ id } satisfies OutboxMessage);
    return { ok: true, queued: true };
  } catch (error) {
    // The row is pending again either way: the cron re-drives pending rows the Queue never saw.
    console.error(`[outbox] re-drive of ${id} could not reach the queue; the cron will send it`, error);
    return { ok: true, queued: false };
  }
}
