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

/**
 * What a deeply frozen object (the content cache's values: cache.server.ts freezes them) writes, by identity:
 * it can't change, so it is written once per isolate, not once per render. A subtree with anything not frozen,
 * or with a placeholder (its writing depends on the request's held content), is written every time.
 */
const frozenWritten = new WeakMap<object, string>();

/** `value` written out, each placeholder `resolveHeld` knows replaced by what it stands for; null when not writable. */
export function renderInputs(value: unknown, resolveHeld: ResolveHeld): string | null {
  return write(value, resolveHeld, 0);
}

function write(v: unknown, resolveHeld: ResolveHeld, depth: number): string | null {
  if (depth > MAX_DEPTH) return null;
  switch (typeof v) {
    case "string":
      return JSON.stringify(v);
    case "number":
      // NaN, ±Infinity and -0 survive React Router's data encoding, so they are written as themselves.
      return Object.is(v, -0) ? "-0" : String(v);
    case "boolean":
      return v ? "true" : "false";
    case "undefined":
      return "undefined";
    case "object":
      return v === null ? "null" : writeObject(v, resolveHeld, depth);
    default:
      // A function, symbol or bigint: not data a render is keyed by.
      return null;
  }
}

function writeObject(v: object, resolveHeld: ResolveHeld, depth: number): string | null {
  // A placeholder first: its writing is the request's, never a frozen object's kept one.
  const held = resolveHeld(v);
  if (held !== NOT_HELD) {
    const whole = write(held, resolveHeld, depth + 1);
    return whole === null ? null : `held:${whole}`;
  }
  const known = frozenWritten.get(v);
  if (known !== undefined) return known;
  if (v instanceof Date) return `date:${v.getTime()}`;
  const isArray = Array.isArray(v);
  if (!isArray) {
    const proto = Object.getPrototypeOf(v);
    if (proto !== Object.prototype && proto !== null) return null;
  }
  // Frozen all the way down, as far as this object's children tell.
  let deeplyFrozen = Object.isFrozen(v);
  const member = (child: unknown): string | null => {
    const written = write(child, resolveHeld, depth + 1);
    if (deeplyFrozen && typeof child === "object" && child !== null && !frozenWritten.has(child)) deeplyFrozen = false;
    return written;
  };
  let out: string;
  if (isArray) {
    out = "[";
    for (let i = 0; i < v.length; i++) {
      // A hole reads as undefined, as React renders it.
      const written = member(v[i]);
      if (written === null) return null;
      out += i > 0 ? `,${written}` : written;
    }
    out += "]";
  } else {
    out = "{";
    let first = true;
    for (const key of Object.keys(v)) {
      const written = member((v as Record<string, unknown>)[key]);
      if (written === null) return null;
      out += `${first ? "" : ","}${JSON.stringify(key)}:${written}`;
      first = false;
    }
    out += "}";
  }
  if (deeplyFrozen) frozenWritten.set(v, out);
  return out;
}
