// No open redirects: a redirect target taken from a request is kept only when it is a path on this site.

export function safeRedirectPath(target: unknown, fallback = "/"): string {
  if (typeof target !== "string" || target.length === 0 || target.length > 2048) return fallback;
  // "//evil.com" and "/\evil.com" are protocol-relative to browsers; anything not starting with "/" is absolute or relative.
  if (!target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  if ([...target].some((char) => char.charCodeAt(0) < 0x20)) return fallback;
  return target;
}
