// The MDN HTTP Observatory's scoring rubric (developer.mozilla.org/en-US/observatory/docs/tests_and_scoring),
// applied to one response: a baseline of 100 plus each test's modifier; A+ is 100 or more. The redirection
// test needs the public http:// address (docs/deploy.md: Always Use HTTPS), so it isn't modelled here.

export type Scored = { score: number; grade: string; results: Record<string, { result: string; modifier: number }> };

const directives = (csp: string) =>
  new Map(
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );

function csp(header: string | null): [string, number] {
  if (!header) return ["csp-not-implemented", -25];
  const policy = directives(header);
  const scripts = policy.get("script-src") ?? policy.get("default-src") ?? [];
  const styles = policy.get("style-src") ?? policy.get("default-src") ?? [];
  const nonceOrHash = scripts.some((v) => /^'(nonce|sha(256|384|512))-/.test(v));
  if (scripts.includes("'unsafe-inline'") && !nonceOrHash) return ["csp-implemented-with-unsafe-inline", -20];
  if (scripts.some((v) => v === "http:" || v.startsWith("http://"))) return ["csp-implemented-with-insecure-scheme", -20];
  if (scripts.includes("'unsafe-eval'")) return ["csp-implemented-with-unsafe-eval", -10];
  if (!policy.has("default-src") && !policy.has("script-src")) return ["csp-header-invalid", -25];
  if (policy.get("default-src")?.join(" ") === "'none'" && !styles.includes("'unsafe-inline'")) return ["csp-implemented-with-no-unsafe-default-src-none", 10];
  if (styles.includes("'unsafe-inline'")) return ["csp-implemented-with-unsafe-inline-in-style-src-only", 0];
  return ["csp-implemented-with-no-unsafe", 0];
}

function cookies(setCookies: string[], hsts: boolean): [string, number] {
  if (setCookies.length === 0) return ["cookies-not-found", 0];
  const parsed = setCookies.map((cookie) => {
    const [pair, ...attributes] = cookie.split(";").map((part) => part.trim().toLowerCase());
    const has = (name: string) => attributes.some((a) => a === name || a.startsWith(`${name}=`));
    return { name: pair!.split("=")[0]!, secure: has("secure"), httpOnly: has("httponly"), sameSite: attributes.find((a) => a.startsWith("samesite="))?.slice(9) };
  });
  // A cookie whose name says session is a session cookie, as the Observatory reads it.
  const isSession = (name: string) => /sess|sid|token|auth/.test(name);
  if (parsed.some((c) => c.sameSite !== undefined && !["strict", "lax", "none"].includes(c.sameSite))) return ["cookies-samesite-flag-invalid", -20];
  if (parsed.some((c) => isSession(c.name) && !c.secure)) return hsts ? ["cookies-session-without-secure-flag-but-protected-by-hsts", -10] : ["cookies-session-without-secure-flag", -40];
  if (parsed.some((c) => isSession(c.name) && !c.httpOnly)) return ["cookies-session-without-httponly-flag", -30];
  if (parsed.some((c) => !c.secure)) return hsts ? ["cookies-without-secure-flag-but-protected-by-hsts", -5] : ["cookies-without-secure-flag", -20];
  if (parsed.every((c) => c.sameSite)) return ["cookies-secure-with-httponly-sessions-and-samesite", 5];
  return ["cookies-secure-with-httponly-sessions", 0];
}

function referrer(header: string | null): [string, number] {
  if (!header) return ["referrer-policy-not-implemented", 0];
  const last = header.split(",").map((v) => v.trim().toLowerCase()).at(-1)!;
  if (["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"].includes(last)) return ["referrer-policy-private", 5];
  if (last === "no-referrer-when-downgrade") return ["referrer-policy-no-referrer-when-downgrade", 0];
  return ["referrer-policy-unsafe", -5];
}

function hsts(header: string | null): [string, number] {
  const maxAge = Number(/max-age=(\d+)/i.exec(header ?? "")?.[1] ?? NaN);
  if (!header || Number.isNaN(maxAge)) return ["hsts-not-implemented", -20];
  return maxAge >= 15_768_000 ? ["hsts-implemented-max-age-at-least-six-months", 0] : ["hsts-implemented-max-age-less-than-six-months", -10];
}

function sri(html: string, origin: string): [string, number] {
  const scripts = [...html.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0]);
  const external = scripts.filter((tag) => {
    const src = /\bsrc="([^"]+)"/i.exec(tag)?.[1];
    return src !== undefined && new URL(src, origin).origin !== origin;
  });
  if (scripts.length === 0) return ["sri-not-implemented-but-no-scripts-loaded", 0];
  if (external.length === 0) return ["sri-not-implemented-but-all-scripts-loaded-from-secure-origin", 0];
  const withIntegrity = external.every((tag) => /\bintegrity=/i.test(tag));
  const secure = external.every((tag) => /\bsrc="(https:|\/\/)/i.test(tag));
  if (withIntegrity) return secure ? ["sri-implemented-and-external-scripts-loaded-securely", 5] : ["sri-implemented-but-external-scripts-not-loaded-securely", -20];
  return secure ? ["sri-not-implemented-but-external-scripts-loaded-securely", -5] : ["sri-not-implemented-and-external-scripts-not-loaded-securely", -50];
}

