import { declineCookies, expect, hydrated, markWindow, menuToProfessionals, schedulerReports, stayedInApp, test } from "./fixtures";

// These pages show the scheduler (Calendly) or load analytics: answered by the local stand-ins.
test.use({ thirdPartyFakes: true });

test.describe("header mega-menus", () => {
  test("open by keyboard, move into the panel, and close with Escape", async ({ page }) => {
    await page.goto("/");
    await declineCookies(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const individuals = nav.getByRole("button", { name: "Individuals" });
    await individuals.focus();
    await expect(individuals).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Enter");
    await expect(individuals).toHaveAttribute("aria-expanded", "true");
    const professionals = nav.getByRole("link", { name: /Professionals/ });
    await expect(professionals).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(professionals).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(individuals).toHaveAttribute("aria-expanded", "false");
    await expect(individuals).toBeFocused();
    await expect(professionals).toBeHidden();
  });

  test("open on hover; Resources lists Articles, eBooks, Events and Case studies", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Resources" }).hover();
    for (const name of ["Articles", "eBooks", "Events", "Case studies"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
  });

  test("a click on the button the pointer just opened keeps the menu open; a second click closes it", async ({ page }) => {
    await page.goto("/");
    await declineCookies(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const individuals = nav.getByRole("button", { name: "Individuals" });
    await individuals.hover();
    await expect(individuals).toHaveAttribute("aria-expanded", "true");
    await individuals.click();
    await expect(individuals).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: /Professionals/ })).toBeVisible();
    await individuals.click();
    await expect(individuals).toHaveAttribute("aria-expanded", "false");
  });

  test("a menu's link navigates in the app, and the menu closes behind it", async ({ page }) => {
    await page.goto("/");
    await declineCookies(page);
    const nav = await menuToProfessionals(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await stayedInApp(page)).toBe(true);
    await expect(nav.getByRole("button", { name: "Individuals" })).toHaveAttribute("aria-expanded", "false");
  });

  test("Login records /account as lastURL before going to /login", async ({ page }) => {
    await page.goto("/");
    await declineCookies(page);
    await page.getByRole("banner").getByRole("link", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount/);
    await expect(page.getByRole("heading", { level: 1, name: "Sign in to Hablarte" })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem("lastURL"))).toBe("/account");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("menus still open by keyboard focus, and Book demo is a page with the scheduler's notice", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Organizations" }).focus();
    await expect(nav.getByRole("link", { name: /K-12 Schools/ })).toBeVisible();
    await page.getByRole("banner").getByRole("link", { name: "Book demo" }).click();
    await expect(page).toHaveURL(/\/book-demo$/);
    await expect(page.getByRole("heading", { name: "Before you continue…" })).toBeVisible();
  });
});

test.describe("book-demo modal", () => {
  test("shows the notice and links, a loading message until the scheduler reports an event type, and records demoDialog", async ({ page }) => {
    await page.goto("/");
    await declineCookies(page);
    await page.getByRole("banner").getByRole("link", { name: "Book demo" }).click();
    const dialog = page.getByRole("dialog", { name: "Book a free demo class" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Before you continue…" })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "privacy policy" })).toHaveAttribute("href", "/privacy-policy");
    await expect(dialog.getByRole("link", { name: "terms and conditions" })).toHaveAttribute("href", "/terms-and-conditions");
    const loading = dialog.getByText("Loading the calendar…");
    await expect(loading).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem("demoDialog"))).toBe("opened");
    await schedulerReports(dialog, "calendly.event_type_viewed");
    await expect(loading).toBeHidden();
    await expect(dialog.locator("iframe")).toHaveAttribute("src", /^https:\/\/calendly\.com\/hablarte\/demo-class\?.*hide_gdpr_banner=1/);
    await dialog.getByRole("button", { name: "Close Book a free demo class" }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe("book-demo modal when the scheduler is blocked", () => {
  test("offers other ways to book instead of an endless spinner", async ({ page, consoleErrors }) => {
    await page.route("https://calendly.com/**", (route) => route.abort("blockedbyclient"));
    await page.goto("/");
    await declineCookies(page);
    // Fake timers only once the page has hydrated (hydration waits for animation frames).
    await page.clock.install();
    await page.getByRole("banner").getByRole("link", { name: "Book demo" }).click();
    const dialog = page.getByRole("dialog", { name: "Book a free demo class" });
    await expect(dialog.getByText("Loading the calendar…")).toBeVisible();
    await expect(dialog.locator("iframe")).toBeAttached();
    await page.clock.fastForward(13_000);
    await expect(dialog.getByRole("alert")).toContainText("The calendar didn’t load.");
    await expect(dialog.getByRole("link", { name: "hola@hablarte.com" })).toHaveAttribute("href", "mailto:hola@hablarte.com");
    await expect(dialog.getByRole("link", { name: "contact page" })).toHaveAttribute("href", "/contact-hablarte");
    await expect(dialog.getByText("Loading the calendar…")).toBeHidden();
    // The blocked frame is this test's premise; Chromium logs it as an error.
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes("ERR_BLOCKED_BY_CLIENT")));
  });
});

test.describe("mobile, 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("shows 'Book Your Free Trial Now' to the free trial, and the footer's public-sector entry goes to /public-sector-ngos", async ({ page }) => {
    await page.goto("/");
    await declineCookies(page);
    const cta = page.locator(".mobile-cta").getByRole("link", { name: "Book Your Free Trial Now" });
    await expect(cta).toBeVisible();
    await expect(cta).toHaveAttribute("href", "/try-hablarte-for-free");
    const footerLink = page.getByRole("contentinfo").getByRole("link", { name: "Public Sector & NGOs" });
    await expect(footerLink).toHaveAttribute("href", "/public-sector-ngos");
    await cta.click();
    await expect(page).toHaveURL(/\/try-hablarte-for-free$/);
  });

  test("the phone menu's links navigate in the app, and the menu closes behind them", async ({ page }) => {
    await page.goto("/");
    await declineCookies(page);
    await markWindow(page);
    // The toggle is the phone menu's <summary> (no ARIA role to find it by); its name is "Menu".
    await page.getByRole("banner").locator("summary", { hasText: "Menu" }).click();
    const phoneNav = page.getByRole("navigation", { name: "Mobile" });
    await phoneNav.getByRole("link", { name: "K-12 Schools" }).click();
    await expect(page).toHaveURL(/\/k-12-schools$/);
    expect(await stayedInApp(page)).toBe(true);
    await expect(phoneNav).toBeHidden();
  });

  test("hides the mobile call to action above 800 px", async ({ page }) => {
    await page.setViewportSize({ width: 801, height: 900 });
    await page.goto("/");
    await expect(page.locator(".mobile-cta")).toBeHidden();
  });
});

