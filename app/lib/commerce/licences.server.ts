// Licences given to teachers (issue #11 §2; decision 0020). The buyer assigns an available licence to a
// teacher's email; the teacher claims it once, signed in, through a link carrying a random token of which
// only the SHA-256 is stored; the buyer may revoke it (the licence is available again) and reassign it.
// Every change is one D1 batch of conditional statements with its history row, so two clicks at once can
// neither take one licence twice nor give out more licences than were bought.
import { readTogether, type BatchedRead } from "../platform/batched-reads.server";
import { licenceEmails } from "~/copy/emails/licence";
import { historyLine, invitationExpiresAt, isLive, move, secondLicenceRefusal, type AssignmentStatus, type Refusal } from "~/domain/licence-assignment";
import { licenceExpiresAt } from "~/domain/curriculum";
import type { RosterProblem, RosterRow } from "~/domain/roster";
import { randomToken, sha256Hex } from "../platform/crypto.server";
import { RATE_LIMITS, TYPED_ADDRESS_REFUSAL } from "~/domain/rate-limits";
import { enqueue } from "../platform/outbox.server";
import { claimEmailTo } from "../platform/email-allowance.server";
import { withinRateLimit } from "../platform/rate-limit.server";

export type Actor = { id: string; name: string; email: string; organisation: string | null };
export type Outcome<T = object> = ({ ok: true } & T) | { ok: false; status: 400 | 404 | 409 | 410 | 429; error: string };

const ID = /^[0-9a-f-]{36}$/;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** Sending an invitation again waits this long, so an inbox can't be flooded from My Products. */
const RESEND_AFTER_MS = 10 * 60 * 1000;

const notYours = { ok: false, status: 404, error: "This license isn’t in your account." } as const;
const refused = ({ status, reason }: Refusal) => ({ ok: false, status, error: reason }) as const;

const claimLink = (origin: string, token: string) => `${origin}/claim-licence?${new URLSearchParams({ token })}`;

/** Gives one of the buyer's available licences of `productSlug` to `email` (already normalised) and invites them. */
const TOO_MANY_INVITATIONS = { ok: false as const, status: 429 as const, error: "You have sent many invitations in the last hour. Please wait a while before sending more, or invite your whole department at once with a roster." };

