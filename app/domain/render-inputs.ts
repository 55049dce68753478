// What a document's render is made from, written out as one string: two renders whose inputs write the same
// string produce the same HTML (but for the CSP nonce), so the second can be the first's bytes (decision
// 0077). Exact, not a digest of a summary: every value is written with its type, strings quoted, object
// keys in their order, `undefined` apart from a missing key, and a value React Router's data may carry but
// this can't write faithfully (a Map, a promise of deferred data, a class instance) makes the whole render
// unkeyable (null), so it is rendered every time.

/** What `renderInputs` writes in place of a placeholder the render resolves (held content): its whole value, or NOT_HELD. */
export const NOT_HELD: unique symbol = Symbol("not held");
export type ResolveHeld = (value: object) => unknown;

/** Deeper than any route's data: a deeper (or cyclic) value is not keyed. */
const MAX_DEPTH = 64;

/** `value` written out, each placeholder `resolveHeld` knows replaced by what it stands for; null when not writable. */
export function renderInputs(value: unknown, resolveHeld: ResolveHeld): string | null {
  const out: string[] = [];
  const write = (v: unknown, depth: number): boolean => {
    if (depth > MAX_DEPTH) return false;
    switch (typeof v) {
      case "string":
        out.push(JSON.stringify(v));
        return true;
      case "number":
        // NaN, ±Infinity and -0 survive React Router's data encoding, so they are written as themselves.
        out.push(Object.is(v, -0) ? "-0" : String(v));
        return true;
      case "boolean":
        out.push(v ? "true" : "false");
        return true;
      case "undefined":
        out.push("undefined");
        return true;
      case "object":
        return v === null ? (out.push("null"), true) : writeObject(v, depth);
      default:
        // A function, symbol or bigint: not data a render is keyed by.
        return false;
    }
  };
  const writeObject = (v: object, depth: number): boolean => {
    const held = resolveHeld(v);
    if (held !== NOT_HELD) {
      out.push("held:");
      return write(held, depth + 1);
    }
    if (Array.isArray(v)) {
      out.push("[");
      for (let i = 0; i < v.length; i++) {
        if (i > 0) out.push(",");
        // A hole reads as undefined, as React renders it.
        if (!write(v[i], depth + 1)) return false;
      }
      out.push("]");
      return true;
    }
    if (v instanceof Date) {
      out.push(`date:${v.getTime()}`);
      return true;
    }
    const proto = Object.getPrototypeOf(v);
    if (proto !== Object.prototype && proto !== null) return false;
    out.push("{");
    let first = true;
    for (const key of Object.keys(v)) {
      if (!first) out.push(",");
      first = false;
      out.push(JSON.stringify(key), ":");
      if (!write((v as Record<string, unknown>)[key], depth + 1)) return false;
    }
    out.push("}");
    return true;
  };
  return write(value, 0) ? out.join("") : null;
}
