// A school's sales-tax exemption certificate (issue #26), over HTTP against real local D1 and R2: uploaded under
// the Purchase Order's rules (bad files refused next to the field), one on file per buyer (a new one replaces
// the old, whose file goes), seen by staff with the buyer's orders, and printed on quotes and invoices.
import { describe, expect, it } from "vitest";
import { Browser, confirmedBuyer } from "./browser";
import { BILLING, pdfFile } from "./fixtures";
import { useSite, type SiteResponse } from "./harness";
import { staffBrowser } from "./staff";

const site = useSite();
const text = async (response: SiteResponse) => (await response.text()).replaceAll("<!-- -->", "");
const certificate = (bytes = "%PDF-1.7\n% exemption certificate\n%%EOF\n") => pdfFile(bytes, "texas-01-339.pdf");
const files = async (userEmail: string) => {
  const id = await site.env.DB.prepare("SELECT id FROM auth_users WHERE email = ?").bind(userEmail).first<string>("id");
  return (await site.env.FILES.list({ prefix: `tax-exemptions/${id}/` })).objects.map((o) => o.key);
};

describe("the tax-exemption certificate", () => {
  it("is uploaded once, replaced by a newer one, downloadable by its buyer and by staff, and shown on quotes", async () => {
    const buyer = await confirmedBuyer(site, "exempt@riverside.example");
    expect(await text(await buyer.get("/account/tax-exemption"))).toContain("No certificate on file.");
    const uploaded = await buyer.upload("/account/tax-exemption", { certificate: certificate() });
    expect(uploaded.status).toBe(302);
    expect(uploaded.headers.get("Location")).toBe("/account/tax-exemption?done=uploaded");
    const page = await text(await buyer.get("/account/tax-exemption?done=uploaded"));
    expect(page).toContain("Certificate received");
    expect(page).toMatch(/On file since [A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}\./);
    const first = await files("exempt@riverside.example");
    expect(first).toHaveLength(1);
    // A newer one replaces it; the older file goes.
    expect((await buyer.upload("/account/tax-exemption", { certificate: certificate("%PDF-1.7\n% renewed\n%%EOF\n") })).status).toBe(302);
    const second = await files("exempt@riverside.example");
    expect(second).toHaveLength(1);
    expect(second[0]).not.toBe(first[0]);
    const own = await buyer.get("/documents/tax-exemption");
    expect(own.status).toBe(200);
    expect(own.headers.get("Content-Disposition")).toBe('attachment; filename="tax-exemption-certificate.pdf"');
    expect(await own.text()).toContain("% renewed");
    // Another buyer has none, and can't see this one.
    const other = await confirmedBuyer(site, "not-exempt@riverside.example");
    expect((await other.get("/documents/tax-exemption")).status).toBe(404);
    expect((await new Browser(site).get("/documents/tax-exemption")).status).toBe(302);

    // A quote of the exempt buyer's: staff see the certificate with it, and download it (audited).
    await buyer.post("/product/k2-level-1", { intent: "add", product: "k2-level-1", quantity: "1" });
    const quoteId = (await buyer.post("/checkout", { intent: "request-quote", ...BILLING })).headers.get("Location")!.split("#quote-")[1]!;
    const staff = await staffBrowser(site);
    const order = await text(await staff.get(`/staff/orders/${quoteId}`));
    expect(order).toMatch(/Exempt: certificate on file since [A-Z]/);
    const download = await staff.get(`/staff/orders/${quoteId}/tax-exemption`);
    expect(download.status).toBe(200);
    expect(await download.text()).toContain("% renewed");
    expect(await site.env.DB.prepare("SELECT COUNT(*) AS n FROM staff_audit WHERE action = 'downloaded tax-exemption certificate'").first("n")).toBe(1);
    // The quote's PDF says exempt (its text is compressed: the worker test checks it is served; tests/unit/documents.test.ts reads what it says).
    expect((await buyer.get(`/documents/quotes/${quoteId}`)).status).toBe(200);
  });

  it("refuses what isn't a PDF certificate, next to the field, and keeps nothing", async () => {
    const buyer = await confirmedBuyer(site, "bad-certificate@riverside.example");
    for (const [file, status, message] of [
      [pdfFile("GIF89a…", "certificate.pdf"), 400, "Upload the exemption certificate as a PDF file."],
      [pdfFile("%PDF-1.7", "certificate.exe", "application/octet-stream"), 400, "Upload the exemption certificate as a PDF file."],
      [pdfFile(new Uint8Array(0), "empty.pdf"), 400, "This file is empty."],
      [pdfFile(new Uint8Array(11 * 1024 * 1024).fill(0x20).map((v, i) => (i < 5 ? "%PDF-".charCodeAt(i) : v)), "big.pdf"), 413, "The certificate must be a PDF of at most 10 MB."],
    ] as const) {
      const refused = await buyer.upload("/account/tax-exemption", { certificate: file });
      expect(refused.status, message).toBe(status);
      expect(await text(refused)).toContain(message);
    }
    const plain = await buyer.post("/account/tax-exemption", { certificate: "not a file" });
    expect(plain.status).toBe(415);
    expect(await files("bad-certificate@riverside.example")).toEqual([]);
    expect(await site.env.DB.prepare("SELECT COUNT(*) AS n FROM tax_exemptions WHERE user_id = (SELECT id FROM auth_users WHERE email = ?)").bind("bad-certificate@riverside.example").first("n")).toBe(0);
  });
});
