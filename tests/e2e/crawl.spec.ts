// Every public path of spec §2.2 in scope (issue #3), with real ids from the pack, and every landing host:
// status 200 (404 for /404), one h1, a unique title, no console errors, every internal link answering
// below 400 once its redirects are followed (a 500 or a 403 fails as a 404 does), and axe with 0
// violations at 1280 px (cookie notice showing); also at 390 px (notice declined, reduced motion) on every
// screen of its own and one page per section kind and record template (PHONE_AXE_PATHS, decision 0046).
// This is the one place where pages reachable by URL are checked with axe; screens behind a flow (funnel
// steps, level-test steps, the calendar step) are checked once, in their own specs.
import type { APIRequestContext, Page } from "@playwright/test";
import { ALL_PATHS, LANDING_HOSTS, landingUrl, PHONE_AXE_PATHS } from "./site-paths";
import { declineCookies, expect, expectNoAxeViolations, expectNoSidewaysScroll, test } from "./fixtures";

const checkedLinks = new Map<string, number>();
const CRAWLED = new Set(ALL_PATHS.filter((path) => path !== "/404"));

test.describe.configure({ mode: "parallel" });

test("every page has its own title", async ({ request }) => {
  const titles = new Map<string, string>();
  // Fetched a few at a time (one after another waits on ~140 round trips); checked in path order.
  const pages = await inBatches(ALL_PATHS, async (path) => {
    const response = await request.get(path);
    return { path, url: response.url(), html: await response.text() };
  });
  for (const { path, url, html } of pages) {
    // A path that redirects (e.g. /policies/x → /x) is the same page as its target.
    if (new URL(url).pathname !== path) continue;
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
    expect(title.length, `${path} has a title`).toBeGreaterThan(10);
    expect(titles.get(title), `"${title}" is the title of ${path} and of`).toBeUndefined();
    titles.set(title, path);
  }
});

async function inBatches<T, R>(items: readonly T[], run: (item: T) => Promise<R>, size = 6): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(run))));
  return results;
}

/**
 * Axe at desktop width as the page first shows, then (unless `phone` is false) on a phone, with reduced
 * motion asked for, once the cookie notice is declined: both motion variants of a page (the logo strip's
 * second lap) are checked; and on a phone, at 390 and 320 px, nothing scrolls sideways.
 */
async function expectNoAxeViolationsAtWidths(page: Page, { phone = true } = {}) {
  await expectNoAxeViolations(page);
  if (!phone) return;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ reducedMotion: "reduce" });
  await declineCookies(page);
  await expectNoAxeViolations(page);
  // Nothing pans sideways on a phone, down to 320 px (issue #27).
  await expectNoSidewaysScroll(page, 390);
  await expectNoSidewaysScroll(page, 320);
}

/** One page: its status, h1, canonical, description, links, console and axe (at both widths where asked). */
async function crawl(page: Page, request: APIRequestContext, consoleErrors: string[], path: string) {
  const response = await page.goto(path);
  const expectedStatus = path === "/404" ? 404 : 200;
  expect(response?.status(), `${path} status`).toBe(expectedStatus);
  await expect(page.locator("h1"), `${path} has one h1`).toHaveCount(1);
  if (expectedStatus === 200) {
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    expect(await page.locator('meta[name="description"]').getAttribute("content"), `${path} has a description`).toBeTruthy();
  }

  const hrefs = await page.locator("a[href^='/']").evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute("href")!))]);
  const targetOf = (href: string) => href.split("#")[0]!;
  const links = hrefs.filter((href) => targetOf(href));
  // A link to a crawled path is checked by that path's own test (status 200): only the others are fetched.
  const unchecked = [...new Set(links.map(targetOf))].filter((target) => !CRAWLED.has(target) && !checkedLinks.has(target));
  await inBatches(unchecked, async (target) => checkedLinks.set(target, (await request.get(target, { maxRedirects: 5 })).status()));
  for (const href of links.filter((link) => !CRAWLED.has(targetOf(link)))) expect(checkedLinks.get(targetOf(href)), `link ${href} on ${path}`).toBeLessThan(400);

  // A path that redirects (e.g. /policies/x → /x) shows a page crawled under its own path: axe once.
  const shown = new URL(page.url());
  if (shown.pathname + shown.search === path) await expectNoAxeViolationsAtWidths(page, { phone: PHONE_AXE_PATHS.has(path) });
  // The not-found page answers 404 on purpose (its document and data requests); Chromium logs that as an error.
  if (expectedStatus === 404) consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes("404")));
  expect(consoleErrors, `no console errors on ${path}`).toEqual([]);
}

/**
 * A few pages per test, one after another in one browser context, each as a first visit (no cookies, no
 * storage, desktop width, motion allowed): the context's HTTP cache keeps the shared scripts and styles,
 * which makes the crawl a third faster than a fresh browser per page, with the same checks.
 */
function crawlPages(paths: string[]) {
  test(`pages ${paths.join(", ")}`, async ({ page, request, consoleErrors }) => {
    // Up to two axe passes per page, four pages: genuinely longer than most tests.
    test.slow();
    for (const path of paths) {
      await test.step(path, async () => {
        await page.context().clearCookies();
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.emulateMedia({ reducedMotion: null });
        await crawl(page, request, consoleErrors, path);
        await page.evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        });
      });
    }
  });
}

const GROUP = 4;
const inGroups = (paths: string[]) => Array.from({ length: Math.ceil(paths.length / GROUP) }, (_, i) => paths.slice(i * GROUP, (i + 1) * GROUP));
const isBookingPage = (path: string) => /^\/(external\/)?book(\/|-demo$)/.test(path);
for (const paths of inGroups(ALL_PATHS.filter((p) => !isBookingPage(p)))) crawlPages(paths);
test.describe("booking pages", () => {
  // They show the scheduler: its host is answered by the local stand-in (fixtures.ts).
  test.use({ thirdPartyFakes: true });
  for (const paths of inGroups(ALL_PATHS.filter(isBookingPage))) crawlPages(paths);
});

for (const host of LANDING_HOSTS) {
  test(`landing ${host}.localhost`, async ({ page, baseURL }) => {
    test.slow();
    const response = await page.goto(landingUrl(baseURL!, host));
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveCount(1);
    await expectNoAxeViolationsAtWidths(page);
  });
}
