// Who may cache a response (spec issue #3 §5): public pages for anonymous visitors at the edge;
// anything that could be personal — a visitor with cookies, a form answer, an error — never.

export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=300, stale-while-revalidate=86400";
export const PRIVATE_CACHE_CONTROL = "private, no-store";

export function cacheControlFor(input: { method: string; status: number; requestHasCookies: boolean; responseSetsCookies: boolean; existing: string | null }): string {
  if (input.existing) return input.existing;
  const safeMethod = input.method === "GET" || input.method === "HEAD";
  const anonymous = !input.requestHasCookies && !input.responseSetsCookies;
  return safeMethod && anonymous && input.status === 200 ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL;
}
