// Fixed-window rate limits per client, counted atomically in D1 (KV is eventually consistent, so it can't
// count). The client key (an IP, an email, an account id) is stored only as a keyed HMAC: a plain hash
// of an IPv4 address is reversed by hashing all four billion of them (decision 0026).
import type { RateRule } from "~/domain/rate-limits";
import { hmacHex } from "./crypto.server";
import { getConfig } from "./env.server";
import { securityEvent } from "./security-log.server";

async function windowKey(env: Env, purpose: string, clientKey: string, windowSeconds: number) {
  const nowSeconds = Math.floor(Date.now() / 1000);
  const windowStart = nowSeconds - (nowSeconds % windowSeconds);
  const hashed = await hmacHex(getConfig(env).sessionSecret, `rate-limit:${purpose}:${clientKey}`);
  return { key: `${purpose}:${hashed.slice(0, 32)}:${windowStart}`, nowSeconds, windowStart };
}

/** True while fewer than `limit` hits were counted in this window; counts nothing (sign-in counts only failures). */
export async function underRateLimit(env: Env, purpose: string, clientKey: string, rule: RateRule): Promise<boolean> {
  const { key } = await windowKey(env, purpose, clientKey, rule.windowSeconds);
  const row = await env.DB.prepare("SELECT count FROM rate_limits WHERE key = ?").bind(key).first<{ count: number }>();
  return (row?.count ?? 0) < rule.limit;
}

/** Counts this hit; true while the client is within `limit` hits per window. */
export async function withinRateLimit(env: Env, purpose: string, clientKey: string, rule: RateRule): Promise<boolean> {
  const { key, nowSeconds, windowStart } = await windowKey(env, purpose, clientKey, rule.windowSeconds);
  const row = await env.DB.prepare(
    "INSERT INTO rate_limits (key, count, expires_at) VALUES (?, 1, ?) ON CONFLICT(key) DO UPDATE SET count = count + 1 RETURNING count",
  )
    .bind(key, windowStart + rule.windowSeconds)
    .first<{ count: number }>();
  if (Math.random() < 0.01) {
    // Occasional housekeeping keeps the table small without a dedicated job.
    await env.DB.prepare("DELETE FROM rate_limits WHERE expires_at < ?").bind(nowSeconds).run();
  }
  const count = row?.count ?? 1;
  // Logged once per client and window, when the quota is first passed (a flood is one line, not thousands).
  if (count === rule.limit + 1) await securityEvent("rate-limit.exceeded", { purpose, client: key.split(":")[1] ?? null, limit: rule.limit, windowSeconds: rule.windowSeconds });
  return count <= rule.limit;
}
