// Each kind of document the school hands out, drawn (issue #26): page 1 rendered to a PNG with pdf.js,
// with ink on the page and none in its half-inch margins. The drawings are kept in docs/documents/ for
// reviewers to see; `UPDATE_DOCUMENT_SAMPLES=1 npm run test:unit` writes them again after a layout change.
import { readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { creditNotePdf, invoicePdf, quotePdf, receiptPdf } from "~/lib/commerce/documents.server";
import { soleSourceLetter, vendorFile } from "~/lib/commerce/vendor-documents.server";
import { districtQuote, drawFirstPage, invoiced, overpaid, paidOrder, partPaid, partPayments } from "../support/documents";

const curriculumFile = (name: string) => new Uint8Array(readFileSync(new URL(`../../public/curriculum-files/9-12-spanish-2/unit-1/${name}`, import.meta.url)));

const SAMPLES: Array<[string, () => Promise<Uint8Array>]> = [
  ["quote", () => quotePdf(districtQuote())],
  ["invoice", () => invoicePdf(invoiced(false))],
  ["invoice-paid", () => invoicePdf(invoiced(true))],
  ["invoice-part-paid", () => invoicePdf(partPaid(), { payments: partPayments() })],
  ["credit-note", () => creditNotePdf(overpaid(false).quote, overpaid(false).note, overpaid(false).payments)],
  ["receipt", () => receiptPdf(paidOrder())],
  ["lesson-plan", async () => curriculumFile("lesson-1-lesson-plan.pdf")],
  ["worksheet", async () => curriculumFile("lesson-1-worksheet.pdf")],
  ["slides", async () => curriculumFile("lesson-1-slides.pdf")],
  ["w-9", () => vendorFile("w-9.pdf")],
  ["insurance-certificate", () => vendorFile("insurance-certificate.pdf")],
  ["accessibility-conformance-report", () => vendorFile("accessibility-conformance-report.pdf")],
  ["data-privacy-agreement", () => vendorFile("data-privacy-agreement.pdf")],
  ["sole-source-letter", () => soleSourceLetter({ title: "High School Spanish II", sku: "HAB-912-S2", gradeBand: "9–12", level: "Spanish II", price: "$349" }, "Riverside Independent School District", new Date("2026-11-27T12:00:00Z"))],
];

describe.each(SAMPLES)("the %s", (name, make) => {
  it("draws with ink on the page and none in the margins", async () => {
    const { png, ink, inkInMargins } = await drawFirstPage(await make());
    expect(ink).toBeGreaterThan(5000);
    expect(inkInMargins).toBe(0);
    if (process.env.UPDATE_DOCUMENT_SAMPLES) writeFileSync(new URL(`../../docs/documents/${name}.png`, import.meta.url), png);
  });
});
