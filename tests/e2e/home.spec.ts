import { declineCookies, expect, hydrated, menuToProfessionals, stayedInApp, test } from "./fixtures";

// Accepting analytics loads the analytics library: answered by the local stand-in.
test.use({ thirdPartyFakes: true });

const SECTION_HEADINGS = [
  /Speak Spanish with confidence/,
  /Trusted by schools/,
  /Why learners and schools choose Hablarte/,
  /Our impact/,
  /Individual courses for every goal/,
  /Check what they’re saying/,
  /Popular courses right now/,
  /Empowering language for institutions/,
  /Success stories/,
  /Transform Your Language Learning/,
  /Ideas from our teachers/,
  /Get a little Spanish in your inbox/,
];

test.describe("home page", () => {
  test("has the 13 sections of §2.5 in order", async ({ page }) => {
    await page.goto("/");
    const headings = await page.getByRole("main").locator("h1, h2").allInnerTexts();
    const positions = SECTION_HEADINGS.map((pattern) => headings.findIndex((text) => pattern.test(text)));
    expect(positions.every((p) => p >= 0), `found: ${headings.join(" | ")}`).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });

  // The document's hydration data holds back the static sections' copy (decision 0056); coming back in
  // the app, the page renders them from the navigation's data.
  test("has every section again after a client-side navigation away and back", async ({ page }) => {
    await page.goto("/");
    await declineCookies(page);
    await hydrated(page);
    await menuToProfessionals(page);
    await page.goBack();
    await expect(page.getByRole("heading", { name: SECTION_HEADINGS[0] })).toBeVisible();
    const main = page.getByRole("main");
    for (const heading of SECTION_HEADINGS) await expect(main.getByRole("heading", { name: heading })).toBeVisible();
    expect(await stayedInApp(page)).toBe(true);
  });

  test("shows 3 courses, 3 articles and 3 success stories with the spec's links", async ({ page }) => {
    await page.goto("/");
    const courses = page.getByRole("region", { name: "Popular courses right now" });
    await expect(courses.getByRole("article")).toHaveCount(3);
    await expect(courses.getByRole("link", { name: "View our courses" })).toHaveAttribute("href", "/spanish-courses-overview");
    await expect(courses.getByRole("link", { name: "Book Your Free Trial Now" })).toHaveAttribute("href", "/try-hablarte-for-free");
    const insights = page.getByRole("region", { name: "Ideas from our teachers" });
    await expect(insights.getByRole("article")).toHaveCount(3);
    await expect(insights.getByRole("link", { name: "Read more articles" })).toHaveAttribute("href", "/spanish-learning-articles");
    const stories = page.getByRole("region", { name: "Success stories", exact: true });
    await expect(stories.getByRole("link", { name: "Read our case studies" })).toHaveAttribute("href", "/spanish-case-studies");
    await expect(page.getByRole("region", { name: "Empowering language for institutions" }).getByRole("link", { name: "Book a demo class" })).toHaveAttribute(
      "href",
      "/try-hablarte-for-free",
    );
  });

  test("'Discover more' scrolls to the courses", async ({ page }) => {
    await page.goto("/");
    await declineCookies(page);
    await page.getByRole("link", { name: "Discover more" }).click();
    await expect(page).toHaveURL(/#our-courses$/);
    await expect(page.getByRole("heading", { name: "Popular courses right now" })).toBeInViewport();
  });

  test("the carousels become Swiper carousels with the spec's controls", async ({ page }) => {
    await page.goto("/");
    await declineCookies(page);
    const stories = page.getByRole("region", { name: "Success stories", exact: true });
    await stories.scrollIntoViewIfNeeded();
    await expect(stories.locator(".swiper-initialized")).toBeVisible();
    await expect(stories.getByRole("button", { name: /next slide/i })).toBeVisible();
    const testimonials = page.getByRole("region", { name: "Check what they’re saying" });
    await testimonials.scrollIntoViewIfNeeded();
    await expect(testimonials.locator(".swiper-pagination-clickable")).toBeVisible();
  });

  // The document's hydration data holds the slides back (they are the server's HTML): Swiper shows that
  // HTML, and a slide's link still navigates in the app.
  test("Swiper's slides are the server's, and their links navigate in the app", async ({ page }) => {
    await page.goto("/");
    await declineCookies(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const stories = page.getByRole("region", { name: "Success stories", exact: true });
    await stories.scrollIntoViewIfNeeded();
    const slide = stories.locator(".swiper-initialized").getByRole("group").filter({ hasText: "Alder Creek School District" });
    await expect(slide.getByRole("heading", { name: "Alder Creek School District brings Spanish to every elementary school" })).toBeVisible();
    const testimonials = page.getByRole("region", { name: "Check what they’re saying" });
    await testimonials.scrollIntoViewIfNeeded();
    await expect(testimonials.locator(".swiper-initialized blockquote").first()).not.toBeEmpty();
    await stories.scrollIntoViewIfNeeded();
    await slide.getByRole("link", { name: "Read the full story" }).click();
    await expect(page).toHaveURL(/\/case-study\/alder-creek-school-district$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  });

});

test.describe("page updates", () => {
  test("sections keep their content when the page updates before they hydrate (consent saved, a hash link)", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("region", { name: "Cookies on this site" }).getByRole("button", { name: "Accept all" }).click();
    await expect(page.getByRole("region", { name: "Cookies on this site" })).toBeHidden();
    await page.getByRole("link", { name: "Discover more" }).click();
    await expect(page).toHaveURL(/#our-courses$/);
    await expect(page.getByRole("region", { name: "Ideas from our teachers" }).getByRole("article")).toHaveCount(3);
    await expect(page.getByRole("region", { name: "Success stories", exact: true }).getByRole("link", { name: "Read our case studies" })).toBeAttached();
    // The footer's enhanced link opens the dialog instead of the no-JavaScript page.
    await page.getByRole("contentinfo").getByRole("link", { name: "Cookies Consent Manager" }).click();
    await expect(page.getByRole("dialog", { name: "Cookie preferences" })).toBeVisible();
    await expect(page).toHaveURL(/\/#our-courses$/);
  });
});

test.describe("sections kept from the server (decision 0037)", () => {
  // They are not hydrated on the first load; their links still navigate inside the app (no new document),
  // and a client-side visit renders them with React.
  test("their links navigate in the app, and the page renders them again when revisited", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole("region", { name: "Popular courses right now" }).getByRole("link", { name: "View our courses" }).click();
    await expect(page).toHaveURL(/\/spanish-courses-overview$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.getByRole("banner").getByRole("link", { name: "Hablarte home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("region", { name: "Popular courses right now" }).getByRole("article")).toHaveCount(3);
    // The footer's columns are kept from the server too.
    await page.getByRole("contentinfo").getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/spanish-course-pricing$/);
    await page.goBack();
    await expect(page.getByRole("region", { name: "Organizations that trust us" }).getByRole("img")).not.toHaveCount(0);
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  });

  test("a visit from the not-found page renders them in full", async ({ page, consoleErrors }) => {
    // The not-found page hydrates its own islands (header, footer); the home page's are rendered anew.
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    // Chromium logs the intended 404 as an error.
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes("404")));
    await hydrated(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole("banner").getByRole("link", { name: "Hablarte home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("region", { name: "Popular courses right now" }).getByRole("article")).toHaveCount(3);
    await expect(page.getByRole("region", { name: "Success stories" }).getByRole("listitem").first()).toBeVisible();
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  });

  test("a page's other sections load their code on a client-side visit and render in full", async ({ page }) => {
    await page.goto("/spanish-course-pricing");
    await hydrated(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole("contentinfo").getByRole("link", { name: "K-12 Schools" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Spanish for every grade, K–12" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Common hurdles for school Spanish programs" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Buying with a purchase order, step by step" })).toBeVisible();
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  });

  test("a link with a modifier key is left to the browser", async ({ page, context }) => {
    await page.goto("/");
    await hydrated(page);
    const opened = context.waitForEvent("page");
    await page.getByRole("region", { name: "Popular courses right now" }).getByRole("link", { name: "View our courses" }).click({ modifiers: ["ControlOrMeta"] });
    await expect((await opened).waitForURL(/\/spanish-courses-overview$/)).resolves.toBeUndefined();
    await expect(page).toHaveURL(/\/$/);
  });
});

// axe on the home page at 1280 and 390 px: crawl.spec.ts (page /).

test.describe("home page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("renders every section with carousels as scrollable lists", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Organizations that trust us" }).getByRole("img")).toHaveCount(12);
    await expect(page.getByRole("region", { name: "What our students say" }).getByRole("listitem")).toHaveCount(9);
  });
});

test.describe("motion", () => {
  // Spec §9 logo strip: 6 per view, 50 px apart, looping without end, one logo every 6000 ms, not stopped
  // by interaction — a CSS loop (docs/decisions/0010), with a pause control for WCAG 2.2.2.
  const lap = (list: import("@playwright/test").Locator) =>
    list.evaluate((el) => {
      const animation = el.getAnimations()[0] as CSSAnimation | undefined;
      const timing = animation?.effect?.getTiming();
      return { name: animation?.animationName, duration: timing?.duration, iterations: timing?.iterations, state: animation?.playState };
    });

  test("the logo strip scrolls on its own, six logos at a time, and pauses on request", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/");
    const strip = page.getByRole("region", { name: "Organizations that trust us" });
    const list = strip.getByRole("list");
    expect(await lap(list)).toEqual({ name: "logo-lap", duration: 12 * 6000, iterations: Infinity, state: "running" });
    const [stripWidth, logoWidth, gap] = await list.evaluate((el) => {
      const item = el.querySelector("li")!;
      return [el.parentElement!.clientWidth, item.getBoundingClientRect().width, parseFloat(getComputedStyle(item).marginInlineEnd)];
    });
    expect(gap).toBe(50);
    expect(logoWidth).toBeCloseTo((stripWidth - 5 * 50) / 6, 0);
    const start = await list.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
    await expect.poll(() => list.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41)).toBeLessThan(start);
    await strip.hover();
    expect((await lap(list)).state).toBe("running");
    await page.getByText("Pause the moving logos").click();
    await expect(page.getByRole("checkbox", { name: "Pause the moving logos" })).toBeChecked();
    expect((await lap(list)).state).toBe("paused");
  });

  test("the logo strip stands still when motion is reduced, each logo once in a list to scroll", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const strip = page.getByRole("region", { name: "Organizations that trust us" });
    expect(await lap(strip.getByRole("list"))).toEqual({ name: undefined, duration: undefined, iterations: undefined, state: undefined });
    await expect(strip.locator("li:visible")).toHaveCount(12);
    expect(await strip.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  });
});
