// Documents for the tests (issue #26): a district's quote, invoice and card order with long names, a long
// address and every level of the catalog; and reading a PDF with pdf.js — every text run with its box, the
// runs that cross a margin or print over each other, and page 1 drawn to a PNG (@napi-rs/canvas).
import { fileURLToPath } from "node:url";
import { createCanvas } from "@napi-rs/canvas";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { OrderView } from "~/lib/commerce/orders.server";
import type { QuoteView } from "~/lib/commerce/quotes.server";
import type { CreditNote, InvoicePayment } from "~/lib/commerce/invoice-payments.server";
import { products } from "~/content/products";
import { formatUsdCents } from "~/domain/pricing";

// pdf.js's metrics of the 14 standard fonts (Helvetica is what the documents use): widths are exact.
const STANDARD_FONTS = fileURLToPath(new URL("../../node_modules/pdfjs-dist/standard_fonts/", import.meta.url));

export type Run = { page: number; text: string; x: number; y: number; width: number; height: number };
export type Read = { runs: Run[]; pages: Array<{ width: number; height: number }>; text: string };

/** Every text run of the document with its box, in points from the page's bottom left. */
export async function read(bytes: Uint8Array): Promise<Read> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, standardFontDataUrl: STANDARD_FONTS }).promise;
  const runs: Run[] = [];
  const pages: Read["pages"] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const [, , width, height] = page.view as [number, number, number, number];
    pages.push({ width, height });
    const content = await page.getTextContent();
    for (const item of content.items) {
      if (!("str" in item) || item.str.trim() === "") continue;
      runs.push({ page: n, text: item.str, x: item.transform[4], y: item.transform[5], width: item.width, height: item.height || item.transform[3] });
    }
  }
  return { runs, pages, text: runs.map((r) => r.text).join(" ").replace(/\s+/g, " ") };
}

export const MARGIN = 36; // half an inch: what any printer and any viewer keeps clear.

/** Runs that cross a page's margin, and pairs of runs that print over each other. */
export function layoutProblems({ runs, pages }: Read): string[] {
  const problems: string[] = [];
  for (const r of runs) {
    const { width, height } = pages[r.page - 1]!;
    if (r.x < MARGIN || r.x + r.width > width - MARGIN || r.y < MARGIN - 20 || r.y + r.height > height - MARGIN + 20) problems.push(`page ${r.page}: “${r.text}” crosses the margin (x ${r.x.toFixed(0)}–${(r.x + r.width).toFixed(0)}, y ${r.y.toFixed(0)})`);
  }
  for (let i = 0; i < runs.length; i++) {
    for (let j = i + 1; j < runs.length; j++) {
      const [a, b] = [runs[i]!, runs[j]!];
      if (a.page !== b.page) continue;
      const overlapX = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
      const overlapY = Math.min(a.y + a.height * 0.8, b.y + b.height * 0.8) - Math.max(a.y, b.y);
      if (overlapX > 0.5 && overlapY > 0.5) problems.push(`page ${a.page}: “${a.text}” and “${b.text}” overlap`);
    }
  }
  return problems;
}

const catalog = products.map((p) => p.fields as { slug: string; title: string; sku: string; level: string; licensePriceCents: number });

/** A district's quote: long names and address, every level of the catalog, up to 500 teachers a line. */
export function districtQuote(overrides: Partial<QuoteView> = {}): QuoteView {
  const items = catalog.map((p, i) => ({ slug: p.slug, title: p.title, sku: p.sku, level: p.level, unitCents: p.licensePriceCents, quantity: [500, 12, 1, 250, 37, 3, 499, 8, 120, 45, 2, 60][i]! }));
  return {
    id: "0b8a8a6e-2f7c-4f7e-9d3b-1b0c2e9f6a11",
    number: "Q-2026-0042",
    status: "quote",
    display: "quote",
    totalCents: items.reduce((sum, item) => sum + item.unitCents * item.quantity, 0),
    issuedAt: new Date("2026-09-14T15:00:00Z"),
    validUntil: new Date("2026-11-13T15:00:00Z"),
    billing: {
      organisation: "Independent School District of the Greater Rio Grande Valley — Department of World Languages and Bilingual Education",
      contactName: "María Guadalupe Fernández-Villanueva",
      email: "maria.guadalupe.fernandez-villanueva.purchasing@greater-rio-grande-valley-isd.example",
      address: "12500 North Expressway 281, Administration Building C, Purchasing Office, Room 214B",
      city: "Edinburg",
      state: "Texas (TX)",
      zip: "78542-1234",
    },
    rejectReason: null,
    poNumber: "PO-2026-0098877-WL",
    poDeclineReason: null,
    poKey: null,
    invoice: null,
    payment: null,
    paidCents: 0,
    orderId: null,
    userId: "u1",
    version: 1,
    items,
    ...overrides,
  } as QuoteView;
}

