// Security events (ASVS 5.0 V16.2.1, V16.3.1–V16.3.3): sign-ins and their failures, sign-outs, password
// and account changes, refused authorisations, cross-site and rate-limit refusals, and form bodies no
// page of ours sends (oversized, not a form, not UTF-8). Each is one line in
// Workers Logs, "[security] " and a JSON object, so an attack's who, when and what are on record:
//   {"event":"sign-in.failed","actor":"buyer","account":"3f9c…","method":"POST","path":"/login","client":"a41b…"}
// Who is an account or staff id; an email is a keyed pseudonym (the same address, the same value, so
// failures against one account line up) and the client an HMAC of its IP: no address, password, token
// or query string is ever written (the query of a reset or invitation link holds its token). The time is
// Workers Logs' own, in UTC.
import { hmacHex } from "./crypto.server";
import { getConfig } from "./env.server";

export type SecurityEventName =
  | "sign-in.succeeded"
  | "sign-in.failed"
  | "sign-in.throttled"
  | "sign-out"
  | "password-reset.requested"
  | "password-reset.succeeded"
  | "password-reset.failed"
  | "password.changed"
  | "password.change-failed"
  | "account.deleted"
  | "account.delete-failed"
  | "sessions.ended-others"
  | "sessions.end-others-failed"
  | "sessions.ended-by-staff"
  | "authorization.refused"
  | "request.cross-site-refused"
  | "request.burst-refused"
  | "rate-limit.exceeded"
  | "email.allowance-spent"
  | "form.rejected"
  // Money the webhook would not apply to an order (issue #22 §3–§4), and its refund by staff.
  | "payment.overpayment"
  | "payment.mismatch"
  | "payment.unmatched"
  | "payment.refunded"
  | "payment.refund-failed";

type Fields = Record<string, string | number | null | undefined>;

/** A keyed pseudonym for a value that mustn't be logged as itself (an email, an IP): 16 hex characters. */
export async function pseudonym(env: Env, kind: string, value: string): Promise<string> {
  return (await hmacHex(getConfig(env).sessionSecret, `security-log:${kind}:${value.trim().toLowerCase()}`)).slice(0, 16);
}

/**
 * Writes one security event. With the request, the line says where it came from (method, path without
 * its query) and, with the env, the client's pseudonym; without them (a data lookup that has no
 * request), only `fields`.
 */
export async function securityEvent(event: SecurityEventName, fields: Fields, from?: { env?: Env; request: Request }): Promise<void> {
  const where = from
    ? {
        method: from.request.method,
        path: new URL(from.request.url).pathname,
        ...(from.env ? { client: await pseudonym(from.env, "ip", from.request.headers.get("CF-Connecting-IP") ?? "unknown") } : {}),
      }
    : {};
  console.info(`[security] ${JSON.stringify({ event, ...fields, ...where })}`);
}
