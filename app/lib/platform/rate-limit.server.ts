// Fixed-window rate limits per client, counted atomically in D1 (KV is eventually consistent, so it can't
// count). The client key (an IP, an email, an account id) is stored only as a keyed HMAC: a plain hash
// of an IPv4 address is reversed by hashing all four billion of them (decision 0026).
import type { RouterContextProvider } from "react-router";
import { cloudflareContext, requestContext } from "~/context";
import type { RateRule } from "~/domain/rate-limits";
import { signInCounters, type AttemptCounter } from "~/domain/sign-in-throttle";
import { hmacHex } from "./crypto.server";
import { getConfig } from "./env.server";
import { pseudonym, securityEvent } from "./security-log.server";

async function windowKey(env: Env, purpose: string, clientKey: string, windowSeconds: number) {
  const nowSeconds = Math.floor(Date.now() / 1000);
  const windowStart = nowSeconds - (nowSeconds % windowSeconds);
  const hashed = await hmacHex(getConfig(env).sessionSecret, `rate-limit:${purpose}:${clientKey}`);
  return { key: `${purpose}:${hashed.slice(0, 32)}:${windowStart}`, nowSeconds, windowStart };
}

const COUNT_HIT = "INSERT INTO rate_limits (key, count, expires_at) VALUES (?, 1, ?) ON CONFLICT(key) DO UPDATE SET count = count + 1 RETURNING count";

/** Counts this hit; true while the client is within `limit` hits per window. */
export async function withinRateLimit(env: Env, purpose: string, clientKey: string, rule: RateRule): Promise<boolean> {
  const { key, nowSeconds, windowStart } = await windowKey(env, purpose, clientKey, rule.windowSeconds);
  const row = await env.DB.prepare(COUNT_HIT).bind(key, windowStart + rule.windowSeconds).first<{ count: number }>();
  if (Math.random() < 0.01) {
    // Occasional housekeeping keeps the table small without a dedicated job.
    await env.DB.prepare("DELETE FROM rate_limits WHERE expires_at < ?").bind(nowSeconds).run();
  }
  const count = row?.count ?? 1;
  // Logged once per client and window, when the quota is first passed (a flood is one line, not thousands).
  if (count === rule.limit + 1) await securityEvent("rate-limit.exceeded", { purpose, client: key.split(":")[1] ?? null, limit: rule.limit, windowSeconds: rule.windowSeconds });
  return count <= rule.limit;
}

export type ClaimedAttempt = {
  allowed: boolean;
  /** Still within every limit now that the secret was checked: false when a burst passed a limit meanwhile. */
  stillWithin: () => Promise<boolean>;
  release: () => Promise<void>;
};

/**
 * Counts one attempt on each counter in turn, before the secret is checked (issue #22 §2): the count is
 * raised and read in one statement, so of 50 parallel guesses only the first `limit` go on. A counter
 * over its limit stops the rest from being counted (decision 0030). The right secret in a burst of more
 * guesses than the limit doesn't count either (`stillWithin`: the burst is seen once the slow hash is
 * done). `release` gives a successful attempt back: only failures pause anyone.
 */
export async function claimAttempt(env: Env, counters: readonly AttemptCounter[]): Promise<ClaimedAttempt> {
  const counted: string[] = [];
  const limits: number[] = [];
  const stillWithin = async () => {
    const rows = await env.DB.batch(counted.map((key) => env.DB.prepare("SELECT count FROM rate_limits WHERE key = ?").bind(key)));
    return rows.every((row, i) => ((row.results[0] as { count: number } | undefined)?.count ?? 0) <= limits[i]!);
  };
  const release = async () => {
    if (counted.length === 0) return;
    await env.DB.batch(counted.map((key) => env.DB.prepare("UPDATE rate_limits SET count = count - 1 WHERE key = ? AND count > 0").bind(key)));
  };
  for (const counter of counters) {
    const { key, windowStart } = await windowKey(env, counter.purpose, counter.key, counter.rule.windowSeconds);
    const count = (await env.DB.prepare(COUNT_HIT).bind(key, windowStart + counter.rule.windowSeconds).first<number>("count")) ?? 1;
    counted.push(key);
    limits.push(counter.rule.limit);
    if (count === counter.rule.limit + 1) await securityEvent("rate-limit.exceeded", { purpose: counter.purpose, client: key.split(":")[1] ?? null, limit: counter.rule.limit, windowSeconds: counter.rule.windowSeconds });
    if (count > counter.rule.limit) return { allowed: false, stillWithin, release };
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

/** Forgets these counters' current windows (a password reset proved the owner). */
export async function clearCounters(env: Env, counters: readonly AttemptCounter[]): Promise<void> {
  const keys = await Promise.all(counters.map(async (counter) => (await windowKey(env, counter.purpose, counter.key, counter.rule.windowSeconds)).key));
  await env.DB.batch(keys.map((key) => env.DB.prepare("DELETE FROM rate_limits WHERE key = ?").bind(key)));
}
