// A page rendered afresh (a signed-in visitor's, one with a cart) is sent again from a render of the same
// data (decision 0077): the loaders run every time and decide what the page shows, so a second view is the
// same page with a nonce of its own, another account's view is its own, and a change shows at once.
import { describe, expect, it } from "vitest";
import { Browser, confirmedBuyer } from "./browser";
import { useSite } from "./harness";
import { nonceAndPage } from "./nonce";

const site = useSite();


describe("a page rendered for a signed-in visitor", () => {
  it("is the same page on each view, private, each with a nonce of its own in the CSP and on every script", async () => {
    const buyer = await confirmedBuyer(site, "memo-same@example.com");
    const answers = [];
    for (let i = 0; i < 3; i++) {
      const response = await buyer.get("/personal-information");
      expect(response.headers.get("Cache-Control")).toMatch(/^private|no-store/);
      answers.push(await nonceAndPage(response));
    }
    expect(new Set(answers.map((a) => a.nonce)).size).toBe(3);
    expect(new Set(answers.map((a) => a.page)).size).toBe(1);
    expect(answers[0]!.page).toContain("memo-same@example.com");
  });

  it("is each account's own: two buyers viewing in turns each see their own address, never the other's", async () => {
    const ana = await confirmedBuyer(site, "memo-ana@example.com");
    const bea = await confirmedBuyer(site, "memo-bea@example.com");
    for (let i = 0; i < 2; i++) {
      for (const [browser, own, other] of [[ana, "memo-ana@example.com", "memo-bea@example.com"], [bea, "memo-bea@example.com", "memo-ana@example.com"]] as const) {
        const { page } = await nonceAndPage(await browser.get("/personal-information"));
        expect(page).toContain(own);
        expect(page).not.toContain(other);
      }
    }
  });

  it("shows a change at once: the cart after an item is added, and empty again after it is removed", async () => {
    const buyer = await confirmedBuyer(site, "memo-cart@example.com");
    const empty = (await nonceAndPage(await buyer.get("/cart"))).page;
    expect(empty).toContain("Your cart is empty.");
    expect((await buyer.post("/product/k2-level-1", { intent: "add", product: "k2-level-1", quantity: "2" })).status).toBe(302);
    const filled = (await nonceAndPage(await buyer.get("/cart"))).page;
    expect(filled).not.toContain("Your cart is empty.");
    expect(filled).toMatch(/Early Elementary Spanish K–2, Level 1/);
    expect((await buyer.post("/cart", { intent: "remove", product: "k2-level-1" })).status).toBeLessThan(400);
    expect((await nonceAndPage(await buyer.get("/cart"))).page).toContain("Your cart is empty.");
  });

  it("is never a form's answer: an invalid post shows its message, the next view of the page does not", async () => {
    const buyer = await confirmedBuyer(site, "memo-form@example.com");
    const before = (await nonceAndPage(await buyer.get("/personal-information"))).page;
    const invalid = await buyer.post("/personal-information", { intent: "profile", name: "" });
    expect(invalid.status).toBe(400);
    const answer = await invalid.text();
    const after = (await nonceAndPage(await buyer.get("/personal-information"))).page;
    expect(after).toBe(before);
    expect(answer.replace(/nonce-[^']+'|nonce="[^"]+"/g, "")).not.toBe(after.replaceAll("NONCE", ""));
  });
});

describe("a page rendered for a visitor with a cookie of the site's", () => {
  it("is shared by visitors whose pages' data is the same, each with a nonce of its own", async () => {
    const answers = [];
    for (const cookie of ["__Host-hablarte_x=1", "__Host-hablarte_y=2", "__Host-hablarte_x=3"]) {
      answers.push(await nonceAndPage(await site.fetch("/spanish-course-pricing", { headers: { Cookie: cookie } })));
    }
    expect(new Set(answers.map((a) => a.nonce)).size).toBe(3);
    expect(new Set(answers.map((a) => a.page)).size).toBe(1);
  });

  it("differs from another visitor's when the data does: a visitor with items in the cart sees the count in the header", async () => {
    const visitor = new Browser(site);
    const before = (await nonceAndPage(await visitor.get("/k-12-schools"))).page;
    expect((await visitor.post("/product/k2-level-1", { intent: "add", product: "k2-level-1", quantity: "3" })).status).toBe(302);
    const after = (await nonceAndPage(await visitor.get("/k-12-schools"))).page;
    expect(after).not.toBe(before);
    const other = (await nonceAndPage(await site.fetch("/k-12-schools", { headers: { Cookie: "__Host-hablarte_x=1" } }))).page;
    expect(other).not.toBe(after);
  });
});
