// The header knows who is looking (issue #27), over HTTP without JavaScript: a visitor sees Login and no cart
// link until their cart holds something; a signed-in buyer sees their name (My account, My Products, Sign out)
// and the cart's count; a buyer whose plan is live is not offered the free trial; the phone's fixed trial bar
// is left off the cart.
import { describe, expect, it } from "vitest";
import { Browser, confirmedBuyer } from "./browser";
import { useSite, type SiteResponse } from "./harness";

const site = useSite();
const text = async (response: SiteResponse) => (await response.text()).replaceAll("<!-- -->", "");
const header = (html: string) => html.slice(html.indexOf('<header class="site-header"'), html.indexOf("</header>"));

describe("the header", () => {
  it("offers a visitor Login, and the cart link once the cart holds a level", async () => {
    const visitor = new Browser(site);
    const before = header(await text(await visitor.get("/catalog")));
    expect(before).toContain(">Login</a>");
    expect(before).not.toContain('class="cart-link"');
    await visitor.post("/product/k2-level-1", { intent: "add", product: "k2-level-1", quantity: "3" });
    await visitor.post("/product/k2-level-2", { intent: "add", product: "k2-level-2", quantity: "1" });
    const after = header(await text(await visitor.get("/catalog")));
    expect(after).toMatch(/<a class="cart-link" href="\/cart"[^>]*>Cart<span class="cart-count">2<\/span><span class="visually-hidden"> levels in your cart<\/span><\/a>/);
    expect(after).toContain(">Login</a>");
  });

  it("shows a signed-in buyer their name with My account, My Products and Sign out, and their cart's count", async () => {
    const buyer = await confirmedBuyer(site, "header@riverside.example");
    const signedIn = header(await text(await buyer.get("/")));
    expect(signedIn).not.toContain(">Login</a>");
    expect(signedIn).toContain('<span class="visually-hidden">Your account: </span><span class="account-menu-name">Ana López</span>');
    expect(signedIn).toMatch(/href="\/account"[^>]*>My account<\/a>/);
    expect(signedIn).toMatch(/href="\/account\/my-products"[^>]*>My Products<\/a>/);
    expect(signedIn).toMatch(/<form[^>]*action="\/logout"[^>]*>.*Sign out<\/button>/s);
    expect(signedIn).not.toContain('class="cart-link"');
    await buyer.post("/product/k2-level-1", { intent: "add", product: "k2-level-1", quantity: "2" });
    expect(header(await text(await buyer.get("/")))).toContain('<span class="cart-count">1</span><span class="visually-hidden"> level in your cart</span>');
    // Signed out, the header offers Login again.
    expect((await buyer.post("/logout", {})).status).toBe(302);
    expect(header(await text(await buyer.get("/")))).toContain(">Login</a>");
  });

  it("reads a signed-in page in the batch of its session's read, yet shows only the account the session belongs to now (issue #24)", async () => {
    const ana = await confirmedBuyer(site, "guess-ana@riverside.example");
    await confirmedBuyer(site, "guess-ben@riverside.example");
    const idOf = async (email: string) => (await site.env.DB.prepare("SELECT id FROM auth_users WHERE email = ?").bind(email).first<string>("id"))!;
    await site.env.DB.prepare("UPDATE auth_users SET name = 'Ben Ruiz' WHERE email = ?").bind("guess-ben@riverside.example").run();
    await ana.post("/product/k2-level-1", { intent: "add", product: "k2-level-1", quantity: "2" });
    // Seen by the site once: from now on its pages' reads are made as Ana's, in the batch of the session's read.
    expect(header(await text(await ana.get("/account")))).toContain('<span class="cart-count">1</span>');
    // The session now belongs to Ben's account: his name, and nothing read as Ana's (her cart).
    await site.env.DB.prepare("UPDATE auth_sessions SET userId = ? WHERE userId = ?").bind(await idOf("guess-ben@riverside.example"), await idOf("guess-ana@riverside.example")).run();
    const asBen = header(await text(await ana.get("/account")));
    expect(asBen).toContain('<span class="account-menu-name">Ben Ruiz</span>');
    expect(asBen).not.toContain('class="cart-link"');
    // The session ended: sign in first, and the header offers Login.
    await site.env.DB.prepare("DELETE FROM auth_sessions WHERE userId = ?").bind(await idOf("guess-ben@riverside.example")).run();
    const ended = await ana.get("/account/my-products");
    expect(ended.status).toBe(302);
    expect(ended.headers.get("Location")).toBe("/login?redirectTo=%2Faccount%2Fmy-products");
    expect(header(await text(await ana.get("/")))).toContain(">Login</a>");
  });

  it("leaves the phone's free-trial bar off the cart, and offers no free trial to a buyer whose plan is live", async () => {
    const buyer = await confirmedBuyer(site, "live-plan@riverside.example");
    expect(await text(await buyer.get("/faqs"))).toContain('class="mobile-cta"');
    expect(await text(await buyer.get("/cart"))).not.toContain('class="mobile-cta"');
    const userId = (await site.env.DB.prepare("SELECT id FROM auth_users WHERE email = ?").bind("live-plan@riverside.example").first<string>("id"))!;
    await site.env.DB.prepare("INSERT INTO subscriptions (id, user_id, plan_id, status, provider, event_created, created_at) VALUES (?, ?, 'individual-1', 'trialing', 'test-gateway', 0, 0)").bind(crypto.randomUUID(), userId).run();
    const html = await text(await buyer.get("/faqs"));
    expect(html).not.toContain('class="mobile-cta"');
    expect(header(html)).not.toContain("Book Your Free Trial Now");
  });
});
