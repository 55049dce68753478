// The shop and the weekly plan in the browser (issue #10 §3–§5), with JavaScript and without: cart →
// checkout → card on the test gateway → licences in My Products; the plan's trial through the gateway and
// its cancellation; declined and authenticated cards. Axe on every new screen.
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, fillSchoolBilling, followMailLink, hydrated, payOnTestGateway, test } from "./fixtures";

const PASSWORD = "tres tristes tigres";
const PRODUCT = "Early Elementary Spanish K–2, Level 1";


const ignoreIntended = (errors: string[], ...statuses: number[]) => errors.splice(0, errors.length, ...errors.filter((e) => !statuses.some((status) => e.includes(`status of ${status}`))));

const payOnGateway = (page: Page, card: string, button: RegExp | string) => payOnTestGateway(page, card, button);

/** The cart with `teachers` licences of the K–2 Level 1 product, as a visitor. */
async function fillCart(page: Page, teachers: string, js: boolean) {
  await page.goto("/product/k2-level-1");
  if (js) await hydrated(page);
  await page.getByRole("spinbutton", { name: "Number of teachers" }).fill("0");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByText("Enter a number of teachers from 1 to 500.")).toBeVisible();
  await page.getByRole("spinbutton", { name: "Number of teachers" }).fill("2");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("status")).toHaveText(`${PRODUCT} is in your cart.`);
  // Axe runs in the page: with JavaScript off, the same server-rendered screens are checked in the JavaScript run.
  if (js) await expectNoAxeViolations(page);
  if (js) await hydrated(page);
  await page.getByRole("spinbutton", { name: "Number of teachers" }).fill(teachers);
  await page.getByRole("button", { name: `Update ${PRODUCT}` }).click();
  await expect(page.getByRole("status")).toHaveText(`${PRODUCT} now has the number of teachers you chose.`);
}

