// ASVS 5.0 V16.2.1, V16.3.1–V16.3.3: authentication, authorisation, abuse and input-probing events are
// in the Worker's log as "[security] {json}" lines that say who, what and where — and never the email,
// the IP, the password or a link's token.
import { describe, expect, it } from "vitest";
import { DEV_STAFF } from "~/domain/staff";
import { Browser, confirmedBuyer, TEST_PASSWORD } from "../worker/browser";
import { eventually, useSite } from "../worker/harness";

const site = useSite();

type Event = Record<string, string | number | null> & { event: string };
const events = () =>
  site.server
    .getLogs()
    .filter((log) => log.message.startsWith("[security] "))
    .map((log) => JSON.parse(log.message.slice("[security] ".length)) as Event);
const loggedText = () => site.server.getLogs().map((log) => log.message).join("\n");
/** The first event (after `since` events) that has all of `fields`, once it is logged. */
const logged = (fields: Record<string, unknown>, since = 0) => eventually(async () => events().slice(since).find((e) => Object.entries(fields).every(([k, v]) => e[k] === v)));
const HEX16 = /^[0-9a-f]{16}$/;

describe("security events", () => {
  it("records a buyer's failed and successful sign-ins, and the sign-out, under a pseudonym", async () => {
    const email = "log-buyer@riverside.example";
    const browser = await confirmedBuyer(site, email);
    expect((await browser.post("/logout", {})).status).toBe(302);
    const signOut = await logged({ event: "sign-out", actor: "buyer" });
    expect(signOut.user).toEqual(expect.any(String));

    const visitor = new Browser(site);
    expect((await visitor.post("/login", { intent: "sign-in", email, password: "not the password", redirectTo: "/account" })).status).toBe(401);
    const failed = await logged({ event: "sign-in.failed", actor: "buyer" });
    expect(failed).toMatchObject({ method: "POST", path: "/login", reason: "INVALID_EMAIL_OR_PASSWORD" });
    expect(failed.account).toMatch(HEX16);
    expect(failed.client).toMatch(HEX16);

    expect((await visitor.post("/login", { intent: "sign-in", email, password: TEST_PASSWORD, redirectTo: "/account" })).status).toBe(302);
    const succeeded = await logged({ event: "sign-in.succeeded", actor: "buyer" });
    // One account, one pseudonym: failures and the success line up.
    expect(succeeded.account).toBe(failed.account);
    expect(succeeded.user).toBe(signOut.user);

    const text = loggedText();
    expect(text).not.toContain(email);
    expect(text).not.toContain("not the password");
    expect(text).not.toContain(TEST_PASSWORD);
    expect(text).not.toMatch(/198\.19\.\d+\.\d+/);
  });

  it("records a staff sign-in that fails, and a visit to the console without a staff session", async () => {
    const before = events().length;
    expect((await new Browser(site).post("/staff/sign-in", { email: DEV_STAFF.email, password: DEV_STAFF.password, code: "000000" })).status).toBe(401);
    expect((await logged({ event: "sign-in.failed", actor: "staff" }, before)).path).toBe("/staff/sign-in");
    expect((await new Browser(site).get("/staff")).status).toBe(404);
    expect(await logged({ event: "authorization.refused", area: "staff", path: "/staff" }, before)).toBeTruthy();
  });

  it("records a buyer asking for a quote that isn't theirs", async () => {
    const browser = await confirmedBuyer(site, "log-idor@riverside.example");
    const id = crypto.randomUUID();
    expect((await browser.get(`/purchase-order-payment?quote=${id}`)).status).toBe(404);
    const refused = await logged({ event: "authorization.refused", resource: "quote", id });
    expect(refused.user).toEqual(expect.any(String));
  });

  it("records a cross-site post, a body no page of ours sends, and a quota passed once per window, not once per request", async () => {
    const crossSite = await site.fetch("/contact-hablarte", { method: "POST", headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site", "Content-Type": "application/x-www-form-urlencoded" }, body: "name=x" });
    expect(crossSite.status).toBe(403);
    expect(await logged({ event: "request.cross-site-refused", origin: "https://evil.example", path: "/contact-hablarte" })).toBeTruthy();

    const notAForm = await site.fetch("/contact-hablarte", { method: "POST", headers: { "Content-Type": "application/json", "CF-Connecting-IP": "203.0.113.141" }, body: '{"name":"x"}' });
    expect(notAForm.status).toBe(415);
    expect(await logged({ event: "form.rejected", status: 415, path: "/contact-hablarte" })).toBeTruthy();

    const before = events().length;
    const browser = new Browser(site);
    const signUp = () => browser.post("/create-account", { intent: "create-account", name: "Ana", email: "log-quota@riverside.example", organisation: "", password: TEST_PASSWORD, redirectTo: "/account" });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await signUp()).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    await logged({ event: "rate-limit.exceeded", purpose: "sign-up-email" }, before);
    expect(events().slice(before).filter((e) => e.event === "rate-limit.exceeded" && e.purpose === "sign-up-email")).toHaveLength(1);
  });
});
