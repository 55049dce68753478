// Issue #13 §2: a GET never writes a session row for a visitor who has none. The booking page still hands
// the scheduler a funnel reference (a signed cookie), and the session adopts it once the visitor saves one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSite, type Site } from "../worker/harness";

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

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