for (const js of [true, false]) {
  test.describe(js ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: js });

    test("cart → checkout → card on the test gateway → licences in My Products", async ({ page, consoleErrors }) => {
      test.slow();
      const email = `shop-${js ? "js" : "nojs"}-${Date.now()}@riverside.example`;
      await fillCart(page, "3", js);
      await expect(page.getByText("$747").first()).toBeVisible();
      await page.getByRole("link", { name: "Go to checkout" }).click();
      // Checkout needs an account: create one, confirm it, and come back to the checkout with the cart.
      await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcheckout$/);
      await page.getByRole("link", { name: /create an account/i }).click();
      if (js) await hydrated(page);
      await page.getByLabel("Your name").fill("Ana López");
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill(PASSWORD);
      await page.getByRole("button", { name: "Create account" }).click();
      await expect(page.getByText("Check your email to finish")).toBeVisible();
      await followMailLink(page, email, "Confirm your email to finish creating your Hablarte account");
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
      if (js) await expectNoAxeViolations(page);
      if (js) await hydrated(page);

      await fillSchoolBilling(page, "6270");
      await page.getByRole("button", { name: "Pay by card" }).click();
      await expect(page.getByText("Enter a 5-digit ZIP code (or ZIP+4).")).toBeVisible();
      await page.getByLabel("ZIP code").fill("62701");
      await page.getByRole("button", { name: "Pay by card" }).click();

      await expect(page.getByRole("heading", { level: 1, name: "Pay by card" })).toBeVisible();
      if (js) await expectNoAxeViolations(page);
      if (js) await hydrated(page);
      await page.getByRole("button", { name: "Pay $747 by card" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Pay Hablarte" })).toBeVisible();
      if (js) await expectNoAxeViolations(page);
      await payOnGateway(page, "4242 4242 4242 4242", "Pay $747");

      await expect(page.getByRole("heading", { level: 1, name: "Thank you: your order is paid" })).toBeVisible();
      await expect(page.getByText(/^Order HB-\d{4}-\d{5} · \$747 paid/)).toBeVisible();
      if (js) await expectNoAxeViolations(page);
      await page.getByRole("link", { name: "Go to My Products" }).click();
      const row = page.getByRole("row", { name: new RegExp(PRODUCT) });
      await expect(row.getByRole("cell")).toHaveText(["Level 1", "3", "0", "3"]);
      if (js) await expectNoAxeViolations(page);
      // The refused quantity and ZIP code are answered with 400 on purpose; Chromium logs those as errors.
      ignoreIntended(consoleErrors, 400);
      await page.getByRole("link", { name: "My Order" }).click();
      await expect(page.getByRole("region", { name: "Your account" }).getByText("Paid", { exact: true })).toBeVisible();
    });

    test("the weekly plan: account inline, Start free trial on the gateway, cancel at no cost and keep it after all; the billing portal changes the plan", async ({ page }) => {
      test.slow();
      const email = `plan-${js ? "js" : "nojs"}-${Date.now()}@riverside.example`;
      await page.goto("/individual-plans");
      await page.getByRole("link", { name: /^Start with this plan\s*: 2 classes per week$/ }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Start your journey" })).toBeVisible();
      if (js) await expectNoAxeViolations(page);
      if (js) await hydrated(page);
      const create = page.getByRole("region", { name: "New here? Create your account" });
      await create.getByLabel("Your name").fill("Ana López");
      await create.getByLabel("Email").fill(email);
      await create.getByLabel("Password").fill(PASSWORD);
      await create.getByRole("button", { name: "Create my account" }).click();
      await expect(page.getByText("Check your email")).toBeVisible();
      await followMailLink(page, email, "Confirm your email to finish creating your Hablarte account");
      await expect(page.getByText("Signed in as Ana López")).toBeVisible();
      if (js) await hydrated(page);
      await page.getByRole("radio", { name: /^Me\b/ }).check();
      await page.getByRole("button", { name: "Continue" }).click();

      await expect(page.getByRole("heading", { level: 1, name: "Complete your purchase" })).toBeVisible();
      const firstCharge = new Intl.DateTimeFormat("en-US", { weekday: "long", year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(new Date(Date.now() + 7 * 86_400_000));
      await expect(page.getByText(`No charge until ${firstCharge}.`)).toBeVisible();
      if (js) await expectNoAxeViolations(page);
      if (js) await hydrated(page);
      await page.getByRole("button", { name: "Pay by card" }).click();
      // A free week is once per card (issue #22 §1): each trial in this run starts with its own test card.
      await payOnGateway(page, js ? "6011111111111117" : "6011000990139424", "Start free trial");

      await expect(page.getByText("Your free trial has started")).toBeVisible();
      if (js) await hydrated(page);
      await page.getByRole("button", { name: "Continue: select your level" }).click();
      await expect(page).toHaveURL(/\/select-level$/);

      await page.goto("/account");
      const account = page.getByRole("region", { name: "Your account" });
      await expect(account.getByText("Free trial", { exact: true })).toBeVisible();
      if (js) await expectNoAxeViolations(page);
      if (js) await hydrated(page);
      await page.getByRole("button", { name: "Cancel my plan" }).click();
      // Canceling keeps the rest of the free week (issue #27): what remains is said, and it can be taken back.
      await expect(page.getByText("Your plan is canceled")).toBeVisible();
      await expect(account.getByText("Free trial, canceled", { exact: true })).toBeVisible();
      await expect(account.getByText(`Your free trial continues until ${firstCharge} (7 days left), and nothing will be charged.`, { exact: true })).toBeVisible();
      if (js) await expectNoAxeViolations(page);
      if (js) await hydrated(page);
      await page.getByRole("button", { name: "Keep my plan" }).click();
      await expect(page.getByText("Your plan continues")).toBeVisible();
      await expect(account.getByText(`$50 on ${firstCharge}`)).toBeVisible();

      // Card on file, billing history and a change of plan: the payment provider's portal (here the test gateway's).
      if (js) await hydrated(page);
      await page.getByRole("button", { name: "Manage billing and plan" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Billing for Hablarte" })).toBeVisible();
      await expect(page.getByText(js ? "Discover ending 1117" : "Discover ending 9424")).toBeVisible();
      await expect(page.getByText("No charges yet.")).toBeVisible();
      if (js) await expectNoAxeViolations(page);
      await page.getByRole("radio", { name: /^3 classes per week/ }).check();
      await page.getByRole("button", { name: "Update plan" }).click();
      await expect(page.getByText("Your plan is changed.")).toBeVisible();
      await page.getByRole("link", { name: "Return to Hablarte" }).click();
      await expect(account.getByText("3 classes per week, $60 per week")).toBeVisible();
    });

    test("a card that had its free week: the trial is refused at once, and the plan starts only from the button that names its price", async ({ page }) => {
      test.slow();
      const card = js ? "371449635398431" : "6011981111111113";
      for (const [index, name] of ["Ana López", "Luis López"].entries()) {
        const email = `card-${index}-${js ? "js" : "nojs"}-${Date.now()}@riverside.example`;
        await page.goto("/start-journey?plan=plan-2-per-week");
        if (js) await hydrated(page);
        const create = page.getByRole("region", { name: "New here? Create your account" });
        await create.getByLabel("Your name").fill(name);
        await create.getByLabel("Email").fill(email);
        await create.getByLabel("Password").fill(PASSWORD);
        await create.getByRole("button", { name: "Create my account" }).click();
        await expect(page.getByText("Check your email")).toBeVisible();
        await followMailLink(page, email, "Confirm your email to finish creating your Hablarte account");
        await expect(page.getByText(`Signed in as ${name}`)).toBeVisible();
        if (js) await hydrated(page);
        await page.getByRole("radio", { name: /^Me\b/ }).check();
        await page.getByRole("button", { name: "Continue" }).click();
        if (js) await hydrated(page);
        await page.getByRole("button", { name: "Pay by card" }).click();
        await payOnGateway(page, card, "Start free trial");
        if (index === 0) {
          await expect(page.getByText("Your free trial has started")).toBeVisible();
          await page.context().clearCookies();
        }
      }
      // The second account's trial on the same card (issue #22 §1): canceled before any charge, and said.
      await expect(page.getByText("We couldn’t start a free week: the free week is once per person, and the card you entered has already been used for a free week. We canceled it right away, so nothing was charged.")).toBeVisible();
      if (js) await expectNoAxeViolations(page);
      if (js) await hydrated(page);
      await page.getByRole("button", { name: "Start my plan — $50 a week" }).click();
      await payOnGateway(page, card, "Pay $50 and start my plan");
      await expect(page.getByText("Your plan has started")).toBeVisible();
    });
  });
}

test("a declined card says so; a card that asks for authentication pays once completed", async ({ page, consoleErrors }) => {
  test.slow();
  const email = `cards-${Date.now()}@riverside.example`;
  await page.goto("/create-account");
  await hydrated(page);
  await page.getByLabel("Your name").fill("Ana López");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Check your email to finish")).toBeVisible();
  await followMailLink(page, email, "Confirm your email to finish creating your Hablarte account");
  await fillCart(page, "1", true);
  await page.getByRole("link", { name: "Go to checkout" }).click();
  await hydrated(page);
  await fillSchoolBilling(page);
  await page.getByRole("button", { name: "Pay by card" }).click();
  await page.getByRole("button", { name: "Pay $249 by card" }).click();

  await payOnGateway(page, "4000 0000 0000 0002", "Pay $249");
  await expect(page.getByRole("alert")).toContainText("declined");
  // The refused quantity (400) and the decline (402) are answered so on purpose; Chromium logs them as errors.
  ignoreIntended(consoleErrors, 400, 402);
  await expectNoAxeViolations(page);

  await payOnGateway(page, "4000 0025 0000 3155", "Pay $249");
  await expect(page.getByRole("heading", { level: 1, name: "Confirm it’s you" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Complete" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thank you: your order is paid" })).toBeVisible();
});
