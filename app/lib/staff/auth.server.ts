// Staff sign-in and sessions (issue #11 §3; decision 0021). Staff are not buyers: their accounts are
// made by `npm run staff:add`, they sign in with a password AND a TOTP code, and their session is a
// cookie of its own. Every /staff page and action but the sign-in answers 404 to anyone else, buyers
// included, so the console is not even visible from outside.
import { hashPassword, verifyPassword } from "better-auth/crypto";
import { TOTP as Totp } from "otpauth";
import { data, type RouterContextProvider } from "react-router";
import { cloudflareContext, requestContext } from "~/context";
import { DEV_STAFF, STAFF_TOUCH_MS, TOTP, TOTP_WINDOW, staffSessionLive, totpStepAcceptable, totpStepAt } from "~/domain/staff";
import { staffSignInSchema } from "~/domain/staff-forms";
import { parseForm, type FormErrors } from "~/domain/form-errors";
import { requestCookie } from "../platform/cookies.server";
import { randomToken, sha256Hex } from "../platform/crypto.server";
import { claimSignIn } from "../platform/rate-limit.server";
import { securityEvent } from "../platform/security-log.server";
import { auditStatement } from "./audit.server";

type Context = Readonly<RouterContextProvider>;

export type StaffMember = { id: string; email: string; sessionId: string };

export const STAFF_COOKIE = "__Host-hablarte.staff";
const SESSION_COOKIE_ATTRIBUTES = "Path=/; HttpOnly; Secure; SameSite=Lax";

const notFound = () => data(null, { status: 404 });

const isProduction = (context: Context) => context.get(requestContext).config.env === "production";

/**
 * The signed-in staff member, or null. In production the local development account never counts,
 * even if its row was copied there.
 */
export async function currentStaff(context: Context, request: Request): Promise<StaffMember | null> {
  const token = requestCookie(request, STAFF_COOKIE);
  if (!token || token.length > 100) return null;
  const { DB } = context.get(cloudflareContext).env;
  const id = await sha256Hex(token);
  const row = await DB.prepare(
    "SELECT s.id, s.staff_id, s.created_at, s.last_seen_at, m.email FROM staff_sessions s JOIN staff_members m ON m.id = s.staff_id WHERE s.id = ? AND m.disabled_at IS NULL",
  )
    .bind(id)
    .first<{ id: string; staff_id: string; created_at: number; last_seen_at: number; email: string }>();
  if (!row) return null;
  const now = Date.now();
  if (!staffSessionLive({ createdAt: row.created_at, lastSeenAt: row.last_seen_at }, now) || (isProduction(context) && row.email.toLowerCase() === DEV_STAFF.email)) {
    await DB.prepare("DELETE FROM staff_sessions WHERE id = ?").bind(id).run();
    return null;
  }
  if (now - row.last_seen_at > STAFF_TOUCH_MS) await DB.prepare("UPDATE staff_sessions SET last_seen_at = ? WHERE id = ?").bind(now, id).run();
  return { id: row.staff_id, email: row.email, sessionId: id };
}

/**
 * The guard of every /staff loader and action but the sign-in: 404 for anyone who is not signed-in
 * staff; a post from another site is refused too (a staff member's browser must not be steered).
 */
export async function requireStaff(context: Context, request: Request): Promise<StaffMember> {
  const staff = await currentStaff(context, request);
  // Cross-site posts never get here: the Worker refuses them first (app/lib/cross-site.server.ts).
  if (!staff) {
    await securityEvent("authorization.refused", { area: "staff" }, { env: context.get(cloudflareContext).env, request });
    throw notFound();
  }
  return staff;
}

export type StaffSignIn = { ok: true; setCookie: string } | { ok: false; status: 400 | 401 | 429; errors: FormErrors; email: string };

const SIGN_IN_FAILED = "That email, password and code don’t match a staff account. Check the code is the current one and try again.";
const THROTTLED = "Too many attempts. Please wait 15 minutes before trying again.";

// A real scrypt hash to check against when the email is unknown, so both answers take as long.
let decoyHash: Promise<string> | undefined;

/**
 * Email, password and the current TOTP code, all three right, and the code not used before. The same
 * words for every failure, so nothing tells which of the three was wrong.
 */
