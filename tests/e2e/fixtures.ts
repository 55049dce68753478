// Shared browser-test fixtures: console errors fail the test, third-party hosts never leave the machine
// (the scheduler and the analytics library are faked through request routing; anything else outbound
// fails the test).
import { test as base, expect, type Frame, type Locator, type Page, type Request } from "@playwright/test";
import type axe from "axe-core";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/**
 * A stand-in for the scheduler's page. It reports nothing by itself: the test says when the scheduler
 * reports an event (`schedulerReports`), so no test waits on a clock the fake keeps.
 */
export const FAKE_SCHEDULER_HTML = `<!doctype html><html lang="en"><head><title>Scheduler</title></head><body>
<p>Pick a time</p>
</body></html>`;

/** The scheduler in `scope` posts `event` to the page, as Calendly's embed does (once its frame has loaded). */
export async function schedulerReports(scope: Page | Locator, event: "calendly.event_type_viewed" | "calendly.event_scheduled") {
  const frame = scope.locator("iframe[src^='https://calendly.com/']").contentFrame();
  await frame.getByText("Pick a time").evaluate((_, name) => parent.postMessage({ event: name, payload: {} }, "*"), event);
}

/** The analytics library's address (loaded by public/scripts/analytics.js); answered with a stub. */
export const ANALYTICS_LIBRARY_URL = /^https:\/\/www\.googletagmanager\.com\/gtag\/js(\?|$)/;
/** A stand-in for gtag.js: it only marks that it ran. */
export const FAKE_ANALYTICS_JS = "window.__gtagStubLoaded = true;";

let visitors = 0;
/** A benchmarking-range address (RFC 2544), different for every test a worker runs. */
const visitorAddress = (workerIndex: number) => `198.18.${1 + (workerIndex % 250)}.${1 + (visitors++ % 250)}`;

const OUTBOUND = /^https?:\/\/(?!localhost[:/]|127\.0\.0\.1[:/]|[a-z]+\.localhost[:/])/;

/**
 * `auto`: every test gets these checks without asking for them. Nothing can leave the machine: the browser
 * resolves no host but the local ones (launch flags in playwright.config.ts), and any outbound request fails
 * the test. Tests that show the scheduler or load analytics ask for `thirdPartyFakes`, which answers those
 * two hosts with the stand-ins above. Only they pay for request routing, which sends every request through
 * the test runner and turns the browser's HTTP cache off.
 */
export const test = base.extend<{ consoleErrors: string[]; analyticsRequests: string[]; thirdPartyFakes: boolean }>({
  thirdPartyFakes: [false, { option: true }],
  /**
   * Each test is a visitor of its own, with its own client address (CF-Connecting-IP, which Cloudflare
   * sets): otherwise every request comes from 127.0.0.1, and the per-client limits (120 posts a minute,
   * decision 0026) refuse whichever test posts last once the tests beside it have posted enough. A test
   * that needs a given address (analytics.spec.ts) still sets its own.
   */
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ "CF-Connecting-IP": visitorAddress(testInfo.workerIndex), ...extraHTTPHeaders });
  },
  /** Every request for the analytics library this test's page made (answered by the stub above). */
  // oxlint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it has none.
  analyticsRequests: async ({}, use) => {
    await use([]);
  },
  consoleErrors: [async ({ page, analyticsRequests, thirdPartyFakes }, use, testInfo) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    const faked = (url: string) => thirdPartyFakes && (url.startsWith("https://calendly.com/") || ANALYTICS_LIBRARY_URL.test(url));
    const unexpected: string[] = [];
    // Requests the page is still waiting on: when a test fails, they say where a step was stuck.
    const inFlight = new Set<Request>();
    page.on("request", (request) => {
      const url = request.url();
      if (OUTBOUND.test(url) && !faked(url)) unexpected.push(url);
      inFlight.add(request);
    });
    page.on("requestfinished", (request) => inFlight.delete(request));
    page.on("requestfailed", (request) => inFlight.delete(request));
    // Answers of 400 or more: a console error names no address, these do (a test's intended refusals included).
    const refused: string[] = [];
    page.on("response", (response) => {
      if (response.status() >= 400) refused.push(`${response.request().method()} ${response.url()} → ${response.status()}`);
    });
    if (thirdPartyFakes) {
      await page.route(OUTBOUND, async (route) => {
        const url = route.request().url();
        if (url.startsWith("https://calendly.com/")) return route.fulfill({ contentType: "text/html", body: FAKE_SCHEDULER_HTML });
        if (ANALYTICS_LIBRARY_URL.test(url)) {
          analyticsRequests.push(url);
          return route.fulfill({ contentType: "text/javascript", body: FAKE_ANALYTICS_JS });
        }
        return route.abort();
      });
    }
    await use(errors);
    if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach("browser at the failure", { contentType: "text/plain", body: await browserState(page, inFlight, errors, refused) });
    expect(unexpected, "no request may leave the machine").toEqual([]);
    if (testInfo.status === "passed") expect(errors, "no console errors").toEqual([]);
  }, { auto: true }],
});

