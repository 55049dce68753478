// The quote and the invoice as PDFs (issue #11), made in the Worker with pdf-lib: the school's letterhead,
// the buyer, the lines (one licence per teacher per level), the total, and the quote's validity or the
// invoice's due date and remit-to details. Plain text in a standard font: small, and readable by any PDF
// reader and purchasing system.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { brand, remitTo } from "~/config/site";
import { formatUsd } from "~/domain/pricing";
import { formatLongDate, lineTotalCents } from "~/domain/shop";
import type { QuoteView } from "./quotes.server";
import { fileDownload } from "../platform/download.server";

const MARGIN = 56;
const PAGE: [number, number] = [612, 792]; // US Letter

/** Standard PDF fonts cover Windows-1252 only: anything else is replaced rather than failing the document. */
function printable(font: PDFFont, text: string): string {
  return [...text]
    .map((ch) => {
      try {
        font.encodeText(ch);
        return ch;
      } catch {
        return "?";
      }
    })
    .join("");
}

class Writer {
  private page: PDFPage;
  private y: number;
  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }
  line(text: string, { size = 10, bold = false, gap = 4, x = MARGIN } = {}) {
    if (this.y < MARGIN + size) {
      this.page = this.doc.addPage(PAGE);
      this.y = PAGE[1] - MARGIN;
    }
    const font = bold ? this.bold : this.font;
    this.page.drawText(printable(font, text), { x, y: this.y - size, size, font, color: rgb(0.12, 0.16, 0.22) });
    this.y -= size + gap;
  }
  row(cells: Array<[string, number]>, { bold = false } = {}) {
    const font = bold ? this.bold : this.font;
    if (this.y < MARGIN + 10) {
      this.page = this.doc.addPage(PAGE);
      this.y = PAGE[1] - MARGIN;
    }
    for (const [text, x] of cells) this.page.drawText(printable(font, text), { x, y: this.y - 10, size: 10, font });
    this.y -= 16;
  }
  space(points = 12) {
    this.y -= points;
  }
}

type Document = { title: string; number: string; at: Date; dates: string; quote: QuoteView; extra?: (w: Writer) => void; footer: string[] };

async function document({ title, number, at, dates, quote, extra, footer }: Document): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${title} ${number}`);
  doc.setAuthor(brand.name);
  doc.setCreationDate(at);
  const w = new Writer(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));
  w.line(brand.name, { size: 20, bold: true, gap: 2 });
  w.line(`${brand.tagline} · ${brand.email} · ${brand.phone}`, { size: 9 });
  w.space(18);
  w.line(`${title} ${number}`, { size: 16, bold: true });
  w.line(dates);
  w.space();
  w.line(title === "Invoice" ? "Bill to" : "For", { bold: true });
  for (const text of [quote.billing.organisation, quote.billing.contactName, quote.billing.email, quote.billing.address, [quote.billing.city, quote.billing.state, quote.billing.zip].filter(Boolean).join(", ")]) {
    if (text) w.line(text);
  }
  extra?.(w);
  w.space(18);
  const columns = [MARGIN, 330, 400, 480] as const;
  w.row([["K-12 Spanish curriculum license", columns[0]], ["Teachers", columns[1]], ["Per teacher", columns[2]], ["Amount", columns[3]]], { bold: true });
  for (const item of quote.items) {
    w.row([[`${item.title} (${item.sku})`, columns[0]], [String(item.quantity), columns[1]], [formatUsd(item.unitCents), columns[2]], [formatUsd(lineTotalCents(item)), columns[3]]]);
  }
  w.space(4);
  w.row([[title === "Invoice" ? "Amount due (USD)" : "Total (USD)", columns[2]], [formatUsd(quote.totalCents), columns[3]]], { bold: true });
  w.space(18);
  for (const text of footer) w.line(text, { size: 9, gap: 3 });
  return doc.save();
}

export function quotePdf(quote: QuoteView): Promise<Uint8Array> {
  return document({
    title: "Quote",
    number: quote.number,
    at: quote.issuedAt,
    dates: `Issued ${formatLongDate(quote.issuedAt)} · valid until ${formatLongDate(quote.validUntil)}`,
    quote,
    footer: [
      "One license per teacher per level, for one school year.",
      "To order: sign in to your account, open My Order and choose Accept Quote, then add your Purchase Order",
      "(its number and the PO as a PDF). We review Purchase Orders within 1-2 business days and then send the invoice,",
      "payable net 30 by card, bank transfer or cheque. Licenses appear in My Products once the invoice is paid.",
    ],
  });
}

/** The invoice staff issue on approving a Purchase Order: net 30, with where to send the money. */
export function invoicePdf(quote: QuoteView & { invoice: NonNullable<QuoteView["invoice"]> }): Promise<Uint8Array> {
  const { invoice } = quote;
  return document({
    title: "Invoice",
    number: invoice.number,
    at: invoice.issuedAt,
    dates: `Invoice date ${formatLongDate(invoice.issuedAt)} · due ${formatLongDate(invoice.dueAt)} (net 30)`,
    quote,
    extra: (w) => {
      w.space(6);
      w.line(`Purchase Order ${quote.poNumber ?? ""} · Quote ${quote.number}`, { bold: true });
    },
    footer: [
      `Please pay by ${formatLongDate(invoice.dueAt)} and quote ${invoice.number} with your payment.`,
      `By card: sign in to your account, open My Order and choose Pay invoice by card.`,
      `By bank transfer (ACH or wire): ${remitTo.bank.name}, account name ${remitTo.bank.accountName},`,
      `routing (ABA) ${remitTo.bank.routing}, account ${remitTo.bank.account}.`,
      `By cheque, payable to ${remitTo.payee}, mailed to: ${remitTo.mail.join(", ")}.`,
      `${remitTo.taxId} · Questions about this invoice: ${remitTo.accountsEmail}`,
      "One license per teacher per level, for one school year. Licenses appear in My Products once the invoice is paid.",
    ],
  });
}

/** Every document leaves as a download, never rendered in the site's origin (issue #11 §1: attachment, nosniff). */
export function pdfDownload(body: ReadableStream | Uint8Array, filename: string): Response {
  return fileDownload(body, { contentType: "application/pdf", filename });
}

const invoiceKey = (quote: Pick<QuoteView, "id">, number: string) => `invoices/${quote.id}/${number}.pdf`;

/** Kept in R2 as issued: the invoice is a record, not a page made afresh each time. */
export async function storeInvoice(env: Env, quote: QuoteView & { invoice: NonNullable<QuoteView["invoice"]> }): Promise<Uint8Array> {
  const pdf = await invoicePdf(quote);
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
