import { declineCookies, expect, test } from "./fixtures";

for (const javaScriptEnabled of [true, false]) {
  test.describe(`contact form, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("shows messages next to the fields, then sends a corrected message", async ({ page, consoleErrors }) => {
      await page.goto("/contact-hablarte");
      if (javaScriptEnabled) await declineCookies(page);
      const form = page.getByRole("region", { name: "Send us a message" });
      await form.getByRole("textbox", { name: "Your name" }).fill("Marta Ruiz");
      await form.getByRole("textbox", { name: "Email" }).fill("marta@example");
      await form.getByRole("textbox", { name: "Message" }).fill("Hi");
      await form.getByRole("button", { name: "Send message" }).click();
      await expect(form.getByText("Enter a valid email")).toBeVisible();
      await expect(form.getByText("Write at least a sentence (10 characters)")).toBeVisible();
      await expect(form.getByRole("textbox", { name: "Email" })).toHaveAttribute("aria-invalid", "true");
      await expect(form.getByRole("textbox", { name: "Your name" })).toHaveValue("Marta Ruiz");
      await form.getByRole("textbox", { name: "Email" }).fill(`marta.${javaScriptEnabled ? "js" : "nojs"}@example.com`);
      await form.getByRole("combobox", { name: "Topic" }).selectOption("Young learners");
      await form.getByRole("textbox", { name: "Message" }).fill("My daughter is 9. Which group would she join?");
      await form.getByRole("button", { name: "Send message" }).click();
      await expect(form.getByRole("status")).toContainText("Thank you — your message is on its way.");
      // The first, invalid post is answered with 400 on purpose.
      consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes("status of 400")));
    });
  });
}
