// Fixed-window rate limits per client, counted atomically in D1 (KV is eventually consistent, so it can't count).
import { sha256Hex } from "./crypto.server";

function windowKey(purpose: string, hashedKey: string, windowSeconds: number) {
  const nowSeconds = Math.floor(Date.now() / 1000);
  const windowStart = nowSeconds - (nowSeconds % windowSeconds);
  return { key: `${purpose}:${hashedKey.slice(0, 32)}:${windowStart}`, nowSeconds, windowStart };
}

/** True while fewer than `limit` hits were counted in this window; counts nothing (sign-in counts only failures). */
export async function underRateLimit(db: D1Database, purpose: string, clientKey: string, rule: { limit: number; windowSeconds: number }): Promise<boolean> {
  const { key } = windowKey(purpose, await sha256Hex(clientKey), rule.windowSeconds);
  const row = await db.prepare("SELECT count FROM rate_limits WHERE key = ?").bind(key).first<{ count: number }>();
  return (row?.count ?? 0) < rule.limit;
}

/** Returns true while the client is within `limit` hits per window; the IP is stored only as a hash. */
export async function withinRateLimit(
  db: D1Database,
  purpose: string,
  clientKey: string,
  rule: { limit: number; windowSeconds: number },
): Promise<boolean> {
  const { key, nowSeconds, windowStart } = windowKey(purpose, await sha256Hex(clientKey), rule.windowSeconds);
  const row = await db
    .prepare(
      "INSERT INTO rate_limits (key, count, expires_at) VALUES (?, 1, ?) ON CONFLICT(key) DO UPDATE SET count = count + 1 RETURNING count",
    )
    .bind(key, windowStart + rule.windowSeconds)
    .first<{ count: number }>();
  if (Math.random() < 0.01) {
    // Occasional housekeeping keeps the table small without a dedicated job.
    await db.prepare("DELETE FROM rate_limits WHERE expires_at < ?").bind(nowSeconds).run();
  }
  return (row?.count ?? 1) <= rule.limit;
}
