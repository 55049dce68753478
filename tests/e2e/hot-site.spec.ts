// The hot-site landing (spec §2.7, §4 "Hot-site questionnaire", "Hot-site chat", "Carousels", §9 keywords
// and timings) on the four keyword hosts and one "anything else" host, with JavaScript on and off.
// *.localhost resolves to loopback in Chromium, so every landing host reaches the same test server.
import type { Page } from "@playwright/test";
import { CONFIRM_EMAIL_SUBJECT, declineCookies, expect, expectNoAxeViolations, followMailLink, hydrated, payOnTestGateway, schedulerReports, test } from "./fixtures";

// These pages show the scheduler (Calendly) or load analytics: answered by the local stand-ins.
test.use({ thirdPartyFakes: true });
import { landingUrl } from "./site-paths";

type Variant = {
  host: string;
  variant: "parents" | "professionals" | "heritage" | "leisure";
  title: string;
  questionnaire: string;
  stories: string;
  /** Each question with the answer the tests give. */
  answers: Array<[question: string, answer: string]>;
};

const PARENTS: Variant = {
  host: "try",
  variant: "parents",
  title: "Live Spanish classes for kids and teens, with native teachers",
  questionnaire: "Find the right class for your child",
  stories: "What parents tell us",
  answers: [
    ["How old is your child?", "8–10 years"],
    ["What would you most like Spanish to do for your child?", "Keep up with Spanish at school"],
    ["Where would your child like to start?", "Grade 3-5: building sentences and short conversations"],
  ],
};
const LEARN: Variant = {
  host: "learn",
  variant: "professionals",
  title: "Spanish for professionals who need it at work",
  questionnaire: "Find your course in under a minute",
  stories: "Professionals who use their Spanish every day",
  answers: [
    ["What is your Spanish level today?", "I know some basics"],
    ["Where will you use Spanish?", "Healthcare"],
    ["How many classes a week fit your schedule?", "2 classes per week"],
  ],
};
const HERITAGE: Variant = {
  host: "heritage",
  variant: "heritage",
  title: "Spanish for heritage speakers: build on what you already know",
  questionnaire: "Find your starting point",
  stories: "Heritage speakers in their own words",
  answers: [
    ["How did you grow up with Spanish?", "I understand Spanish but usually answer in English"],
    ["What feels hardest right now?", "Spelling and written accents"],
    ["What would you like to do next?", "Read and write with confidence"],
  ],
};
const LEISURE: Variant = {
  host: "go",
  variant: "leisure",
  title: "Spanish for travel, culture and the joy of it",
  questionnaire: "Plan your Spanish adventure",
  stories: "Learners who took their Spanish on the road",
  answers: [
    ["What brings you to Spanish?", "An upcoming trip"],
    ["How much Spanish do you know?", "None yet"],
    ["How would you like to learn?", "Not sure yet: I'd like to start with the free 7-day trial"],
  ],
};
/** §9: a host without a keyword is professionals — but not a "learn" host (no yourLevel). */
const OTHER: Variant = {
  ...LEARN,
  host: "spanish",
  answers: [
    ["What is your Spanish level today?", "I'm a complete beginner"],
    ["Where will you use Spanish?", "Business"],
    ["How many classes a week fit your schedule?", "1 class per week"],
  ],
};
const VARIANTS = [PARENTS, LEARN, HERITAGE, LEISURE, OTHER];

const GRADE_3_5 = [
  "Grade 3-5: first steps in Spanish",
  "Grade 3-5: building sentences and short conversations",
  "Grade 3-5: reading and writing short texts",
];
const HIGH_SCHOOL = ["High School: beginner or Spanish 1", "High School: support for Spanish 2 and 3", "High School: AP Spanish exam preparation"];

/** The same test server under another host name: http://<name>.localhost:<port><path>. */
const at = (host: string, path = "/") => landingUrl(test.info().project.use.baseURL!, host, path);

const questionnaire = (page: Page, variant: Variant) => page.getByRole("region", { name: variant.questionnaire });
const option = (page: Page, variant: Variant, name: string) => questionnaire(page, variant).getByRole("button", { name, exact: true });
const optionTexts = (page: Page, variant: Variant) => questionnaire(page, variant).locator(".option-button").allInnerTexts();