export async function assignLicence(env: Env, owner: Actor, productSlug: string, email: string, origin: string): Promise<Outcome<{ id: string }>> {
  const db = env.DB;
  if (!(await withinRateLimit(env, "licence-invitation", owner.id, RATE_LIMITS.licenceInvitationPerAccount))) return TOO_MANY_INVITATIONS;
  const held = await db
    .prepare("SELECT title, level, COUNT(*) AS bought, SUM(status = 'available') AS available FROM licences WHERE user_id = ? AND product_slug = ? GROUP BY title, level")
    .bind(owner.id, productSlug)
    .first<{ title: string; level: string; bought: number; available: number }>();
  if (!held) return notYours;
  const live = await db
    .prepare("SELECT product_slug AS productSlug, teacher_email AS teacherEmail FROM licence_assignments WHERE owner_id = ? AND product_slug = ? AND status IN ('invited', 'claimed')")
    .bind(owner.id, productSlug)
    .all<{ productSlug: string; teacherEmail: string }>();
  const second = secondLicenceRefusal(live.results, productSlug, email);
  if (second) return { ok: false, status: 409, error: second };
  const allowance = await claimEmailTo(env, email);
  if (!allowance.allowed) return { ok: false, status: 429, error: TYPED_ADDRESS_REFUSAL };

  const id = crypto.randomUUID();
  const token = randomToken();
  const now = new Date();
  const expiresAt = invitationExpiresAt(now);
  const [inserted] = await db.batch([
    // Picks the oldest available licence inside the insert: D1 runs a batch as one transaction, so a
    // concurrent assign sees it taken; the partial unique indexes of migration 0008 are the backstop.
    db
      .prepare(
        `INSERT INTO licence_assignments (id, licence_id, owner_id, product_slug, organisation, inviter_name, teacher_email, token_hash, status, invited_at, sent_at, expires_at)
         SELECT ?, l.id, l.user_id, l.product_slug, COALESCE(NULLIF(json_extract(o.billing, '$.organisation'), ''), ?), ?, ?, ?, 'invited', ?, ?, ?
         FROM licences l JOIN orders o ON o.id = l.order_id
         WHERE l.user_id = ? AND l.product_slug = ? AND l.status = 'available' AND l.expires_at > ?
           AND NOT EXISTS (SELECT 1 FROM licence_assignments a WHERE a.owner_id = l.user_id AND a.product_slug = l.product_slug AND a.teacher_email = ? AND a.status IN ('invited', 'claimed'))
         ORDER BY l.created_at, l.seq LIMIT 1`,
      )
      .bind(id, owner.organisation || owner.name, owner.name, email, await sha256Hex(token), now.getTime(), now.getTime(), expiresAt.getTime(), owner.id, productSlug, now.getTime(), email),
    db.prepare("UPDATE licences SET status = 'assigned' WHERE id = (SELECT licence_id FROM licence_assignments WHERE id = ?) AND status = 'available'").bind(id),
    db
      .prepare("INSERT INTO licence_events (owner_id, licence_id, assignment_id, at, actor_email, action, detail) SELECT owner_id, licence_id, id, ?, ?, 'assigned', ? FROM licence_assignments WHERE id = ?")
      .bind(now.getTime(), owner.email, historyLine("assigned", `${held.title} (${held.level})`, email), id),
  ]);
  if ((inserted?.meta.changes ?? 0) === 0) {
    await allowance.release();
    const again = await db.prepare("SELECT COUNT(*) AS n FROM licence_assignments WHERE owner_id = ? AND product_slug = ? AND teacher_email = ? AND status IN ('invited', 'claimed')").bind(owner.id, productSlug, email).first<number>("n");
    if (again) return { ok: false, status: 409, error: secondLicenceRefusal([{ productSlug, teacherEmail: email }], productSlug, email)! };
    return { ok: false, status: 409, error: `All ${held.bought} licenses of ${held.title} are assigned. Revoke one to give it to another teacher, or buy more.` };
  }
  const invitation = await db.prepare("SELECT organisation FROM licence_assignments WHERE id = ?").bind(id).first<{ organisation: string }>();
  const message = licenceEmails.invitation({ inviterName: owner.name, organisation: invitation!.organisation, title: held.title, level: held.level, claimLink: claimLink(origin, token), expiresAt });
  await enqueue(env, { kind: "email", payload: { to: email, ...message } });
  return { ok: true, id };
}

export type RosterOutcome = { ok: true; invited: number } | { ok: false; status: 400 | 404 | 409 | 429; problems: RosterProblem[] };

/**
 * Invites a department in one step (issue #25): every row of the roster, or none. Seats per level and
 * earlier invitations are checked first and reported by line; each address's email allowance is claimed
 * (and given back if nothing is sent). Then one batch, one transaction: each row's insert picks an available
 * licence inside the statement and fails (NOT NULL, or the unique live-address index) when there is none,
 * which rolls the whole roster back — two rosters at once can't give out more licences than were bought.
 */
