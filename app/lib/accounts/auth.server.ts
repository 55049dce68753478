// Accounts through better-auth on D1 (decision 0017): sign-up with email confirmation, sign-in, sessions,
// password reset, profile, password change, deletion. Route actions call better-auth's server API, so
// every form posts without JavaScript; its HTTP handler is not mounted. Emails go through the outbox.
import type { betterAuth } from "better-auth";
import type { APIError } from "better-auth/api";
import { redirect, type RouterContextProvider } from "react-router";
import { cloudflareContext, requestContext } from "~/context";
import {
  CONFIRM_LINK_SECONDS,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  RESET_LINK_SECONDS,
  SESSION_IDLE_SECONDS,
  SESSION_RENEW_AFTER_SECONDS,
  loginPathFor,
  pastAbsoluteTimeout,
  type SignedIn,
} from "~/domain/account";
import { accountEmails } from "~/copy/emails/account";
import { originForHost } from "~/domain/hot-site";
import type { AppConfig } from "../platform/env.server";
import { anonymiseLicencesStatement, licenceDeletionStatements } from "../commerce/licences.server";
import { requestCookie } from "../platform/cookies.server";
import { BoundedMemo } from "../platform/bounded-memo.server";
import { readsAfter, readTogether, type BatchedRead, type Views } from "../platform/batched-reads.server";
import { anonymiseOrdersStatements } from "../commerce/orders.server";
import { claimEmailTo } from "../platform/email-allowance.server";
import { enqueue } from "../platform/outbox.server";
import { anonymiseSubscriptionsStatement, cancelPlanOf } from "../commerce/plans.server";
import { anonymiseQuotesStatement } from "../commerce/quotes.server";
import { clearCartStatement } from "../commerce/cart.server";
import { deleteLearnerStatement } from "./learners.server";
import { securityEvent } from "../platform/security-log.server";
import { emailClaimStatement } from "../commerce/trials.server";
import type { PaymentsPort } from "../commerce/payments/port";
import { paymentsPortFor } from "../commerce/payments/payments.server";

async function beforeAccountDeletion(env: Env, payments: PaymentsPort | null, userId: string, email: string) {
  await cancelPlanOf(env, payments, userId);
  // A teacher's claimed licences go back to their school; a buyer's licence history goes with them. A free
  // trial stays claimed (by the email's HMAC, not the address): a new account can't have a second one.
  // Each table's part comes from its owner; one batch, so the account's data goes all at once or not at all.
  await env.DB.batch([
    ...licenceDeletionStatements(env.DB, userId),
    ...anonymiseOrdersStatements(env.DB, userId),
    anonymiseQuotesStatement(env.DB, userId),
    anonymiseLicencesStatement(env.DB, userId),
    anonymiseSubscriptionsStatement(env.DB, userId),
    deleteLearnerStatement(env.DB, userId),
    clearCartStatement(env.DB, userId),
    await emailClaimStatement(env, userId, email),
  ]);
}

// One name on every origin: better-auth would add "__Secure-" by itself on https only, and a guard that
// looked for the http name then never saw a production session. "__Host-" also pins each cookie to the
// host that set it (no Domain, Path=/, Secure), which ASVS V3.3.1 asks for.
const authCookie = (name: string) => ({ name: `__Host-hablarte.${name}` });
export const AUTH_SESSION_COOKIE = authCookie("session_token").name;

type Context = Readonly<RouterContextProvider>;

// better-auth (with kysely, jose and its crypto) is evaluated the first time an isolate signs someone up, in
// or out, or renews a session, not on every isolate's first request: reading a session doesn't use it
// (decision 0086). Its error class is known once it is loaded; none of its errors can be thrown before.
let betterAuthModules: Promise<{ betterAuth: typeof betterAuth }> | undefined;
let loadedApiError: typeof APIError | undefined;
const betterAuthModule = () =>
  (betterAuthModules ??= Promise.all([import("better-auth"), import("better-auth/api")]).then(([core, api]) => {
    loadedApiError = api.APIError;
    return { betterAuth: core.betterAuth };
  }));
const isApiError = (error: unknown): error is APIError => loadedApiError !== undefined && error instanceof loadedApiError;

