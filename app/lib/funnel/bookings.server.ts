// Bookings reported by Calendly's invitee.created webhook: verified, stored once per invitee, and tied
// to the visitor's journey through the salesforce_uuid tracking field (the funnel reference), which
// moves that lead's stepBooked to 5 (booked).
import { z } from "zod";
import { inviteeCreatedSchema, isFresh, parseSignatureHeader, type InviteeCreated } from "~/domain/calendly-webhook";
import { BOOKED_STEP } from "~/domain/funnel";
import { leadBookedStatement } from "./leads.server";
import type { BatchedRead } from "../platform/batched-reads.server";

async function hmacHex(key: string, message: string): Promise<string> {
  const cryptoKey = await crypto.subtle.importKey("raw", new TextEncoder().encode(key), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = await crypto.subtle.sign("HMAC", cryptoKey, new TextEncoder().encode(message));
  return [...new Uint8Array(mac)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Constant-time comparison of two hex strings of equal length. */
function sameHex(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export async function verifySignature(header: string | null, rawBody: string, signingKey: string, nowSeconds = Math.floor(Date.now() / 1000)) {
  const parsed = parseSignatureHeader(header);
  if (!parsed || !isFresh(parsed.timestamp, nowSeconds)) return false;
  return sameHex(await hmacHex(signingKey, `${parsed.timestamp}.${rawBody}`), parsed.signature);
}

export type WebhookResult = { status: 200 | 202 | 400; body: Record<string, unknown> };

/** Other event types are acknowledged and ignored (202), so Calendly doesn't retry them. */
export async function recordBooking(db: D1Database, body: unknown): Promise<WebhookResult> {
  const kind = z.object({ event: z.string() }).safeParse(body);
  if (!kind.success) return { status: 400, body: { error: "Not a Calendly webhook" } };
  if (kind.data.event !== "invitee.created") return { status: 202, body: { ignored: kind.data.event } };
  const parsed = inviteeCreatedSchema.safeParse(body);
  if (!parsed.success) return { status: 400, body: { error: "Malformed invitee.created payload" } };
  const { payload } = parsed.data as InviteeCreated;
  const funnelId = z.uuid().safeParse(payload.tracking?.salesforce_uuid).data ?? null;
  const statements = [
    db
      .prepare(
        `INSERT INTO bookings (invitee_uri, funnel_id, event_uri, event_name, start_time, name, email, tracking, timezone)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(invitee_uri) DO NOTHING`,
      )
      .bind(
        payload.uri,
        funnelId,
        payload.scheduled_event?.uri ?? null,
        payload.scheduled_event?.name ?? null,
        payload.scheduled_event?.start_time ?? null,
        payload.name ?? null,
        payload.email ?? null,
        JSON.stringify(payload.tracking ?? {}),
        payload.timezone ?? null,
      ),
  ];
  if (funnelId) {
    statements.push(leadBookedStatement(db, funnelId, BOOKED_STEP));
  }
  await db.batch(statements);
  return { status: 200, body: { recorded: true, funnel: Boolean(funnelId) } };
}

export async function latestBooking(db: D1Database, funnelId: string) {
  return db
    .prepare("SELECT event_name AS eventName, start_time AS startTime FROM bookings WHERE funnel_id = ? ORDER BY received_at DESC LIMIT 1")
    .bind(funnelId)
    .first<{ eventName: string | null; startTime: string | null }>();
}

/** The next class booked under the account's email (Calendly's invitee email), in the caller's batch. */
export function nextBookingRead(db: D1Database, email: string, now = new Date()): BatchedRead<{ start: Date; timezone: string | null } | null> {
  return {
    statements: [db.prepare("SELECT start_time, timezone FROM bookings WHERE email = ? AND start_time > ? ORDER BY start_time LIMIT 1").bind(email, now.toISOString())],
    view: ([result]) => {
      const row = (result?.results as { start_time: string; timezone: string | null }[] | undefined)?.[0];
      return row ? { start: new Date(row.start_time), timezone: row.timezone } : null;
    },
  };
}
