// Quotes and Purchase Orders in the browser, the buyer's side (issue #11 §1), with JavaScript on and off:
// request a quote at checkout, download it, Accept → PO upload (a multipart form) → Pending Approval; and
// Reject with a reason. Axe on My Order with quotes and on the PO step.
import { expect, expectNoAxeViolations, hydrated, test } from "./fixtures";
import { buyerWithQuote, newestQuote, PO_PDF } from "./schools";

for (const js of [true, false]) {
  test.describe(js ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: js });

    test("request a quote, download it, accept it with a Purchase Order: Pending Approval", async ({ page, consoleErrors }) => {
      test.slow();
      const { quote } = await buyerWithQuote(page, js, "quotes");
      await expect(quote.getByText("Quote", { exact: true })).toBeVisible();
      await expect(quote).toContainText("$996");
      if (js) await expectNoAxeViolations(page);
      const pdf = await page.request.get((await quote.getByRole("link", { name: /Download quote \(PDF\)/ }).getAttribute("href"))!);
      expect(pdf.headers()["content-type"]).toBe("application/pdf");
      expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

      await quote.getByRole("link", { name: /^Accept Quote/ }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Add your Purchase Order" })).toBeVisible();
      if (js) await expectNoAxeViolations(page);
      if (js) await hydrated(page);
      // A file that isn't a PDF is refused next to its field.
      await page.getByLabel("PO number").fill("PO-2026/117");
      await page.getByLabel("Purchase Order (PDF, up to 10 MB)").setInputFiles({ name: "po.pdf", mimeType: "application/pdf", buffer: Buffer.from("MZ this program cannot be run in DOS mode") });
      await page.getByRole("button", { name: "Send the Purchase Order" }).click();
      await expect(page.getByLabel("Purchase Order (PDF, up to 10 MB)")).toHaveAccessibleDescription("Upload the Purchase Order as a PDF file.");
      consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes("status of 400")));
      await page.getByLabel("PO number").fill("PO-2026/117");
      await page.getByLabel("Purchase Order (PDF, up to 10 MB)").setInputFiles({ name: "purchase-order.pdf", mimeType: "application/pdf", buffer: PO_PDF });
      await page.getByRole("button", { name: "Send the Purchase Order" }).click();

      await expect(page.getByText("Purchase Order sent: Pending Approval")).toBeVisible();
      const sent = newestQuote(page);
      await expect(sent.getByText("Pending Approval", { exact: true })).toBeVisible();
      await expect(sent).toContainText("Purchase Order PO-2026/117.");
    });

    test("reject a quote with a reason", async ({ page }) => {
      test.slow();
      const { quote } = await buyerWithQuote(page, js, "quotes");
      await quote.getByText("Reject Quote").click();
      await quote.getByLabel("Reason (optional)").fill("Our budget moves to next year.");
      await quote.getByRole("button", { name: "Reject this quote" }).click();
      await expect(page.getByText("Quote rejected", { exact: true })).toBeVisible();
      const rejected = newestQuote(page);
      await expect(rejected.getByText("Rejected", { exact: true })).toBeVisible();
      await expect(rejected).toContainText("Your reason: Our budget moves to next year.");
    });
  });
}