async function expectStep(page: Page, variant: Variant, step: number) {
  const total = variant.answers.length + 1;
  const section = questionnaire(page, variant);
  await expect(section.getByText(`${step} out of ${total}`, { exact: true })).toBeVisible();
  const progress = section.getByRole("progressbar");
  await expect(progress).toHaveAttribute("max", String(total));
  await expect(progress).toHaveAttribute("value", String(step));
  if (step <= variant.answers.length) {
    await expect(section.getByRole("heading", { level: 3, name: variant.answers[step - 1]![0] })).toBeVisible();
    // §2.7: no Next button — an answer moves on by itself.
    await expect(section.getByRole("button", { name: /next/i })).toHaveCount(0);
  }
  // Back only after the first question.
  await expect(section.getByRole("button", { name: "Back", exact: true })).toHaveCount(step > 1 ? 1 : 0);
}

/** The answer's post (with JavaScript, the fetcher's; without, the form's) has been answered. */
const saved = (page: Page) => page.waitForResponse((response) => response.request().method() === "POST");

/**
 * Answers and waits until the server has the answer, as a visitor who reads each question does.
 * (Answering faster than the network is the subject of its own test below.)
 */
async function answer(page: Page, variant: Variant, text: string) {
  await Promise.all([saved(page), option(page, variant, text).click()]);
}

async function back(page: Page, variant: Variant) {
  await Promise.all([saved(page), questionnaire(page, variant).getByRole("button", { name: "Back", exact: true }).click()]);
}

/** Answers with JavaScript and returns how long the next step took to appear (ms, measured in the page). */
async function answerTimed(page: Page, answer: string): Promise<number> {
  return page.evaluate(async (label) => {
    const status = document.querySelector("#questionnaire-progress")!;
    const button = [...document.querySelectorAll<HTMLButtonElement>(".option-button")].find((b) => b.textContent === label)!;
    const start = performance.now();
    const changed = new Promise<number>((resolve) => {
      new MutationObserver(() => resolve(performance.now() - start)).observe(status, { childList: true, characterData: true, subtree: true });
    });
    button.click();
    return changed;
  }, answer);
}

async function expectPlansPage(page: Page, host: string) {
  await expect(page).toHaveURL(at(host, "/external/individual-plans"));
  await expect(page.getByRole("heading", { level: 1, name: "Choose your weekly plan" })).toBeVisible();
}