async function createAuth(env: Env, config: AppConfig, origin: string) {
  const { betterAuth } = await betterAuthModule();
  const secret = config.sessionSecret;
  const send = (to: string, message: { subject: string; text: string }) => enqueue(env, { kind: "email", payload: { to, ...message } }).then(() => undefined);
  // Emails to an address someone typed, before its owner proved it: within the address's allowance, or not at all.
  const sendTyped = async (to: string, message: { subject: string; text: string }) => {
    if ((await claimEmailTo(env, to)).allowed) await send(to, message);
  };
  return betterAuth({
    appName: "Hablarte",
    baseURL: origin,
    basePath: "/api/auth",
    secret,
    database: env.DB,
    // Sign-in throttling is ours (per account and per IP, in D1): better-auth's limiter guards only its HTTP handler.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    user: {
      modelName: "auth_users",
      additionalFields: { organisation: { type: "string", required: false, input: true } },
      // After the password check, before the row goes: the plan stops (nothing more is charged) and paid
      // orders stay for the school's books without the buyer's personal data (decision 0018).
      deleteUser: { enabled: true, beforeDelete: (user) => beforeAccountDeletion(env, paymentsPortFor(env, config.payments, origin), user.id, user.email) },
    },
    session: { modelName: "auth_sessions", expiresIn: SESSION_IDLE_SECONDS, updateAge: SESSION_RENEW_AFTER_SECONDS },
    account: { modelName: "auth_accounts" },
    verification: { modelName: "auth_verifications" },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      // Confirming the address first is what lets sign-up answer the same whether or not the email has an account.
      requireEmailVerification: true,
      autoSignIn: false,
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, token }) => sendTyped(user.email, accountEmails.reset(user.name, `${origin}/reset-password?token=${encodeURIComponent(token)}`)),
      onExistingUserSignUp: ({ user }) => sendTyped(user.email, accountEmails.existingAccount(user.name, `${origin}/login`, `${origin}/reset-password`)),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: CONFIRM_LINK_SECONDS,
      sendVerificationEmail: ({ user, token, url }) => {
        // better-auth's own link carries the sign-up's callbackURL; ours points at our page instead of its handler.
        const next = new URL(url).searchParams.get("callbackURL");
        const link = `${origin}/verify-email?${new URLSearchParams({ token, ...(next ? { redirectTo: next } : {}) })}`;
        return sendTyped(user.email, accountEmails.confirm(user.name, link));
      },
      afterEmailVerification: (user) => send(user.email, accountEmails.welcome(user.name, `${origin}/account`)),
    },
    advanced: {
      useSecureCookies: false,
      cookies: { session_token: authCookie("session_token"), session_data: authCookie("session_data"), account_data: authCookie("account_data"), dont_remember: authCookie("dont_remember") },
      // Secure even on http://localhost (browsers treat localhost as a secure context), like the visitor session.
      defaultCookieAttributes: { httpOnly: true, secure: true, sameSite: "lax", path: "/" },
      // Sessions keep no IP address: client IPs are kept only as keyed HMACs, for rate limits (decision 0026).
      ipAddress: { ipAddressHeaders: ["cf-connecting-ip"], disableIpTracking: true },
      // The migrations are the schema (applied before every deploy, and by every test site); better-auth's
      // own check would introspect every table (~45 reads) before the first request of each isolate that
      // touches a session: 49–51 → 40 ms for a cold isolate's first signed-in answer here (decision 0017).
      database: { validateSchema: false },
    },
  });
}

export type Auth = Awaited<ReturnType<typeof createAuth>>;

const instances = new WeakMap<Env, Map<string, Promise<Auth>>>();

/**
 * One better-auth instance per isolate and origin. Its emails link to the configured host the visitor is
 * on (a landing host's funnel comes back to that host), any other host to SITE_ORIGIN: never to a host
 * only the request named (issue #22 §6: a forged Host had mailed a reset link to another site).
 */
export function authFor(context: Context): Promise<Auth> {
  const { env } = context.get(cloudflareContext);
  const { config, host } = context.get(requestContext);
  const origin = originForHost(host, config);
  let byOrigin = instances.get(env);
  if (!byOrigin) instances.set(env, (byOrigin = new Map()));
  let auth = byOrigin.get(origin);
  if (!auth) byOrigin.set(origin, (auth = createAuth(env, config, origin)));
  return auth;
}

/**
 * The signed-in account, or null (no cookie, a forged one, an unknown, expired or revoked session). A page's
 * loaders (the header's and the page's own) run together on a GET and share one read; after an action (a
 * POST) each reads afresh, since the action may have changed the account or ended the session.
 */
export function currentAccount(context: Context, request: Request): Promise<SignedIn | null> {
  if (!isRead(request)) return readAccount(context, request);
  let read = accountReads.get(context);
  if (!read) accountReads.set(context, (read = readAccount(context, request)));
  return read;
}

const isRead = (request: Request) => request.method === "GET" || request.method === "HEAD";
const accountReads = new WeakMap<Context, Promise<SignedIn | null>>();

