// What a publish webhook tells the cache to expect, and whether an answer of the Content Delivery API
// already shows it. Contentful notes that right after a publish webhook the CDA may still answer with the
// previous version for a moment; an answer that lags behind must not be cached as fresh (decision 0060).
// A publish event carries `sys.publishedVersion`, and so does every entry and asset the CDA serves.
import { z } from "zod";

/** One record's change a cached answer must show before it counts as fresh: published at least at this version, or gone. */
export type Expectation = { id: string; publishedVersion: number } | { id: string; gone: true };

/** At most this many expectations per cached answer (the newest): a burst of publishes can't grow a KV value without end. */
export const MAX_EXPECTATIONS = 20;

const recordSys = z.object({ sys: z.object({ id: z.string(), publishedVersion: z.number().int().nonnegative().optional() }) });
const collection = z.object({ items: z.array(z.unknown()) });

/** The expectations known so far with `next` added; a newer word on the same record replaces the older one. */
export function withExpectation(known: readonly Expectation[] | undefined, next: Expectation): Expectation[] {
  return [...(known ?? []).filter((expectation) => expectation.id !== next.id), next].slice(-MAX_EXPECTATIONS);
}

/** The records an answer holds (an entry, an asset, a collection's items; null holds none), by id. */
function recordsOf(answer: unknown): Map<string, number | undefined> {
  const records = new Map<string, number | undefined>();
  const add = (value: unknown) => {
    const parsed = recordSys.safeParse(value);
    if (parsed.success) records.set(parsed.data.sys.id, parsed.data.sys.publishedVersion);
  };
  const list = collection.safeParse(answer);
  if (list.success) list.data.items.forEach(add);
  else add(answer);
  return records;
}

/**
 * The expectations an answer does not meet yet: a record it holds at a lower published version than the
 * publish announced, or a record it still holds after it was unpublished or deleted. A record the answer
 * doesn't hold says nothing (a list may well leave it out), and neither does a record without a
 * published version (the bundled pack's).
 */
export function unmetExpectations(answer: unknown, expectations: readonly Expectation[]): Expectation[] {
  if (expectations.length === 0) return [];
  const records = recordsOf(answer);
  return expectations.filter((expectation) => {
    if (!records.has(expectation.id)) return false;
    if ("gone" in expectation) return true;
    const version = records.get(expectation.id);
    return version !== undefined && version < expectation.publishedVersion;
  });
}
