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
import { balanceDueCents } from "~/domain/quote-order";
import { paymentMethodLabel, paymentMethodPhrase } from "~/domain/staff";
import { creditNoteOf, paymentsOf, type CreditNote, type InvoicePayment } from "./invoice-payments.server";
import { newLayout, type Layout } from "../platform/pdf-documents.server";
import type { OrderView } from "./orders.server";
import { exemptionOf } from "./tax-exemptions.server";
import type { QuoteView } from "./quotes.server";
import { fileDownload } from "../platform/download.server";

const VENDOR_LINE = `${vendor.legalName} · ${vendor.address.join(", ")} · EIN ${vendor.ein}`;

async function documentLayout(title: string, at: Date) {
  const l = await newLayout({ title, subject: `${title} from ${vendor.legalName}`, header: VENDOR_LINE, author: vendor.legalName, creator: "Hablarte website", date: at });
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

/**
 * What a document says beyond the quote itself: the buyer's tax exemption (the sales-tax line is exempt while
 * their certificate is on file, else the school's position), and an invoice's payments and credit note.
 */
type DocumentFacts = { exemptSince?: Date | null; payments?: InvoicePayment[]; creditNote?: CreditNote | null };
type TaxNote = Pick<DocumentFacts, "exemptSince">;
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

/** The invoice staff issue on approving a Purchase Order: net 30, with every payment so far and where to send the rest. */
export async function invoicePdf(quote: QuoteView & { invoice: NonNullable<QuoteView["invoice"]> }, facts: DocumentFacts = {}): Promise<Uint8Array> {
  const { invoice, paidCents } = quote;
  const payments = facts.payments ?? [];
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
      taxLine(facts),
      ["Total (USD)", formatUsd(quote.totalCents)],
      ["Amount paid", formatUsd(paidCents)],
      ["Balance due (USD)", formatUsd(balanceDueCents(quote.totalCents, paidCents))],
    ],
    { bold: ["Balance due (USD)"] },
  );
  if (payments.length > 0) {
    l.heading("Payments received");
    paymentGrid(l, payments);
  }
  if (facts.creditNote) l.text(`Paid ${formatUsd(facts.creditNote.amountCents)} beyond the total: credit note ${facts.creditNote.number} of ${formatLongDate(facts.creditNote.issuedAt)} records the amount owed back to ${quote.billing.organisation ?? "the buyer"}.`, { size: 10 });
  if (quote.status === "pending_payment") {
    l.heading("How to pay");
    l.list([
      `Please pay by ${formatLongDate(invoice.dueAt)} and reference ${invoice.number} with your payment.`,
      "By card: sign in to your account, open My Order and choose Pay invoice by card.",
      `By ACH or wire transfer: ${remitTo.bank.name}, account name ${remitTo.bank.accountName}, routing (ABA) ${remitTo.bank.routing}, account ${remitTo.bank.account}.`,
      `By check, payable to ${remitTo.payee}, mailed to ${remitTo.mail.join(", ")}.`,
    ]);
  }
  l.text(`Questions about this invoice: ${vendor.email} · ${vendor.phone}. One license per teacher per level, for twelve months from payment; licenses appear in My Products once the invoice is paid.`, { size: 9.5 });
  return l.save(`${vendor.legalName} · Invoice ${invoice.number}`);
}

/** The payments towards an invoice: when each arrived, how, its reference, how much. */
function paymentGrid(l: Layout, payments: InvoicePayment[]) {
  l.grid(
    [["Received", "Method", "Reference", "Amount"], ...payments.map((p) => [formatLongDate(new Date(`${p.paidOn}T12:00:00Z`)), paymentMethodLabel(p.method), p.reference, formatUsd(p.amountCents)])],
    [{ share: 34 }, { share: 22 }, { share: 26 }, { share: 18, align: "right" }],
  );
}

/**
 * The credit note of an overpaid invoice (issue #26): what was invoiced, every payment received, the amount
 * owed back to the school, and whether it has been refunded (how, when, with what reference) or when it will be.
 */
export async function creditNotePdf(quote: QuoteView & { invoice: NonNullable<QuoteView["invoice"]> }, note: CreditNote, payments: InvoicePayment[]): Promise<Uint8Array> {
  const l = await documentLayout(`Credit note ${note.number}`, note.issuedAt);
  l.title(`Credit note ${note.number}`);
  l.sideBySide(
    { title: "Credit to", lines: billTo(quote) },
    { title: "Credit note", lines: [`Number: ${note.number}`, `Date: ${formatLongDate(note.issuedAt)}`, `For invoice: ${quote.invoice.number}`, `Purchase Order: ${quote.poNumber ?? "none"}`, `Quote: ${quote.number}`] },
  );
  l.heading("Payments received for the invoice");
  paymentGrid(l, payments);
  l.pairs(
    [
      [`Invoice ${quote.invoice.number} total`, formatUsd(quote.totalCents)],
      ["Payments received", formatUsd(quote.paidCents)],
      ["Credit due to you (USD)", formatUsd(note.amountCents)],
    ],
    { bold: ["Credit due to you (USD)"] },
  );
  l.heading("Refund");
  if (note.refund) {
    l.text(`Refunded on ${formatLongDate(new Date(`${note.refund.sentOn}T12:00:00Z`))} by ${paymentMethodPhrase(note.refund.method)}, reference ${note.refund.reference}. Nothing more is owed on invoice ${quote.invoice.number}.`, { size: 10 });
  } else {
    l.text(`We refund ${formatUsd(note.amountCents)} to ${quote.billing.organisation ?? "the school"} by ACH transfer or check within 10 business days of this credit note, and email the buyer when it is sent. To have it sent to another account or address, write to ${vendor.email} quoting ${note.number}.`, { size: 10 });
  }
  l.text(`Questions about this credit note: ${vendor.email} · ${vendor.phone}.`, { size: 9.5 });
  return l.save(`${vendor.legalName} · Credit note ${note.number}`);
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

/**
 * Kept in R2 as issued: the invoice is a record, not a page made afresh each time. Made again when a payment
 * is recorded, so the copy the buyer and accounts payable download shows every payment and the balance.
 */
export async function storeInvoice(env: Env, quote: QuoteView & { invoice: NonNullable<QuoteView["invoice"]> }): Promise<Uint8Array> {
  const [exemption, payments, creditNote] = await Promise.all([exemptionOf(env.DB, quote.userId), paymentsOf(env.DB, quote.id), creditNoteOf(env.DB, quote.id)]);
  const pdf = await invoicePdf(quote, { exemptSince: exemption?.uploadedAt, payments, creditNote });
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

/** The credit note of an overpaid invoice, made as it stands now (open, or refunded and how). */
export async function creditNoteFile(env: Env, quote: QuoteView): Promise<{ body: Uint8Array; filename: string } | null> {
  const note = quote.invoice ? await creditNoteOf(env.DB, quote.id) : null;
  if (!note) return null;
  const body = await creditNotePdf(quote as QuoteView & { invoice: NonNullable<QuoteView["invoice"]> }, note, await paymentsOf(env.DB, quote.id));
  return { body, filename: `${note.number}.pdf` };
}

/** The Purchase Order file the buyer uploaded, from R2. */
export async function purchaseOrderFile(env: Env, quote: QuoteView): Promise<{ body: ReadableStream; filename: string } | null> {
  if (!quote.poKey) return null;
  const stored = await env.FILES.get(quote.poKey);
  return stored ? { body: stored.body, filename: `PO-${(quote.poNumber ?? quote.number).replace(/[^A-Za-z0-9.-]+/g, "-")}.pdf` } : null;
}