function frames(xfo: string | null, cspHeader: string | null): [string, number] {
  const ancestors = cspHeader ? directives(cspHeader).get("frame-ancestors") : undefined;
  if (ancestors && !ancestors.includes("*")) return ["x-frame-options-implemented-via-csp", 5];
  if (xfo && /^(deny|sameorigin)$/i.test(xfo.trim())) return ["x-frame-options-sameorigin-or-deny", 0];
  return ["x-frame-options-not-implemented", -20];
}

function cors(header: string | null): [string, number] {
  return header?.trim() === "*" ? ["cross-origin-resource-sharing-implemented-with-universal-access", -50] : ["cross-origin-resource-sharing-not-implemented", 0];
}

const GRADES: Array<[number, string]> = [[100, "A+"], [90, "A"], [85, "A-"], [80, "B+"], [70, "B"], [65, "B-"], [60, "C+"], [50, "C"], [45, "C-"], [40, "D+"], [30, "D"], [25, "D-"], [0, "F"]];

export type HeaderSource = { get(name: string): string | null; getSetCookie(): string[] };

export function observatoryScore(headers: HeaderSource, html: string, origin: string): Scored {
  const hstsResult = hsts(headers.get("Strict-Transport-Security"));
  const tests: Record<string, [string, number]> = {
    "content-security-policy": csp(headers.get("Content-Security-Policy")),
    cookies: cookies(headers.getSetCookie(), hstsResult[1] === 0),
    "cross-origin-resource-sharing": cors(headers.get("Access-Control-Allow-Origin")),
    "referrer-policy": referrer(headers.get("Referrer-Policy")),
    "strict-transport-security": hstsResult,
    "subresource-integrity": sri(html, origin),
    "x-content-type-options": headers.get("X-Content-Type-Options")?.trim().toLowerCase() === "nosniff" ? ["x-content-type-options-nosniff", 0] : ["x-content-type-options-not-implemented", -5],
    "x-frame-options": frames(headers.get("X-Frame-Options"), headers.get("Content-Security-Policy")),
  };
  const results = Object.fromEntries(Object.entries(tests).map(([name, [result, modifier]]) => [name, { result, modifier }]));
  // Bonuses count only once the score is a passing 90 without them (the Observatory's rule).
  const penalties = Object.values(tests).reduce((sum, [, m]) => sum + Math.min(0, m), 0);
  const bonuses = Object.values(tests).reduce((sum, [, m]) => sum + Math.max(0, m), 0);
  const score = Math.max(0, 100 + penalties + (100 + penalties >= 90 ? bonuses : 0));
  return { score, grade: GRADES.find(([min]) => score >= min)![1], results };
}
