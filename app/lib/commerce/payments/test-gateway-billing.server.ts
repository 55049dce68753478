// The test gateway's billing records, standing in for what Stripe's customer portal shows (issue #27): the
// customer's card on file (brand and last four digits), the invoices it charged, and portal visits. The
// only writer of gateway_customers, gateway_invoices and gateway_portal_sessions; the portal's plan change
// and cancellation are subscription events, sent by test-gateway.server like every other.
import { cardBrand, cardOutcome } from "~/domain/test-cards";
import { hmacHex } from "../../platform/crypto.server";
import { randomId } from "./test-gateway-objects";

/** A portal link works for an hour, like a short-lived Stripe billing portal session. */
const PORTAL_SESSION_MS = 60 * 60 * 1000;

export type GatewayCard = { brand: string; last4: string; fingerprint: string };

/**
 * Like Stripe's card fingerprint: the same number always gives the same value, and the value doesn't give
 * the number back (an HMAC under the gateway's secret). The number itself is never stored.
 */
export async function cardFingerprintOf(digits: string, webhookSecret: string): Promise<string> {
  return (await hmacHex(webhookSecret, `card-fingerprint:${digits}`)).slice(0, 24);
}

export async function keepCard(db: D1Database, customerId: string, card: GatewayCard): Promise<void> {
  await db
    .prepare(
      `INSERT INTO gateway_customers (id, card_brand, card_last4, card_fingerprint, updated_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET card_brand = excluded.card_brand, card_last4 = excluded.card_last4, card_fingerprint = excluded.card_fingerprint, updated_at = excluded.updated_at`,
    )
    .bind(customerId, card.brand, card.last4, card.fingerprint, Date.now())
    .run();
}

/** One charge in the customer's billing history; its id is the invoice event's. */
export async function recordInvoice(db: D1Database, invoice: { customerId: string; subscriptionId: string; planId: string; amountCents: number }): Promise<string> {
  const id = randomId("in");
  await db
    .prepare("INSERT INTO gateway_invoices (id, customer_id, subscription_id, plan_id, amount_cents, created_at) VALUES (?, ?, ?, ?, ?, ?)")
    .bind(id, invoice.customerId, invoice.subscriptionId, invoice.planId, invoice.amountCents, Date.now())
    .run();
  return id;
}

export async function openPortalSession(db: D1Database, customerId: string, returnUrl: string): Promise<string> {
  const id = `bps_test_${crypto.randomUUID().replaceAll("-", "")}`;
  await db.prepare("INSERT INTO gateway_portal_sessions (id, customer_id, return_url, created_at) VALUES (?, ?, ?, ?)").bind(id, customerId, returnUrl, Date.now()).run();
  return id;
}

export type PortalSession = { id: string; customerId: string; returnUrl: string };

/** A portal visit still open (unknown or older than an hour: null). */
export async function readPortalSession(db: D1Database, id: string, now = Date.now()): Promise<PortalSession | null> {
  if (!/^bps_test_[a-f0-9]{32}$/.test(id)) return null;
  const row = await db.prepare("SELECT id, customer_id, return_url FROM gateway_portal_sessions WHERE id = ? AND created_at > ?").bind(id, now - PORTAL_SESSION_MS).first<{ id: string; customer_id: string; return_url: string }>();
  return row ? { id: row.id, customerId: row.customer_id, returnUrl: row.return_url } : null;
}

export type PortalInvoice = { id: string; planId: string; amountCents: number; createdAt: Date };

/** What the portal shows of a customer: the card on file and the charges, newest first. */
export async function billingOf(db: D1Database, customerId: string): Promise<{ card: Omit<GatewayCard, "fingerprint"> | null; invoices: PortalInvoice[] }> {
  const [card, invoices] = await db.batch([
    db.prepare("SELECT card_brand AS brand, card_last4 AS last4 FROM gateway_customers WHERE id = ?").bind(customerId),
    db.prepare("SELECT id, plan_id, amount_cents, created_at FROM gateway_invoices WHERE customer_id = ? ORDER BY created_at DESC LIMIT 52").bind(customerId),
  ]);
  return {
    card: (card!.results[0] as { brand: string; last4: string } | undefined) ?? null,
    invoices: (invoices!.results as { id: string; plan_id: string; amount_cents: number; created_at: number }[]).map((row) => ({ id: row.id, planId: row.plan_id, amountCents: row.amount_cents, createdAt: new Date(row.created_at) })),
  };
}

/** The portal's "Update card": Stripe's test cards decide; a declined card leaves the one on file. */
export async function replaceCard(db: D1Database, customerId: string, digits: string, webhookSecret: string): Promise<"updated" | "declined"> {
  if (cardOutcome(digits) === "declined") return "declined";
  await keepCard(db, customerId, { brand: cardBrand(digits), last4: digits.slice(-4), fingerprint: await cardFingerprintOf(digits, webhookSecret) });
  return "updated";
}
