// Analytics gating at the edge (spec §4 "Analytics gating", §6 "Analytics exclusion"; issue #4 §6): the
// server includes the analytics starter only for a visitor who accepted Analytics and whose IP
// (CF-Connecting-IP) is not on the CMS's blocked list. And the ad click id (§4 "Ad click id"): saved from
// ?gclid= and passed to every scheduler as utm_source. The analytics library is a local stub (fixtures.ts).
import type { BrowserContext, Page } from "@playwright/test";
import { consentValue, expect, hydrated, schedulerReports, test } from "./fixtures";

// These pages show the scheduler (Calendly) or load analytics: answered by the local stand-ins.
test.use({ thirdPartyFakes: true });

const ALLOWED_IP = "198.18.0.10";
/** On the blocked list (app/content/blocked-ips.ts). */
const BLOCKED_IP = "203.0.113.24";
const BLOCKED_IPV6 = "2001:db8:4a1c::12";
const GCLID = "Test_Click-123";

const notice = (page: Page) => page.getByRole("region", { name: "Cookies on this site" });

async function choose(page: Page, button: "Accept all" | "Decline all") {
  await hydrated(page);
  await notice(page).getByRole("button", { name: button }).click();
  await expect(notice(page)).toBeHidden();
}

/**
 * How many analytics starters the page holds once loaded. The server decides (the starter is in the HTML
 * or not) and only the starter requests the library, so the load event is enough to wait for: "networkidle"
 * waited half a second past the last of the page's own requests on every call.
 */
async function analyticsOnPage(page: Page) {
  await page.waitForLoadState("load");
  return page.locator('script[src^="/scripts/analytics.js"]').count();
}

/** window.dataLayer as plain arrays (gtag pushes `arguments` objects). */
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) => JSON.parse(JSON.stringify(Array.from(entry))) as unknown[]),
  );

