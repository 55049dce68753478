// Edge cache for content-service answers (Hydrogen's cache-strategy recipe, on KV):
// fresh → served from KV; stale → served from KV and refreshed through waitUntil;
// invalidated (a publish webhook) → fetched now, the last good copy if the CMS fails;
// miss → fetched (with a deadline) and stored; failure → the last good copy, else the caller's fallback.
// KV entries never expire on their own: the last good copy must outlive any CMS outage.
// During an outage a request waits for the CMS at most once per window (`OUTAGE_WINDOW_MS`): after a failed
// fetch this isolate answers from what it has at once and tries again in the background. An answer that
// lags behind a publish the webhook announced is never stored as fresh (decision 0060).
// In front of KV, each isolate remembers what it read for a few seconds (`remembered`): reading and parsing
// the same JSON for every request was most of a page's server CPU (docs/decisions/0035).

import { unmetExpectations, withExpectation, type Expectation } from "~/domain/content/published-version";
import { deepFreeze } from "./per-object";

export type CacheOutcome = "hit" | "miss" | "stale" | "fallback";

/**
 * `invalidated` (at `invalidatedAt`): a publish changed what this answer holds; the next request fetches it
 * afresh. `expect`: what the publishes said, so a fetched answer that doesn't show them yet is not taken for
 * the new copy.
 */
type Stored<T> = { value: T; storedAt: number; invalidated?: boolean; invalidatedAt?: number; expect?: Expectation[] };

export type CacheOptions<T> = {
  kv: KVNamespace;
  key: string;
  ttlSeconds: number;
  timeoutMs: number;
  waitUntil: (promise: Promise<unknown>) => void;
  fetcher: () => Promise<T>;
  fallback: () => Promise<T>;
  now?: () => number;
};

export const CACHE_PREFIX = "content:v1:";

export class TimeoutError extends Error {
  override name = "TimeoutError";
}

export function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

async function readStored<T>(kv: KVNamespace, key: string): Promise<Stored<T> | null> {
  try {
    return await kv.get<Stored<T>>(key, "json");
  } catch (error) {
    console.error(`[content-cache] read failed for ${key}`, error);
    return null;
  }
}

/** A window in which this isolate waits for the CMS at most once: a failed fetch opens it, a good one closes it. */
export const OUTAGE_WINDOW_MS = 60_000;
let cmsFailingUntil = 0;
/** Whether a request now would wait on a CMS that failed within the window. */
const cmsFailing = (now: number) => now < cmsFailingUntil;

/** An answer fetched after a publish that doesn't show it yet: served, never stored as the new copy. */
class LaggingAnswer<T> extends Error {
  override name = "LaggingAnswer";
  constructor(readonly value: T) {
    super("the content API's answer doesn't show the announced publish yet");
  }
}

/**
 * Fetches the answer with a deadline and stores it as fresh, unless it lags behind what `expect` announced
 * or a publish marked the key while it was on its way (then it throws a LaggingAnswer holding it, and the
 * stored copy stays marked for the next request).
 */
async function fetchAndStore<T>(options: CacheOptions<T>, now: number, expect: Expectation[] = []): Promise<T> {
  let value: T;
  try {
    value = await withDeadline(options.fetcher(), options.timeoutMs);
  } catch (error) {
    cmsFailingUntil = now + OUTAGE_WINDOW_MS;
    throw error;
  }
  cmsFailingUntil = 0;
  if (unmetExpectations(value, expect).length > 0) throw new LaggingAnswer(value);
  // A background refresh asked before a publish webhook marked the key must not overwrite the mark.
  const current = await readStored<T>(options.kv, CACHE_PREFIX + options.key);
  if (current?.invalidated && ((current.invalidatedAt ?? 0) > now || unmetExpectations(value, current.expect ?? []).length > 0)) throw new LaggingAnswer(value);
  const stored: Stored<T> = { value, storedAt: now };
  try {
    await options.kv.put(CACHE_PREFIX + options.key, JSON.stringify(stored));
  } catch (error) {
    // KV's write limits must not turn a good answer into an outage.
    console.error(`[content-cache] write failed for ${options.key}`, error);
  }
  return value;
}

/** Keys this isolate is refreshing in the background: one fetch per key at a time, however many requests. */
const refreshing = new Set<string>();

function refreshInBackground<T>(options: CacheOptions<T>, now: number, expect?: Expectation[]) {
  if (refreshing.has(options.key)) return;
  refreshing.add(options.key);
  options.waitUntil(
    fetchAndStore(options, now, expect)
      .catch((error: unknown) => {
        if (!(error instanceof LaggingAnswer)) console.warn(`[content-cache] refresh failed for ${options.key}; serving the last good copy`, error);
      })
      .finally(() => refreshing.delete(options.key)),
  );
}