export { expect };

/** What the page was doing when its test failed: its address, React Router's state, unanswered and refused requests, console errors. */
async function browserState(page: Page, inFlight: Set<Request>, errors: string[], refused: string[]) {
  const pending = [...inFlight].map((request) => `  ${request.method()} ${request.url()} (${request.resourceType()})`);
  // The hydrated router (React Router keeps it on window): a navigation that started and never ended shows here.
  const router = await page
    .evaluate(() => {
      const state = (window as unknown as { __reactRouterDataRouter?: { state: { location: Location; navigation: { state: string; location?: Location }; revalidation: string; fetchers: Map<string, { state: string }> } } }).__reactRouterDataRouter?.state;
      if (!state) return "not hydrated";
      const fetchers = [...state.fetchers].map(([key, fetcher]) => `${key} ${fetcher.state}`).join(", ") || "none";
      return `at ${state.location.pathname}${state.location.search}, navigation ${state.navigation.state}${state.navigation.location ? ` to ${state.navigation.location.pathname}${state.navigation.location.search}` : ""}, revalidation ${state.revalidation}, fetchers: ${fetchers}`;
    })
    .catch((error: Error) => `unreadable (${error.message.split("\n")[0]})`);
  return [`page: ${page.url()}`, `router: ${router}`, `requests still waiting for an answer: ${pending.length}`, ...pending, `answers of 400 or more: ${refused.length}`, ...refused.map((line) => `  ${line}`), `console errors: ${errors.length}`, ...errors.map((error) => `  ${error}`)].join("\n");
}

// The minified build: the package's default `axe.source` is the 1.5 MB readable one, which every document
// checked had to receive and compile (~180 ms a page on this machine); the rules are the same.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** Puts axe into a frame once per document (a later check of the same document reuses it). */
async function injectAxe(frame: Frame) {
  const present = await frame.evaluate(() => "axe" in window).catch(() => true);
  if (present) return;
  await frame.evaluate(AXE_SOURCE);
  // Frames of other origins (the scheduler) answer the top frame's axe too, as @axe-core/playwright allows.
  await frame.evaluate(() => (window as unknown as { axe: typeof axe }).axe.configure({ allowedOrigins: ["<unsafe_all_origins>"] }));
}

/**
 * WCAG 2.2 A/AA and best-practice rules on the page as it shows now, iframes included. axe-core runs in
 * the page itself, injected once per document: @axe-core/playwright re-injects on every check and opens
 * a second page to merge frame results, three times the cost on a busy 2-core machine, same rules.
 */
export async function expectNoAxeViolations(page: Page) {
  for (const frame of page.frames()) await injectAxe(frame);
  const violations = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] })
        .then((results) => results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)),
    AXE_TAGS,
  );
  expect(violations).toEqual([]);
}

/** Dismisses the cookie notice the way a visitor would (Decline all), so it doesn't cover the page. */
export async function declineCookies(page: Page) {
  await page.getByRole("region", { name: "Cookies on this site" }).getByRole("button", { name: "Decline all" }).click();
  await expect(page.getByRole("region", { name: "Cookies on this site" })).toBeHidden();
  await hydrated(page);
}

