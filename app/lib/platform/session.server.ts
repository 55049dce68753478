// The visitor's server-side session: the cookie holds only a signed random id (HttpOnly, Secure,
// SameSite=Lax); the data lives in D1 for 30 days. It keeps what the funnel needs across pages with or
// without JavaScript: questionnaire progress, plan, contact, yourLevel, the funnel reference.
import { createCookie, createSessionStorage, type RouterContextProvider, type Session } from "react-router";
import { z } from "zod";
import { cloudflareContext, requestContext } from "~/context";
import { SITE_VARIANTS } from "~/domain/hot-site";
import { levelChoiceSchema } from "~/domain/level-fields";
import { randomToken } from "./crypto.server";

export const SESSION_COOKIE_NAME = "__Host-hablarte_session";
const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Everything the session holds, checked on every read: a stale or tampered shape starts afresh. */
const visitorSchema = z.object({
  /** The journey's reference: the lead's key, and the booking's `salesforce_uuid` tracking field. */
  funnelId: z.uuid(),
  questionnaire: z
    .object({
      variant: z.enum(SITE_VARIANTS),
      answers: z.array(z.string().max(200)).max(10),
      step: z.number().int().min(0).max(10),
    })
    .optional(),
  planId: z.string().max(40).optional(),
  contact: z.object({ name: z.string().max(100), email: z.string().max(254) }).optional(),
  /** Level and course by id; sessions from before the ids hold titles, read as their ids. One that can't be
   * read is dropped on its own rather than starting the whole journey afresh. */
  yourLevel: levelChoiceSchema.optional().catch(undefined),
  /** The level test in progress (answers keyed by form-entry id), then its result. */
  levelTest: z
    .object({
      bank: z.enum(["novice", "intermediate", "advanced"]),
      page: z.number().int().min(1).max(20),
      answers: z.record(z.string().regex(/^\d{9,10}$/), z.string().max(120)),
      result: z.object({ submissionId: z.uuid(), score: z.number().int(), total: z.number().int(), cefr: z.enum(["A1", "A2", "B1", "B2", "C1"]) }).optional(),
    })
    .optional(),
  /** The visitor's cart (cart_items owner 'visitor:<cartId>'), until it joins an account's at sign-in. */
  cartId: z.uuid().optional(),
  /** §4 "Individual funnel": the last funnel step completed (1 plan … 5 booked). */
  stepBooked: z.number().int().min(0).max(6).default(0),
});

export type Visitor = z.infer<typeof visitorSchema>;
/** `isNew`: nothing stored yet; `referenced`: not stored, but the funnel reference came from its cookie. */
export type VisitorSession = { session: Session; visitor: Visitor; isNew: boolean; referenced: boolean };

/**
 * The funnel reference of a visitor who has no session yet, for pages that must name it on a GET (the
 * booking page hands it to the scheduler): a signed cookie, so a GET never writes a session row (issue #13
 * §2). The session adopts it when it is first saved.
 */
export const REFERENCE_COOKIE_NAME = "__Host-hablarte_ref";

function referenceCookie(context: Readonly<RouterContextProvider>) {
  const { config } = context.get(requestContext);
  return createCookie(REFERENCE_COOKIE_NAME, { httpOnly: true, secure: true, sameSite: "lax", path: "/", maxAge: SESSION_MAX_AGE_SECONDS, secrets: [config.sessionSecret] });
}

/** The Set-Cookie header that remembers a new visitor's funnel reference without storing anything. */
export async function rememberReference(context: Readonly<RouterContextProvider>, funnelId: string): Promise<HeadersInit> {
  return { "Set-Cookie": await referenceCookie(context).serialize(funnelId) };
}

function storageFor(context: Readonly<RouterContextProvider>) {
  const { env } = context.get(cloudflareContext);
  const { config } = context.get(requestContext);
  const db = env.DB;
  const cookie = createCookie(SESSION_COOKIE_NAME, {
    httpOnly: true,
    secure: true,
    sameSite: "lax",
    path: "/",
    maxAge: SESSION_MAX_AGE_SECONDS,
    secrets: [config.sessionSecret],
  });
  const expiry = (expires: Date | undefined) => (expires ?? new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000)).getTime();
  return createSessionStorage({
    cookie,
    async createData(data, expires) {
      // 256 random bits (a UUID has 122, and ASVS V11.5.1 wants at least 128 for a session id).
      const id = randomToken();
      await db.prepare("INSERT INTO sessions (id, data, expires_at) VALUES (?, ?, ?)").bind(id, JSON.stringify(data), expiry(expires)).run();
      return id;
    },
    async readData(id) {
      const row = await db.prepare("SELECT data FROM sessions WHERE id = ? AND expires_at > ?").bind(id, Date.now()).first<{ data: string }>();
      return row ? (JSON.parse(row.data) as Record<string, unknown>) : null;
    },
    async updateData(id, data, expires) {
      await db
        .prepare("INSERT INTO sessions (id, data, expires_at) VALUES (?, ?, ?) ON CONFLICT(id) DO UPDATE SET data = excluded.data, expires_at = excluded.expires_at")
        .bind(id, JSON.stringify(data), expiry(expires))
        .run();
    },
    async deleteData(id) {
      await db.prepare("DELETE FROM sessions WHERE id = ?").bind(id).run();
    },
  });
}

export async function readVisitor(context: Readonly<RouterContextProvider>, request: Request): Promise<VisitorSession> {
  const session = await storageFor(context).getSession(request.headers.get("Cookie"));
  const parsed = visitorSchema.safeParse(session.get("visitor"));
  if (parsed.success) return { session, visitor: parsed.data, isNew: false, referenced: false };
  const reference = z.uuid().safeParse(await referenceCookie(context).parse(request.headers.get("Cookie"))).data;
  return { session, visitor: { funnelId: reference ?? crypto.randomUUID(), stepBooked: 0 }, isNew: true, referenced: Boolean(reference) };
}

/** Stores the visitor and answers the Set-Cookie header that keeps the session. */
export async function saveVisitor(context: Readonly<RouterContextProvider>, { session }: VisitorSession, visitor: Visitor) {
  session.set("visitor", visitorSchema.parse(visitor));
  return { "Set-Cookie": await storageFor(context).commitSession(session) };
}

export async function purgeExpiredSessions(db: D1Database): Promise<void> {
  await db.prepare("DELETE FROM sessions WHERE expires_at <= ?").bind(Date.now()).run();
}
