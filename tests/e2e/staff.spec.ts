// The whole loop of a school's purchase by Purchase Order (issue #11 §4), with JavaScript on and off, in
// two browsers: the buyer requests a quote, downloads it, accepts it and sends the PO (a file that isn't a
// PDF is refused next to its field); a member of staff (seeded as `npm run staff:add` makes one) signs in with a TOTP
// code, downloads the PO and rejects it with a reason; the buyer sends a corrected PO, which staff approve; the buyer downloads the invoice (a real PDF); staff record the
// district's payment in two parts, confirming each, the second too much (a credit note, refunded: issue #26); the licences are in the buyer's My Products; the buyer assigns one to a teacher, who
// claims it from the email and sees the materials; the buyer revokes it (issue #11 §2). Axe on My Order
// with a quote, the PO step, the staff pages, My Products, the claim page and the materials in the
// JavaScript run.
import { expect, expectFitsPhone, expectNoAxeViolations, expectNoSidewaysScroll, followMailLink, hydrated, test } from "./fixtures";
import { buyerWithQuote, createAccount, newestQuote, PO_PDF, signInAsStaff } from "./schools";
import { staffMember } from "./staff-members.mjs";

const PRODUCT = "Early Elementary Spanish K–2, Level 1";

for (const js of [true, false]) {
  test.describe(js ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: js });

    test("quote → PO → staff approve with TOTP → invoice → payment → licences → a teacher claims one → revoke", async ({ page, browser, consoleErrors }) => {
      // Three people and every step of a school's purchase, twice the length of the longest other flow.
      test.setTimeout(180_000);
      const member = staffMember(js ? "approver-js" : "approver-nojs", test.info().retry);
      const apEmail = `ap-${js ? "js" : "nojs"}-${Date.now()}@riverside.example`;
      const { quote } = await buyerWithQuote(page, js, "po-loop", apEmail);
      const number = (await quote.getByRole("heading", { level: 3 }).textContent())!.replace("Quote ", "");
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
      await page.getByLabel("PO number").fill("PO-77/2026");
      await page.getByLabel("Purchase Order (PDF, up to 10 MB)").setInputFiles({ name: "po.pdf", mimeType: "application/pdf", buffer: Buffer.from("MZ this program cannot be run in DOS mode") });
      await page.getByRole("button", { name: "Send the Purchase Order" }).click();
      await expect(page.getByLabel("Purchase Order (PDF, up to 10 MB)")).toHaveAccessibleDescription("Upload the Purchase Order as a PDF file.");
      consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes("status of 400")));
      const sendPurchaseOrder = async (poNumber: string) => {
        await page.getByLabel("PO number").fill(poNumber);
        await page.getByLabel("Purchase Order (PDF, up to 10 MB)").setInputFiles({ name: "purchase-order.pdf", mimeType: "application/pdf", buffer: PO_PDF });
        await page.getByRole("button", { name: "Send the Purchase Order" }).click();
        await expect(page.getByText("Purchase Order sent: Pending Approval")).toBeVisible();
        const sent = newestQuote(page);
        await expect(sent.getByText("Pending Approval", { exact: true })).toBeVisible();
        await expect(sent).toContainText(`Purchase Order ${poNumber}.`);
      };
      await sendPurchaseOrder("PO-77/2026");

      const staffContext = await browser.newContext({ javaScriptEnabled: js });
      const staff = await staffContext.newPage();
      await signInAsStaff(staff, member, js);
      const toReview = staff.getByRole("region", { name: "Purchase Orders to review" });
      if (js) await expectNoAxeViolations(staff);
      await toReview.getByRole("link", { name: number }).click();
      await expect(staff.getByRole("heading", { level: 1, name: `Quote ${number}` })).toBeVisible();
      await expect(staff.getByText("Pending Approval", { exact: true })).toBeVisible();
      if (js) await expectNoAxeViolations(staff);
      const po = await staff.request.get((await staff.getByRole("link", { name: "Download the Purchase Order (PDF)" }).getAttribute("href"))!);
      expect(po.headers()["content-disposition"]).toMatch(/^attachment;/);
      expect((await po.body()).subarray(0, 5).toString()).toBe("%PDF-");

      // The first PO is rejected (a reason is required); the buyer sees why and sends a corrected one.
      const reason = staff.getByRole("textbox", { name: "Reason the buyer will see" });
      await staff.getByRole("button", { name: "Reject the Purchase Order" }).click();
      await expect(reason).toHaveAccessibleDescription(/Tell the buyer what to correct \(at least 5 characters\)\.$/);
      await reason.fill("The PO is made out to another vendor: please make it out to Hablarte Learning, Inc.");
      await staff.getByRole("button", { name: "Reject the Purchase Order" }).click();
      await expect(staff.getByText("Purchase Order rejected: the buyer has been emailed the reason and can send a corrected one.")).toBeVisible();
      await expect(staff.getByRole("heading", { level: 2, name: "Status: Quote" })).toBeVisible();
      await page.goto("/account/my-order");
      const declined = newestQuote(page);
      await expect(declined).toContainText("Purchase Order not accepted: The PO is made out to another vendor: please make it out to Hablarte Learning, Inc.");
      await declined.getByRole("link", { name: /^Accept Quote/ }).click();
      if (js) await hydrated(page);
      await sendPurchaseOrder("PO-77/2026-B");
      await staff.reload();
      await expect(staff.getByRole("heading", { level: 2, name: "Status: Pending Approval" })).toBeVisible();
      await staff.getByRole("button", { name: "Approve and issue the invoice" }).click();
      await expect(staff.getByText("Approved: the invoice is issued and emailed to the buyer.")).toBeVisible();
      await expect(staff.getByText("Pending Payment", { exact: true })).toBeVisible();

      // Accounts payable (issue #26): the invoice by a link that needs no account, opened in a browser with none.
      const apContext = await browser.newContext({ javaScriptEnabled: js });
      const ap = await apContext.newPage();
      await ap.goto("/_dev/mail");
      const apMail = ap.getByRole("article", { name: /^Invoice INV-\d{4}-\d{4} from Hablarte Learning, Inc\. for Purchase Order / }).filter({ hasText: `To: ${apEmail}` }).first();
      await expect(apMail).toBeVisible();
      const apInvoice = await ap.request.get((await apMail.getByRole("link", { name: /\/documents\/ap\// }).getAttribute("href"))!);
      expect(apInvoice.status()).toBe(200);
      expect(apInvoice.headers()["content-disposition"]).toMatch(/^attachment; filename="INV-\d{4}-\d{4}\.pdf"$/);
      await apContext.close();

      await page.goto("/account/my-order");
      const approved = newestQuote(page);
      await expect(approved.getByText("Pending Payment", { exact: true })).toBeVisible();
      await expect(approved).toContainText(/Invoice INV-\d{4}-\d{4}, due /);
      await expect(approved.getByRole("link", { name: /^Pay invoice by card/ })).toBeVisible();
      const invoice = await page.request.get((await approved.getByRole("link", { name: /^Download invoice \(PDF\)/ }).getAttribute("href"))!);
      expect(invoice.headers()["content-type"]).toBe("application/pdf");
      expect(invoice.headers()["content-disposition"]).toMatch(/^attachment; filename="INV-\d{4}-\d{4}\.pdf"$/);
      expect((await invoice.body()).subarray(0, 5).toString()).toBe("%PDF-");

      // Issue #26: the district pays in two parts, the second $4 too much; each payment is confirmed before it
      // is recorded; the overpayment is a credit note, which staff refund.
      const recordPayment = async (method: string, reference: string, amount: string, effect: string) => {
        await staff.getByRole("combobox", { name: "Method" }).selectOption(method);
        await staff.getByRole("textbox", { name: "Reference" }).fill(reference);
        await staff.getByRole("textbox", { name: "Amount received (USD)" }).fill(amount);
        await staff.getByRole("button", { name: "Review the payment" }).click();
        const confirm = staff.getByRole("region", { name: "Confirm the payment" });
        await expect(confirm).toContainText(effect);
        if (js) await expectNoAxeViolations(staff);
        await confirm.getByRole("button", { name: "Confirm payment" }).click();
      };
      await expect(staff.getByRole("textbox", { name: "Amount received (USD)" })).toHaveValue("996.00");
      await recordPayment("Check", "Check 1187", "400", "This is a part payment: $596.00 will still be due");
      await expect(staff.getByText("Part payment recorded: the buyer has been emailed the balance still to pay.")).toBeVisible();
      await expect(staff.getByRole("table", { name: "Payments received" })).toContainText("Check 1187");
      await page.goto("/account/my-order");
      await expect(newestQuote(page)).toContainText("Balance due: $596.00");
      await expect(newestQuote(page).getByRole("link", { name: /^Pay the balance by card/ })).toBeVisible();
      await recordPayment("Bank transfer (ACH or wire)", "ACH 4410-2291", "600", "This is $4.00 more than the balance");
      await expect(staff.getByText("Payment recorded: the order is paid and the licenses are in the buyer’s My Products.")).toBeVisible();
      await expect(staff.getByRole("heading", { level: 2, name: /^Credit note CN-\d{4}-\d{4}$/ })).toBeVisible();
      await staff.getByRole("combobox", { name: "Refund sent by" }).selectOption("Check");
      await staff.getByRole("textbox", { name: "Refund reference" }).fill("Check 2001");
      await staff.getByRole("button", { name: "Record the refund of $4.00" }).click();
      await expect(staff.getByText("Credit note refunded: the buyer has been emailed.")).toBeVisible();
      await expect(staff.getByText(/^Refunded on .+ by check, reference Check 2001/)).toBeVisible();
      if (js) await expectNoAxeViolations(staff);
      // The order with its payments and credit note fits a phone (issue #27): no sideways scrolling.
      for (const width of [390, 320]) await expectNoSidewaysScroll(staff, width);
      await staffContext.close();

      await page.goto("/account/my-order");
      await expect(newestQuote(page).getByText("Paid", { exact: true })).toBeVisible();
      await expect(newestQuote(page).getByRole("link", { name: /^Download credit note \(PDF\)/ })).toBeVisible();
      for (const width of [390, 320]) await expectNoSidewaysScroll(page, width);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.getByRole("link", { name: "My Products" }).first().click();
      await expect(page.getByRole("table", { name: "Your licenses, one per teacher per level" }).getByRole("row", { name: new RegExp(PRODUCT) }).getByRole("cell")).toHaveText(["Level 1", "4", "0", "4"]);

      // The licences go to teachers: a wrong address first, then the teacher claims one from the email in
      // their own browser (a new account, back to the claim page) and sees the materials; the buyer sees
      // Claimed and the history, and revokes: the licence is available again and the materials are gone.
      const stamp = `${js ? "js" : "nojs"}-${Date.now()}`;
      const invited = `maria-${stamp}@riverside.example`;
      const product = page.getByRole("region", { name: PRODUCT, exact: true });
      if (js) await expectNoAxeViolations(page);
      if (js) await hydrated(page);
      await product.getByLabel("Teacher’s email").fill("maria@");
      await product.getByRole("button", { name: "Send invitation" }).click();
      await expect(product.getByLabel("Teacher’s email")).toHaveAccessibleDescription(/Enter a valid email address, like teacher@school.org\.$/);
      consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes("status of 400")));
      await product.getByLabel("Teacher’s email").fill(invited);
      await product.getByRole("button", { name: "Send invitation" }).click();
      await expect(page.getByText("Invitation sent", { exact: true })).toBeVisible();
      const teachers = page.getByRole("table", { name: `Teachers of ${PRODUCT}` });
      await expect(teachers.getByRole("row", { name: new RegExp(invited) }).getByText("Invited", { exact: true })).toBeVisible();
      await expect(page.getByRole("table", { name: "Your licenses, one per teacher per level" }).getByRole("row", { name: new RegExp(PRODUCT) }).getByRole("cell")).toHaveText(["Level 1", "4", "1", "3"]);

      // The teacher, in their own browser: the invitation's link, a new account, back to claim.
      const teacher = await (await browser.newContext({ javaScriptEnabled: js })).newPage();
      await followMailLink(teacher, invited, `Riverside ISD has given you a Hablarte license: ${PRODUCT}`);
      await expect(teacher.getByRole("heading", { level: 1, name: "Claim your license" })).toBeVisible();
      await expect(teacher.getByText(`Riverside ISD has given you a license for ${PRODUCT}.`)).toBeVisible();
      if (js) await expectNoAxeViolations(teacher);
      await teacher.getByRole("region", { name: "Your invitation" }).getByRole("link", { name: "Create an account" }).click();
      await createAccount(teacher, `teacher-${stamp}@riverside.example`, js);
      await expect(teacher.getByRole("heading", { level: 1, name: "Claim your license" })).toBeVisible();
      await expect(teacher.getByText(`You are signed in as teacher-${stamp}@riverside.example.`)).toBeVisible();
      if (js) await expectNoAxeViolations(teacher);
      if (js) await hydrated(teacher);
      await teacher.getByRole("button", { name: "Claim license" }).click();
      await expect(teacher.getByText("License claimed", { exact: true })).toBeVisible();
      await expect(teacher.getByRole("heading", { level: 1, name: PRODUCT })).toBeVisible();
      await expect(teacher.getByRole("heading", { level: 2, name: "Scope and sequence" })).toBeVisible();
      await expect(teacher.getByRole("link", { name: "Unit 1: ¡Hola! Greetings, names and feelings" })).toBeVisible();
      if (js) await expectNoAxeViolations(teacher);

      // The curriculum (issue #25): the unit, a lesson, and a lesson file downloaded.
      await teacher.getByRole("link", { name: "Unit 1: ¡Hola! Greetings, names and feelings" }).click();
      await expect(teacher.getByRole("heading", { level: 1, name: "Unit 1: ¡Hola! Greetings, names and feelings" })).toBeVisible();
      await expect(teacher.getByRole("link", { name: /^Download the whole unit \(ZIP, \d+ KB\)$/ })).toBeVisible();
      if (js) {
        await expectNoAxeViolations(teacher);
        await expectFitsPhone(teacher);
        await teacher.setViewportSize({ width: 1280, height: 720 });
      }
      await teacher.getByRole("link", { name: /^Lesson 1: / }).click();
      await expect(teacher.getByRole("heading", { level: 1, name: /^Lesson 1: / })).toBeVisible();
      await expect(teacher.getByRole("heading", { level: 2, name: "Can-do statements" })).toBeVisible();
      if (js) await expectNoAxeViolations(teacher);
      if (js) {
        await expectFitsPhone(teacher);
        await teacher.setViewportSize({ width: 1280, height: 720 });
      }
      const download = teacher.waitForEvent("download");
      await teacher.getByRole("link", { name: "Lesson plan" }).click();
      expect((await download).suggestedFilename()).toBe("k2-level-1-unit-1-lesson-1-lesson-plan.pdf");
      await teacher.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: PRODUCT }).click();
      await teacher.getByRole("link", { name: "Back to My Products" }).click();
      await expect(teacher.getByRole("heading", { level: 2, name: "Licenses assigned to you" })).toBeVisible();
      await expect(teacher.getByRole("link", { name: PRODUCT })).toBeVisible();

      // The buyer sees Claimed and the history, and revokes: the licence is available again.
      await page.reload();
      const row = teachers.getByRole("row", { name: new RegExp(invited) });
      await expect(row.getByText("Claimed", { exact: true })).toBeVisible();
      await expect(page.getByRole("table", { name: "License history, newest first" })).toContainText(`teacher-${stamp}@riverside.example (invited as ${invited}) claimed ${PRODUCT}`);
      if (js) await expectNoAxeViolations(page);
      if (js) await hydrated(page);
      await row.getByRole("button", { name: /^Revoke/ }).click();
      await expect(page.getByText("License revoked", { exact: true })).toBeVisible();
      await expect(row.getByText("Revoked", { exact: true })).toBeVisible();
      await expect(page.getByRole("table", { name: "Your licenses, one per teacher per level" }).getByRole("row", { name: new RegExp(PRODUCT) }).getByRole("cell")).toHaveText(["Level 1", "4", "0", "4"]);

      await teacher.goto("/account/my-products/k2-level-1");
      await expect(teacher.getByRole("heading", { level: 1, name: "We couldn’t find that page" })).toBeVisible();
      await teacher.context().close();
    });
  });
}

test("the staff console's pages pass axe: sign-in, payments to refund, records, audit log, password", async ({ page }) => {
  await page.goto("/staff/sign-in");
  await expectNoAxeViolations(page);
  await signInAsStaff(page, staffMember("axe", test.info().retry), true);
  for (const section of ["Payments to refund", "Leads", "Messages", "Level tests", "Newsletter", "Outbox", "Audit log", "Your password"]) {
    await page.getByRole("navigation", { name: "Staff console" }).getByRole("link", { name: section }).click();
    await expect(page.getByRole("link", { name: section, exact: true })).toHaveAttribute("aria-current", "page");
    await expectNoAxeViolations(page);
  }
});