export async function assignRoster(env: Env, owner: Actor, rows: RosterRow[], origin: string): Promise<RosterOutcome> {
  const db = env.DB;
  if (!(await withinRateLimit(env, "licence-roster", owner.id, RATE_LIMITS.licenceRosterPerAccount))) {
    return { ok: false, status: 429, problems: [{ line: 0, message: "You have sent many rosters in the last hour. Please wait a while before sending another, or write to us and we’ll set up your department." }] };
  }
  const [held, live] = await db.batch<{ product_slug: string; title: string; level: string; available: number; teacher_email: string }>([
    db.prepare("SELECT product_slug, MAX(title) AS title, MAX(level) AS level, SUM(status = 'available' AND expires_at > ?) AS available FROM licences WHERE user_id = ? GROUP BY product_slug").bind(Date.now(), owner.id),
    db.prepare("SELECT product_slug, teacher_email FROM licence_assignments WHERE owner_id = ? AND status IN ('invited', 'claimed')").bind(owner.id),
  ]);
  const levels = new Map(held!.results.map((h) => [h.product_slug, h]));
  const invited = new Set(live!.results.map((a) => `${a.teacher_email} ${a.product_slug}`));
  const problems: RosterProblem[] = [];
  const wanted = new Map<string, number>();
  for (const row of rows) {
    const level = levels.get(row.product);
    if (!level) problems.push({ line: row.line, message: `You have no licenses of this level: buy them from the catalog first.` });
    else if (invited.has(`${row.email} ${row.product}`)) problems.push({ line: row.line, message: `${row.email} already has a license of ${level.title}, or an invitation to it.` });
    else wanted.set(row.product, (wanted.get(row.product) ?? 0) + 1);
  }
  for (const [product, count] of wanted) {
    const level = levels.get(product)!;
    if (count > level.available) problems.push({ line: 0, message: `The roster gives ${level.title} to ${count} teachers, and ${level.available} of its licenses ${level.available === 1 ? "is" : "are"} available. Revoke some, buy more, or shorten the roster.` });
  }
  if (problems.length) return { ok: false, status: 409, problems };

  const allowances: Awaited<ReturnType<typeof claimEmailTo>>[] = [];
  for (const row of rows) {
    const allowance = await claimEmailTo(env, row.email);
    allowances.push(allowance);
    if (!allowance.allowed) problems.push({ line: row.line, message: TYPED_ADDRESS_REFUSAL });
  }
  const giveBack = () => Promise.all(allowances.filter((a) => a.allowed).map((a) => a.release()));
  if (problems.length) {
    await giveBack();
    return { ok: false, status: 429, problems };
  }

  const now = new Date();
  const expiresAt = invitationExpiresAt(now);
  const invitations = await Promise.all(rows.map(async (row) => ({ row, id: crypto.randomUUID(), token: randomToken() })));
  const statements = [];
  for (const { row, id, token } of invitations) {
    const level = levels.get(row.product)!;
    statements.push(
      db
        .prepare(
          `WITH pick AS (
             SELECT l.id, COALESCE(NULLIF(json_extract(o.billing, '$.organisation'), ''), ?) AS organisation
             FROM licences l JOIN orders o ON o.id = l.order_id
             WHERE l.user_id = ? AND l.product_slug = ? AND l.status = 'available' AND l.expires_at > ? ORDER BY l.created_at, l.seq LIMIT 1)
           INSERT INTO licence_assignments (id, licence_id, owner_id, product_slug, organisation, inviter_name, teacher_email, teacher_name, token_hash, status, invited_at, sent_at, expires_at)
           SELECT ?, (SELECT id FROM pick), ?, ?, COALESCE((SELECT organisation FROM pick), ?), ?, ?, ?, ?, 'invited', ?, ?, ?`,
        )
        .bind(owner.organisation || owner.name, owner.id, row.product, now.getTime(), id, owner.id, row.product, owner.organisation || owner.name, owner.name, row.email, row.name || null, await sha256Hex(token), now.getTime(), now.getTime(), expiresAt.getTime()),
      db.prepare("UPDATE licences SET status = 'assigned' WHERE id = (SELECT licence_id FROM licence_assignments WHERE id = ?) AND status = 'available'").bind(id),
      db
        .prepare("INSERT INTO licence_events (owner_id, licence_id, assignment_id, at, actor_email, action, detail) SELECT owner_id, licence_id, id, ?, ?, 'assigned', ? FROM licence_assignments WHERE id = ?")
        .bind(now.getTime(), owner.email, historyLine("assigned", `${level.title} (${level.level})`, row.email), id),
    );
  }
  try {
    await db.batch(statements);
  } catch (error) {
    // A constraint: another roster or assignment took a seat or an address meanwhile. Nothing was applied.
    console.warn("[licences] roster rolled back", error);
    await giveBack();
    return { ok: false, status: 409, problems: [{ line: 0, message: "Your licenses changed while the roster was being sent, so no one was invited. Check the seats below and send the roster again." }] };
  }
  const organisations = await db
    .prepare(`SELECT id, organisation FROM licence_assignments WHERE id IN (SELECT value FROM json_each(?))`)
    .bind(JSON.stringify(invitations.map((i) => i.id)))
    .all<{ id: string; organisation: string }>();
  const organisationOf = new Map(organisations.results.map((o) => [o.id, o.organisation]));
  for (const { row, id, token } of invitations) {
    const level = levels.get(row.product)!;
    const message = licenceEmails.invitation({ inviterName: owner.name, organisation: organisationOf.get(id) ?? owner.organisation ?? owner.name, title: level.title, level: level.level, claimLink: claimLink(origin, token), expiresAt });
    await enqueue(env, { kind: "email", payload: { to: row.email, ...message } });
  }
  return { ok: true, invited: rows.length };
}

type AssignmentRow = { id: string; licence_id: string; owner_id: string | null; product_slug: string; organisation: string; inviter_name: string; teacher_email: string; status: AssignmentStatus; teacher_user_id: string | null; claimed_email: string | null; sent_at: number; expires_at: number; title: string; level: string };

