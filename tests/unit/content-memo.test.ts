// The isolate's memo in front of the KV content cache (docs/decisions/0035): one read per key per window,
// shared by concurrent requests, frozen, forgotten by a publish; derived work once per answer object.
import { describe, expect, it } from "vitest";
import { invalidate, remembered } from "~/lib/content/cache.server";
import { perObject } from "~/lib/content/per-object";

const emptyKv = { list: async () => ({ keys: [], list_complete: true }) } as unknown as KVNamespace;

describe("remembered", () => {
  it("reads a key once within its window, for concurrent and later requests alike, and again after it", async () => {
    let reads = 0;
    const read = async () => ({ value: { n: ++reads }, keep: true });
    const [a, b] = await Promise.all([remembered("t:a", 5, 1_000, read), remembered("t:a", 5, 1_000, read)]);
    expect(a).toBe(b);
    expect(await remembered("t:a", 5, 5_999, read)).toBe(a);
    expect(reads).toBe(1);
    expect(await remembered("t:a", 5, 6_000, read)).toEqual({ n: 2 });
  });

  it("reads every time when the window is 0", async () => {
    let reads = 0;
    const read = async () => ({ value: { n: ++reads }, keep: true });
    await remembered("t:zero", 0, 1_000, read);
    await remembered("t:zero", 0, 1_000, read);
    expect(reads).toBe(2);
  });

  it("hands out frozen answers: a request can't change what the next one reads", async () => {
    const answer = await remembered("t:frozen", 5, 1_000, async () => ({ value: { items: [{ title: "Spanish A1" }] }, keep: true }));
    expect(() => answer.items.push({ title: "changed" })).toThrow(TypeError);
    expect(() => {
      (answer.items[0] as { title: string }).title = "changed";
    }).toThrow(TypeError);
  });

  it("forgets a failed read, so the next request tries again", async () => {
    await expect(remembered("t:fail", 5, 1_000, async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await remembered("t:fail", 5, 1_001, async () => ({ value: "up", keep: true }))).toBe("up");
  });

  it("keeps no copy served because the CMS failed: the next request asks again", async () => {
    let reads = 0;
    const read = async () => ({ value: ++reads, keep: reads > 1 });
    expect(await remembered("t:stale", 5, 1_000, read)).toBe(1);
    expect(await remembered("t:stale", 5, 1_001, read)).toBe(2);
    expect(await remembered("t:stale", 5, 1_002, read)).toBe(2);
  });

  it("forgets the keys a publish invalidates, at once, and only those", async () => {
    let reads = 0;
    const read = async () => ({ value: { n: ++reads }, keep: true });
    await remembered("contentful:entries?content_type=course&limit=3", 5, 1_000, read);
    await remembered("contentful:entries?content_type=blog&limit=3", 5, 1_000, read);
    await invalidate(emptyKv, "contentful:entries?content_type=course");
    await remembered("contentful:entries?content_type=course&limit=3", 5, 1_001, read);
    await remembered("contentful:entries?content_type=blog&limit=3", 5, 1_001, read);
    expect(reads).toBe(3);
  });
});

describe("perObject", () => {
  it("derives once per object, and each time for anything else", () => {
    let runs = 0;
    const count = perObject((value: unknown) => ({ run: ++runs, value }));
    const answer = { items: [] };
    expect(count(answer)).toBe(count(answer));
    expect(count({ items: [] })).not.toBe(count(answer));
    count(null);
    count(null);
    expect(runs).toBe(4);
  });
});
