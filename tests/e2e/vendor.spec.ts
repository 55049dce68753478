// The vendor pack in the browser (issue #26), with JavaScript and without: the vendor-information page, and a
// sole-source letter prepared for a district (a mistake said next to its field first). Axe, and both pages at
// 320 px with nothing to scroll sideways.
import { expect, expectFitsPhone, expectNoAxeViolations, hydrated, test } from "./fixtures";

for (const js of [true, false]) {
  test.describe(js ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: js });

    test("vendor information and a sole-source letter", async ({ page, consoleErrors }) => {
      await page.goto("/vendor-information");
      await expect(page.getByRole("link", { name: "Accessibility conformance report" })).toHaveAttribute("href", "/documents/vendor/accessibility-conformance-report.pdf");
      if (js) await expectFitsPhone(page);
      await page.goto("/vendor-information/sole-source-letter");
      if (js) await hydrated(page);
      await page.getByLabel("Curriculum level").selectOption("High School Spanish II");
      await page.getByRole("button", { name: "Prepare the letter" }).click();
      await expect(page.getByLabel("District or school")).toHaveAccessibleDescription(/Enter your district's or school's name\.$/);
      consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes("status of 400")));
      await page.getByLabel("District or school").fill("Riverside Independent School District");
      await page.getByRole("button", { name: "Prepare the letter" }).click();
      await expect(page.getByText("Your letter is ready")).toBeVisible();
      const letter = page.getByRole("link", { name: /^Download the sole-source letter for High School Spanish II, addressed to Riverside Independent School District/ });
      const pdf = await page.request.get((await letter.getAttribute("href"))!);
      expect(pdf.headers()["content-type"]).toBe("application/pdf");
      if (js) {
        await expectNoAxeViolations(page);
        await expectFitsPhone(page);
      }
    });
  });
}
