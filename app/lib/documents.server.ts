// The quote as a PDF (issue #11 §1), made in the Worker with pdf-lib: the school's letterhead, the buyer,
// the lines (one licence per teacher per level), the total and the validity date. Plain text in a
// standard font: small, and readable by any PDF reader and purchasing system.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { brand } from "~/config/site";
import { formatUsd } from "~/domain/pricing";
import { formatLongDate, lineTotalCents } from "~/domain/shop";
import type { QuoteView } from "./quotes.server";

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

export async function quotePdf(quote: QuoteView): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Quote ${quote.number}`);
  doc.setAuthor(brand.name);
  doc.setCreationDate(quote.issuedAt);
  const w = new Writer(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));
  w.line(brand.name, { size: 20, bold: true, gap: 2 });
  w.line(`${brand.tagline} · ${brand.email} · ${brand.phone}`, { size: 9 });
  w.space(18);
  w.line(`Quote ${quote.number}`, { size: 16, bold: true });
  w.line(`Issued ${formatLongDate(quote.issuedAt)} · valid until ${formatLongDate(quote.validUntil)}`);
  w.space();
  w.line("For", { bold: true });
  for (const text of [quote.billing.organisation, quote.billing.contactName, quote.billing.email, quote.billing.address, [quote.billing.city, quote.billing.state, quote.billing.zip].filter(Boolean).join(", ")]) {
    if (text) w.line(text);
  }
  w.space(18);
  const columns = [MARGIN, 330, 400, 480] as const;
  w.row([["K-12 Spanish curriculum license", columns[0]], ["Teachers", columns[1]], ["Per teacher", columns[2]], ["Amount", columns[3]]], { bold: true });
  for (const item of quote.items) {
    w.row([[`${item.title} (${item.sku})`, columns[0]], [String(item.quantity), columns[1]], [formatUsd(item.unitCents), columns[2]], [formatUsd(lineTotalCents(item)), columns[3]]]);
  }
  w.space(4);
  w.row([["Total (USD)", columns[2]], [formatUsd(quote.totalCents), columns[3]]], { bold: true });
  w.space(18);
  for (const text of [
    "One license per teacher per level, for one school year.",
    "To order: sign in to your account, open My Order and choose Accept Quote, then add your Purchase Order",
    "(its number and the PO as a PDF). We review Purchase Orders within 1-2 business days and then send the invoice,",
    "payable net 30 by card, bank transfer or cheque. Licenses appear in My Products once the invoice is paid.",
  ]) {
    w.line(text, { size: 9, gap: 3 });
  }
  return doc.save();
}