test.describe("analytics gating", () => {
  test("no consent yet: no analytics", async ({ page, analyticsRequests }) => {
    await page.setExtraHTTPHeaders({ "CF-Connecting-IP": ALLOWED_IP });
    await page.goto("/");
    await hydrated(page);
    await expect(notice(page)).toBeVisible();
    expect(await analyticsOnPage(page)).toBe(0);
    expect(analyticsRequests).toEqual([]);
    expect(await page.evaluate(() => "dataLayer" in window)).toBe(false);
  });

  test("declined: no analytics, also after a reload", async ({ page, analyticsRequests }) => {
    await page.setExtraHTTPHeaders({ "CF-Connecting-IP": ALLOWED_IP });
    await page.goto("/");
    await choose(page, "Decline all");
    await page.reload();
    await hydrated(page);
    expect(await analyticsOnPage(page)).toBe(0);
    expect(analyticsRequests).toEqual([]);
  });

  for (const ip of [BLOCKED_IP, BLOCKED_IPV6]) {
    test(`accepted, but from a blocked IP (${ip}): no analytics`, async ({ page, analyticsRequests }) => {
      await page.setExtraHTTPHeaders({ "CF-Connecting-IP": ip });
      await page.goto("/");
      await choose(page, "Accept all");
      await page.reload();
      await hydrated(page);
      expect(await analyticsOnPage(page)).toBe(0);
      await page.goto("/spanish-course-pricing");
      expect(await analyticsOnPage(page)).toBe(0);
      expect(analyticsRequests).toEqual([]);
    });
  }

  test("accepted from an allowed IP: the starter, then the library, with Consent Mode denied by default", async ({ page, analyticsRequests }) => {
    const order: string[] = [];
    page.on("request", (request) => {
      const url = request.url();
      if (url.includes("/scripts/analytics.js") || url.includes("googletagmanager.com")) order.push(new URL(url).pathname);
    });
    await page.setExtraHTTPHeaders({ "CF-Connecting-IP": ALLOWED_IP });
    await page.goto("/");
    await choose(page, "Accept all");
    // The choice takes effect at once (the root data is reloaded after the consent post) …
    await expect.poll(() => analyticsRequests.length).toBe(1);
    expect(analyticsRequests[0]).toBe("https://www.googletagmanager.com/gtag/js?id=G-E2ETEST");
    expect(order).toEqual(["/scripts/analytics.js", "/gtag/js"]);
    // … and every page after it is served with analytics.
    await page.reload();
    await hydrated(page);
    await expect.poll(() => analyticsRequests.length).toBe(2);
    expect(order).toEqual(["/scripts/analytics.js", "/gtag/js", "/scripts/analytics.js", "/gtag/js"]);
    await expect.poll(() => page.evaluate(() => (window as { __gtagStubLoaded?: boolean }).__gtagStubLoaded)).toBe(true);

    const layer = await dataLayer(page);
    expect(layer[0]).toEqual(["consent", "default", { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" }]);
    // Accept all granted Marketing too.
    expect(layer[1]).toEqual(["consent", "update", { ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted", analytics_storage: "granted" }]);
    expect(layer.find((entry) => entry[0] === "config")).toEqual(["config", "G-E2ETEST"]);
  });

  test("Analytics accepted, Marketing not: analytics granted, advertising stays denied", async ({ page, context, analyticsRequests }) => {
    await page.setExtraHTTPHeaders({ "CF-Connecting-IP": ALLOWED_IP });
    await page.goto("/");
    await hydrated(page);
    await notice(page).getByRole("link", { name: "change preference" }).click();
    const dialog = page.getByRole("dialog", { name: "Cookie preferences" });
    await dialog.getByRole("switch", { name: "Analytics" }).check();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === "__Host-hablarte_consent")!;
    expect(consentValue(cookie.value)).toBe("necessary:1,analytics:1,marketing:0,preferences:0");
    await expect.poll(() => analyticsRequests.length).toBe(1);
    await page.reload();
    await hydrated(page);
    await expect.poll(() => analyticsRequests.length).toBe(2);
    const layer = await dataLayer(page);
    expect(layer[0]?.slice(0, 2)).toEqual(["consent", "default"]);
    expect(layer[1]).toEqual(["consent", "update", { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "granted" }]);
  });

  test("the hot site is gated the same way", async ({ page, analyticsRequests }) => {
    const landing = new URL("/", test.info().project.use.baseURL);
    landing.hostname = "try.localhost";
    await page.setExtraHTTPHeaders({ "CF-Connecting-IP": BLOCKED_IP });
    await page.goto(landing.href);
    await choose(page, "Accept all");
    await page.reload();
    await hydrated(page);
    expect(await analyticsOnPage(page)).toBe(0);
    expect(analyticsRequests).toEqual([]);

    await page.setExtraHTTPHeaders({ "CF-Connecting-IP": ALLOWED_IP });
    await page.reload();
    await expect.poll(() => analyticsRequests.length).toBe(1);
  });
});

test.describe("analytics gating without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the starter script is in the page only for an allowed IP with consent", async ({ page }) => {
    await page.setExtraHTTPHeaders({ "CF-Connecting-IP": ALLOWED_IP });
    await page.goto("/");
    await expect(page.locator('script[src^="/scripts/analytics.js"]')).toHaveCount(0);
    await notice(page).getByRole("button", { name: "Accept all" }).click();
    await expect(notice(page)).toBeHidden();
    await expect(page.locator('script[src^="/scripts/analytics.js"]')).toHaveAttribute("src", "/scripts/analytics.js?id=G-E2ETEST&ads=1");
    await page.setExtraHTTPHeaders({ "CF-Connecting-IP": BLOCKED_IP });
    await page.reload();
    await expect(page.locator('script[src^="/scripts/analytics.js"]')).toHaveCount(0);
  });
});

test.describe("ad click id (gclid)", () => {
  /** A visitor arriving from an ad who accepts every cookie: the ad click id is kept. */
  async function arriveFromAnAd(page: Page, context: BrowserContext) {
    await page.goto(`/?gclid=${GCLID}`);
    await choose(page, "Accept all");
    expect(await page.evaluate(() => localStorage.getItem("gclid"))).toBe(GCLID);
    const cookie = (await context.cookies()).find((c) => c.name === "__Host-hablarte_gclid");
    expect(cookie, "a first-party cookie carries it to the server").toBeDefined();
    expect(consentValue(cookie!.value)).toBe(GCLID);
  }

  test("is saved from the URL and passed as utm_source to the book-demo dialog", async ({ page, context }) => {
    await arriveFromAnAd(page, context);
    // The main host's book-demo dialog, on a page without the parameter.
    await page.goto("/faqs");
    await hydrated(page);
    await page.getByRole("banner").getByRole("link", { name: "Book demo" }).click();
    const dialog = page.getByRole("dialog", { name: "Book a free demo class" });
    await expect(dialog.locator("iframe")).toBeAttached();
    await schedulerReports(dialog, "calendly.event_type_viewed");
    await expect(dialog.getByText("Loading the calendar…")).toBeHidden();
    expect(new URL((await dialog.locator("iframe").getAttribute("src"))!).searchParams.get("utm_source")).toBe(GCLID);
  });

  for (const path of ["/book/demo", "/external/book/demo"]) {
    test(`is saved from the URL and passed as utm_source to ${path}`, async ({ page, context }) => {
      await arriveFromAnAd(page, context);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: "Book your free demo class" })).toBeVisible();
      const frame = page.locator("iframe[src^='https://calendly.com/']");
      await expect(frame).toBeAttached();
      await schedulerReports(page, "calendly.event_type_viewed");
      await expect(page.getByText("Loading the calendar…")).toBeHidden();
      const src = new URL((await frame.getAttribute("src"))!);
      expect(src.origin + src.pathname, path).toBe("https://calendly.com/hablarte/demo-class");
      expect(src.searchParams.get("utm_source"), path).toBe(GCLID);
    });
  }

  test("is saved on a client-side route change too (local storage and cookie)", async ({ page, context }) => {
    await page.goto("/");
    await choose(page, "Accept all");
    const before = await page.evaluate(() => performance.getEntriesByType("navigation").length);
    // The router React Router exposes in the browser: a route change without a page load.
    await page.evaluate(() =>
      (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }).__reactRouterDataRouter.navigate("/faqs?gclid=Route_Change-456"),
    );
    await expect(page).toHaveURL(/\/faqs\?gclid=Route_Change-456$/);
    expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(before);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("gclid"))).toBe("Route_Change-456");
    const cookie = (await context.cookies()).find((c) => c.name === "__Host-hablarte_gclid");
    expect(consentValue(cookie!.value)).toBe("Route_Change-456");
  });

  test("is not kept when the visitor declined Marketing", async ({ page, context }) => {
    await page.goto("/");
    await choose(page, "Decline all");
    await page.goto(`/book/demo?gclid=${GCLID}`);
    await hydrated(page);
    const frame = page.locator("iframe[src^='https://calendly.com/']");
    await expect(frame).toBeAttached();
    expect(new URL((await frame.getAttribute("src"))!).searchParams.get("utm_source")).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem("gclid"))).toBeNull();
    expect((await context.cookies()).find((c) => c.name === "__Host-hablarte_gclid")).toBeUndefined();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the booking page's calendar link carries it as utm_source", async ({ page, context }) => {
      await page.goto(`/book/demo?gclid=${GCLID}`);
      await expect(page.getByRole("heading", { level: 1, name: "Book your free demo class" })).toBeVisible();
      expect((await context.cookies()).find((c) => c.name === "__Host-hablarte_gclid")).toBeDefined();
      // Later pages read it from the cookie.
      await page.goto("/external/book/demo");
      const link = page.getByRole("link", { name: /Open the calendar/ });
      expect(new URL((await link.getAttribute("href"))!).searchParams.get("utm_source")).toBe(GCLID);
    });
  });
});

test.describe("booking pages", () => {
  test("/book/demo shows the scheduler, loading until it reports an event type", async ({ page }) => {
    await page.goto("/book/demo");
    await expect(page.getByRole("heading", { level: 1, name: "Book your free demo class" })).toBeVisible();
    await expect(page.getByText("Loading the calendar…")).toBeVisible();
    await schedulerReports(page, "calendly.event_type_viewed");
    await expect(page.getByText("Loading the calendar…")).toBeHidden();
    await expect(page.getByTitle("Choose a time for your class (Calendly)")).toBeVisible();
  });

  test("an unknown appointment type is not found", async ({ page, consoleErrors }) => {
    const response = await page.goto("/book/unknown");
    expect(response?.status()).toBe(404);
    await expect(page.locator("h1")).toHaveCount(1);
    // Chromium logs the intended 404 as an error.
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes("404")));
  });
});
