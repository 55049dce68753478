// Licences the way buyers and teachers get them, over HTTP (issue #11 §2): a buyer pays by card through the
// test gateway, assigns a licence by email, and a teacher claims it with the invitation's link. Shared by
// the tests of licences and of the curriculum they deliver.
import { expect } from "vitest";
import { type Browser, confirmedBuyer, mailTo } from "./browser";
import { BILLING, CARD } from "./fixtures";
import type { Site, SiteResponse } from "./harness";

export const INVITATION = /has given you a Hablarte license/;

/** Where a redirect leads: path, query and fragment. */
export const location = (response: SiteResponse) => {
  const url = new URL(response.headers.get("Location") ?? "", "http://local");
  return url.pathname + url.search + url.hash;
};

/** A buyer who paid by card for `quantity` licences of `product`. */
export async function buyerWithLicences(site: Site, email: string, quantity: number, product = "k2-level-1") {
  const browser = await confirmedBuyer(site, email);
  await buyLicences(browser, quantity, product);
  return browser;
}

/** The buyer pays by card, through the test gateway, for `quantity` licences of `product`. */
export async function buyLicences(browser: Browser, quantity: number, product: string) {
  expect((await browser.post(`/product/${product}`, { intent: "add", product, quantity: String(quantity) })).status).toBe(302);
  const checkout = await browser.post("/checkout", { intent: "pay-card", ...BILLING });
  const orderId = new URL(location(checkout), "http://local").searchParams.get("order")!;
  const gateway = location(await browser.post(`/card-payment?order=${orderId}`, { intent: "pay" }));
  expect((await browser.post(gateway, CARD)).status).toBe(302);
}

export const assign = (browser: Browser, email: string, product = "k2-level-1") => browser.post("/account/my-products", { intent: "assign-licence", product, email });

/** The claim link (path and query) of the newest invitation to `to`. */
export async function claimPath(site: Site, to: string) {
  const mail = await mailTo(site, to, INVITATION);
  const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
  expect(link.pathname).toBe("/claim-licence");
  return link.pathname + link.search;
}

export const tokenOf = (claimLink: string) => new URLSearchParams(claimLink.split("?")[1]).get("token")!;
