// Issue #13 §2: a GET never writes a session row for a visitor who has none. The booking page still hands
// the scheduler a funnel reference (a signed cookie), and the session adopts it once the visitor saves one.
import { describe, expect, it } from "vitest";
import { Browser, confirmedBuyer } from "../worker/browser";
import { useSite } from "../worker/harness";

const site = useSite();

const count = async (table: string) => (await site.env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())!.n;

describe("a new visitor's reads", () => {
  it("store no session, lead or counter, on any page of the funnel, the shop or the level test", async () => {
    for (const path of ["/", "/book/demo", "/external/book/demo", "/book/class", "/individual-plans", "/external/individual-plans", "/select-level", "/level-test", "/level-test/novice", "/cart", "/external/thank-you", "/login"]) {
      const response = await site.fetch(path, { redirect: "manual" });
      expect(response.status, path).toBeLessThan(500);
    }
    for (const path of ["/", "/book/demo"]) await site.fetch(path, { host: "try.localhost" });
    expect(await count("sessions")).toBe(0);
    expect(await count("leads")).toBe(0);
    expect(await count("rate_limits")).toBe(0);
  });

  it("of the booking page name one funnel reference, kept in a signed cookie and the same on the next visit", async () => {
    const first = await site.fetch("/book/demo");
    const cookie = first.headers.getSetCookie().find((c) => c.startsWith("__Host-hablarte_ref="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const reference = (await first.text()).match(/salesforce_uuid=([0-9a-f-]{36})/)?.[1];
    expect(reference).toBeDefined();
    const again = await site.fetch("/book/demo", { headers: { Cookie: cookie!.split(";")[0]! } });
    expect(again.headers.getSetCookie().some((c) => c.startsWith("__Host-hablarte_ref="))).toBe(false);
    expect(await again.text()).toContain(`salesforce_uuid=${reference}`);
    expect(await count("sessions")).toBe(0);
  });
});

describe("a signed-in buyer's reads", () => {
  it("of the cart and the checkout change no cart: a visitor's cart joins the account at sign-in, never on a read", async () => {
    const visitor = new Browser(site);
    expect((await visitor.post("/product/k2-level-1", { intent: "add", product: "k2-level-1", quantity: "2" })).status).toBe(302);
    const buyer = await confirmedBuyer(site, "reader@riverside.example");
    // A browser that carries both: the buyer's session, and a visitor session holding a cart.
    const cookies = new Map([...buyer.cookies, ...[...visitor.cookies].filter(([name]) => name === "__Host-hablarte_session")]);
    const Cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const rows = async () => (await site.env.DB.prepare("SELECT owner, product_slug, quantity FROM cart_items ORDER BY owner, product_slug").all()).results;
    const before = await rows();
    expect(before).toHaveLength(1);
    for (const path of ["/cart", "/checkout"]) expect((await site.fetch(path, { headers: { Cookie } })).status, path).toBeLessThan(500);
    expect(await rows()).toEqual(before);
  });
});

describe("a visitor's first post", () => {
  it("starts a session whose id is 256 random bits (ASVS V11.5.1), kept only in the signed cookie and D1", async () => {
    const visitor = new Browser(site);
    expect((await visitor.post("/product/k2-level-1", { intent: "add", product: "k2-level-1", quantity: "1" })).status).toBe(302);
    const { results } = await site.env.DB.prepare("SELECT id FROM sessions").all<{ id: string }>();
    expect(results.length).toBeGreaterThan(0);
    for (const { id } of results) expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(results.map((r) => r.id)).size).toBe(results.length);
  });
});
