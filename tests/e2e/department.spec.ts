// A department's licences in the browser (issue #25), with JavaScript and without: licences bought by card,
// a roster pasted with a mistake (nobody invited, the line named), then the whole roster invited in one
// step, and two licences revoked at once with the table's ticks. Axe and a 320 px phone on My Products.
import { createAccount } from "./schools";
import { expect, expectFitsPhone, expectNoAxeViolations, fillSchoolBilling, hydrated, payOnTestGateway, test } from "./fixtures";

const PRODUCT = "Early Elementary Spanish K–2, Level 1";

for (const js of [true, false]) {
  test.describe(js ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: js });

    test("a roster invites the department at once; ticked licences are revoked together", async ({ page, consoleErrors }) => {
      test.slow();
      const stamp = `${js ? "js" : "nojs"}-${Date.now()}`;
      await page.goto("/create-account?redirectTo=%2Fproduct%2Fk2-level-1");
      await createAccount(page, `head-${stamp}@riverside.example`, js);
      await expect(page.getByRole("heading", { level: 1, name: PRODUCT })).toBeVisible();
      if (js) await hydrated(page);
      await page.getByRole("spinbutton", { name: "Number of teachers" }).fill("3");
      await page.getByRole("button", { name: "Add to cart" }).click();
      await page.getByRole("link", { name: "Go to checkout" }).click();
      if (js) await hydrated(page);
      await fillSchoolBilling(page);
      await page.getByRole("button", { name: "Pay by card" }).click();
      if (js) await hydrated(page);
      await page.getByRole("button", { name: "Pay $747 by card" }).click();
      await payOnTestGateway(page, "4242 4242 4242 4242", "Pay $747");
      await page.getByRole("link", { name: "Go to My Products" }).click();

      const roster = page.getByRole("region", { name: "Invite your department at once" });
      if (js) await hydrated(page);
      const teachers = [`ana-${stamp}@riverside.example`, `Luis Gómez <luis-${stamp}@riverside.example>`, `paz-${stamp}@riverside.example`];
      await roster.getByLabel("Teachers").fill([teachers[0], "luis@", teachers[2]].join("\n"));
      await roster.getByRole("button", { name: "Invite these teachers" }).click();
      await expect(roster.getByText("Nobody was invited. Please fix:")).toBeVisible();
      await expect(roster.getByText("Line 2: “luis@” isn’t an email address.")).toBeVisible();
      consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes("status of 400")));
      if (js) await expectNoAxeViolations(page);

      await roster.getByLabel("Teachers").fill(teachers.join("\n"));
      await roster.getByRole("button", { name: "Invite these teachers" }).click();
      await expect(page.getByText("Roster invited: 3 teachers", { exact: true })).toBeVisible();
      const table = page.getByRole("table", { name: `Teachers of ${PRODUCT}` });
      await expect(table.getByRole("row", { name: /Luis Gómez/ }).getByText("Invited", { exact: true })).toBeVisible();
      await expect(page.getByRole("table", { name: "Your licenses, one per teacher per level" }).getByRole("row", { name: new RegExp(PRODUCT) }).getByRole("cell")).toHaveText(["Level 1", "3", "3", "0"]);

      if (js) await hydrated(page);
      await table.getByRole("checkbox", { name: `Select ana-${stamp}@riverside.example` }).check();
      await table.getByRole("checkbox", { name: `Select paz-${stamp}@riverside.example` }).check();
      await page.getByRole("button", { name: `Revoke selected (${PRODUCT})` }).click();
      await expect(page.getByText("Licenses revoked: 2 teachers", { exact: true })).toBeVisible();
      await expect(table.getByRole("row", { name: new RegExp(`paz-${stamp}`) }).getByText("Revoked", { exact: true })).toBeVisible();
      await expect(page.getByRole("table", { name: "Your licenses, one per teacher per level" }).getByRole("row", { name: new RegExp(PRODUCT) }).getByRole("cell")).toHaveText(["Level 1", "3", "1", "2"]);
      if (js) {
        await expectNoAxeViolations(page);
        await expectFitsPhone(page);
      }
    });
  });
}
