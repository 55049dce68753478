import { consentValue, expect, hydrated, test } from "./fixtures";

// Accepting analytics loads the analytics library: answered by the local stand-in.
test.use({ thirdPartyFakes: true });

const notice = (page: import("@playwright/test").Page) => page.getByRole("region", { name: "Cookies on this site" });

test.describe("cookie consent with JavaScript", () => {
  test("Decline all keeps only Necessary, for 365 days, and hides the notice", async ({ page, context }) => {
    await page.goto("/");
    await expect(notice(page)).toBeVisible();
    await notice(page).getByRole("button", { name: "Decline all" }).click();
    await expect(notice(page)).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === "__Host-hablarte_consent")!;
    expect(consentValue(cookie.value)).toBe("necessary:1,analytics:0,marketing:0,preferences:0");
    const days = (cookie.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);
    await page.reload();
    await expect(notice(page)).toBeHidden();
  });

  test("a choice saves in place and reloads only the site's shell data, not the page's", async ({ page }) => {
    await page.goto("/k-12-schools");
    await hydrated(page);
    const reloads: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (request.method() === "GET" && url.pathname.endsWith(".data")) reloads.push(url.pathname + url.search);
    });
    const shellReloaded = page.waitForResponse((response) => response.request().method() === "GET" && new URL(response.url()).pathname === "/k-12-schools.data");
    await notice(page).getByRole("button", { name: "Decline all" }).click();
    await expect(notice(page)).toBeHidden();
    await shellReloaded;
    expect(reloads).toEqual(["/k-12-schools.data?_routes=root"]);
    await expect(page).toHaveURL(/\/k-12-schools$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("change preference opens the dialog; Save stores choices and shows the notification", async ({ page, context }) => {
    await page.goto("/");
    await hydrated(page);
    await notice(page).getByRole("link", { name: "change preference" }).click();
    const dialog = page.getByRole("dialog", { name: "Cookie preferences" });
    await expect(dialog).toBeVisible();
    const necessary = dialog.getByRole("switch", { name: /Necessary/ });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    for (const name of ["Analytics", "Marketing", "Preferences"]) await expect(dialog.getByRole("switch", { name })).toBeVisible();
    await dialog.getByRole("switch", { name: "Analytics" }).check();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Cookie consent settings saved" })).toContainText(
      "Your settings for cookie consent have been updated",
    );
    await expect(dialog).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === "__Host-hablarte_consent")!;
    expect(consentValue(cookie.value)).toBe("necessary:1,analytics:1,marketing:0,preferences:0");
  });

  test("closing the notice opens the consent dialog, and the footer's Cookies Consent Manager does too", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await notice(page).getByRole("link", { name: /Close the cookie notice/ }).click();
    const dialog = page.getByRole("dialog", { name: "Cookie preferences" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Accept all" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("contentinfo").getByRole("link", { name: "Cookies Consent Manager" }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("switch", { name: "Marketing" })).toBeChecked();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});

test.describe("cookie consent without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Cookies Consent Manager opens a page with the same form; Save returns with the notification", async ({ page, context }) => {
    await page.goto("/try-hablarte-for-free");
    await page.getByRole("contentinfo").getByRole("link", { name: "Cookies Consent Manager" }).click();
    await expect(page).toHaveURL(/\/cookie-preferences\?redirectTo=%2Ftry-hablarte-for-free/);
    await expect(page.getByRole("heading", { level: 1, name: "Cookie preferences" })).toBeVisible();
    await page.getByRole("main").getByRole("switch", { name: "Preferences" }).check();
    await page.getByRole("main").getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/try-hablarte-for-free$/);
    await expect(page.getByText("Cookie consent settings saved")).toBeVisible();
    await expect(page.getByText("Your settings for cookie consent have been updated")).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === "__Host-hablarte_consent")!;
    expect(consentValue(cookie.value)).toBe("necessary:1,analytics:0,marketing:0,preferences:1");
    await expect(notice(page)).toBeHidden();
  });

  test("Decline all from the notice works as a plain form post", async ({ page, context }) => {
    await page.goto("/");
    await notice(page).getByRole("button", { name: "Decline all" }).click();
    await expect(notice(page)).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === "__Host-hablarte_consent")!;
    expect(consentValue(cookie.value)).toBe("necessary:1,analytics:0,marketing:0,preferences:0");
  });
});