const ASSIGNMENT = `SELECT a.id, a.licence_id, a.owner_id, a.product_slug, a.organisation, a.inviter_name, a.teacher_email, a.status, a.teacher_user_id, a.claimed_email, a.sent_at, a.expires_at, l.title, l.level
  FROM licence_assignments a JOIN licences l ON l.id = a.licence_id`;

async function ownersAssignment(db: D1Database, ownerId: string, assignmentId: string): Promise<AssignmentRow | null> {
  if (!ID.test(assignmentId)) return null;
  return db.prepare(`${ASSIGNMENT} WHERE a.id = ? AND a.owner_id = ?`).bind(assignmentId, ownerId).first<AssignmentRow>();
}

/** Takes a licence back from a teacher (invited or claimed): it is available again, to assign to someone else. */
export async function revokeAssignment(env: Env, owner: Actor, assignmentId: string): Promise<Outcome<{ slug: string }>> {
  const db = env.DB;
  const row = await ownersAssignment(db, owner.id, assignmentId);
  if (!row) return notYours;
  const allowed = move({ status: row.status, expiresAt: new Date(row.expires_at) }, "revoke", new Date());
  if (!allowed.ok) return refused(allowed);
  const now = Date.now();
  const teacher = row.claimed_email ?? row.teacher_email;
  const [revoked] = await db.batch([
    db.prepare("UPDATE licence_assignments SET status = 'revoked', revoked_at = ? WHERE id = ? AND owner_id = ? AND status IN ('invited', 'claimed')").bind(now, row.id, owner.id),
    // changes() is the previous statement's count: the history row and the licence's return happen only
    // for the request whose revoke took effect.
    db
      .prepare("INSERT INTO licence_events (owner_id, licence_id, assignment_id, at, actor_email, action, detail) SELECT owner_id, licence_id, id, ?, ?, 'revoked', ? FROM licence_assignments WHERE id = ? AND changes() = 1")
      .bind(now, owner.email, historyLine("revoked", `${row.title} (${row.level})`, teacher), row.id),
    db.prepare("UPDATE licences SET status = 'available' WHERE id = ? AND status = 'assigned' AND changes() = 1").bind(row.licence_id),
  ]);
  if ((revoked?.meta.changes ?? 0) === 0) return { ok: false, status: 409, error: "This license was already revoked." };
  if (row.status === "claimed" && row.claimed_email) await enqueue(env, { kind: "email", payload: { to: row.claimed_email, ...licenceEmails.revoked(row.title, row.organisation) } });
  return { ok: true, slug: row.product_slug };
}

/** Sends an invitation again with a new link and a new 30 days (the old link stops working). */
export async function resendInvitation(env: Env, owner: Actor, assignmentId: string, origin: string): Promise<Outcome<{ slug: string }>> {
  const db = env.DB;
  const row = await ownersAssignment(db, owner.id, assignmentId);
  if (!row) return notYours;
  const now = new Date();
  const allowed = move({ status: row.status, expiresAt: new Date(row.expires_at) }, "remind", now);
  if (!allowed.ok) return refused(allowed);
  if (now.getTime() - row.sent_at < RESEND_AFTER_MS) return { ok: false, status: 429, error: `The invitation to ${row.teacher_email} went out a few minutes ago. Please give it time to arrive (and ask them to check their spam folder) before sending it again.` };
  if (!(await withinRateLimit(env, "licence-invitation", owner.id, RATE_LIMITS.licenceInvitationPerAccount))) return TOO_MANY_INVITATIONS;
  const allowance = await claimEmailTo(env, row.teacher_email);
  if (!allowance.allowed) return { ok: false, status: 429, error: TYPED_ADDRESS_REFUSAL };
  const token = randomToken();
  const expiresAt = invitationExpiresAt(now);
  const [updated] = await db.batch([
    db
      .prepare("UPDATE licence_assignments SET token_hash = ?, sent_at = ?, expires_at = ? WHERE id = ? AND owner_id = ? AND status = 'invited' AND sent_at = ?")
      .bind(await sha256Hex(token), now.getTime(), expiresAt.getTime(), row.id, owner.id, row.sent_at),
    db
      .prepare("INSERT INTO licence_events (owner_id, licence_id, assignment_id, at, actor_email, action, detail) SELECT owner_id, licence_id, id, ?, ?, 'reminded', ? FROM licence_assignments WHERE id = ? AND changes() = 1")
      .bind(now.getTime(), owner.email, historyLine("reminded", `${row.title} (${row.level})`, row.teacher_email), row.id),
  ]);
  if ((updated?.meta.changes ?? 0) === 0) {
    await allowance.release();
    return { ok: false, status: 409, error: "This invitation changed meanwhile. Please check it below." };
  }
  const message = licenceEmails.invitation({ inviterName: owner.name, organisation: row.organisation, title: row.title, level: row.level, claimLink: claimLink(origin, token), expiresAt });
  await enqueue(env, { kind: "email", payload: { to: row.teacher_email, ...message } });
  return { ok: true, slug: row.product_slug };
}

