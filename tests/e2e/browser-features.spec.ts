// The browser the tests run in keeps every feature Playwright switches off, plus ours
// (browser-features.ts): Chromium keeps only the last --disable-features switch, so ours must repeat
// Playwright's. A Playwright upgrade that switches off one more feature fails here, not somewhere subtle.
import { chromium, type Browser } from "@playwright/test";
import { BROWSER_UI_FEATURES_OFF } from "../../scripts/lib/chromium-features.mjs";
import { expect, test } from "./fixtures";

/** The features the browser runs with switched off, as chrome://version reports its command-line variations. */
async function disabledFeatures(browser: Browser): Promise<string[]> {
  const page = await browser.newPage();
  try {
    await page.goto("chrome://version");
    const encoded = /eyJ[A-Za-z0-9+/=]+/.exec(await page.content())?.[0];
    expect(encoded, "chrome://version shows its command-line variations").toBeDefined();
    const variations = JSON.parse(Buffer.from(encoded!, "base64").toString()) as { "disable-features"?: string };
    return (variations["disable-features"] ?? "").split(",").filter(Boolean);
  } finally {
    await page.close();
  }
}

test("the tests' browser switches off Playwright's features and the omnibox popup's WebUI", async ({ browser }) => {
  // The same Chromium with nothing but Playwright's defaults.
  const { executablePath } = test.info().project.use.launchOptions ?? {};
  const withPlaywrightDefaults = await chromium.launch({ executablePath, args: ["--headless=new", "--no-sandbox"] });
  try {
    const playwrights = await disabledFeatures(withPlaywrightDefaults);
    expect(playwrights.length).toBeGreaterThan(5);
    const ours = await disabledFeatures(browser);
    expect(ours).toEqual(expect.arrayContaining(playwrights));
    expect(ours).toEqual(expect.arrayContaining(BROWSER_UI_FEATURES_OFF));
  } finally {
    await withPlaywrightDefaults.close();
  }
});
