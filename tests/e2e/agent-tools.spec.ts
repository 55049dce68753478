// Forms that declare themselves to AI agents (issue #27; WebMCP's declarative API): the browser, with
// WebMCP on, turns the annotated forms into tools whose parameters are the forms' fields. Read here from
// the browser itself (the DevTools protocol's WebMCP domain, as Lighthouse reads it); then an agent's answer
// to the questionnaire is played the way the browser does it: fill the tool's fields, submit the form.
import type { Page } from "@playwright/test";
import { landingUrl } from "./site-paths";
import { createAccount } from "./schools";
import { expect, fillSchoolBilling, hydrated, test } from "./fixtures";

test.use({ launchOptions: { executablePath: process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell", args: ["--no-sandbox", "--disable-gpu", "--enable-features=WebMCP", "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE *.localhost, EXCLUDE 127.0.0.1"] } });

type Tool = { name: string; description: string; inputSchema: { properties: Record<string, { enum?: string[]; description?: string }>; required: string[] } };

/**
 * Opens `url` in a new tab of the same browser (signed in the same) and answers the tools the browser
 * registered for its forms (once `expected` is among them; a page expected to have none is read once it has
 * loaded and hydrated, when its forms are all in place). A new tab: no tool of an earlier page is in the list.
 */
async function toolsOf(opener: Page, url: string, expected: string | null): Promise<{ tools: Map<string, Tool>; page: Page }> {
  const page = await opener.context().newPage();
  const cdp = await page.context().newCDPSession(page);
  const tools = new Map<string, Tool>();
  cdp.on("WebMCP.toolsAdded" as never, (event: { tools: Tool[] }) => event.tools.forEach((tool) => tools.set(tool.name, tool)));
  cdp.on("WebMCP.toolsRemoved" as never, (event: { tools: Tool[] }) => event.tools.forEach((tool) => tools.delete(tool.name)));
  await cdp.send("WebMCP.enable" as never);
  await page.goto(url);
  await hydrated(page);
  if (expected) await expect.poll(() => tools.has(expected)).toBe(true);
  await cdp.send("WebMCP.disable" as never);
  return { tools, page };
}

test("the questionnaire is a tool: its answer is a listed choice, and an agent's answer moves it on", async ({ page: opener }) => {
  const { tools, page } = await toolsOf(opener, landingUrl(test.info().project.use.baseURL!, "go", "/"), "answer_learning_questionnaire");
  const tool = tools.get("answer_learning_questionnaire");
  expect(tool?.description).toContain("Answer the current question of the Hablarte questionnaire");
  expect(tool?.inputSchema.properties.choice?.enum).toEqual(["", "An upcoming trip", "Friends or family who speak Spanish", "A new hobby", "Keeping my mind active"]);
  expect(tool?.inputSchema.properties.choice?.description).toBe("The visitor's answer to this question: What brings you to Spanish?");
  // Only the answer: the page's own fields (the step, the earlier answers) are not the agent's to set.
  expect(Object.keys(tool!.inputSchema.properties)).toEqual(["choice"]);

  // An agent answers as the browser does for it: fills the list, submits the form.
  const section = page.getByRole("region", { name: "Plan your Spanish adventure" });
  await page.locator('select[name="choice"]').selectOption("An upcoming trip", { force: true });
  await page.locator("form.questionnaire-step").evaluate((form: HTMLFormElement) => form.requestSubmit());
  await expect(section.getByText("2 out of 4", { exact: true })).toBeVisible();
  await expect(section.getByRole("heading", { level: 3, name: "How much Spanish do you know?" })).toBeVisible();
});

test("the quote request is a tool; checkout's payment form and the card page are not", async ({ page }) => {
  test.slow();
  const email = `agent-quote-${Date.now()}@riverside.example`;
  await page.goto("/create-account?redirectTo=%2Fproduct%2Fk2-level-1");
  await createAccount(page, email, true);
  await hydrated(page);
  await page.getByRole("spinbutton", { name: "Number of teachers" }).fill("2");
  await page.getByRole("button", { name: "Request a quote" }).click();
  await expect(page).toHaveURL(/\/checkout\?for=quote$/);

  const { tools: quote } = await toolsOf(page, "/checkout?for=quote", "request_curriculum_quote");
  const tool = quote.get("request_curriculum_quote");
  expect(tool?.description).toContain("Nothing is charged.");
  expect(Object.keys(tool!.inputSchema.properties).sort()).toEqual(["address", "apEmail", "city", "contactName", "email", "organisation", "state", "zip"]);
  expect(tool!.inputSchema.required.sort()).toEqual(["address", "city", "contactName", "email", "organisation", "zip"]);
  expect(tool!.inputSchema.properties.organisation?.description).toBe("The school, district or organization the licenses are for.");

  const { tools: card, page: checkout } = await toolsOf(page, "/checkout", null);
  expect([...card.keys()].filter((name) => name !== "subscribe_to_newsletter")).toEqual([]);
  await fillSchoolBilling(checkout);
  await checkout.getByRole("button", { name: "Pay by card" }).click();
  await expect(checkout).toHaveURL(/\/card-payment\?order=/);
  const { tools: payment } = await toolsOf(page, checkout.url(), null);
  expect([...payment.keys()].filter((name) => name !== "subscribe_to_newsletter")).toEqual([]);
});
