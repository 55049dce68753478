// The quote and the invoice a district receives (issue #26): what each says — the vendor's legal name,
// address and EIN, who it is for, the numbers and dates, the Purchase Order, every line with its term, the
// totals and the balance — and that nothing in them crosses a margin or prints over anything else, read
// with pdf.js (every text run with its position and width) from documents with long names and many lines.
import { describe, expect, it } from "vitest";
import { remitTo, salesTax, vendor } from "~/config/site";
import { creditNotePdf, invoicePdf, quotePdf, receiptPdf } from "~/lib/commerce/documents.server";
import { districtQuote, invoiced, layoutProblems, overpaid, paidOrder, partPaid, partPayments, read, usd } from "../support/documents";

describe("the quote", () => {
  it("says who sends it, to whom, until when, every line and the total, and to reference it on the PO", async () => {
    const quote = districtQuote();
    const doc = await read(await quotePdf(quote));
    for (const words of [vendor.legalName, vendor.address[0], `EIN ${vendor.ein}`, "Quote Q-2026-0042", "Prepared for", "Valid until: Friday, November 13, 2026", "Please reference Quote Q-2026-0042 on your Purchase Order.", "Payment terms: net 30"]) {
      expect(doc.text).toContain(words);
    }
    for (const item of quote.items) expect(doc.text).toContain(`(${item.sku})`);
    expect(doc.text).toContain(`Total (USD) ${usd(quote.totalCents)}`);
    expect(doc.text).toContain(`Sales tax (${salesTax.note}) ${usd(0)}`);
  });

  it("keeps every word inside the margins and prints nothing over anything else", async () => {
    const doc = await read(await quotePdf(districtQuote()));
    expect(doc.pages.every((p) => p.width === 612 && p.height === 792)).toBe(true);
    expect(layoutProblems(doc)).toEqual([]);
    expect(doc.runs.filter((r) => /^Page \d+ of \d+$/.test(r.text.split(" · ").at(-1) ?? "")).length).toBe(doc.pages.length);
  });
});

describe("the invoice", () => {
  it("names the PO and the quote, the due date, what was paid and the balance, and where to send the money", async () => {
    const open = invoiced(false);
    const doc = await read(await invoicePdf(open));
    for (const words of ["Invoice INV-2026-0017", "Bill to", "Purchase Order: PO-2026-0098877-WL", "Quote: Q-2026-0042", "Due: Tuesday, October 20, 2026 (net 30)", `routing (ABA) ${remitTo.bank.routing}`, `payable to ${remitTo.payee}`, remitTo.mail.at(-1)!, `EIN ${vendor.ein}`]) {
      expect(doc.text).toContain(words);
    }
    expect(doc.text).toContain(`Amount paid ${usd(0)}`);
    expect(doc.text).toContain(`Balance due (USD) ${usd(open.totalCents)}`);
    expect(doc.text).toContain("12 months from payment");
    const paid = await read(await invoicePdf(invoiced(true)));
    expect(paid.text).toContain(`Amount paid ${usd(open.totalCents)}`);
    expect(paid.text).toContain(`Balance due (USD) ${usd(0)}`);
    expect(paid.text).toContain("Friday, October 2, 2026 to Saturday, October 2, 2027");
  });

  it("keeps every word inside the margins (the check's remit-to line and the amounts too) and nothing overlaps", async () => {
    for (const paid of [false, true]) {
      const doc = await read(await invoicePdf(invoiced(paid)));
      expect(layoutProblems(doc)).toEqual([]);
    }
  });

  it("says the buyer is exempt while their certificate is on file", async () => {
    const doc = await read(await invoicePdf(invoiced(false), { exemptSince: new Date("2026-08-03T10:00:00Z") }));
    expect(doc.text).toContain(`Sales tax (exempt: certificate on file, received Monday, August 3, 2026) ${usd(0)}`);
    expect(layoutProblems(doc)).toEqual([]);
  });

  it("prints a name in a script the standard fonts lack as “?” rather than failing", async () => {
    const doc = await read(await quotePdf(districtQuote({ billing: { organisation: "北京国际学校 Beijing International School", contactName: "Zoë 🙂" } })));
    expect(doc.text).toContain("?????? Beijing International School");
  });
});