/**
 * The signed-in account and `reads` made as its user, or null when no one is signed in. On a GET whose
 * session this isolate has read before, the reads go in the session read's own batch, made as the user who
 * held it then, and count only if the session still belongs to that same user; otherwise they are made
 * once the session is read (`readsAfter`). One D1 round trip instead of two for a signed-in page (issue #24).
 */
export async function accountWith<const T extends readonly BatchedRead<unknown>[]>(context: Context, request: Request, reads: (user: SignedIn["user"]) => T): Promise<{ account: SignedIn; views: Views<T> } | null> {
  const token = await requestToken(context, request);
  if (!token) return null;
  const account = currentAccount(context, request);
  const guess = isRead(request) ? lastHolders.get(token) : undefined;
  const found = await readsAfter(context.get(cloudflareContext).env.DB, context, account.then((a) => a?.user ?? null), guess, sameUser, reads);
  return found && { account: (await account)!, views: found.views };
}

/** `accountWith` for a protected page: the anonymous visitor is sent to sign in, as `requireAccount` does. */
export async function requireAccountWith<const T extends readonly BatchedRead<unknown>[]>(context: Context, request: Request, reads: (user: SignedIn["user"]) => T): Promise<{ account: SignedIn; views: Views<T> }> {
  return (await accountWith(context, request, reads)) ?? signInFirst(request);
}

/** Who held each session token when this isolate last read it: only a guess, which the next read checks. */
const lastHolders = new BoundedMemo<SignedIn["user"]>(10_000);
const sameUser = (a: SignedIn["user"], b: SignedIn["user"]) => a.id === b.id && a.email === b.email && a.name === b.name && a.organisation === b.organisation;

/** The request's session token, its signature checked once per request. */
function requestToken(context: Context, request: Request): Promise<string | null> {
  let token = requestTokens.get(context);
  if (!token) requestTokens.set(context, (token = sessionToken(request, context.get(requestContext).config.sessionSecret)));
  return token;
}
const requestTokens = new WeakMap<Context, Promise<string | null>>();

async function readAccount(context: Context, request: Request): Promise<SignedIn | null> {
  const token = await requestToken(context, request);
  if (!token) return null;
  const account = await accountOfToken(context, request, token);
  if (account) lastHolders.set(token, account.user, 1);
  else lastHolders.delete(token);
  return account;
}

async function accountOfToken(context: Context, request: Request, token: string): Promise<SignedIn | null> {
  const now = new Date();
  const db = context.get(cloudflareContext).env.DB;
  // In the request's batch on a GET: with the reads `accountWith` made for this session's last holder, if any.
  const [row] = await readTogether(db, [sessionRead(db, token)], isRead(request) ? context : undefined);
  if (!row || new Date(row.expiresAt).getTime() <= now.getTime()) return null;
  // Once a day a session is renewed for another idle period: better-auth writes the row and sets the cookie
  // again (its Max-Age too), on whatever page the visitor is.
  const account = renewalDue(new Date(row.expiresAt), now) && !requestCookie(request, DONT_REMEMBER_COOKIE) ? await renewedAccount(context, request) : signedIn(row);
  if (!account) return null;
  if (pastAbsoluteTimeout(account.session.createdAt, now)) {
    await endSession(context, account.session.token);
    return null;
  }
  return account;
}

const sessionRead = (db: D1Database, token: string): BatchedRead<SessionRow | null> => ({
  statements: [db.prepare(SESSION_AND_USER).bind(token)],
  view: ([result]) => (result?.results[0] as SessionRow | undefined) ?? null,
});

// The session and its user in one read, on the session token's unique index. better-auth's getSession
// makes two (the session, then the user) through its query builder: ~2 ms of CPU and a D1 round trip
// more on every signed-in request (decision 0047).
const SESSION_AND_USER = `SELECT s.id, s.token, s.createdAt, s.expiresAt, u.id AS userId, u.name, u.email, u.organisation, u.createdAt AS userCreatedAt
  FROM auth_sessions s JOIN auth_users u ON u.id = s.userId WHERE s.token = ?`;
type SessionRow = { id: string; token: string; createdAt: string; expiresAt: string; userId: string; name: string; email: string; organisation: string | null; userCreatedAt: string };

const signedIn = (row: SessionRow): SignedIn => ({
  user: { id: row.userId, name: row.name, email: row.email, organisation: row.organisation, createdAt: new Date(row.userCreatedAt) },
  session: { id: row.id, token: row.token, createdAt: new Date(row.createdAt), expiresAt: new Date(row.expiresAt) },
});

/** better-auth renews a session whose last renewal is older than SESSION_RENEW_AFTER_SECONDS (its `updateAge`). */
const renewalDue = (expiresAt: Date, now: Date) => expiresAt.getTime() - SESSION_IDLE_SECONDS * 1000 + SESSION_RENEW_AFTER_SECONDS * 1000 <= now.getTime();

