// Quotes and Purchase Orders in the browser, the buyer's side (issue #11 §1), with JavaScript on and off:
// request a quote at checkout, download it, Accept → PO upload (a multipart form) → Pending Approval; and
// Reject with a reason. Axe on My Order with quotes and on the PO step.
import type { Page } from "@playwright/test";
import { CONFIRM_EMAIL_SUBJECT, expect, expectNoAxeViolations, fillSchoolBilling, followMailLink, hydrated, test } from "./fixtures";

const PDF = Buffer.from("%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

async function signedInBuyerWithQuote(page: Page, js: boolean) {
  const email = `quotes-${js ? "js" : "nojs"}-${Date.now()}@riverside.example`;
  await page.goto("/create-account?redirectTo=%2Fproduct%2Fk2-level-1");
  if (js) await hydrated(page);
  await page.getByLabel("Your name").fill("Ana López");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("tres tristes tigres");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Check your email to finish")).toBeVisible();
  await followMailLink(page, email, CONFIRM_EMAIL_SUBJECT);
  await expect(page.getByRole("heading", { level: 1, name: "Early Elementary Spanish K–2, Level 1" })).toBeVisible();
  if (js) await hydrated(page);
  await page.getByRole("spinbutton", { name: "Number of teachers" }).fill("4");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await page.getByRole("link", { name: "Go to checkout" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  if (js) await hydrated(page);
  await fillSchoolBilling(page);
  await page.getByRole("button", { name: "Request a quote" }).click();
  await expect(page.getByText("Your quote is ready")).toBeVisible();
  return page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: /^Quote Q-\d{4}-\d{4}$/ }) }).first();
}

for (const js of [true, false]) {
  test.describe(js ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: js });

    test("request a quote, download it, accept it with a Purchase Order: Pending Approval", async ({ page, consoleErrors }) => {
      test.slow();
      const quote = await signedInBuyerWithQuote(page, js);
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
      await page.getByLabel("Purchase Order (PDF, up to 10 MB)").setInputFiles({ name: "purchase-order.pdf", mimeType: "application/pdf", buffer: PDF });
      await page.getByRole("button", { name: "Send the Purchase Order" }).click();

      await expect(page.getByText("Purchase Order sent: Pending Approval")).toBeVisible();
      const sent = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: /^Quote Q-/ }) }).first();
      await expect(sent.getByText("Pending Approval", { exact: true })).toBeVisible();
      await expect(sent).toContainText("Purchase Order PO-2026/117.");
    });

    test("reject a quote with a reason", async ({ page }) => {
      test.slow();
      const quote = await signedInBuyerWithQuote(page, js);
      await quote.getByText("Reject Quote").click();
      await quote.getByLabel("Reason (optional)").fill("Our budget moves to next year.");
      await quote.getByRole("button", { name: "Reject this quote" }).click();
      await expect(page.getByText("Quote rejected", { exact: true })).toBeVisible();
      const rejected = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: /^Quote Q-/ }) }).first();
      await expect(rejected.getByText("Rejected", { exact: true })).toBeVisible();
      await expect(rejected).toContainText("Your reason: Our budget moves to next year.");
    });
  });
}
