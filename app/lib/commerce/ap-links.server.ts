// The invoice for a district's accounts payable (issue #26): a link that needs no account, signed by the site
// (HMAC under SESSION_SECRET) so it can't be guessed or pointed at another invoice, and ending 90 days after
// it was sent. The link names the quote; the invoice it opens is the one issued for it.
import { hmacHex, secretMatches } from "../platform/crypto.server";

export const AP_LINK_DAYS = 90;
const signed = (secret: string, quoteId: string, expires: number) => hmacHex(secret, `ap-invoice:${quoteId}:${expires}`);

/** `/documents/ap/<quote id>.<expiry, base 36>.<signature>` */
export async function apInvoicePath(secret: string, quoteId: string, now: Date): Promise<string> {
  const expires = Math.floor(now.getTime() / 1000) + AP_LINK_DAYS * 86_400;
  return `/documents/ap/${quoteId}.${expires.toString(36)}.${await signed(secret, quoteId, expires)}`;
}

/** The quote a link opens, or null for a link that is malformed, altered or past its end. */
export async function quoteOfApLink(secret: string, token: string | undefined, now: Date): Promise<string | null> {
  const match = /^([0-9a-f-]{36})\.([0-9a-z]{1,10})\.([0-9a-f]{64})$/.exec(token ?? "");
  if (!match) return null;
  const [, quoteId, expiresText, signature] = match as unknown as [string, string, string, string];
  const expires = parseInt(expiresText, 36);
  if (!(expires * 1000 > now.getTime())) return null;
  return secretMatches(signature, await signed(secret, quoteId, expires)) ? quoteId : null;
}
