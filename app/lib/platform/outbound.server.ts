// Every call the Worker makes to a third party's configured address (the backend, the form service, the
// email API): at most 10 s, and a redirect is an answer, not followed (ASVS V15.3.2). The configured
// address is the one trusted, so a 3xx is a failed delivery — retried, then dead-lettered for staff to
// see — never a resend of the payload (a 307 resends it whole) to wherever the answer points.
export const OUTBOUND_TIMEOUT_MS = 10_000;

export function post(url: string, init: { headers: Record<string, string>; body: string }): Promise<Response> {
  return fetch(url, { method: "POST", ...init, redirect: "manual", signal: AbortSignal.timeout(OUTBOUND_TIMEOUT_MS) });
}