export type InvitationView = { id: string; slug: string; title: string; level: string; organisation: string; inviterName: string; invitedEmail: string; status: AssignmentStatus; expiresAt: Date; teacherUserId: string | null; ownerId: string | null };

/** The invitation a claim link points at, or null for a malformed or unknown token. */
export async function invitationByToken(db: D1Database, token: string): Promise<InvitationView | null> {
  if (!TOKEN.test(token)) return null;
  const row = await db.prepare(`${ASSIGNMENT} WHERE a.token_hash = ?`).bind(await sha256Hex(token)).first<AssignmentRow>();
  if (!row) return null;
  return { id: row.id, slug: row.product_slug, title: row.title, level: row.level, organisation: row.organisation, inviterName: row.inviter_name, invitedEmail: row.teacher_email, status: row.status, expiresAt: new Date(row.expires_at), teacherUserId: row.teacher_user_id, ownerId: row.owner_id };
}

/** Why this account (or anyone, signed out) can't claim this invitation now, or null when it can. */
export async function claimRefusal(db: D1Database, invitation: InvitationView, teacher: Pick<Actor, "id"> | null): Promise<Extract<Outcome, { ok: false }> | null> {
  const allowed = move({ status: invitation.status, expiresAt: invitation.expiresAt }, "claim", new Date());
  if (!allowed.ok) return refused(allowed);
  if (!teacher) return null;
  const holds = await db
    .prepare("SELECT 1 AS yes FROM licence_assignments WHERE owner_id = ? AND product_slug = ? AND teacher_user_id = ? AND status = 'claimed'")
    .bind(invitation.ownerId, invitation.slug, teacher.id)
    .first("yes");
  return holds ? { ok: false, status: 409, error: `You already hold a license for ${invitation.title} from ${invitation.organisation}: one license per teacher per level is all you need.` } : null;
}

/** The teacher claims the licence with the link's token: once, while the invitation is live and unexpired. */
export async function claimLicence(db: D1Database, token: string, teacher: Actor): Promise<Outcome<{ slug: string; already: boolean }>> {
  const invitation = await invitationByToken(db, token);
  if (!invitation) return { ok: false, status: 404, error: "This invitation link isn’t valid. Open the whole link from the email, or ask for a new invitation." };
  if (invitation.status === "claimed" && invitation.teacherUserId === teacher.id) return { ok: true, slug: invitation.slug, already: true };
  const refused = await claimRefusal(db, invitation, teacher);
  if (refused) return refused;
  const now = Date.now();
  const [claimed] = await db.batch([
    db
      .prepare(
        `UPDATE licence_assignments SET status = 'claimed', teacher_user_id = ?, claimed_email = ?, claimed_at = ?
         WHERE id = ? AND status = 'invited' AND expires_at >= ?
           AND NOT EXISTS (SELECT 1 FROM licence_assignments b WHERE b.owner_id = licence_assignments.owner_id AND b.product_slug = licence_assignments.product_slug AND b.teacher_user_id = ? AND b.status = 'claimed')`,
      )
      .bind(teacher.id, teacher.email, now, invitation.id, now, teacher.id),
    db
      .prepare("INSERT INTO licence_events (owner_id, licence_id, assignment_id, at, actor_email, action, detail) SELECT owner_id, licence_id, id, ?, ?, 'claimed', ? FROM licence_assignments WHERE id = ? AND changes() = 1")
      .bind(now, teacher.email, historyLine("claimed", `${invitation.title} (${invitation.level})`, teacher.email === invitation.invitedEmail ? teacher.email : `${teacher.email} (invited as ${invitation.invitedEmail})`), invitation.id),
  ]);
  if ((claimed?.meta.changes ?? 0) === 0) return { ok: false, status: 409, error: "This invitation has already been used: a license can be claimed only once." };
  return { ok: true, slug: invitation.slug, already: false };
}

