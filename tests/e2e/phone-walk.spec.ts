// Every signed-in screen on a phone (issue #27): a buyer with a weekly plan on trial, licences bought by card,
// a quote and something in the cart, and a member of staff, walk their screens at 390 and 320 px; none may pan
// sideways or push an element past the screen's edge (a wide table scrolls inside its own labelled region).
// The pages a visitor sees signed out are walked the same way by the crawl (crawl.spec.ts).
import type { Page } from "@playwright/test";
import { expect, expectNoSidewaysScroll, fillSchoolBilling, followMailLink, hydrated, payOnTestGateway, test } from "./fixtures";
import { signInAsStaff } from "./schools";
import { staffMember } from "./staff-members.mjs";

async function walk(page: Page, paths: string[]) {
  for (const path of paths) {
    await test.step(path, async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      const response = await page.goto(path);
      expect(response?.status(), path).toBeLessThan(400);
      await expectNoSidewaysScroll(page, 390);
      await expectNoSidewaysScroll(page, 320);
    });
  }
}

test("a buyer's screens: plan, licences, quote, cart, checkout and payment", async ({ page }) => {
  test.slow();
  const email = `phone-${Date.now()}@riverside.example`;
  // The weekly plan, on its free trial.
  await page.goto("/individual-plans");
  await page.getByRole("link", { name: /^Start with this plan\s*: 2 classes per week$/ }).click();
  await hydrated(page);
  const create = page.getByRole("region", { name: "New here? Create your account" });
  await create.getByLabel("Your name").fill("Ana López");
  await create.getByLabel("Email").fill(email);
  await create.getByLabel("Password").fill("tres tristes tigres");
  await create.getByRole("button", { name: "Create my account" }).click();
  // The account exists once the page says so: leaving before would cancel the post.
  await expect(page.getByText("Check your email")).toBeVisible();
  await followMailLink(page, email, "Confirm your email to finish creating your Hablarte account");
  await hydrated(page);
  await page.getByRole("radio", { name: /^Me\b/ }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Pay by card" }).click();
  await payOnTestGateway(page, "3566 0020 2036 0505", "Start free trial");
  await expect(page.getByText("Your free trial has started")).toBeVisible();

  // Licences bought by card.
  await page.goto("/product/k2-level-1");
  await hydrated(page);
  await page.getByRole("spinbutton", { name: "Number of teachers" }).fill("2");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await page.getByRole("link", { name: "Go to checkout" }).click();
  await hydrated(page);
  await fillSchoolBilling(page);
  await page.getByRole("button", { name: "Pay by card" }).click();
  await expect(page).toHaveURL(/\/card-payment\?order=/);
  await hydrated(page);
  const cardPage = page.url();
  await page.getByRole("button", { name: "Pay $498 by card" }).click();
  await payOnTestGateway(page, "4242 4242 4242 4242", "Pay $498");
  await page.getByRole("link", { name: "Go to My Products" }).click();

  // A quote, and a level left in the cart for checkout.
  await page.goto("/product/k2-level-2");
  await hydrated(page);
  await page.getByRole("spinbutton", { name: "Number of teachers" }).fill("12");
  await page.getByRole("button", { name: "Request a quote" }).click();
  await hydrated(page);
  await fillSchoolBilling(page);
  await page.getByRole("button", { name: "Request a quote" }).click();
  await expect(page.getByText("Your quote is ready")).toBeVisible();
  const poStep = await page.getByRole("link", { name: /^Accept Quote/ }).first().getAttribute("href");
  await page.goto("/product/k2-level-2");
  await hydrated(page);
  await page.getByRole("spinbutton", { name: "Number of teachers" }).fill("3");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Cart 1 level in your cart" })).toBeVisible();

  // The payment provider's billing page (the test gateway's portal), reached from the plan.
  await page.goto("/account");
  await hydrated(page);
  await page.getByRole("button", { name: "Manage billing and plan" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Billing for Hablarte" })).toBeVisible();
  const portal = new URL(page.url()).pathname;

  await walk(page, [
    portal,
    "/account",
    "/account/my-order",
    "/account/my-products",
    "/account/my-products/k2-level-1",
    "/account/tax-exemption",
    "/personal-information",
    "/cart",
    "/checkout",
    new URL(cardPage).pathname + new URL(cardPage).search,
    poStep!,
    "/select-level",
    "/vendor-information",
    "/vendor-information/sole-source-letter?product=k2-level-1&district=Riverside+Independent+School+District",
  ]);
});

test("a member of staff's screens", async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsStaff(page, staffMember("phone", test.info().retry), true);
  // An order's page too, when the run has made one by now (the buyer's walk runs alongside); an order with
  // part payments and a refunded credit note is checked at 390 and 320 px in staff.spec.ts, where it is made.
  const orders = page.getByRole("main").getByRole("link", { name: /^Q-\d{4}-\d{4}$/ });
  const firstOrder = (await orders.count()) > 0 ? await orders.first().getAttribute("href") : null;
  await walk(page, [
    "/staff",
    ...(firstOrder ? [firstOrder] : []),
    "/staff/payments",
    "/staff/leads",
    "/staff/messages",
    "/staff/level-tests",
    "/staff/newsletter",
    "/staff/outbox",
    "/staff/audit",
    "/staff/password",
  ]);
});
