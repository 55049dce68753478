// The quote and the invoice as PDFs (issues #11, #26), made in the Worker with pdf-lib on the shared layout
// (lib/platform/pdf-layout.ts: text wraps, nothing crosses a margin): the vendor's legal name, address and
// EIN; who it is for; the document's number and dates, and the Purchase Order's; the lines (one licence per
// teacher per level, for a twelve-month term) with unit price and amount; subtotal, sales tax, total, and on
// the invoice what was paid and the balance due; terms and where to send the money. Plain text in a standard
// font: small, and readable by any PDF reader and purchasing system.
import { remitTo, salesTax, vendor } from "~/config/site";
import { LICENCE_TERM_MS } from "~/domain/curriculum";
import { formatUsdCents as formatUsd } from "~/domain/pricing";
import { formatLongDate, lineTotalCents } from "~/domain/shop";
import { Layout } from "../platform/pdf-layout";
import type { OrderView } from "./orders.server";
import { exemptionOf } from "./tax-exemptions.server";
import type { QuoteView } from "./quotes.server";
import { fileDownload } from "../platform/download.server";

const VENDOR_LINE = `${vendor.legalName} · ${vendor.address.join(", ")} · EIN ${vendor.ein}`;

async function documentLayout(title: string, at: Date) {
  const l = await Layout.create({ title, subject: `${title} from ${vendor.legalName}`, header: VENDOR_LINE, author: vendor.legalName, creator: "Hablarte website", date: at });
  l.text(vendor.legalName, { size: 18, font: "bold", after: 0 });
  for (const line of vendor.address) l.text(line, { size: 10, after: 0 });
  l.text(`EIN ${vendor.ein} · ${vendor.email} · ${vendor.phone}`, { size: 10, after: 14 });
  return l;
}

function billTo(document: { billing: QuoteView["billing"] }): string[] {
  const b = document.billing;
  const lines = [b.organisation, b.contactName, b.email, b.address, [b.city, b.state, b.zip].filter(Boolean).join(", "), b.apEmail ? `Accounts payable: ${b.apEmail}` : ""];
  return lines.filter((line): line is string => !!line);
}

/** The lines, each with its licence term (the totals follow: sales tax is not charged, decision 0049). */
function lines(l: Layout, quote: Pick<QuoteView, "items">, term: string) {
  l.grid(
    [
      ["Description", "Teachers", "Price per teacher", "Amount"],
      ...quote.items.map((item) => [`${item.title} (${item.sku}). K-12 Spanish curriculum license, one teacher, ${term}.`, String(item.quantity), formatUsd(item.unitCents), formatUsd(lineTotalCents(item))]),
    ],
    [{ share: 52 }, { share: 12, align: "right" }, { share: 18, align: "right" }, { share: 18, align: "right" }],
  );
}

/** The sales-tax line: exempt while the buyer's certificate is on file, else the school's position. */
type TaxNote = { exemptSince?: Date | null };
const taxLine = ({ exemptSince }: TaxNote): [string, string] => [exemptSince ? `Sales tax (exempt: certificate on file, received ${formatLongDate(exemptSince)})` : `Sales tax (${salesTax.note})`, formatUsd(0)];

const term = (paidAt: Date | null) => (paidAt ? `${formatLongDate(paidAt)} to ${formatLongDate(new Date(paidAt.getTime() + LICENCE_TERM_MS))}` : "12 months from payment");

export async function quotePdf(quote: QuoteView, tax: TaxNote = {}): Promise<Uint8Array> {
  const l = await documentLayout(`Quote ${quote.number}`, quote.issuedAt);
  l.title(`Quote ${quote.number}`);
  l.sideBySide(
    { title: "Prepared for", lines: billTo(quote) },
    { title: "Quote", lines: [`Number: ${quote.number}`, `Date: ${formatLongDate(quote.issuedAt)}`, `Valid until: ${formatLongDate(quote.validUntil)}`, "Payment terms: net 30 from the invoice"] },
  );
  lines(l, quote, "12 months from payment");
  l.pairs([["Subtotal", formatUsd(quote.totalCents)], taxLine(tax), ["Total (USD)", formatUsd(quote.totalCents)]], { bold: ["Total (USD)"] });
  l.heading("To order");
  l.list([
    `Please reference Quote ${quote.number} on your Purchase Order.`,
    "Sign in to your account, open My Order and choose Accept Quote, then add your Purchase Order (its number and the PO as a PDF).",
    "We review Purchase Orders within 1-2 business days and then send the invoice, payable net 30 by card, ACH or wire transfer, or check.",
    "Licenses appear in My Products once the invoice is paid: one license per teacher per level, for twelve months from payment.",
  ]);
  l.text(`Questions about this quote: ${vendor.email} · ${vendor.phone}`, { size: 9.5 });
  return l.save(`${vendor.legalName} · Quote ${quote.number}`);
}

