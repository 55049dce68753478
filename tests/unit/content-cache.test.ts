// The KV edge cache in front of the CMS (decision 0060): during an outage a request waits for the CMS at
// most once per window, and an answer that lags behind an announced publish is never stored as fresh.
// The worker suite covers the same through HTTP (tests/worker/content-cache.test.ts, content-webhook.test.ts).
import { describe, expect, it } from "vitest";
import { cached, CACHE_PREFIX, invalidate, OUTAGE_WINDOW_MS, type CacheOptions } from "~/lib/content/cache.server";

function memoryKv() {
  const values = new Map<string, string>();
  const kv = {
    async get(key: string, type?: string) {
      const value = values.get(key);
      return value === undefined ? null : type === "json" ? JSON.parse(value) : value;
    },
    async put(key: string, value: string) {
      values.set(key, value);
    },
    async list({ prefix = "" }: { prefix?: string } = {}) {
      return { keys: [...values.keys()].filter((key) => key.startsWith(prefix)).map((name) => ({ name })), list_complete: true };
    },
  };
  return { kv: kv as unknown as KVNamespace, values };
}

/** The CMS's deadline here; "at once" means well inside half of it, even on a busy machine. */
const DEADLINE_MS = 300;

type Answer = { sys: { id: string; publishedVersion: number }; fields: { title: string } };
const course = (publishedVersion: number, title: string): Answer => ({ sys: { id: "course-a", publishedVersion }, fields: { title } });

/** A cache call at `now`, with the given fetcher; background work is collected in `background`. */
function setup(kv: KVNamespace) {
  const background: Promise<unknown>[] = [];
  const call = (now: number, fetcher: () => Promise<Answer>, key = "contentful:entries/course-a") =>
    cached<Answer>({
      kv,
      key,
      ttlSeconds: 300,
      timeoutMs: DEADLINE_MS,
      waitUntil: (promise) => background.push(promise),
      fetcher,
      fallback: async () => course(0, "Bundled pack"),
      now: () => now,
    } satisfies CacheOptions<Answer>);
  return { call, background };
}

const hanging = () => new Promise<Answer>(() => {});
const stored = (values: Map<string, string>, key = "contentful:entries/course-a") => JSON.parse(values.get(CACHE_PREFIX + key)!);

describe("a CMS outage", () => {
  it("after a publish: the first request waits out the deadline, the rest of the window answers at once from the last good copy and tries again in the background", async () => {
    const t = 10 * OUTAGE_WINDOW_MS;
    const { kv } = memoryKv();
    const { call, background } = setup(kv);
    await call(t, async () => course(1, "Before the publish"));
    await invalidate(kv, "contentful:entries/course-a", undefined, t + 1);

    let fetches = 0;
    const down = () => (fetches++, hanging());
    const started = performance.now();
    expect(await call(t + 2, down)).toEqual({ value: course(1, "Before the publish"), outcome: "stale" });
    expect(performance.now() - started).toBeGreaterThanOrEqual(DEADLINE_MS - 10);
    expect(fetches).toBe(1);

    const again = performance.now();
    expect((await call(t + 3, down)).value.fields.title).toBe("Before the publish");
    expect((await call(t + 4, down)).value.fields.title).toBe("Before the publish");
    expect(performance.now() - again).toBeLessThan(DEADLINE_MS / 2);
    // One background try at a time for the key, however many requests come.
    expect(fetches).toBe(2);
    await Promise.all(background);

    // The window over, a request may wait once more; the CMS back, the publish shows.
    expect((await call(t + OUTAGE_WINDOW_MS + 10, async () => course(3, "After the publish"))).value.fields.title).toBe("After the publish");
  });

  it("with nothing cached: the bundled pack at once for the rest of the window", async () => {
    const t = 20 * OUTAGE_WINDOW_MS;
    const { kv } = memoryKv();
    const { call, background } = setup(kv);
    expect(await call(t, hanging, "contentful:entries/one")).toEqual({ value: course(0, "Bundled pack"), outcome: "fallback" });
    let fetches = 0;
    const started = performance.now();
    const answer = await call(t + 1, () => (fetches++, hanging()), "contentful:entries/two");
    expect(performance.now() - started).toBeLessThan(DEADLINE_MS / 2);
    expect(answer.outcome).toBe("fallback");
    expect(fetches).toBe(1);
    await Promise.all(background);
  });

  it("a good answer ends the window: the next miss is fetched again", async () => {
    const t = 30 * OUTAGE_WINDOW_MS;
    const { kv } = memoryKv();
    const { call, background } = setup(kv);
    await call(t, async () => Promise.reject(new Error("503")), "contentful:entries/x");
    await Promise.all(background);
    await call(t + 1, async () => course(1, "Back"), "contentful:entries/y");
    await Promise.all(background);
    expect(await call(t + 2, async () => course(1, "Fetched"), "contentful:entries/z")).toEqual({ value: course(1, "Fetched"), outcome: "miss" });
  });
});

describe("an answer that lags behind a publish", () => {
  it("is shown but not stored as fresh: the key stays marked until the CDA serves the announced version", async () => {
    const t = 40 * OUTAGE_WINDOW_MS;
    const { kv, values } = memoryKv();
    const { call } = setup(kv);
    await call(t, async () => course(1, "Version 1"));
    await invalidate(kv, "contentful:entries/course-a", { id: "course-a", publishedVersion: 3 }, t + 1);

    expect(await call(t + 2, async () => course(1, "Version 1"))).toEqual({ value: course(1, "Version 1"), outcome: "stale" });
    expect(stored(values)).toMatchObject({ invalidated: true, expect: [{ id: "course-a", publishedVersion: 3 }] });

    expect(await call(t + 3, async () => course(3, "Version 3"))).toEqual({ value: course(3, "Version 3"), outcome: "miss" });
    expect(stored(values)).toEqual({ value: course(3, "Version 3"), storedAt: t + 3 });
    expect(await call(t + 4, hanging)).toEqual({ value: course(3, "Version 3"), outcome: "hit" });
  });

  it("a background refresh asked before a publish arrived doesn't overwrite the publish's mark", async () => {
    const t = 50 * OUTAGE_WINDOW_MS;
    const { kv, values } = memoryKv();
    const { call, background } = setup(kv);
    await call(t, async () => course(1, "Version 1"));
    let answer: (value: Answer) => void = () => {};
    // 301 s later the copy is stale: served, and refreshed in the background with an answer still on its way.
    expect((await call(t + 301_000, () => new Promise<Answer>((resolve) => (answer = resolve)))).outcome).toBe("stale");
    await invalidate(kv, "contentful:entries/course-a", undefined, t + 301_001);
    answer(course(1, "Version 1"));
    await Promise.allSettled(background);
    expect(stored(values)).toMatchObject({ invalidated: true, invalidatedAt: t + 301_001 });
  });
});
