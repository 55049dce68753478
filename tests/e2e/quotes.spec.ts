// Reject Quote in the browser (issue #11 §1), with JavaScript on and off: the optional reason is kept and
// shown. (Requesting, downloading and accepting a quote, and the PO upload, are the start of the whole
// loop in staff.spec.ts.)
import { expect, test } from "./fixtures";
import { buyerWithQuote, newestQuote } from "./schools";

for (const js of [true, false]) {
  test.describe(js ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: js });

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