/** What this isolate read recently: the answer (one promise, shared by concurrent requests) and when. */
const recent = new Map<string, { readAt: number; answer: Promise<unknown> }>();
/**
 * Moves on whenever this isolate sees a publish, or serves a copy it doesn't keep (the CMS failed): what is
 * built from content (a page's HTML) is kept only while the generation it started in lasts.
 */
let generation = 0;
export const contentGeneration = () => generation;

/** Content queries are finitely many, but an unknown slug is a query too: the oldest reads make room. */
const MAX_REMEMBERED = 500;

/**
 * `read()`'s value, shared by every request of this isolate for `seconds` (0: read every time) while the
 * read says it is worth keeping (`keep`: a fresh copy, not one served because the CMS failed). A publish
 * webhook forgets its keys at once here (`invalidate`); other isolates see a publish within `seconds`,
 * well inside the minute KV itself may take to carry a write to other locations. The value is the same
 * frozen object each time: pure work done on it can be memoised by identity (per-object.ts).
 */
export function remembered<T>(key: string, seconds: number, now: number, read: () => Promise<{ value: T; keep: boolean }>): Promise<T> {
  const known = recent.get(key);
  if (known && now - known.readAt < seconds * 1000) return known.answer as Promise<T>;
  const reading = read();
  const answer = reading.then(({ value }) => deepFreeze(value));
  if (seconds <= 0) return answer;
  recent.delete(key);
  if (recent.size >= MAX_REMEMBERED) recent.delete(recent.keys().next().value!);
  const entry = { readAt: now, answer };
  recent.set(key, entry);
  const forget = () => {
    generation++;
    if (recent.get(key) === entry) recent.delete(key);
  };
  reading.then(({ keep }) => keep || forget(), forget);
  return answer;
}

export async function cached<T>(options: CacheOptions<T>): Promise<{ value: T; outcome: CacheOutcome }> {
  const now = (options.now ?? Date.now)();
  const stored = await readStored<T>(options.kv, CACHE_PREFIX + options.key);

  if (stored?.invalidated) {
    // The CMS failed within the window: the copy the site had, at once, and another try in the background.
    if (cmsFailing(now)) {
      refreshInBackground(options, now, stored.expect);
      return { value: stored.value, outcome: "stale" };
    }
    try {
      return { value: await fetchAndStore(options, now, stored.expect), outcome: "miss" };
    } catch (error) {
      // The CDA still answers with the copy before the publish: show it, store nothing, ask again next time.
      if (error instanceof LaggingAnswer) return { value: error.value as T, outcome: "stale" };
      // The CMS failed right after a publish: the copy the site had is better than the bundled demo pack.
      console.warn(`[content-cache] fetch failed for invalidated ${options.key}; serving the last good copy`, error);
      return { value: stored.value, outcome: "stale" };
    }
  }

  if (stored) {
    const ageSeconds = (now - stored.storedAt) / 1000;
    if (ageSeconds < options.ttlSeconds) return { value: stored.value, outcome: "hit" };
    refreshInBackground(options, now);
    return { value: stored.value, outcome: "stale" };
  }

  if (cmsFailing(now)) {
    refreshInBackground(options, now);
    return { value: await options.fallback(), outcome: "fallback" };
  }
  try {
    return { value: await fetchAndStore(options, now), outcome: "miss" };
  } catch (error) {
    console.error(`[content-cache] fetch failed for ${options.key} with nothing cached; using the fallback`, error);
    return { value: await options.fallback(), outcome: "fallback" };
  }
}

/**
 * Marks the answers a publish webhook names (by prefix: every query of a content type) as invalidated:
 * the next request fetches each afresh, and keeps the old copy if the CMS fails then. Deleting them
 * instead would put the bundled pack's demo content on the site for as long as the CMS is down. With an
 * `expectation` (the record's published version, or that it is gone), an answer fetched later counts as
 * the new copy only once it shows that.
 */
export async function invalidate(kv: KVNamespace, keyPrefix = "", expectation?: Expectation, now = Date.now()): Promise<number> {
  generation++;
  for (const key of recent.keys()) if (key.startsWith(keyPrefix)) recent.delete(key);
  let cursor: string | undefined;
  let marked = 0;
  do {
    const page = await kv.list({ prefix: CACHE_PREFIX + keyPrefix, cursor });
    await Promise.all(
      page.keys.map(async ({ name }) => {
        const stored = await readStored<unknown>(kv, name);
        if (!stored) return;
        const expect = expectation ? withExpectation(stored.expect, expectation) : stored.expect;
        await kv.put(name, JSON.stringify({ ...stored, invalidated: true, invalidatedAt: now, ...(expect ? { expect } : {}) } satisfies Stored<unknown>));
      }),
    );
    marked += page.keys.length;
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return marked;
}