describe("an invoice paid in parts, and an overpaid one's credit note (issue #26)", () => {
  it("the invoice lists every payment, what was paid and the balance still due, and still says how to pay", async () => {
    const quote = partPaid();
    const doc = await read(await invoicePdf(quote, { payments: partPayments() }));
    expect(doc.text).toContain("Payments received");
    expect(doc.text).toContain(`Friday, October 2, 2026 Bank transfer (ACH or wire) ACH 2026-10-02-00471193 ${usd(5_000_000)}`);
    expect(doc.text).toContain(`Friday, October 9, 2026 Check Check 4410 ${usd(1_234_567)}`);
    expect(doc.text).toContain(`Amount paid ${usd(6_234_567)}`);
    expect(doc.text).toContain(`Balance due (USD) ${usd(quote.totalCents - 6_234_567)}`);
    expect(doc.text).toContain("How to pay");
    expect(layoutProblems(doc)).toEqual([]);
  });

  it("the overpaid invoice owes nothing, names its credit note, and no longer asks for payment", async () => {
    const { quote, note, payments } = overpaid(false);
    const doc = await read(await invoicePdf(quote, { payments, creditNote: note }));
    expect(doc.text).toContain(`Balance due (USD) ${usd(0)}`);
    expect(doc.text).toContain(`Paid ${usd(15_000)} beyond the total: credit note CN-2026-0003 of Friday, October 9, 2026`);
    expect(doc.text).not.toContain("How to pay");
    expect(layoutProblems(doc)).toEqual([]);
  });

  it("the credit note: who is owed, for which invoice and PO, every payment, the amount, and the refund to come", async () => {
    const { quote, note, payments } = overpaid(false);
    const doc = await read(await creditNotePdf(quote, note, payments));
    for (const words of [
      vendor.legalName,
      `EIN ${vendor.ein}`,
      "Credit note CN-2026-0003",
      "Credit to",
      "Date: Friday, October 9, 2026",
      "For invoice: INV-2026-0017",
      "Purchase Order: PO-2026-0098877-WL",
      `Invoice INV-2026-0017 total ${usd(quote.totalCents)}`,
      `Payments received ${usd(quote.totalCents + 15_000)}`,
      `Credit due to you (USD) ${usd(15_000)}`,
      `We refund ${usd(15_000)} to ${quote.billing.organisation!.slice(0, 20)}`,
    ]) {
      expect(doc.text).toContain(words);
    }
    expect(layoutProblems(doc)).toEqual([]);
    const refunded = await read(await creditNotePdf(quote, overpaid(true).note, payments));
    expect(refunded.text).toContain("Refunded on Wednesday, October 14, 2026 by check, reference Check 1201. Nothing more is owed on invoice INV-2026-0017.");
    expect(layoutProblems(refunded)).toEqual([]);
  });
});

describe("the receipt of a card order", () => {
  it("itemises what was paid, for whom, when, with the licence term and nothing left to pay, inside the margins", async () => {
    const quote = districtQuote();
    const doc = await read(await receiptPdf(paidOrder()));
    for (const words of ["Receipt for order HB-2026-00417", "Billed to", quote.billing.organisation!.slice(0, 30), "Paid: Thursday, October 1, 2026", "Paid by card", `Amount paid by card ${usd(quote.totalCents)}`, `Balance due (USD) ${usd(0)}`, "Thursday, October 1, 2026 to Friday, October 1, 2027", `EIN ${vendor.ein}`]) {
      expect(doc.text).toContain(words);
    }
    for (const item of quote.items) expect(doc.text).toContain(`(${item.sku})`);
    expect(layoutProblems(doc)).toEqual([]);
  });
});

describe("the vendor pack", () => {
  it("keeps every document inside the margins, nothing overlapping, and says what each must", async () => {
    const { ACR } = await import("~/copy/vendor/accessibility-report");
    const { vendorFile, soleSourceLetter, VENDOR_FILES } = await import("~/lib/commerce/vendor-documents.server");
    for (const name of Object.keys(VENDOR_FILES) as Array<keyof typeof VENDOR_FILES>) {
      const doc = await read(await vendorFile(name));
      expect(layoutProblems(doc), name).toEqual([]);
      expect(doc.text, name).toContain(vendor.legalName);
    }
    const w9 = await read(await vendorFile("w-9.pdf"));
    expect(w9.text).toContain("SAMPLE: demo values");
    expect(w9.text).toContain(vendor.ein);
    const acr = await read(await vendorFile("accessibility-conformance-report.pdf"));
    expect(ACR.criteria).toHaveLength(55);
    for (const c of ACR.criteria) expect(acr.text).toContain(c.id);
    const letter = await read(await soleSourceLetter({ title: "High School Spanish II", sku: "HAB-912-S2", gradeBand: "9–12", level: "Spanish II", price: "$349" }, "Independent School District of the Greater Rio Grande Valley", new Date("2026-11-27T12:00:00Z")));
    for (const words of ["Friday, November 27, 2026", "To: Purchasing Department, Independent School District of the Greater Rio Grande Valley", "Re: Sole source for High School Spanish II (HAB-912-S2)", "sole author, publisher and distributor", `${vendor.signatory.name}`]) expect(letter.text).toContain(words);
    expect(layoutProblems(letter)).toEqual([]);
  });
});
