import { declineCookies, expect, expectNoAxeViolations, test } from "./fixtures";

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

  test("axe: no violations at 1280 px", async ({ page }) => {
    await page.goto("/");
    await expectNoAxeViolations(page);
  });
});

test.describe("home page at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("axe: no violations", async ({ page }) => {
    await page.goto("/");
    await expectNoAxeViolations(page);
  });
});

test.describe("home page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("renders every section with carousels as scrollable lists", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Organizations that trust us" }).getByRole("img")).toHaveCount(12);
    await expect(page.getByRole("region", { name: "What our students say" }).getByRole("listitem")).toHaveCount(9);
  });
});

test.describe("motion", () => {
  for (const reducedMotion of ["no-preference", "reduce"] as const) {
    test(`the logo strip ${reducedMotion === "reduce" ? "stands still when motion is reduced" : "scrolls on its own"}`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion });
      await page.goto("/");
      const strip = page.locator(".logo-strip.swiper-initialized");
      await expect(strip).toBeVisible();
      const autoplay = await strip.evaluate((el) => {
        const swiper = (el as HTMLElement & { swiper?: { autoplay: { running: boolean }; params: { speed: number } } }).swiper;
        return { running: swiper?.autoplay.running, speed: swiper?.params.speed };
      });
      expect(autoplay).toEqual(reducedMotion === "reduce" ? { running: false, speed: 0 } : { running: true, speed: 6000 });
    });
  }
});