/** Amounts as documents print them: always with cents ("$124,500.00"). */
export const usd = formatUsdCents;

/** The district's quote, invoiced (paid by check, or not yet). */
export const invoiced = (paid: boolean) =>
  districtQuote({
    status: paid ? "paid" : "pending_payment",
    invoice: { number: "INV-2026-0017", issuedAt: new Date("2026-09-20T15:00:00Z"), dueAt: new Date("2026-10-20T15:00:00Z") },
    payment: paid ? { method: "cheque", reference: "Check 4410", paidAt: new Date("2026-10-02T15:00:00Z") } : null,
    paidCents: paid ? districtQuote().totalCents : 0,
  } as Partial<QuoteView>) as QuoteView & { invoice: NonNullable<QuoteView["invoice"]> };

/** Two payments towards the district's invoice (issue #26), the second by check. */
export const partPayments = (): InvoicePayment[] => [
  { method: "bank_transfer", reference: "ACH 2026-10-02-00471193", amountCents: 5_000_000, paidOn: "2026-10-02", recordedBy: "staff@hablarte.test" },
  { method: "cheque", reference: "Check 4410", amountCents: 1_234_567, paidOn: "2026-10-09", recordedBy: "staff@hablarte.test" },
];

/** The invoice after those two part payments: still pending payment, with a balance. */
export const partPaid = () => ({ ...invoiced(false), paidCents: partPayments().reduce((sum, p) => sum + p.amountCents, 0) });

/** The invoice paid $150 beyond its total in two payments, and its credit note (refunded or not yet). */
export function overpaid(refunded: boolean) {
  const quote = invoiced(true);
  const payments: InvoicePayment[] = [
    { method: "bank_transfer", reference: "ACH 2026-10-02-00471193", amountCents: quote.totalCents - 10_000, paidOn: "2026-10-02", recordedBy: "staff@hablarte.test" },
    { method: "cheque", reference: "Check 4410", amountCents: 25_000, paidOn: "2026-10-09", recordedBy: "staff@hablarte.test" },
  ];
  const note: CreditNote = {
    id: "3f1c2b7a-9d84-4e21-a0c5-5b6e7f8091a2",
    number: "CN-2026-0003",
    quoteId: quote.id,
    amountCents: 15_000,
    issuedAt: new Date("2026-10-09T16:00:00Z"),
    refund: refunded ? { method: "cheque", reference: "Check 1201", sentOn: "2026-10-14", by: "staff@hablarte.test" } : null,
  };
  return { quote: { ...quote, paidCents: quote.totalCents + 15_000 }, note, payments };
}

/** A paid card order of the same lines. */
export function paidOrder(): OrderView & { paidAt: Date } {
  const quote = districtQuote();
  return { id: "7c9e6679-7425-40de-944b-e07fc1f90ae7", number: "HB-2026-00417", status: "paid", totalCents: quote.totalCents, createdAt: new Date("2026-10-01T14:00:00Z"), paidAt: new Date("2026-10-01T14:05:00Z"), failure: null, billing: quote.billing, invoiceNumber: null, dueCents: 0, items: quote.items };
}

/** Page 1 drawn at `scale` (1 = 72 dpi): the PNG's bytes, and how many dark pixels fall in the margins. */
export async function drawFirstPage(bytes: Uint8Array, scale = 1.5): Promise<{ png: Buffer; inkInMargins: number; ink: number }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: STANDARD_FONTS }).promise;
  const page = await pdf.getPage(1);
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
  const context = canvas.getContext("2d");
  context.fillStyle = "#fff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  const edge = (MARGIN - 6) * scale;
  let ink = 0;
  let inkInMargins = 0;
  for (let y = 0; y < canvas.height; y++) {
    for (let x = 0; x < canvas.width; x++) {
      const i = (y * canvas.width + x) * 4;
      if (data[i]! + data[i + 1]! + data[i + 2]! > 600) continue;
      ink++;
      if (x < edge || x > canvas.width - edge || y < edge - 20 * scale || y > canvas.height - edge + 20 * scale) inkInMargins++;
    }
  }
  return { png: await canvas.encode("png"), inkInMargins, ink };
}