/**
 * Waits until React has taken over the page. Hydration starts after the first paint (app/entry.server.tsx):
 * before that every control works as plain HTML (links, form posts), so tests of enhanced behaviour wait.
 */
export async function hydrated(page: Page) {
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
}

/** A mark on the window: a full page load would lose it, so `stayedInApp` tells whether the router moved, not the browser. */
export const markWindow = (page: Page) => page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

export const stayedInApp = (page: Page) => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);

/** From the main menu, Individuals → Professionals, the window marked first (`markWindow`). Returns the menu. */
export async function menuToProfessionals(page: Page): Promise<Locator> {
  await markWindow(page);
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("button", { name: "Individuals" }).click();
  await nav.getByRole("link", { name: /Professionals/ }).click();
  await expect(page).toHaveURL(/\/for-professionals$/);
  return nav;
}

/** The consent cookie's value as the site wrote it (React Router cookies are base64-encoded JSON). */
export function consentValue(cookieValue: string): string {
  return JSON.parse(atob(decodeURIComponent(cookieValue))) as string;
}

/** Opens the newest email to `to` with this subject in the local mailbox (/_dev/mail) and follows its first link. */
export async function followMailLink(page: Page, to: string, subject: string) {
  await page.goto("/_dev/mail");
  const mail = page.getByRole("article", { name: subject }).filter({ hasText: `To: ${to}` }).first();
  await expect(mail).toBeVisible();
  await mail.getByRole("link").first().click();
}

export const CONFIRM_EMAIL_SUBJECT = "Confirm your email to finish creating your Hablarte account";

/** Fills the built-in test gateway's card page and submits it (`button`: "Pay $…" or "Start free trial"). */
export async function payOnTestGateway(page: Page, card: string, button: string | RegExp, nameOnCard = "Ana Lopez") {
  await expect(page.getByRole("heading", { level: 1, name: "Pay Hablarte" })).toBeVisible();
  await page.getByLabel("Card number").fill(card);
  await page.getByLabel("Expiry date").fill("12/34");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Name on card").fill(nameOnCard);
  await page.getByRole("button", { name: button }).click();
}

/** Fills checkout's billing details for a school (the contact and email come from the account). */
export async function fillSchoolBilling(page: Page, zip = "62701") {
  await page.getByLabel("School or organization").fill("Riverside ISD");
  await page.getByLabel("Street address").fill("100 Main St");
  await page.getByLabel("City").fill("Springfield");
  await page.getByLabel("State").selectOption("Illinois (IL)");
  await page.getByLabel("ZIP code").fill(zip);
}

/**
 * The page at a phone's width (320 px unless said): nothing wider than the screen, so nothing to scroll
 * sideways (a wide table scrolls inside its own region), and axe passes there too.
 */
export async function expectFitsPhone(page: Page, width = 320) {
  await expectNoSidewaysScroll(page, width);
  await expectNoAxeViolations(page);
}

/**
 * The page at a phone's width (issue #27): nothing pans sideways and no element sticks out past the screen's
 * edge, outside a region that scrolls on its own (a wide table's labelled scroll region); named when it fails.
 */
export async function expectNoSidewaysScroll(page: Page, width: number) {
  await page.setViewportSize({ width, height: 720 });
  // What sticks out past the screen's edge (outside any region that scrolls on its own), to name it.
  const overflowing = () =>
    page.evaluate(() => {
      const scrollsItself = (el: Element | null): boolean => !!el && (getComputedStyle(el).overflowX === "auto" || getComputedStyle(el).overflowX === "scroll" || scrollsItself(el.parentElement));
      if (document.documentElement.scrollWidth <= window.innerWidth) return [];
      return [...document.body.querySelectorAll("*")]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5 && !scrollsItself(el.parentElement))
        .slice(0, 5)
        .map((el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${el.className && typeof el.className === "string" ? `.${el.className.trim().split(/\s+/).join(".")}` : ""} “${(el.textContent ?? "").trim().slice(0, 40)}” (${Math.round(el.getBoundingClientRect().right)} px)`);
    });
  await expect.poll(overflowing, { message: `${page.url()} scrolls sideways at ${width} px` }).toEqual([]);
}
