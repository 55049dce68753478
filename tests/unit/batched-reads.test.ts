// Reads sent to D1 together (app/lib/platform/batched-reads.server.ts; decisions 0047 and 0055): the reads
// a request's loaders ask for within a few microtasks share one batch, each gets its own results back, and a
// failed batch fails every read in it. A fake D1 that records its batches stands in for the binding.
import { describe, expect, it } from "vitest";
import { readsAfter, readsOf, readTogether, type BatchedRead } from "~/lib/platform/batched-reads.server";

/** A statement the fake answers with its own name as the only row. */
const statement = (name: string) => ({ name }) as unknown as D1PreparedStatement;
const fakeD1 = (fail = false) => {
  const batches: string[][] = [];
  const db = {
    async batch(statements: D1PreparedStatement[]) {
      batches.push(statements.map((s) => (s as unknown as { name: string }).name));
      if (fail) throw new Error("D1 is down");
      return statements.map((s) => ({ results: [(s as unknown as { name: string }).name], success: true, meta: {} }));
    },
  } as unknown as D1Database;
  return { db, batches };
};
const read = (...names: string[]): BatchedRead<string[]> => ({ statements: names.map(statement), view: (results) => results.map((r) => r.results[0] as string) });

describe("reads sent to D1 together", () => {
  it("sends one read's statements as one batch at once when no request scope is given", async () => {
    const { db, batches } = fakeD1();
    expect(await readTogether(db, [read("a", "b"), read("c")])).toEqual([["a", "b"], ["c"]]);
    expect(batches).toEqual([["a", "b", "c"]]);
  });

  it("puts the reads of one request's loaders in the same turn into one batch, each with its own results", async () => {
    const { db, batches } = fakeD1();
    const request = {};
    const [header, page] = await Promise.all([readTogether(db, [read("cart count"), read("live plan")], request), readTogether(db, [read("licences", "assignments")], request)]);
    expect(header).toEqual([["cart count"], ["live plan"]]);
    expect(page).toEqual([["licences", "assignments"]]);
    expect(batches).toEqual([["cart count", "live plan", "licences", "assignments"]]);
  });

  it("lets a loader that asks a few microtasks later join the batch, as the page's loader does after the session read", async () => {
    const { db, batches } = fakeD1();
    const request = {};
    const later = async () => {
      await Promise.resolve();
      await Promise.resolve();
      return readTogether(db, [read("page")], request);
    };
    await Promise.all([readTogether(db, [read("header")], request), later()]);
    expect(batches).toEqual([["header", "page"]]);
  });

  it("never mixes two requests' reads, and a read after the batch went out starts another", async () => {
    const { db, batches } = fakeD1();
    const one = {};
    const two = {};
    await Promise.all([readTogether(db, [read("one")], one), readTogether(db, [read("two")], two)]);
    await readTogether(db, [read("one again")], one);
    expect(batches).toEqual([["one"], ["two"], ["one again"]]);
  });

  it("fails every read of a batch that fails", async () => {
    const { db } = fakeD1(true);
    const request = {};
    const reads = [readTogether(db, [read("a")], request), readTogether(db, [read("b")], request)];
    await expect(reads[0]).rejects.toThrow("D1 is down");
    await expect(reads[1]).rejects.toThrow("D1 is down");
  });

  it("asks D1 nothing when no read has a statement", async () => {
    const { db, batches } = fakeD1();
    const nothing: BatchedRead<number> = { statements: [], view: () => 0 };
    expect(await readTogether(db, [nothing], {})).toEqual([0]);
    expect(batches).toEqual([]);
  });

  it("gives several reads as one, with a view made of their views", async () => {
    const { db, batches } = fakeD1();
    const both = readsOf([read("orders"), read("plan", "learner")], ([orders, plan]) => ({ orders, plan }));
    expect(await readTogether(db, [both, read("cart count")])).toEqual([{ orders: ["orders"], plan: ["plan", "learner"] }, ["cart count"]]);
    expect(batches).toEqual([["orders", "plan", "learner", "cart count"]]);
  });
});

describe("reads that need what a check answers (the session's account)", () => {
  const same = (a: string, b: string) => a === b;
  const pageOf = (user: string) => [read(`orders of ${user}`)] as const;
  /** The session's read, asked in the request's batch a microtask later, as the account's read does. */
  const sessionOf = async (db: D1Database, request: object, holder: string | null) => {
    await Promise.resolve();
    await readTogether(db, [read("session")], request);
    return holder;
  };

  it("sends reads made for the guessed account in the session read's batch, and keeps them when the session is still that account's", async () => {
    const { db, batches } = fakeD1();
    const request = {};
    const found = await readsAfter(db, request, sessionOf(db, request, "ana"), "ana", same, pageOf);
    expect(found).toEqual({ key: "ana", views: [["orders of ana"]] });
    expect(batches).toEqual([["orders of ana", "session"]]);
  });

  it("drops what was read for the guess when the session belongs to another account, and reads again as that one", async () => {
    const { db, batches } = fakeD1();
    const request = {};
    const found = await readsAfter(db, request, sessionOf(db, request, "ben"), "ana", same, pageOf);
    expect(found).toEqual({ key: "ben", views: [["orders of ben"]] });
    expect(batches).toEqual([["orders of ana", "session"], ["orders of ben"]]);
  });

  it("answers null, nothing read kept, when the session belongs to no one", async () => {
    const { db } = fakeD1();
    const request = {};
    expect(await readsAfter(db, request, sessionOf(db, request, null), "ana", same, pageOf)).toBeNull();
  });

  it("reads once the session is known when there is no guess", async () => {
    const { db, batches } = fakeD1();
    const request = {};
    expect(await readsAfter(db, request, sessionOf(db, request, "ana"), undefined, same, pageOf)).toEqual({ key: "ana", views: [["orders of ana"]] });
    expect(batches).toEqual([["session"], ["orders of ana"]]);
  });

  it("fails with the session's read when their batch fails", async () => {
    const { db } = fakeD1(true);
    const request = {};
    await expect(readsAfter(db, request, sessionOf(db, request, "ana"), "ana", same, pageOf)).rejects.toThrow("D1 is down");
  });
});
