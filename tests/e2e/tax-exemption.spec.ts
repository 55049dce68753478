// The school's tax-exemption certificate in the browser (issue #26), with JavaScript and without: a file that
// isn't a PDF is refused next to the field, then the certificate is on file. Axe and a 320 px phone.
import { createAccount, PO_PDF } from "./schools";
import { expect, expectFitsPhone, expectNoAxeViolations, hydrated, test } from "./fixtures";

for (const js of [true, false]) {
  test.describe(js ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: js });

    test("keep the exemption certificate on file", async ({ page, consoleErrors }) => {
      test.slow();
      await page.goto("/create-account?redirectTo=%2Faccount%2Ftax-exemption");
      await createAccount(page, `exempt-${js ? "js" : "nojs"}-${Date.now()}@riverside.example`, js);
      await expect(page.getByRole("heading", { level: 1, name: "Sales-tax exemption" })).toBeVisible();
      await expect(page.getByText("No certificate on file.")).toBeVisible();
      if (js) {
        await expectNoAxeViolations(page);
        await hydrated(page);
      }
      await page.getByLabel("Exemption certificate").setInputFiles({ name: "certificate.pdf", mimeType: "application/pdf", buffer: Buffer.from("GIF89a not a pdf") });
      await page.getByRole("button", { name: "Upload certificate" }).click();
      await expect(page.getByLabel("Exemption certificate")).toHaveAccessibleDescription(/Upload the exemption certificate as a PDF file\.$/);
      consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes("status of 400")));
      await page.getByLabel("Exemption certificate").setInputFiles({ name: "texas-01-339.pdf", mimeType: "application/pdf", buffer: PO_PDF });
      await page.getByRole("button", { name: "Upload certificate" }).click();
      await expect(page.getByText("Certificate received", { exact: true })).toBeVisible();
      await expect(page.getByText(/^On file since /)).toBeVisible();
      await expect(page.getByRole("link", { name: "Download it (PDF)" })).toBeVisible();
      if (js) await expectFitsPhone(page);
    });
  });
}
