// The whole loop of a school's purchase by Purchase Order (issue #11 §4), with JavaScript on and off, in
// two browsers: the buyer requests a quote, accepts it and sends the PO; a member of staff (made with
// `npm run staff:add`) signs in with a TOTP code, downloads the PO, approves it; the buyer downloads the
// invoice (a real PDF); staff record the bank transfer; the licences are in the buyer's My Products.
// Axe on the staff pages in the JavaScript run.
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { buyerWithQuote, newestQuote, newStaffMember, sendPurchaseOrder, signInAsStaff } from "./schools";

for (const js of [true, false]) {
  test.describe(js ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: js });

    test("quote → PO → staff approve with TOTP → invoice → payment recorded → licences", async ({ page, browser }) => {
      test.slow();
      const member = newStaffMember(js ? "approver-js" : "approver-nojs");
      const { quote } = await buyerWithQuote(page, js, "po-loop");
      const number = (await quote.getByRole("heading", { level: 3 }).textContent())!.replace("Quote ", "");
      await quote.getByRole("link", { name: /^Accept Quote/ }).click();
      await sendPurchaseOrder(page, "PO-77/2026", js);

      const staffContext = await browser.newContext({ javaScriptEnabled: js });
      const staff = await staffContext.newPage();
      await signInAsStaff(staff, await member, js);
      const toReview = staff.getByRole("region", { name: "Purchase Orders to review" });
      if (js) await expectNoAxeViolations(staff);
      await toReview.getByRole("link", { name: number }).click();
      await expect(staff.getByRole("heading", { level: 1, name: `Quote ${number}` })).toBeVisible();
      await expect(staff.getByText("Pending Approval", { exact: true })).toBeVisible();
      if (js) await expectNoAxeViolations(staff);
      const po = await staff.request.get((await staff.getByRole("link", { name: "Download the Purchase Order (PDF)" }).getAttribute("href"))!);
      expect(po.headers()["content-disposition"]).toMatch(/^attachment;/);
      expect((await po.body()).subarray(0, 5).toString()).toBe("%PDF-");
      await staff.getByRole("button", { name: "Approve and issue the invoice" }).click();
      await expect(staff.getByText("Approved: the invoice is issued and emailed to the buyer.")).toBeVisible();
      await expect(staff.getByText("Pending Payment", { exact: true })).toBeVisible();

      await page.goto("/account/my-order");
      const approved = newestQuote(page);
      await expect(approved.getByText("Pending Payment", { exact: true })).toBeVisible();
      await expect(approved).toContainText(/Invoice INV-\d{4}-\d{4}, due /);
      await expect(approved.getByRole("link", { name: /^Pay invoice by card/ })).toBeVisible();
      const invoice = await page.request.get((await approved.getByRole("link", { name: /^Download invoice \(PDF\)/ }).getAttribute("href"))!);
      expect(invoice.headers()["content-type"]).toBe("application/pdf");
      expect(invoice.headers()["content-disposition"]).toMatch(/^attachment; filename="INV-\d{4}-\d{4}\.pdf"$/);
      expect((await invoice.body()).subarray(0, 5).toString()).toBe("%PDF-");

      await staff.getByRole("combobox", { name: "Method" }).selectOption("Bank transfer (ACH or wire)");
      await staff.getByRole("textbox", { name: "Reference" }).fill("ACH 4410-2291");
      await staff.getByRole("button", { name: "Record payment of $996" }).click();
      await expect(staff.getByText("Payment recorded: the order is paid and the licences are in the buyer’s My Products.")).toBeVisible();
      if (js) await expectNoAxeViolations(staff);
      await staffContext.close();

      await page.goto("/account/my-order");
      await expect(newestQuote(page).getByText("Paid", { exact: true })).toBeVisible();
      await page.getByRole("link", { name: "My Products" }).first().click();
      const row = page.getByRole("row", { name: /Early Elementary Spanish K–2, Level 1/ });
      await expect(row.getByRole("cell").nth(1)).toHaveText("4");
    });
  });
}
