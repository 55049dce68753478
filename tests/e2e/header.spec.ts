// The header knows who is looking (issue #27), with JavaScript and without: a visitor's cart link appears
// when the cart holds a level; signing in puts the account's name where Login was, whose menu leads to My
// account and My Products and signs out; on a phone the cart link sits beside the menu, the fixed free-trial
// bar is left off the cart, and a field that takes focus scrolls clear of it. Axe on the signed-in header.
import { createAccount } from "./schools";
import { declineCookies, expect, expectFitsPhone, expectNoAxeViolations, hydrated, test } from "./fixtures";

const PRODUCT = "Early Elementary Spanish K–2, Level 1";

for (const js of [true, false]) {
  test.describe(js ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: js });

    test("cart link, the account's name and its menu, sign out", async ({ page }) => {
      const header = page.getByRole("banner");
      await page.goto("/product/k2-level-1");
      await expect(header.getByRole("link", { name: "Login" })).toBeVisible();
      await expect(header.getByRole("link", { name: /^Cart/ })).toHaveCount(0);
      if (js) await hydrated(page);
      await page.getByRole("spinbutton", { name: "Number of teachers" }).fill("2");
      await page.getByRole("button", { name: "Add to cart" }).click();
      await expect(page.getByRole("status")).toHaveText(`${PRODUCT} is in your cart.`);
      await expect(header.getByRole("link", { name: "Cart 1 level in your cart" })).toBeVisible();

      await page.goto("/create-account?redirectTo=%2Fcatalog");
      const email = `header-${js ? "js" : "nojs"}-${Date.now()}@riverside.example`;
      await createAccount(page, email, js);
      await page.goto("/catalog");
      await expect(header.getByRole("link", { name: "Login" })).toHaveCount(0);
      // The visitor's cart joined the account's at sign-in.
      await expect(header.getByRole("link", { name: "Cart 1 level in your cart" })).toBeVisible();
      await header.getByText("Your account: Ana López").click();
      await expect(header.getByRole("link", { name: "My account" })).toBeVisible();
      if (js) await expectNoAxeViolations(page);
      await header.getByRole("link", { name: "My Products" }).click();
      await expect(page.getByRole("heading", { level: 2, name: "My Products" })).toBeVisible();
      await header.getByText("Your account: Ana López").click();
      await header.getByRole("button", { name: "Sign out" }).click();
      await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
      await expect(page.getByRole("banner").getByRole("link", { name: /^Cart/ })).toHaveCount(0);
    });
  });
}

test("on a phone: the cart link beside the menu, no trial bar on the cart, and a focused field scrolls clear of it", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/product/k2-level-1");
  await declineCookies(page);
  const trialBar = page.getByRole("complementary", { name: "Free trial" });
  await expect(trialBar).toBeVisible();
  await hydrated(page);
  await page.getByRole("spinbutton", { name: "Number of teachers" }).fill("1");
  await page.getByRole("button", { name: "Add to cart" }).click();
  const cartLink = page.getByRole("banner").getByRole("link", { name: "Cart 1 level in your cart" });
  await expect(cartLink).toBeVisible();
  await expectFitsPhone(page, 390);
  await cartLink.click();
  await expect(page.getByRole("heading", { level: 1, name: "Your cart" })).toBeVisible();
  await expect(trialBar).toHaveCount(0);
  // A form with the bar: a field that takes focus from under the bar scrolls clear of it.
  await page.goto("/contact-hablarte");
  await expect(trialBar).toBeVisible();
  const message = page.getByRole("textbox", { name: "Message" });
  await message.evaluate((field) => window.scrollBy(0, field.getBoundingClientRect().top - window.innerHeight + 30));
  const covered = async () => {
    const [field, bar] = await Promise.all([message.boundingBox(), trialBar.boundingBox()]);
    return field!.y + field!.height > bar!.y;
  };
  expect(await covered()).toBe(true);
  await message.focus();
  await expect.poll(covered).toBe(false);
});
