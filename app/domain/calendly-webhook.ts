// Calendly's webhook contract (developer.calendly.com, "Webhook Signatures"): the header
// `Calendly-Webhook-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, and the
// invitee.created payload fields this site keeps.
import { z } from "zod";

/** Older signatures are refused, so a captured request can't be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 180;

export function parseSignatureHeader(header: string | null): { timestamp: number; signature: string } | null {
  if (!header) return null;
  const parts = Object.fromEntries(
    header.split(",").map((part) => {
      const [key = "", ...rest] = part.trim().split("=");
      return [key, rest.join("=")];
    }),
  );
  const timestamp = Number(parts.t);
  const signature = parts.v1 ?? "";
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/i.test(signature)) return null;
  return { timestamp, signature: signature.toLowerCase() };
}

export const isFresh = (timestamp: number, nowSeconds: number) => Math.abs(nowSeconds - timestamp) <= SIGNATURE_TOLERANCE_SECONDS;

const text = z.string().max(500).nullish();

export const inviteeCreatedSchema = z.object({
  event: z.literal("invitee.created"),
  payload: z.object({
    uri: z.url().max(500),
    email: z.string().max(254).nullish(),
    name: z.string().max(200).nullish(),
    /** The invitee's IANA time zone ("America/Chicago"): a booked class is told in it. Anything else is dropped. */
    timezone: z.string().max(64).regex(/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+){0,2}$/).nullish().catch(null),
    scheduled_event: z.object({ uri: z.url().max(500).nullish(), name: text, start_time: z.iso.datetime({ offset: true }).nullish() }).nullish(),
    tracking: z
      .object({ utm_source: text, utm_medium: text, utm_campaign: text, utm_content: text, utm_term: text, salesforce_uuid: text })
      .partial()
      .nullish(),
  }),
});

export type InviteeCreated = z.infer<typeof inviteeCreatedSchema>;
