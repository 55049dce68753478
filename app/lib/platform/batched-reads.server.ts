// Reads of several owners in one D1 batch: each owner builds its statements and the view of their results
// (`BatchedRead`); a page that needs many of them sends them together, one round trip to D1 and one
// snapshot, instead of one call per owner (decision 0047: My Order's three reads).
//
// With the request's context as `scope`, the reads its loaders ask for within a few microtasks of each other
// share one batch: the header's (the cart's count, the live plan) and the page's own reads go to D1 as one
// call once the session is known (issue #24; both loaders resume from the same session read). Not a timer:
// under load a timer fires behind other requests' work (`npm run load`, 200 connections on a signed-in
// /account: p99 4.7 s with a timer, 2.0 s like this; one run each). Only within a request: workerd refuses
// a promise settled by another request's I/O.

/** An owner's read: its statements, and the view it makes of their results (in the same order). */
export type BatchedRead<T> = { statements: D1PreparedStatement[]; view: (results: D1Result[]) => T };

export type Views<T extends readonly BatchedRead<unknown>[]> = { -readonly [K in keyof T]: T[K] extends BatchedRead<infer V> ? V : never };

/** A read with nothing to ask D1: `value` as its view (a page that needs no read of this owner). */
export const nothingToRead = <T>(value: T): BatchedRead<T> => ({ statements: [], view: () => value });

/** Several reads as one: their statements in order, and `make`'s view of their views (a page's reads as one value). */
export function readsOf<const T extends readonly BatchedRead<unknown>[], V>(reads: T, make: (views: Views<T>) => V): BatchedRead<V> {
  return {
    statements: reads.flatMap((read) => read.statements),
    view: (results) => {
      let at = 0;
      return make(reads.map((read) => read.view(results.slice(at, (at += read.statements.length)))) as Views<T>);
    },
  };
}

/** Every read's view, from one batch of all their statements (shared with the reads its request asks for within a few microtasks, given its `scope`). */
export async function readTogether<const T extends readonly BatchedRead<unknown>[]>(db: D1Database, reads: T, scope?: object): Promise<Views<T>> {
  const all = readsOf(reads, (views) => views);
  const results = all.statements.length === 0 ? [] : scope ? await joinBatch(db, scope, all.statements) : await db.batch(all.statements);
  return all.view(results);
}

/**
 * Reads that need what a check answers (the session's account), without waiting for it when it can be
 * guessed: made for `guess` (what the check answered last time) in the check's own batch, they count only
 * if the check answers the same (`same`); otherwise, or with no guess, they are made once it has answered.
 * Null when the check answers null (and the guessed reads are dropped). `check` asks its own read in
 * `scope` within a few microtasks, so both go in one batch: one round trip instead of two (issue #24).
 */
export async function readsAfter<K, const T extends readonly BatchedRead<unknown>[]>(
  db: D1Database,
  scope: object,
  check: Promise<K | null>,
  guess: K | undefined,
  same: (a: K, b: K) => boolean,
  reads: (key: K) => T,
): Promise<{ key: K; views: Views<T> } | null> {
  const guessed = guess === undefined ? null : readTogether(db, reads(guess), scope);
  // A guessed batch that fails fails the check's read with it; the check's rejection is the one to answer.
  guessed?.catch(() => undefined);
  const key = await check;
  if (key === null) return null;
  if (guessed && guess !== undefined && same(guess, key)) return { key, views: await guessed };
  return { key, views: await readTogether(db, reads(key), scope) };
}

type Part = { from: number; count: number; resolve: (results: D1Result[]) => void; reject: (error: unknown) => void };
type Pending = { statements: D1PreparedStatement[]; parts: Part[] };

const pendingBatches = new WeakMap<object, Pending>();

/** How long a batch waits for the request's other loaders: they ask one to three microtasks apart; a read later than this gets a batch of its own. */
const GATHER_MICROTASKS = 8;

function afterMicrotasks(count: number, run: () => void) {
  let turn = Promise.resolve();
  for (let i = 0; i < count; i++) turn = turn.then();
  void turn.then(run);
}

/** `statements`' results, from the batch the scope sends a few microtasks after its first read. */
function joinBatch(db: D1Database, scope: object, statements: D1PreparedStatement[]): Promise<D1Result[]> {
  let pending = pendingBatches.get(scope);
  if (!pending) {
    const batch: Pending = { statements: [], parts: [] };
    pendingBatches.set(scope, (pending = batch));
    afterMicrotasks(GATHER_MICROTASKS, () => {
      pendingBatches.delete(scope);
      db.batch(batch.statements).then(
        (results) => batch.parts.forEach((part) => part.resolve(results.slice(part.from, part.from + part.count))),
        (error: unknown) => batch.parts.forEach((part) => part.reject(error)),
      );
    });
  }
  const from = pending.statements.push(...statements) - statements.length;
  return new Promise((resolve, reject) => pending.parts.push({ from, count: statements.length, resolve, reject }));
}
