// Pure work on a remembered content answer (validation, facts filled in) done once per answer object:
// `remembered` (cache.server.ts) hands every request of an isolate the same object while it is fresh, so
// a WeakMap keyed by that object holds the result exactly as long as the answer is in use.
import type { z } from "zod";

/** `derive` memoised by the identity of its argument; anything not an object is derived each time. */
export function perObject<K, V>(derive: (key: K) => V): (key: K) => V {
  const memo = new WeakMap<object, V>();
  return (key) => {
    if (typeof key !== "object" || key === null) return derive(key);
    if (memo.has(key)) return memo.get(key)!;
    const value = derive(key);
    memo.set(key, value);
    return value;
  };
}

/**
 * `schema.safeParse` once per content object rather than on every request: validating a rich-text entry
 * is a fraction of a millisecond each time, and a page validates dozens (issue #24). The parsed value is
 * shared, so it is frozen like the answer it came from.
 */
export function safeParseOnce<S extends z.ZodType>(schema: S): (value: unknown) => z.ZodSafeParseResult<z.output<S>> {
  return perObject((value: unknown) => {
    const parsed = schema.safeParse(value);
    if (parsed.success) deepFreeze(parsed.data);
    return parsed;
  });
}

/** Shared answers must not change under the requests that share them: a change throws (modules are strict). */
export function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
