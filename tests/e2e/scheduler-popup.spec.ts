// The scheduler as a popup (react-calendly's PopupModal) on /try-{brand}-for-free: it opens with the
// scheduling page, closes with Escape and gives focus back; without JavaScript it is a link to /book-demo.
import { declineCookies, expect, test } from "./fixtures";

// These pages show the scheduler (Calendly) or load analytics: answered by the local stand-ins.
test.use({ thirdPartyFakes: true });

test("the free-trial page opens the scheduler popup and closes it with Escape", async ({ page }) => {
  await page.goto("/try-hablarte-for-free?gclid=Popup_Click-42");
  await declineCookies(page);
  const trigger = page.getByRole("button", { name: "Book a demo class instead" });
  await trigger.click();
  const frame = page.locator('iframe[src^="https://calendly.com/hablarte/demo-class"]');
  await expect(frame).toBeVisible();
  expect(new URL((await frame.getAttribute("src"))!).searchParams.get("hide_gdpr_banner")).toBe("1");
  await expect(page.getByRole("button", { name: "Close modal" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(frame).toBeHidden();
  await expect(trigger).toBeFocused();
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the same call to action is a link to the /book-demo page", async ({ page }) => {
    await page.goto("/try-hablarte-for-free");
    await expect(page.getByRole("link", { name: "Book a demo class instead" })).toHaveAttribute("href", "/book-demo");
  });
});