const DONT_REMEMBER_COOKIE = authCookie("dont_remember").name;

/** The session renewed by better-auth, whose new cookie goes out with this request's answer. */
async function renewedAccount(context: Context, request: Request): Promise<SignedIn | null> {
  const { headers, response: found } = await (await authFor(context)).api.getSession({ headers: request.headers, returnHeaders: true });
  for (const cookie of headers.getSetCookie()) context.get(requestContext).responseCookies.push(cookie);
  if (!found) return null;
  return {
    user: { id: found.user.id, name: found.user.name, email: found.user.email, organisation: (found.user as { organisation?: string | null }).organisation ?? null, createdAt: new Date(found.user.createdAt) },
    session: { id: found.session.id, token: found.session.token, createdAt: new Date(found.session.createdAt), expiresAt: new Date(found.session.expiresAt) },
  };
}

/**
 * The session token of the request's cookie when its signature is the site's: better-auth's signed cookie
 * (via better-call) is the URL-encoded `<token>.<base64 HMAC-SHA256 of the token>`. Anything else is null,
 * as better-auth answers for it.
 */
async function sessionToken(request: Request, secret: string): Promise<string | null> {
  const raw = requestCookie(request, AUTH_SESSION_COOKIE);
  if (!raw) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf(".");
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (dot < 1 || signature.length !== 44 || !signature.endsWith("=")) return null;
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = Uint8Array.from(atob(signature), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
  return (await crypto.subtle.verify("HMAC", await cookieKey(secret), bytes, new TextEncoder().encode(token))) ? token : null;
}

/** The HMAC key of the session secret, imported once per isolate. */
const cookieKeys = new Map<string, Promise<CryptoKey>>();
const cookieKey = (secret: string) => {
  let key = cookieKeys.get(secret);
  if (!key) cookieKeys.set(secret, (key = crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["verify"])));
  return key;
};

function hasSessionCookie(request: Request): boolean {
  return requestCookie(request, AUTH_SESSION_COOKIE) !== null;
}

/** Removes the session row: the cookie, if kept, no longer signs anyone in. */
export async function endSession(context: Context, token: string): Promise<void> {
  await context.get(cloudflareContext).env.DB.prepare("DELETE FROM auth_sessions WHERE token = ?").bind(token).run();
}

/** Every session of the account, for a caller's batch: its result's `meta.changes` is how many ended. */
export function endAllSessionsStatement(db: D1Database, userId: string): D1PreparedStatement {
  return db.prepare("DELETE FROM auth_sessions WHERE userId = ?").bind(userId);
}

/** Expires the session cookie in the browser. */
export function clearSessionCookie(): string {
  return `${AUTH_SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax`;
}

/**
 * A protected page's guard (§4 lastURL): the anonymous visitor goes to /login?redirectTo=<this page>; a
 * visitor whose session expired or was revoked (the spec's 403) is signed out there too.
 */
export async function requireAccount(context: Context, request: Request): Promise<SignedIn> {
  return (await currentAccount(context, request)) ?? signInFirst(request);
}

function signInFirst(request: Request): never {
  const headers = hasSessionCookie(request) ? { "Set-Cookie": clearSessionCookie() } : undefined;
  throw redirect(loginPathFor(pagePath(request)), { headers });
}

/**
 * The page the visitor was on: a client-side navigation asks for its data at "<path>.data" (root:
 * "/_.data") with a "_routes" parameter; the page itself is "<path>".
 */
export function pagePath(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("_routes");
  const path = url.pathname.replace(/\/_\.data$/, "/").replace(/\.data$/, "");
  return path + url.search;
}

/** Signs the current session out on the server and in the browser. */
export async function signOut(context: Context, request: Request): Promise<Headers> {
  const headers = new Headers({ "Set-Cookie": clearSessionCookie() });
  if (!hasSessionCookie(request)) return headers;
  const account = await currentAccount(context, request);
  if (account) await securityEvent("sign-out", { actor: "buyer", user: account.user.id }, { env: context.get(cloudflareContext).env, request });
  try {
    const result = await (await authFor(context)).api.signOut({ headers: request.headers, returnHeaders: true });
    return result.headers;
  } catch (error) {
    if (isApiError(error)) return headers;
    throw error;
  }
}

/** better-auth's error code (e.g. INVALID_EMAIL_OR_PASSWORD) when it refused, else the error is rethrown. */
export function refusal(error: unknown): string {
  if (isApiError(error)) return String((error.body as { code?: string } | undefined)?.code ?? error.status);
  throw error;
}
