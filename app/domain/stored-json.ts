// JSON the site stored in a text column, read back: a value that doesn't parse (a row written by hand, a
// truncated write) is the caller's fallback, not an exception that turns a page into a 500.

/** `value` parsed, or `fallback` when it is empty or not JSON. The caller still validates the shape. */
export function parseStoredJson<T>(value: string | null | undefined, fallback: T): unknown {
  if (!value) return fallback;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return fallback;
  }
}