export async function signInStaff(context: Context, request: Request, form: FormData): Promise<StaffSignIn> {
  const parsed = parseForm(staffSignInSchema, form);
  if (!parsed.ok) return { ok: false, status: 400, errors: parsed.errors, email: parsed.values.email ?? "" };
  const { email, password, code } = parsed.data;
  const { env } = context.get(cloudflareContext);
  const from = { env, request };
  // Counted before any factor is checked (decision 0030): parallel guesses can't outrun the count.
  const attempt = await claimSignIn(context, request, "staff", email);
  const { account } = attempt;
  if (!attempt.allowed) return { ok: false, status: 429, errors: { form: THROTTLED }, email };
  if (!isProduction(context)) await seedDevStaff(env.DB);
  const member = await env.DB.prepare("SELECT id, email, password_hash, totp_secret, totp_last_step FROM staff_members WHERE email = ? AND disabled_at IS NULL")
    .bind(email)
    .first<{ id: string; email: string; password_hash: string; totp_secret: string; totp_last_step: number }>();
  const passwordOk = await verifyPassword({ hash: member?.password_hash ?? (await (decoyHash ??= hashPassword(randomToken()))), password });
  const allowed = member !== null && passwordOk && !(isProduction(context) && member.email.toLowerCase() === DEV_STAFF.email);
  // A burst of guesses that passed the limit while this one was checked signs no one in (decision 0030).
  if (allowed && !(await attempt.stillWithin())) {
    await attempt.throttled();
    return { ok: false, status: 429, errors: { form: THROTTLED }, email };
  }
  const step = allowed ? acceptedStep(member.totp_secret, code) : null;
  // The step is claimed with a conditional update: a code replayed, even at the same moment, loses.
  const claimed =
    allowed && step !== null && totpStepAcceptable(step, member.totp_last_step)
      ? ((await env.DB.prepare("UPDATE staff_members SET totp_last_step = ? WHERE id = ? AND totp_last_step < ?").bind(step, member.id, step).run()).meta.changes ?? 0) === 1
      : false;
  if (!allowed || !claimed) {
    // Which factor failed is not logged either: the log is read by more people than the console.
    await securityEvent("sign-in.failed", { actor: "staff", account }, from);
    return { ok: false, status: 401, errors: { form: SIGN_IN_FAILED }, email };
  }
  await attempt.release();
  await securityEvent("sign-in.succeeded", { actor: "staff", staff: member.id }, from);
  const token = randomToken();
  const now = Date.now();
  await env.DB.batch([
    env.DB.prepare("INSERT INTO staff_sessions (id, staff_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)").bind(await sha256Hex(token), member.id, now, now),
    auditStatement(env.DB, { staff: member.email, action: "signed in", at: now }),
  ]);
  return { ok: true, setCookie: `${STAFF_COOKIE}=${token}; ${SESSION_COOKIE_ATTRIBUTES}` };
}

/** The time step the code belongs to (now, or one step either side), or null when it is not valid. */
function acceptedStep(secret: string, code: string): number | null {
  const totp = new Totp({ secret, algorithm: TOTP.algorithm, digits: TOTP.digits, period: TOTP.period });
  const now = Date.now();
  const delta = totp.validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  return delta === null ? null : totpStepAt(now) + delta;
}

/** Ends the staff session on the server and in the browser. */
export async function signOutStaff(context: Context, staff: StaffMember): Promise<string> {
  const { DB } = context.get(cloudflareContext).env;
  await DB.batch([DB.prepare("DELETE FROM staff_sessions WHERE id = ?").bind(staff.sessionId), auditStatement(DB, { staff: staff.email, action: "signed out" })]);
  await securityEvent("sign-out", { actor: "staff", staff: staff.id });
  return `${STAFF_COOKIE}=; ${SESSION_COOKIE_ATTRIBUTES}; Max-Age=0`;
}

/**
 * A new password, for the caller's batch with its audit row: the hash replaces the old one, and every
 * session of this member but the one that changed it ends.
 */
export function staffPasswordStatements(db: D1Database, staff: StaffMember, passwordHash: string): D1PreparedStatement[] {
  return [
    db.prepare("UPDATE staff_members SET password_hash = ? WHERE id = ?").bind(passwordHash, staff.id),
    db.prepare("DELETE FROM staff_sessions WHERE staff_id = ? AND id != ?").bind(staff.id, staff.sessionId),
  ];
}

/**
 * Development and tests only (the caller checks): the documented local staff account, made once per
 * database. Production never runs this, and refuses that email at sign-in even if the row exists.
 */
async function seedDevStaff(db: D1Database): Promise<void> {
  if (await db.prepare("SELECT 1 FROM staff_members WHERE email = ?").bind(DEV_STAFF.email).first()) return;
  await db
    .prepare("INSERT OR IGNORE INTO staff_members (id, email, password_hash, totp_secret, created_at) VALUES (?, ?, ?, ?, ?)")
    .bind(crypto.randomUUID(), DEV_STAFF.email, await hashPassword(DEV_STAFF.password), DEV_STAFF.totpSecret, Date.now())
    .run();
}