test.describe("landing with JavaScript", () => {
  for (const variant of VARIANTS) {
    test(`${variant.host}.localhost: the ${variant.variant} landing and its questionnaire to the plans`, async ({ page }) => {
      await page.goto(at(variant.host));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(variant.title);
      await expect(page).toHaveTitle(`${variant.title} | Hablarte`);
      await declineCookies(page);
      // axe on every landing host, at 1280 and 390 px: crawl.spec.ts.

      await expectStep(page, variant, 1);
      const buttons = questionnaire(page, variant).locator(".option-button");
      await expect(buttons.first()).toHaveAttribute("type", "submit");
      // Marks this document: it must survive the answers (no page load between questions).
      await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));

      for (const [index, [, text]] of variant.answers.slice(0, -1).entries()) {
        const post = saved(page);
        const elapsed = await answerTimed(page, text);
        // §9: the next question appears 100 ms after the answer.
        expect(elapsed, "the next question appears after about 100 ms").toBeGreaterThanOrEqual(90);
        expect(elapsed).toBeLessThan(1_000);
        await expectStep(page, variant, index + 2);
        expect((await post).ok()).toBe(true);
      }
      expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);

      // The last answer (answered index + 2 = step count) leads to the individual plans.
      await answer(page, variant, variant.answers.at(-1)![1]);
      await expectPlansPage(page, variant.host);
    });
  }

  test("Back returns to the previous question with its answer marked", async ({ page }) => {
    await page.goto(at(HERITAGE.host));
    await declineCookies(page);
    await answer(page, HERITAGE, HERITAGE.answers[0]![1]);
    await expectStep(page, HERITAGE, 2);
    await back(page, HERITAGE);
    await expectStep(page, HERITAGE, 1);
    await expect(option(page, HERITAGE, HERITAGE.answers[0]![1])).toHaveAttribute("aria-pressed", "true");
    await expect(questionnaire(page, HERITAGE).getByRole("heading", { level: 3 })).toBeFocused();
    // The server followed too: a reload shows the same step.
    await page.reload();
    await expectStep(page, HERITAGE, 1);
  });

  test("answers given while the previous one is still being saved (slow network) are not lost", async ({ page }) => {
    // Every answer's post takes 600 ms to reach the server; the visitor answers as soon as each question shows,
    // so each new post cancels the one before it. Each post carries the earlier answers, so nothing is lost.
    await page.route(/\/_\.data/, async (route) => {
      if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue().catch(() => undefined);
    });
    await page.goto(at(LEISURE.host));
    await declineCookies(page);
    for (const [index, [, text]] of LEISURE.answers.slice(0, -1).entries()) {
      await option(page, LEISURE, text).click();
      await expectStep(page, LEISURE, index + 2);
    }
    await option(page, LEISURE, LEISURE.answers.at(-1)![1]).click();
    await expectPlansPage(page, LEISURE.host);
  });

  test("the parents' last question shows only the options of the age chosen first", async ({ page }) => {
    await page.goto(at(PARENTS.host));
    await declineCookies(page);
    await answer(page, PARENTS, "8–10 years");
    await answer(page, PARENTS, PARENTS.answers[1]![1]);
    await expectStep(page, PARENTS, 3);
    expect(await optionTexts(page, PARENTS)).toEqual(GRADE_3_5);

    // A different first answer changes the last list.
    await back(page, PARENTS);
    await expectStep(page, PARENTS, 2);
    await back(page, PARENTS);
    await expectStep(page, PARENTS, 1);
    await answer(page, PARENTS, "14–18 years");
    await answer(page, PARENTS, PARENTS.answers[1]![1]);
    await expectStep(page, PARENTS, 3);
    expect(await optionTexts(page, PARENTS)).toEqual(HIGH_SCHOOL);
  });

  test("on a learn host the second answer stores yourLevel; on another host it doesn't", async ({ page }) => {
    await page.goto(at(LEARN.host));
    await declineCookies(page);
    await answer(page, LEARN, LEARN.answers[0]![1]);
    expect(await page.evaluate(() => localStorage.getItem("yourLevel"))).toBeNull();
    await answer(page, LEARN, "Healthcare");
    await expectStep(page, LEARN, 3);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem("yourLevel")))!)).toEqual({ course: "Spanish A1", level: "Advanced" });

    await page.goto(at(OTHER.host));
    await declineCookies(page);
    await answer(page, OTHER, OTHER.answers[0]![1]);
    await answer(page, OTHER, "Healthcare");
    await expectStep(page, OTHER, 3);
    expect(await page.evaluate(() => localStorage.getItem("yourLevel"))).toBeNull();
  });

  test("the testimonial carousel wraps around both ways, with dots", async ({ page }) => {
    await page.goto(at(PARENTS.host));
    await declineCookies(page);
    const stories = page.getByRole("region", { name: PARENTS.stories });
    const dot = (n: number, name: string) => stories.getByRole("button", { name: `Show story ${n} of 3: ${name}` });
    const shows = async (n: number, name: string) => {
      await expect(dot(n, name)).toHaveAttribute("aria-current", "true");
      await expect(stories.getByRole("figure")).toHaveCount(1);
      await expect(stories.getByRole("figure")).toContainText(name);
    };
    await shows(1, "Priya Raman");
    await expect(dot(2, "Marcus Johnson")).not.toHaveAttribute("aria-current", "true");
    // From the first story, Previous shows the last.
    await stories.getByRole("button", { name: "Previous story" }).click();
    await shows(3, "Hannah Walsh");
    // From the last, Next shows the first.
    await stories.getByRole("button", { name: "Next story" }).click();
    await shows(1, "Priya Raman");
    await stories.getByRole("button", { name: "Next story" }).click();
    await shows(2, "Marcus Johnson");
    await dot(3, "Hannah Walsh").click();
    await shows(3, "Hannah Walsh");
  });

  test("the level tabs are tabs: arrow keys, Home and End move between them", async ({ page }) => {
    await page.goto(at(PARENTS.host));
    await declineCookies(page);
    const tablist = page.getByRole("tablist", { name: "What your child will be able to do" });
    const tab = (name: string) => tablist.getByRole("tab", { name });
    const panel = page.getByRole("tabpanel");
    await expect(tablist.getByRole("tab")).toHaveCount(3);
    await expect(tab("Beginner")).toHaveAttribute("aria-selected", "true");
    await expect(panel).toHaveCount(1);
    await expect(panel).toContainText("Greet classmates and say how they feel");

    await tab("Beginner").focus();
    await page.keyboard.press("ArrowRight");
    await expect(tab("Intermediate")).toBeFocused();
    await expect(tab("Intermediate")).toHaveAttribute("aria-selected", "true");
    await expect(tab("Beginner")).toHaveAttribute("aria-selected", "false");
    await expect(page.getByRole("tabpanel", { name: "Intermediate" })).toContainText("Describe their day, school and friends");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    // Left from the first tab wraps to the last.
    await expect(tab("Advanced")).toBeFocused();
    await expect(page.getByRole("tabpanel", { name: "Advanced" })).toContainText("Present a project to the class in Spanish");
    await page.keyboard.press("Home");
    await expect(tab("Beginner")).toBeFocused();
    await page.keyboard.press("End");
    await expect(tab("Advanced")).toHaveAttribute("aria-selected", "true");
    // Only the selected tab is in the tab order.
    await expect(tab("Advanced")).toHaveAttribute("tabindex", "0");
    await expect(tab("Beginner")).toHaveAttribute("tabindex", "-1");
  });

  test("tutorial videos load the player only when played", async ({ page }) => {
    const videoRequests: string[] = [];
    page.on("request", (request) => {
      if (/\.(webm|mp4)(\?|$)/.test(request.url())) videoRequests.push(request.url());
    });
    await page.goto(at(PARENTS.host));
    await declineCookies(page);
    const tutorials = page.getByRole("region", { name: "Short guides for parents" });
    const play = tutorials.getByRole("link", { name: "Play video: Getting ready for your child's first class" });
    await play.scrollIntoViewIfNeeded();
    await expect(play).toHaveAttribute("href", "/media/tutorials/parents-first-class.webm");
    await expect(tutorials.locator("video")).toHaveCount(0);
    await page.waitForLoadState("networkidle");
    expect(videoRequests, "no video bytes before a click").toEqual([]);

    await play.click();
    const video = tutorials.locator("video");
    await expect(video).toHaveCount(1);
    await expect(video).toHaveAttribute("src", "/media/tutorials/parents-first-class.webm");
    await expect(page).toHaveURL(at(PARENTS.host));
    await expect.poll(() => videoRequests.length).toBeGreaterThan(0);
    expect(videoRequests.every((url) => url.endsWith("/media/tutorials/parents-first-class.webm"))).toBe(true);
    // The other tutorial is still a facade.
    await expect(tutorials.getByRole("link", { name: "Play video: Practicing Spanish at home" })).toBeVisible();
  });

  test("no chat on the hot site: an injected widget is removed, also a late one", async ({ page }) => {
    // The page's clock is the test's: "a few seconds later" passes at once instead of being slept.
    await page.clock.install();
    await page.goto(at(LEISURE.host));
    await declineCookies(page);
    await expect(page.getByRole("complementary", { name: "Chat" })).toHaveCount(0);
    await expect(page.locator(".chat-toggle")).toHaveCount(0);
    const inject = () =>
      page.evaluate(() => {
        const widget = document.createElement("div");
        widget.dataset.chatWidget = "";
        widget.textContent = "Chat with us";
        const hubspot = document.createElement("div");
        hubspot.id = "hubspot-messages-iframe-container";
        document.body.appendChild(widget);
        document.body.appendChild(hubspot);
      });
    const injected = page.locator("[data-chat-widget], #hubspot-messages-iframe-container");
    await inject();
    await expect(injected).toHaveCount(0, { timeout: 2_000 });
    // A chat script that arrives a few seconds later is caught by a later retry.
    await page.clock.runFor(3_000);
    await inject();
    await expect(injected).toHaveCount(0, { timeout: 2_000 });
  });

  test("calendar step: the scheduler with the answers and the ad click id as utm, loading until it reports", async ({ page }) => {
    await page.goto(at(PARENTS.host, "/?gclid=Test_Click-123"));
    // The ad click id is kept only when Marketing isn't declined.
    await page.getByRole("region", { name: "Cookies on this site" }).getByRole("button", { name: "Accept all" }).click();
    await expect(page.getByRole("region", { name: "Cookies on this site" })).toBeHidden();
    await hydrated(page);
    for (const [, text] of PARENTS.answers) await answer(page, PARENTS, text);
    await expectPlansPage(page, PARENTS.host);

    await page.goto(at(PARENTS.host));
    await expectStep(page, PARENTS, 4);
    const section = questionnaire(page, PARENTS);
    await expect(section.getByRole("heading", { level: 3, name: "Book your free class" })).toBeVisible();
    await expect(section.getByRole("button", { name: "Back" })).toBeVisible();
    const loading = section.getByText("Loading the calendar…");
    await expect(loading).toBeVisible();
    const frame = section.locator("iframe");
    await expect(frame).toBeAttached();
    await schedulerReports(section, "calendly.event_type_viewed");
    await expect(loading).toBeHidden();
    const src = new URL((await frame.getAttribute("src"))!);
    expect(src.origin + src.pathname).toBe("https://calendly.com/hablarte/demo-class");
    expect(Object.fromEntries(["utm_source", "utm_medium", "utm_term", "utm_campaign", "utm_content"].map((key) => [key, src.searchParams.get(key)]))).toEqual({
      utm_source: "Test_Click-123",
      utm_medium: `${PARENTS.answers[0]![0]}: ${PARENTS.answers[0]![1]}`,
      utm_term: `${PARENTS.answers[1]![0]}: ${PARENTS.answers[1]![1]}`,
      utm_campaign: `${PARENTS.answers[2]![0]}: ${PARENTS.answers[2]![1]}`,
      // Three questions: nothing for the fourth field.
      utm_content: null,
    });
    expect(src.searchParams.get("hide_gdpr_banner")).toBe("1");
    await expectNoAxeViolations(page);
  });

  test("the landing's 'free' and download links and the header lead to the plans", async ({ page }) => {
    await page.goto(at(LEISURE.host));
    await declineCookies(page);
    await expect(page.getByRole("link", { name: "Start free for 7 days" })).toHaveAttribute("href", "/external/individual-plans");
    await expect(page.getByRole("link", { name: "Download the free starter guide" })).toHaveAttribute("href", "/external/individual-plans#starter-guide");
    await page.getByRole("banner").getByRole("link", { name: "Start free" }).click();
    await expectPlansPage(page, LEISURE.host);
  });
});

