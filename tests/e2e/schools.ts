// Browser-test helpers for the school's purchase by quote and Purchase Order (issue #11): a buyer with a
// quote, the PO step, and a member of staff (staff-members.mjs) signed in with a TOTP code.
import type { Locator, Page } from "@playwright/test";
import { TOTP } from "otpauth";
import { CONFIRM_EMAIL_SUBJECT, expect, fillSchoolBilling, followMailLink, hydrated } from "./fixtures";

export const PO_PDF = Buffer.from("%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

/** Fills /create-account (already open) and follows the confirmation link from the local mailbox. */
export async function createAccount(page: Page, email: string, js: boolean) {
  if (js) await hydrated(page);
  await page.getByLabel("Your name").fill("Ana López");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("tres tristes tigres");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Check your email to finish")).toBeVisible();
  await followMailLink(page, email, CONFIRM_EMAIL_SUBJECT);
}

/** A new buyer, signed in, who asked for a quote of 4 teachers (K–2 Level 1) from the product page: its list item. */
/** `apEmail`: the accounts-payable address given at checkout (issue #26). */
export async function buyerWithQuote(page: Page, js: boolean, prefix: string, apEmail?: string): Promise<{ email: string; quote: Locator }> {
  const email = `${prefix}-${js ? "js" : "nojs"}-${Date.now()}@riverside.example`;
  await page.goto("/create-account?redirectTo=%2Fproduct%2Fk2-level-1");
  await createAccount(page, email, js);
  await expect(page.getByRole("heading", { level: 1, name: "Early Elementary Spanish K–2, Level 1" })).toBeVisible();
  if (js) await hydrated(page);
  await page.getByRole("spinbutton", { name: "Number of teachers" }).fill("4");
  // The product page's Request a quote: the level goes in the cart and checkout asks for the quote (issue #25).
  await page.getByRole("button", { name: "Request a quote" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(page.getByText("then choose Request a quote: your quote is ready at once")).toBeVisible();
  await expect(page.getByText("Early Elementary Spanish K–2, Level 1: 4 teachers")).toBeVisible();
  if (js) await hydrated(page);
  await fillSchoolBilling(page);
  if (apEmail) await page.getByLabel("Accounts-payable email (optional)").fill(apEmail);
  await page.getByRole("button", { name: "Request a quote" }).click();
  await expect(page.getByText("Your quote is ready")).toBeVisible();
  return { email, quote: newestQuote(page) };
}

/** My Order's newest quote (the list is newest first). */
export const newestQuote = (page: Page) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: /^Quote Q-\d{4}-\d{4}$/ }) }).first();

/** Signs in at /staff/sign-in with the password and the authenticator's current code. */
export async function signInAsStaff(page: Page, member: { email: string; password: string; secret: string }, js: boolean) {
  await page.goto("/staff/sign-in");
  if (js) await hydrated(page);
  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Password").fill(member.password);
  await page.getByLabel("Authentication code").fill(new TOTP({ secret: member.secret }).generate());
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
}