test.describe("loading skeleton", () => {
  test("shows while the next page's data loads during client navigation", async ({ page }) => {
    await page.goto("/");
    await declineCookies(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.data(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("contentinfo").getByRole("link", { name: "Cookies policy" }).click();
    await expect(page.getByRole("main").locator('[aria-busy="true"]')).toBeVisible();
    release();
    await expect(page.getByRole("heading", { level: 1, name: "Cookies policy" })).toBeVisible();
    await expect(page.getByRole("main").locator('[aria-busy="true"]')).toHaveCount(0);
  });
});

test.describe("a list's pages", () => {
  // The cards are a static island the first load keeps as the server sent it (decision 0075): a move to
  // another page of the list, in the app, shows that page's cards, and back again.
  test("Next and Previous move through the list in the app, each page with its own cards", async ({ page }) => {
    await page.goto("/spanish-learning-resources");
    await declineCookies(page);
    await hydrated(page);
    await markWindow(page);
    const list = page.getByRole("main");
    await expect(list.getByRole("heading", { level: 3, name: "How to choose your Spanish level" })).toBeVisible();
    await list.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\/spanish-learning-resources\?page=2$/);
    await expect(list.getByRole("heading", { name: /\(page 2 of 2\)/ })).toBeVisible();
    await expect(list.getByRole("heading", { level: 3, name: "At the restaurant: Spanish phrases for eating out" })).toBeVisible();
    await expect(list.getByRole("heading", { level: 3, name: "How to choose your Spanish level" })).toHaveCount(0);
    await list.getByRole("link", { name: "Previous page" }).click();
    await expect(list.getByRole("heading", { name: /\(page 1 of 2\)/ })).toBeVisible();
    await expect(list.getByRole("heading", { level: 3, name: "How to choose your Spanish level" })).toBeVisible();
    expect(await stayedInApp(page)).toBe(true);
  });
});

test.describe("a record's text", () => {
  // The text is a static island the first load keeps as the server sent it (decision 0075): opened in the
  // app, a record renders its own from the navigation's data.
  test("each article opened from the list in the app shows its own text", async ({ page }) => {
    await page.goto("/article/ser-vs-estar");
    await declineCookies(page);
    await hydrated(page);
    await markWindow(page);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2, name: "When to use ser" })).toBeVisible();
    await main.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: /articles/i }).click();
    await main.getByRole("listitem").filter({ hasText: "Travel Spanish: 12 phrases" }).getByRole("link", { name: "Read the article" }).click();
    await expect(page).toHaveURL(/\/article\/article-travel-phrases$/);
    await expect(main.getByRole("heading", { level: 2, name: "Phrases for getting around" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: "When to use ser" })).toHaveCount(0);
    await page.goBack();
    await page.goBack();
    await expect(main.getByRole("heading", { level: 2, name: "When to use ser" })).toBeVisible();
    expect(await stayedInApp(page)).toBe(true);
  });
});