export type AssignmentView = { id: string; slug: string; teacherEmail: string; teacherName: string; claimedEmail: string | null; status: AssignmentStatus; live: boolean; sentAt: Date; expiresAt: Date; claimedAt: Date | null; revokedAt: Date | null };

/** The buyer's assignments, newest first, for My Products. */
export function assignmentsRead(db: D1Database, ownerId: string): BatchedRead<AssignmentView[]> {
  type Row = { id: string; product_slug: string; teacher_email: string; teacher_name: string | null; claimed_email: string | null; status: AssignmentStatus; sent_at: number; expires_at: number; claimed_at: number | null; revoked_at: number | null };
  return {
    statements: [db.prepare("SELECT id, product_slug, teacher_email, teacher_name, claimed_email, status, sent_at, expires_at, claimed_at, revoked_at FROM licence_assignments WHERE owner_id = ? ORDER BY invited_at DESC LIMIT 1000").bind(ownerId)],
    view: ([result]) =>
      (result!.results as Row[]).map((r) => ({
        id: r.id,
        slug: r.product_slug,
        teacherEmail: r.teacher_email,
        teacherName: r.teacher_name ?? "",
        claimedEmail: r.claimed_email,
        status: r.status,
        live: isLive(r.status),
        sentAt: new Date(r.sent_at),
        expiresAt: new Date(r.expires_at),
        claimedAt: r.claimed_at ? new Date(r.claimed_at) : null,
        revokedAt: r.revoked_at ? new Date(r.revoked_at) : null,
      })),
  };
}

export type HistoryEntry = { at: Date; actor: string; action: string; detail: string };

/** The buyer's licence history, newest first: who did what, when. */
export function licenceHistoryRead(db: D1Database, ownerId: string): BatchedRead<HistoryEntry[]> {
  return {
    statements: [db.prepare("SELECT at, actor_email, action, detail FROM licence_events WHERE owner_id = ? ORDER BY at DESC, id DESC LIMIT 200").bind(ownerId)],
    view: ([result]) => (result!.results as { at: number; actor_email: string; action: string; detail: string }[]).map((r) => ({ at: new Date(r.at), actor: r.actor_email, action: r.action, detail: r.detail })),
  };
}

export type ClaimedLicence = { slug: string; title: string; level: string; organisation: string; claimedAt: Date };

/** The licences this account claimed as a teacher and still holds. */
export function claimedLicencesRead(db: D1Database, teacherId: string): BatchedRead<ClaimedLicence[]> {
  return {
    statements: [
      db
        .prepare("SELECT a.product_slug, l.title, l.level, a.organisation, a.claimed_at FROM licence_assignments a JOIN licences l ON l.id = a.licence_id WHERE a.teacher_user_id = ? AND a.status = 'claimed' ORDER BY l.title, a.claimed_at")
        .bind(teacherId),
    ],
    view: ([result]) =>
      (result!.results as { product_slug: string; title: string; level: string; organisation: string; claimed_at: number }[]).map((r) => ({ slug: r.product_slug, title: r.title, level: r.level, organisation: r.organisation, claimedAt: new Date(r.claimed_at) })),
  };
}

/**
 * Who may open a product's materials: a teacher holding a claimed licence of it (with the organisation
 * that gave it), or the buyer who owns licences of it (to see what their teachers get). Anyone else: null.
 */
/** The live licence a teacher holds for a level: claimed, not revoked, not expired (decision 0048). */
export type TeacherLicence = { assignmentId: string; ownerId: string | null; organisation: string; expiresAt: number; lastOpenedAt: number | null };

/** With when the teacher last opened it, so a page writes that down only when it is stale. */
export async function teacherLicence(db: D1Database, userId: string, slug: string, now: number): Promise<TeacherLicence | null> {
  const [licence] = await readTogether(db, [teacherLicenceRead(db, userId, slug, now)]);
  return licence;
}