/** The invoice staff issue on approving a Purchase Order: net 30, with what was paid and where to send the rest. */
export async function invoicePdf(quote: QuoteView & { invoice: NonNullable<QuoteView["invoice"]> }, tax: TaxNote = {}): Promise<Uint8Array> {
  const { invoice } = quote;
  const paidCents = quote.payment ? quote.totalCents : 0;
  const l = await documentLayout(`Invoice ${invoice.number}`, invoice.issuedAt);
  l.title(`Invoice ${invoice.number}`);
  l.sideBySide(
    { title: "Bill to", lines: billTo(quote) },
    {
      title: "Invoice",
      lines: [`Number: ${invoice.number}`, `Date: ${formatLongDate(invoice.issuedAt)}`, `Due: ${formatLongDate(invoice.dueAt)} (net 30)`, `Purchase Order: ${quote.poNumber ?? "none"}`, `Quote: ${quote.number}`],
    },
  );
  lines(l, quote, term(quote.payment?.paidAt ?? null));
  l.pairs(
    [
      ["Subtotal", formatUsd(quote.totalCents)],
      taxLine(tax),
      ["Total (USD)", formatUsd(quote.totalCents)],
      ["Amount paid", formatUsd(paidCents)],
      ["Balance due (USD)", formatUsd(quote.totalCents - paidCents)],
    ],
    { bold: ["Balance due (USD)"] },
  );
  l.heading("How to pay");
  l.list([
    `Please pay by ${formatLongDate(invoice.dueAt)} and reference ${invoice.number} with your payment.`,
    "By card: sign in to your account, open My Order and choose Pay invoice by card.",
    `By ACH or wire transfer: ${remitTo.bank.name}, account name ${remitTo.bank.accountName}, routing (ABA) ${remitTo.bank.routing}, account ${remitTo.bank.account}.`,
    `By check, payable to ${remitTo.payee}, mailed to ${remitTo.mail.join(", ")}.`,
  ]);
  l.text(`Questions about this invoice: ${vendor.email} · ${vendor.phone}. One license per teacher per level, for twelve months from payment; licenses appear in My Products once the invoice is paid.`, { size: 9.5 });
  return l.save(`${vendor.legalName} · Invoice ${invoice.number}`);
}

/** A card order's receipt (issue #26): what was bought, for whom, paid when and how, with nothing left to pay. */
export async function receiptPdf(order: OrderView & { paidAt: Date }, tax: TaxNote = {}): Promise<Uint8Array> {
  const l = await documentLayout(`Receipt ${order.number}`, order.paidAt);
  l.title(`Receipt for order ${order.number}`);
  l.sideBySide(
    { title: "Billed to", lines: billTo(order) },
    { title: "Receipt", lines: [`Order: ${order.number}`, `Ordered: ${formatLongDate(order.createdAt)}`, `Paid: ${formatLongDate(order.paidAt)}`, "Paid by card"] },
  );
  lines(l, order, term(order.paidAt));
  l.pairs(
    [
      ["Subtotal", formatUsd(order.totalCents)],
      taxLine(tax),
      ["Total (USD)", formatUsd(order.totalCents)],
      ["Amount paid by card", formatUsd(order.totalCents)],
      ["Balance due (USD)", formatUsd(0)],
    ],
    { bold: ["Total (USD)"] },
  );
  l.text(`The licenses are in My Products, one per teacher per level, for twelve months from payment. Questions about this order: ${vendor.email} · ${vendor.phone}, mentioning ${order.number}.`, { size: 9.5 });
  return l.save(`${vendor.legalName} · Receipt ${order.number}`);
}

/** Every document leaves as a download, never rendered in the site's origin (issue #11 §1: attachment, nosniff). */
export function pdfDownload(body: ReadableStream | Uint8Array, filename: string): Response {
  return fileDownload(body, { contentType: "application/pdf", filename });
}

const invoiceKey = (quote: Pick<QuoteView, "id">, number: string) => `invoices/${quote.id}/${number}.pdf`;

/** Kept in R2 as issued: the invoice is a record, not a page made afresh each time. */
export async function storeInvoice(env: Env, quote: QuoteView & { invoice: NonNullable<QuoteView["invoice"]> }): Promise<Uint8Array> {
  const pdf = await invoicePdf(quote, { exemptSince: (await exemptionOf(env.DB, quote.userId))?.uploadedAt });
  await env.FILES.put(invoiceKey(quote, quote.invoice.number), pdf, { httpMetadata: { contentType: "application/pdf" }, customMetadata: { quote: quote.number } });
  return pdf;
}

/** The invoice as issued (from R2); made again and kept if it is missing (the PDF failed to store at approval). */
export async function invoiceFile(env: Env, quote: QuoteView): Promise<{ body: ReadableStream | Uint8Array; filename: string } | null> {
  if (!quote.invoice) return null;
  const stored = await env.FILES.get(invoiceKey(quote, quote.invoice.number));
  const body = stored ? stored.body : await storeInvoice(env, quote as QuoteView & { invoice: NonNullable<QuoteView["invoice"]> });
  return { body, filename: `${quote.invoice.number}.pdf` };
}

/** The Purchase Order file the buyer uploaded, from R2. */
export async function purchaseOrderFile(env: Env, quote: QuoteView): Promise<{ body: ReadableStream; filename: string } | null> {
  if (!quote.poKey) return null;
  const stored = await env.FILES.get(quote.poKey);
  return stored ? { body: stored.body, filename: `PO-${(quote.poNumber ?? quote.number).replace(/[^A-Za-z0-9.-]+/g, "-")}.pdf` } : null;
}
