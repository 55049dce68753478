// Rate limits per client, counted atomically in D1 (KV is eventually consistent, so it can't count): one
// row per client and fixed window, read as a sliding window — the current window's count plus the previous
// one's, weighted by how much of it the last span covers (decision 0030 addendum). The client key (an IP,
// an email, an account id) is stored only as a keyed HMAC: a plain hash of an IPv4 address is reversed by
// hashing all four billion of them (decision 0026).
import type { RouterContextProvider } from "react-router";
import { cloudflareContext, requestContext } from "~/context";
import { firstPastRule, windowsAt, withinRule, type RateRule } from "~/domain/rate-limits";
import { signInCounters, type AttemptCounter } from "~/domain/sign-in-throttle";
import { hmacHex } from "./crypto.server";
import { getConfig } from "./env.server";
import { pseudonym, securityEvent } from "./security-log.server";

/** The part of a counter's row keys that stays from window to window: its purpose and the client's HMAC. */
async function counterId(env: Env, purpose: string, clientKey: string) {
  const hashed = await hmacHex(getConfig(env).sessionSecret, `rate-limit:${purpose}:${clientKey}`);
  return `${purpose}:${hashed.slice(0, 32)}`;
}

/** A counter's two rows at this moment: the window now running and the one before it. */
function rowsNow(id: string, rule: RateRule) {
  const nowSeconds = Math.floor(Date.now() / 1000);
  const windows = windowsAt(nowSeconds, rule.windowSeconds);
  return { ...windows, nowSeconds, key: `${id}:${windows.current}`, previousKey: `${id}:${windows.previous}` };
}

const COUNT_HIT = "INSERT INTO rate_limits (key, count, expires_at) VALUES (?, 1, ?) ON CONFLICT(key) DO UPDATE SET count = count + 1 RETURNING count";
const READ_COUNT = "SELECT count FROM rate_limits WHERE key = ?";

function countOf(result: D1Result) {
  return (result.results[0] as { count: number } | undefined)?.count ?? 0;
}

/**
 * Counts one hit on a counter and reads its previous window, in one transaction: of parallel hits each
 * sees a different count, so exactly as many go on as the limit allows.
 */
async function countHit(env: Env, purpose: string, clientKey: string, rule: RateRule) {
  const id = await counterId(env, purpose, clientKey);
  const rows = rowsNow(id, rule);
  const [raised, before] = await env.DB.batch([
    // A row outlives its window by one more: while it is the previous window, it still counts.
    env.DB.prepare(COUNT_HIT).bind(rows.key, rows.current + 2 * rule.windowSeconds),
    env.DB.prepare(READ_COUNT).bind(rows.previousKey),
  ]);
  const current = countOf(raised!);
  const previous = countOf(before!);
  if (firstPastRule(rule, current, previous, rows.elapsed)) {
    // Logged once per client and window, when the quota is first passed (a flood is one line, not thousands).
    await securityEvent("rate-limit.exceeded", { purpose, client: id.split(":")[1] ?? null, limit: rule.limit, windowSeconds: rule.windowSeconds });
  }
  return { id, key: rows.key, nowSeconds: rows.nowSeconds, within: withinRule(rule, current, previous, rows.elapsed) };
}

/** Counts this hit; true while the client is within `limit` hits in the last window's span. */
export async function withinRateLimit(env: Env, purpose: string, clientKey: string, rule: RateRule): Promise<boolean> {
  const hit = await countHit(env, purpose, clientKey, rule);
  if (Math.random() < 0.01) {
    // Occasional housekeeping keeps the table small without a dedicated job.
    await env.DB.prepare("DELETE FROM rate_limits WHERE expires_at < ?").bind(hit.nowSeconds).run();
  }
  return hit.within;
}

export type ClaimedAttempt = {
  allowed: boolean;
  /** Still within every limit now that the secret was checked: false when a burst passed a limit meanwhile. */
  stillWithin: () => Promise<boolean>;
  release: () => Promise<void>;
};

/**
 * Counts one attempt on each counter in turn, before the secret is checked (issue #22 §2): the count is
 * raised and read in one transaction, so of 50 parallel guesses only the first `limit` go on — across a
 * window's edge too. A counter over its limit stops the rest from being counted (decision 0030). The
 * right secret in a burst of more guesses than the limit doesn't count either (`stillWithin`: the burst is
 * seen once the slow hash is done). `release` gives a successful attempt back: only failures pause anyone.
 */
export async function claimAttempt(env: Env, counters: readonly AttemptCounter[]): Promise<ClaimedAttempt> {
  const counted: { id: string; key: string; rule: RateRule }[] = [];
  const stillWithin = async () => {
    // Read at the time of this check: a window that turned meanwhile still counts as the previous one.
    const now = counted.map(({ id, rule }) => ({ rule, ...rowsNow(id, rule) }));
    const rows = await env.DB.batch(now.flatMap(({ key, previousKey }) => [env.DB.prepare(READ_COUNT).bind(key), env.DB.prepare(READ_COUNT).bind(previousKey)]));
    return now.every(({ rule, elapsed }, i) => withinRule(rule, countOf(rows[2 * i]!), countOf(rows[2 * i + 1]!), elapsed));
  };
  const release = async () => {
    if (counted.length === 0) return;
    await env.DB.batch(counted.map(({ key }) => env.DB.prepare("UPDATE rate_limits SET count = count - 1 WHERE key = ? AND count > 0").bind(key)));
  };
  for (const counter of counters) {
    const hit = await countHit(env, counter.purpose, counter.key, counter.rule);
    counted.push({ id: hit.id, key: hit.key, rule: counter.rule });
    if (!hit.within) return { allowed: false, stillWithin, release };
  }
  return { allowed: true, stillWithin, release };
}

/**
 * A sign-in's place under the throttle (decision 0030), buyer's or staff's: claimed before any secret is
 * checked, a paused attempt on record. `throttled` records one a burst overtook while it was checked;
 * `account` is the pseudonym the caller's own events name.
 */
export async function claimSignIn(context: Readonly<RouterContextProvider>, request: Request, actor: "buyer" | "staff", email: string) {
  const { env } = context.get(cloudflareContext);
  const client = context.get(requestContext).clientIp ?? "unknown";
  const account = await pseudonym(env, "email", email);
  const attempt = await claimAttempt(env, signInCounters(actor, email, client));
  const throttled = () => securityEvent("sign-in.throttled", { actor, account }, { env, request });
  if (!attempt.allowed) await throttled();
  return { ...attempt, account, throttled };
}

/** Forgets these counters: both windows that count now (a password reset proved the owner). */
export async function clearCounters(env: Env, counters: readonly AttemptCounter[]): Promise<void> {
  const rows = await Promise.all(counters.map(async (counter) => rowsNow(await counterId(env, counter.purpose, counter.key), counter.rule)));
  await env.DB.batch(rows.flatMap(({ key, previousKey }) => [key, previousKey]).map((key) => env.DB.prepare("DELETE FROM rate_limits WHERE key = ?").bind(key)));
}
