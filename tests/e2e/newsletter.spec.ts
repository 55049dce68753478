import { declineCookies, expect, hydrated, test } from "./fixtures";

for (const javaScriptEnabled of [true, false]) {
  test.describe(`newsletter signup, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("an invalid email shows the field message and 'Missing fields', and sends nothing", async ({ page, consoleErrors }) => {
      await page.goto("/");
      // With JavaScript, the claim is that the page's own check stops the post: it must be running first
      // (a click before hydration is a plain form post, answered by the server's identical 400).
      if (javaScriptEnabled) await hydrated(page);
      const posts: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST") posts.push(request.url());
      });
      const section = page.getByRole("region", { name: "Get a little Spanish in your inbox" });
      await section.getByRole("textbox", { name: "Email address" }).fill("maria@school");
      await section.getByRole("button", { name: "Subscribe" }).click();
      await expect(section.getByText("Enter a valid email")).toBeVisible();
      const alert = section.getByRole("alert");
      await expect(alert).toContainText("Missing fields");
      await expect(alert).toContainText("Please fill in the email");
      await expect(section.getByRole("textbox", { name: "Email address" })).toHaveAttribute("aria-invalid", "true");
      // With JavaScript the same schema stops the post; without it the server answers 400 and stores nothing.
      if (javaScriptEnabled) expect(posts).toEqual([]);
      // Without JavaScript the 400 answer is the intended one; Chromium logs every 4xx document as an error.
      else consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes("status of 400")));
    });

    test("a valid email is accepted with the thank-you notification", async ({ page }) => {
      await page.goto("/");
      if (javaScriptEnabled) await declineCookies(page);
      const reloads: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "GET" && new URL(request.url()).pathname.endsWith(".data")) reloads.push(request.url());
      });
      const section = page.getByRole("region", { name: "Get a little Spanish in your inbox" });
      await section.getByRole("textbox", { name: "Email address" }).fill(`reader.${javaScriptEnabled ? "js" : "nojs"}@example.com`);
      await section.getByRole("button", { name: "Subscribe" }).click();
      await expect(section.getByRole("status")).toContainText("Thank you for providing your information. We will reach out soon.");
      // Without JavaScript, post → redirect → get: the page shown is a GET (a reload posts nothing again).
      // With it, the page stays where it was and reloads none of its data (a signup changes nothing shown).
      if (javaScriptEnabled) {
        await expect(page).toHaveURL(/\/$/);
        expect(reloads).toEqual([]);
      } else await expect(page).toHaveURL(/\/\?newsletter=subscribed#newsletter$/);
    });
  });
}