test.describe("landing without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  async function declineWithoutJs(page: Page) {
    await page.getByRole("region", { name: "Cookies on this site" }).getByRole("button", { name: "Decline all" }).click();
    await expect(page.getByRole("region", { name: "Cookies on this site" })).toBeHidden();
  }

  for (const variant of VARIANTS) {
    test(`${variant.host}.localhost: each answer is a form post, and the last leads to the plans`, async ({ page, context }) => {
      await page.goto(at(variant.host));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(variant.title);
      await declineWithoutJs(page);
      await expectStep(page, variant, 1);
      for (const [index, [, text]] of variant.answers.slice(0, -1).entries()) {
        const [post] = await Promise.all([saved(page), option(page, variant, text).click()]);
        expect(post.status(), "post → redirect → get").toBe(302);
        await expectStep(page, variant, index + 2);
        await expect(page).toHaveURL(at(variant.host, "/#questionnaire"));
      }
      const session = (await context.cookies(at(variant.host))).find((cookie) => cookie.name === "__Host-hablarte_session");
      expect(session, "the progress lives in the session").toBeDefined();
      expect(session).toMatchObject({ httpOnly: true, secure: true });
      await answer(page, variant, variant.answers.at(-1)![1]);
      await expectPlansPage(page, variant.host);
    });
  }

  test("Back is a form post too", async ({ page }) => {
    await page.goto(at(LEISURE.host));
    await declineWithoutJs(page);
    await answer(page, LEISURE, LEISURE.answers[0]![1]);
    await expectStep(page, LEISURE, 2);
    await back(page, LEISURE);
    await expectStep(page, LEISURE, 1);
    await expect(option(page, LEISURE, LEISURE.answers[0]![1])).toHaveAttribute("aria-pressed", "true");
  });

  test("the parents' last question shows only the options of the age chosen first", async ({ page }) => {
    await page.goto(at(PARENTS.host));
    await declineWithoutJs(page);
    await answer(page, PARENTS, "8–10 years");
    await expectStep(page, PARENTS, 2);
    await answer(page, PARENTS, PARENTS.answers[1]![1]);
    await expectStep(page, PARENTS, 3);
    expect(await optionTexts(page, PARENTS)).toEqual(GRADE_3_5);
  });

  test("stories, levels and tutorials are plain content", async ({ page }) => {
    await page.goto(at(PARENTS.host));
    const stories = page.getByRole("region", { name: PARENTS.stories });
    await expect(stories.getByRole("figure")).toHaveCount(3);
    await expect(stories.getByRole("button")).toHaveCount(0);
    const levels = page.getByRole("region", { name: "What your child will be able to do" });
    await expect(levels.getByRole("tablist")).toHaveCount(0);
    for (const name of ["Beginner", "Intermediate", "Advanced"]) await expect(levels.getByRole("heading", { level: 3, name })).toBeVisible();
    const play = page.getByRole("link", { name: "Play video: Practicing Spanish at home" });
    await expect(play).toHaveAttribute("href", "/media/tutorials/parents-practice-at-home.webm");
  });

  test("calendar step: an 'Open the calendar' link with the answers and the ad click id", async ({ page }) => {
    await page.goto(at(HERITAGE.host, "/?gclid=Test_Click-123"));
    await page.getByRole("region", { name: "Cookies on this site" }).getByRole("button", { name: "Accept all" }).click();
    await expect(page.getByRole("region", { name: "Cookies on this site" })).toBeHidden();
    for (const [, text] of HERITAGE.answers) await answer(page, HERITAGE, text);
    await expectPlansPage(page, HERITAGE.host);

    await page.goto(at(HERITAGE.host));
    await expectStep(page, HERITAGE, 4);
    const section = questionnaire(page, HERITAGE);
    await expect(section.getByRole("heading", { level: 3, name: "Book your free class" })).toBeVisible();
    await expect(section.locator("iframe")).toHaveCount(0);
    const link = section.getByRole("link", { name: /Open the calendar/ });
    const href = new URL((await link.getAttribute("href"))!);
    expect(href.origin + href.pathname).toBe("https://calendly.com/hablarte/demo-class");
    expect(Object.fromEntries(["utm_source", "utm_medium", "utm_term", "utm_campaign", "utm_content"].map((key) => [key, href.searchParams.get(key)]))).toEqual({
      utm_source: "Test_Click-123",
      utm_medium: `${HERITAGE.answers[0]![0]}: ${HERITAGE.answers[0]![1]}`,
      utm_term: `${HERITAGE.answers[1]![0]}: ${HERITAGE.answers[1]![1]}`,
      utm_campaign: `${HERITAGE.answers[2]![0]}: ${HERITAGE.answers[2]![1]}`,
      utm_content: null,
    });
    expect(href.searchParams.get("hide_gdpr_banner")).toBe("1");
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`an answer the server rejects, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("shows the server's message at the question", async ({ page, consoleErrors }) => {
      // The last answer is changed on its way to an option the question doesn't have (a stale page, a tampered post).
      await page.route(/^http:\/\/heritage\.localhost:\d+\/(_\.data)?\?index/, async (route) => {
        const request = route.request();
        const form = new URLSearchParams(request.postData() ?? "");
        if (request.method() !== "POST" || form.get("question") !== "2") return route.fallback();
        form.set("answer", "Something else");
        return route.continue({ postData: form.toString() });
      });
      await page.goto(at(HERITAGE.host));
      const notice = page.getByRole("region", { name: "Cookies on this site" });
      await notice.getByRole("button", { name: "Decline all" }).click();
      await expect(notice).toBeHidden();
      if (javaScriptEnabled) await hydrated(page);
      for (const [, text] of HERITAGE.answers.slice(0, -1)) await answer(page, HERITAGE, text);
      await expectStep(page, HERITAGE, 3);
      const [post] = await Promise.all([saved(page), option(page, HERITAGE, HERITAGE.answers[2]![1]).click()]);
      expect(post.status()).toBe(400);
      await expect(questionnaire(page, HERITAGE).getByRole("alert")).toHaveText("Please choose one of the answers shown.");
      await expectStep(page, HERITAGE, 3);
      // The 400 answer is the intended one; Chromium logs it as an error.
      consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes("status of 400")));
    });
  });
}

test.describe("axe on the hot-site funnel pages", () => {
  test("individual plans, start journey (with errors, then signed in), complete purchase, the card page, select level, your level, booking, thank you", async ({ page, consoleErrors }) => {
    // Ten screens reachable only in order, each checked once, here: a genuinely long flow.
    test.slow();
    await page.goto(at(PARENTS.host, "/external/individual-plans"));
    await declineCookies(page);
    await expect(page.getByRole("heading", { level: 1, name: "Choose your weekly plan" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: /^Choose this plan\s*: 1 class per week$/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Start your journey" })).toBeVisible();
    await expectNoAxeViolations(page);
    const create = page.getByRole("region", { name: "New here? Create your account" });
    await hydrated(page);
    await create.getByRole("button", { name: "Create my account" }).click();
    await expect(create.getByText("Tell us your name")).toBeVisible();
    await expectNoAxeViolations(page);
    // The invalid post is answered with 400 on purpose; Chromium logs that as an error.
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes("status of 400")));
    const email = `ana-axe-${Date.now()}@example.com`;
    await create.getByLabel("Your name").fill("Ana López");
    await create.getByLabel("Email").fill(email);
    await create.getByLabel("Password").fill("tres tristes tigres");
    await create.getByRole("button", { name: "Create my account" }).click();
    await expect(page.getByText("Check your email")).toBeVisible();
    await expectNoAxeViolations(page);
    await followMailLink(page, email, CONFIRM_EMAIL_SUBJECT);
    await expect(page.getByText("Signed in as Ana López")).toBeVisible();
    await expectNoAxeViolations(page);
    await hydrated(page);
    await page.getByRole("radio", { name: /^Me\b/ }).check();
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Complete your purchase" })).toBeVisible();
    await expectNoAxeViolations(page);
    await hydrated(page);
    await page.getByRole("button", { name: "Pay by card" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Pay Hablarte" })).toBeVisible();
    await expectNoAxeViolations(page);
    // A free week is once per card (issue #22 §1): each trial in the e2e run starts with its own test card.
    await payOnTestGateway(page, "4000 0566 5566 5556", "Start free trial");
    await expect(page.getByText("Your free trial has started")).toBeVisible();
    await expectNoAxeViolations(page);
    await hydrated(page);
    await page.getByRole("button", { name: "Continue: select your level" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Select your level" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(at(PARENTS.host, "/external/your-level"));
    await expect(page.getByRole("heading", { level: 1, name: "Select your level" })).toBeVisible();
    await hydrated(page);
    await expectNoAxeViolations(page);
    await page.getByRole("group", { name: "Your level" }).getByRole("radio", { name: /Beginner/ }).check();
    await page.getByRole("group", { name: "Your course" }).getByRole("radio", { name: /Spanish A1/ }).check();
    await page.getByRole("button", { name: "Continue to booking" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Book your first class" })).toBeVisible();
    await schedulerReports(page, "calendly.event_type_viewed");
    await expect(page.getByText("Loading the calendar…")).toBeHidden();
    await expectNoAxeViolations(page);

    await page.goto(at(PARENTS.host, "/external/thank-you"));
    await expect(page.getByRole("heading", { level: 1, name: "Thank you, Ana López!" })).toBeVisible();
    await hydrated(page);
    await expectNoAxeViolations(page);
  });
});
