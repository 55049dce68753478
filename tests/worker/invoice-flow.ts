// An invoice waiting for payment, made through HTTP the way a buyer and staff make one: a quote of 2
// teachers (K–2 Level 1, $249 each), its Purchase Order, staff's approval. For the tests of what happens
// to its payment (issue #22 §3).
import { expect } from "vitest";
import { type Browser, confirmedBuyer } from "./browser";
import { BILLING, pdfFile } from "./fixtures";
import type { Site } from "./harness";
import { staffBrowser } from "./staff";

export type Invoice = { buyer: Browser; staff: Browser & { staffEmail: string }; quoteId: string; orderId: string; totalCents: number };

/** `billing`: more of checkout's fields (an accounts-payable address). */
export async function invoicePendingPayment(site: Site, email: string, billing: Record<string, string> = {}): Promise<Invoice> {
  const buyer = await confirmedBuyer(site, email);
  await buyer.post("/product/k2-level-1", { intent: "add", product: "k2-level-1", quantity: "2" });
  const requested = await buyer.post("/checkout", { intent: "request-quote", ...BILLING, ...billing });
  const quoteId = (requested.headers.get("Location") ?? "").split("#quote-")[1]!;
  expect((await buyer.upload(`/purchase-order-payment?quote=${quoteId}`, { poNumber: "PO 2207", poFile: pdfFile() })).status).toBe(302);
  const staff = await staffBrowser(site);
  expect((await staff.post(`/staff/orders/${quoteId}`, { intent: "approve", version: String(await quoteVersion(site, quoteId)) })).status).toBe(302);
  const orderId = (await site.env.DB.prepare("SELECT order_id FROM quotes WHERE id = ?").bind(quoteId).first<string>("order_id"))!;
  return { buyer, staff, quoteId, orderId, totalCents: 2 * 24_900 };
}

export const quoteVersion = async (site: Site, quoteId: string) => (await site.env.DB.prepare("SELECT version FROM quotes WHERE id = ?").bind(quoteId).first<number>("version"))!;

/** Staff record (and confirm) the district's ACH transfer for the invoice: the whole balance unless `amount` says. */
export async function recordTransfer(site: Site, invoice: Invoice, reference = "ACH 55120", amount?: string) {
  const paid = (await site.env.DB.prepare("SELECT paid_cents FROM quotes WHERE id = ?").bind(invoice.quoteId).first<number>("paid_cents")) ?? 0;
  return invoice.staff.post(`/staff/orders/${invoice.quoteId}`, {
    intent: "confirm-payment",
    version: String(await quoteVersion(site, invoice.quoteId)),
    method: "bank_transfer",
    reference,
    amount: amount ?? ((invoice.totalCents - paid) / 100).toFixed(2),
    paidOn: new Date().toISOString().slice(0, 10),
  });
}
