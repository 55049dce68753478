// Reads of several owners in one D1 batch: each owner builds its statements and the view of their results
// (`BatchedRead`); a page that needs many of them sends them together, one round trip to D1 and one
// snapshot, instead of one call per owner (decision 0047: My Order's three reads).

/** An owner's read: its statements, and the view it makes of their results (in the same order). */
export type BatchedRead<T> = { statements: D1PreparedStatement[]; view: (results: D1Result[]) => T };

type Views<T extends readonly BatchedRead<unknown>[]> = { -readonly [K in keyof T]: T[K] extends BatchedRead<infer V> ? V : never };

/** Every read's view, from one batch of all their statements. */
export async function readTogether<const T extends readonly BatchedRead<unknown>[]>(db: D1Database, reads: T): Promise<Views<T>> {
  const results = await db.batch(reads.flatMap((read) => read.statements));
  let at = 0;
  return reads.map((read) => {
    const own = results.slice(at, (at += read.statements.length));
    return read.view(own);
  }) as Views<T>;
}
