// The one-time message a page shows after a form sent the browser to it with ?done=<key> (post, redirect,
// get: the message survives no reload-resubmit, and needs no JavaScript). One reader for every page.

/**
 * The page's message for `?done=`, or null. Only the page's own keys count: a key like `constructor` or
 * `__proto__` is no message (a plain object lookup would have answered Object's own function).
 */
export function flashMessage<T>(url: URL, messages: Readonly<Record<string, T>>): T | null {
  const key = url.searchParams.get("done");
  return key !== null && Object.hasOwn(messages, key) ? (messages[key] ?? null) : null;
}
