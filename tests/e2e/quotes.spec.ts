// Reject Quote in the browser (issue #11 §1), with JavaScript on and off: the optional reason is kept and
// shown; then Request a new quote makes the same quote again in one step (issue #26). (Requesting,
// downloading and accepting a quote, and the PO upload, are the start of the whole loop in staff.spec.ts.)
import { expect, hydrated, test } from "./fixtures";
import { buyerWithQuote, newestQuote } from "./schools";

for (const js of [true, false]) {
  test.describe(js ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: js });

    test("reject a quote with a reason, then request it again", async ({ page }) => {
      test.slow();
      const { quote } = await buyerWithQuote(page, js, "quotes");
      await quote.getByText("Reject Quote").click();
      await quote.getByLabel("Reason (optional)").fill("Our budget moves to next year.");
      await quote.getByRole("button", { name: "Reject this quote" }).click();
      await expect(page.getByText("Quote rejected", { exact: true })).toBeVisible();
      const rejected = newestQuote(page);
      await expect(rejected.getByText("Rejected", { exact: true })).toBeVisible();
      await expect(rejected).toContainText("Your reason: Our budget moves to next year.");
      // The budget came back: the same lines again in one step (issue #26), no cart to build.
      if (js) await hydrated(page);
      await rejected.getByRole("button", { name: /^Request a new quote/ }).click();
      await expect(page.getByText("Your quote is ready")).toBeVisible();
      await expect(newestQuote(page).getByText("Quote", { exact: true })).toBeVisible();
      await expect(newestQuote(page)).toContainText("Early Elementary Spanish K–2, Level 1");
    });
  });
}