/** `teacherLicence` for the caller's batch: a lesson's page reads it with the session (issue #24). */
export function teacherLicenceRead(db: D1Database, userId: string, slug: string, now: number): BatchedRead<TeacherLicence | null> {
  const statement = db
    .prepare(
      `SELECT a.id AS assignmentId, a.owner_id AS ownerId, a.organisation, l.expires_at AS expiresAt, u.last_opened_at AS lastOpenedAt
       FROM licence_assignments a JOIN licences l ON l.id = a.licence_id LEFT JOIN licence_usage u ON u.assignment_id = a.id
       WHERE a.teacher_user_id = ? AND a.product_slug = ? AND a.status = 'claimed' AND l.expires_at > ?
       ORDER BY l.expires_at DESC LIMIT 1`,
    )
    .bind(userId, slug, now);
  return { statements: [statement], view: ([result]) => (result?.results[0] as TeacherLicence | undefined) ?? null };
}

/**
 * Who may see a level's page: a teacher with a live licence of it (the whole curriculum), or the buyer who
 * owns licences of it (the level's outline, to see what their teachers get; its lessons and files need a
 * licence of their own). Anyone else: null, a 404.
 */
export async function materialsAccess(db: D1Database, userId: string, slug: string, now: number): Promise<({ as: "teacher" } & TeacherLicence) | { as: "owner" } | null> {
  const licence = await teacherLicence(db, userId, slug, now);
  if (licence) return { as: "teacher", ...licence };
  const owns = await db.prepare("SELECT 1 AS yes FROM licences WHERE user_id = ? AND product_slug = ? LIMIT 1").bind(userId, slug).first("yes");
  return owns ? { as: "owner" } : null;
}

/**
 * The licences of a paid order, one per teacher per level, for the batch that makes the order paid
 * (orders.server's paidOrderStatements): made only if the order is paid by then and `onlyIf` holds, and
 * once — their unique key (order, product, n) makes a repeat, or a racing delivery, a no-op.
 */
export function paidOrderLicencesStatement(db: D1Database, orderId: string, now: number, onlyIf?: { sql: string; values: unknown[] }): D1PreparedStatement {
  return db
    .prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 500)
       INSERT OR IGNORE INTO licences (id, order_id, product_slug, seq, user_id, sku, title, level, status, created_at, expires_at)
       SELECT lower(hex(randomblob(16))), oi.order_id, oi.product_slug, n.i, o.user_id, oi.sku, oi.title, oi.level, 'available', ?, ?
       FROM order_items oi JOIN orders o ON o.id = oi.order_id JOIN n ON n.i <= oi.quantity WHERE oi.order_id = ? AND o.status = 'paid' ${onlyIf ? `AND ${onlyIf.sql}` : ""}`,
    )
    .bind(now, licenceExpiresAt(now), orderId, ...(onlyIf?.values ?? []));
}

/** Account deletion, in its batch: a buyer's licences stay (bought, for the books), no longer tied to the account. */
export function anonymiseLicencesStatement(db: D1Database, userId: string): D1PreparedStatement {
  return db.prepare("UPDATE licences SET user_id = NULL WHERE user_id = ?").bind(userId);
}

/**
 * Account deletion (to run with the orders' anonymisation, before the user row goes): a teacher's claimed
 * licences go back to their buyers, with a history row; a buyer's history goes and their assignments
 * lose their owner, like their licences.
 */
export function licenceDeletionStatements(db: D1Database, userId: string, now = Date.now()): D1PreparedStatement[] {
  return [
    db.prepare("UPDATE licences SET status = 'available' WHERE id IN (SELECT licence_id FROM licence_assignments WHERE teacher_user_id = ? AND status = 'claimed')").bind(userId),
    db
      .prepare(
        "INSERT INTO licence_events (owner_id, licence_id, assignment_id, at, actor_email, action, detail) SELECT owner_id, licence_id, id, ?, COALESCE(claimed_email, teacher_email), 'revoked', COALESCE(claimed_email, teacher_email) || ' deleted their account: the license is available again' FROM licence_assignments WHERE teacher_user_id = ? AND status = 'claimed'",
      )
      .bind(now, userId),
    db.prepare("UPDATE licence_assignments SET status = 'revoked', revoked_at = ? WHERE teacher_user_id = ? AND status = 'claimed'").bind(now, userId),
    db.prepare("DELETE FROM licence_events WHERE owner_id = ?").bind(userId),
    db.prepare("UPDATE licence_assignments SET owner_id = NULL WHERE owner_id = ?").bind(userId),
    // The address the buyer typed stays in their records; the link to the deleted account goes.
    db.prepare("UPDATE licence_assignments SET teacher_user_id = NULL WHERE teacher_user_id = ?").bind(userId),
  ];
}
