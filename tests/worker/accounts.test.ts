// Accounts through HTTP against real local D1 and the outbox (issue #10 §1): sign-up with confirmation,
// sign-in, throttling, reset (single use, expiry, other sessions end), sign-out, deletion, lastURL attacks.
import { describe, expect, it } from "vitest";
import { eventually, SITE_ORIGIN, useSite, type SiteResponse } from "./harness";

const site = useSite();
let ipCounter = 0;

const nextIp = () => `198.18.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function post(path: string, fields: Record<string, string>, { cookie = "", ip = nextIp(), https = false } = {}) {
  return site.fetch(path, {
    https,
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": ip, ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams(fields).toString(),
  });
}

const get = (path: string, cookie = "", https = false) => site.fetch(path, { https, headers: cookie ? { Cookie: cookie } : {} });

/** The auth session cookie a response set, as a Cookie header value. */
function sessionCookie(response: SiteResponse): string {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("__Host-hablarte.session_token=") && !c.startsWith("__Host-hablarte.session_token=;"));
  if (!cookie) throw new Error(`no session cookie in ${response.status} ${response.headers.getSetCookie().join(" | ")}`);
  return cookie.split(";")[0]!;
}

/** The newest outbox email to `to` whose subject matches, once it is there; and its first link. */
async function mailTo(to: string, subject: RegExp) {
  const row = await eventually(async () => {
    const { results } = await site.env.DB.prepare("SELECT payload FROM outbox WHERE kind = 'email' ORDER BY created_at DESC, rowid DESC").all<{ payload: string }>();
    return results.map((r) => JSON.parse(r.payload) as { to: string; subject: string; text: string }).find((m) => m.to === to && subject.test(m.subject));
  });
  return { ...row, link: /https?:\/\/\S+/.exec(row.text)![0] };
}

const PASSWORD = "tres tristes tigres";

/** Creates and confirms an account; returns the signed-in cookie the confirmation link set. */
async function confirmedAccount(email: string, password = PASSWORD) {
  const created = await post("/create-account", { intent: "create-account", name: "Ana López", email, organisation: "Riverside ISD", password, redirectTo: "/account" });
  expect(created.status).toBe(200);
  const { link } = await mailTo(email, /Confirm your email/);
  const confirmed = await get(new URL(link).pathname + new URL(link).search);
  expect(confirmed.status).toBe(302);
  return sessionCookie(confirmed);
}

describe("over https, as deployed", () => {
  // better-auth renames its cookies by scheme unless told otherwise; the site's own guard must find the
  // session under the name it is given on https, or no buyer stays signed in in production.
  it("signs the buyer in and keeps them signed in", async () => {
    const created = await post("/create-account", { intent: "create-account", name: "Lucía Ortega", email: "lucia@https.example", organisation: "", password: PASSWORD, redirectTo: "/account" }, { https: true });
    expect(created.status).toBe(200);
    const { link } = await mailTo("lucia@https.example", /Confirm your email/);
    expect(link).toMatch(/^https:\/\//);
    const confirmed = await get(new URL(link).pathname + new URL(link).search, "", true);
    expect(confirmed.status).toBe(302);
    const cookie = sessionCookie(confirmed);
    // "__Host-": Secure, Path=/ and no Domain, or a browser refuses the cookie.
    const set = confirmed.headers.getSetCookie().find((c) => c.startsWith(cookie))!;
    expect(set).toMatch(/; Path=\/(;|$)/);
    expect(set).toMatch(/; Secure(;|$)/i);
    expect(set).not.toMatch(/Domain=/i);
    const account = await get("/account", cookie, true);
    expect(account.status).toBe(200);
    expect(await account.text()).toContain("Hola, Lucía Ortega");
  });
});

// Issue #22 §6: a forged Host (evil.test) once put http://evil.test/reset-password?token=… in the email.
describe("links in emails", () => {
  const forgedHost = (path: string, fields: Record<string, string>) =>
    site.fetch(path, { host: "evil.test", method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": nextIp() }, body: new URLSearchParams(fields).toString() });

  it("come from SITE_ORIGIN (or the configured host the visitor is on), never from a Host only the request named: confirmation, reset, and the existing-account notice", async () => {
    expect((await forgedHost("/create-account", { intent: "create-account", name: "Ana López", email: "host@riverside.example", organisation: "", password: PASSWORD })).status).toBe(200);
    const confirm = await mailTo("host@riverside.example", /Confirm your email/);
    expect(confirm.link.startsWith(`${SITE_ORIGIN}/verify-email?token=`)).toBe(true);
    expect((await get(new URL(confirm.link).pathname + new URL(confirm.link).search)).status).toBe(302);

    expect((await forgedHost("/reset-password", { intent: "request-reset", email: "host@riverside.example" })).status).toBe(200);
    const reset = await mailTo("host@riverside.example", /Reset your Hablarte password/);
    expect(reset.link.startsWith(`${SITE_ORIGIN}/reset-password?token=`)).toBe(true);

    expect((await forgedHost("/create-account", { intent: "create-account", name: "Ana López", email: "host@riverside.example", organisation: "", password: PASSWORD })).status).toBe(200);
    const existing = await mailTo("host@riverside.example", /tried to create/);
    expect(existing.text).not.toContain("evil.test");
    expect(existing.text).toContain(`${SITE_ORIGIN}/login`);
  });
});

describe("the message after a form (?done=)", () => {
  it("a key every object has (constructor, __proto__, toString) is no message, not an error", async () => {
    const cookie = await confirmedAccount("flash@riverside.example");
    for (const key of ["constructor", "__proto__", "toString"]) {
      const page = await get(`/account/my-order?done=${key}`, cookie);
      expect(page.status, key).toBe(200);
      await page.body?.cancel();
    }
  });
});

describe("creating an account", () => {
  it("asks to confirm the email, then signs the buyer in and sends a welcome", async () => {
    const created = await post("/create-account", { intent: "create-account", name: "Ana López", email: "ana@riverside.example", organisation: "", password: PASSWORD, redirectTo: "/checkout" });
    expect(created.status).toBe(200);
    expect(await created.text()).toContain("Check your email to finish");
    // No session before the confirmation.
    expect(created.headers.getSetCookie().some((c) => c.startsWith("__Host-hablarte.session_token="))).toBe(false);
    const { link } = await mailTo("ana@riverside.example", /Confirm your email/);
    const confirmed = await get(new URL(link).pathname + new URL(link).search);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("Location")).toBe("/checkout");
    const cookie = confirmed.headers.getSetCookie().find((c) => c.startsWith("__Host-hablarte.session_token="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const account = await get("/account", sessionCookie(confirmed));
    expect(account.status).toBe(200);
    expect(await account.text()).toContain("Hola, Ana López");
    await mailTo("ana@riverside.example", /Welcome to Hablarte/);
  });

  it("answers an existing email exactly like a new one, and tells the owner instead", async () => {
    await confirmedAccount("owner@riverside.example");
    const again = await post("/create-account", { intent: "create-account", name: "Someone", email: "owner@riverside.example", organisation: "", password: "another long password", redirectTo: "/account" });
    const fresh = await post("/create-account", { intent: "create-account", name: "Someone", email: "nobody-yet@riverside.example", organisation: "", password: "another long password", redirectTo: "/account" });
    expect(again.status).toBe(fresh.status);
    const strip = (html: string) => html.replace(/owner@riverside\.example|nobody-yet@riverside\.example/g, "EMAIL").replace(/nonce="[^"]+"/g, "").replace(/<script[\s\S]*?<\/script>/g, "");
    expect(strip(await again.text())).toBe(strip(await fresh.text()));
    await mailTo("owner@riverside.example", /Someone tried to create/);
  });

  it.each([
    ["a short password", { password: "short" }, "password", "Use at least 8 characters"],
    ["a common password", { password: "Password123" }, "password", "This password is too common"],
    ["a password that is the school's name", { password: "Hablarte2026!" }, "password", "This password is too common"],
    ["a password that is the email's name", { password: "bad-input-2026" }, "password", "This password is too common"],
    ["a 129-character password", { password: "a".repeat(129) }, "password", "Use at most 128 characters"],
    ["a bad email", { email: "ana@" }, "email", "Enter a valid email address"],
    ["no name", { name: "" }, "name", "Tell us your name"],
    ["a 1 MB name", { name: "x".repeat(1_000_000) }, "form", "This form is too large."],
  ])("answers %s with a 4xx and a message next to the field", async (_label, change, _field, message) => {
    const response = await post("/create-account", { intent: "create-account", name: "Ana", email: "bad-input@riverside.example", organisation: "", password: PASSWORD, redirectTo: "", ...change });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await response.text()).toContain(message);
  });

  it("refuses fields the form doesn't have", async () => {
    const response = await post("/create-account", { intent: "create-account", name: "Ana", email: "extra@riverside.example", organisation: "", password: PASSWORD, emailVerified: "true" });
    expect(response.status).toBe(400);
    expect(await site.env.DB.prepare("SELECT 1 FROM auth_users WHERE email = ?").bind("extra@riverside.example").first()).toBeNull();
  });
});

describe("signing in", () => {
  it("signs in with a new session id each time, and back to the page asked for", async () => {
    await confirmedAccount("signin@riverside.example");
    const first = await post("/login", { intent: "sign-in", email: "signin@riverside.example", password: PASSWORD, redirectTo: "/account/my-products" });
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toBe("/account/my-products");
    const second = await post("/login", { intent: "sign-in", email: "SIGNIN@riverside.example", password: PASSWORD, redirectTo: "" });
    expect(second.headers.get("Location")).toBe("/account");
    expect(sessionCookie(first)).not.toBe(sessionCookie(second));
  });

  it("checks the password exactly as typed: spaces and case count, nothing is trimmed (ASVS V6.2.8)", async () => {
    const typed = "  Tres Tristes Tigres  ";
    await confirmedAccount("as-typed@riverside.example", typed);
    for (const other of ["Tres Tristes Tigres", "  tres tristes tigres  ", "  TRES TRISTES TIGRES  ", `${typed} `]) {
      expect((await post("/login", { intent: "sign-in", email: "as-typed@riverside.example", password: other })).status, JSON.stringify(other)).toBe(401);
    }
    expect((await post("/login", { intent: "sign-in", email: "as-typed@riverside.example", password: typed })).status).toBe(302);
  });

  it.each([["//evil.example"], ["https://evil.example"], ["/\\evil.example"], ["javascript:alert(1)"]])("never redirects off the site (%s → /account)", async (redirectTo) => {
    const response = await post("/login", { intent: "sign-in", email: "signin@riverside.example", password: PASSWORD, redirectTo });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/account");
  });

  it("says the same for an unknown email and a wrong password", async () => {
    const message = "That email and password don’t match an account.";
    const unknown = await post("/login", { intent: "sign-in", email: "nobody@riverside.example", password: PASSWORD });
    expect(unknown.status).toBe(401);
    expect(await unknown.text()).toContain(message);
    const wrong = await post("/login", { intent: "sign-in", email: "signin@riverside.example", password: "not the password" });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain(message);
  });

  // Per account and client (decision 0030): the guessing client is paused, the customer elsewhere is not.
  it("pauses a client after 5 failed sign-ins to an account, while the owner signs in from elsewhere; and an IP after 20", async () => {
    await confirmedAccount("target@riverside.example");
    const guesser = "203.0.113.76";
    for (let i = 0; i < 5; i++) expect((await post("/login", { intent: "sign-in", email: "target@riverside.example", password: `wrong guess ${i}` }, { ip: guesser })).status).toBe(401);
    const paused = await post("/login", { intent: "sign-in", email: "target@riverside.example", password: PASSWORD }, { ip: guesser });
    expect(paused.status).toBe(429);
    expect(await paused.text()).toContain("Too many attempts");
    expect((await post("/login", { intent: "sign-in", email: "target@riverside.example", password: PASSWORD })).status).toBe(302);

    const ip = "203.0.113.77";
    for (let i = 0; i < 20; i++) expect((await post("/login", { intent: "sign-in", email: `sprayed${i}@riverside.example`, password: PASSWORD }, { ip })).status).toBe(401);
    expect((await post("/login", { intent: "sign-in", email: "signin@riverside.example", password: PASSWORD }, { ip })).status).toBe(429);
  });

  it("keeps an unconfirmed account out and sends a new confirmation link", async () => {
    await post("/create-account", { intent: "create-account", name: "Luis", email: "unconfirmed@riverside.example", organisation: "", password: PASSWORD });
    const response = await post("/login", { intent: "sign-in", email: "unconfirmed@riverside.example", password: PASSWORD });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("Please confirm your email first");
  });
});

describe("protected pages and sessions", () => {
  it("send an anonymous visitor to /login with the page they were on", async () => {
    for (const path of ["/account", "/account/my-products", "/personal-information"]) {
      const response = await get(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("Location"), path).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
    }
    // A client-side navigation asks for the page's data (/checkout.data?_routes=…): the way back is the page.
    const data = await get("/checkout.data?_routes=routes%2Fshop%2Fcheckout");
    // Single fetch answers a data request's redirect in its body, not with a 3xx.
    const body = await data.text();
    expect(body).toContain('"/login?redirectTo=%2Fcheckout"');
    expect(body).not.toContain(".data");
  });

  it("sign out ends the session on the server; the old cookie then leads to /login and is cleared", async () => {
    const cookie = await confirmedAccount("signout@riverside.example");
    expect((await get("/account", cookie)).status).toBe(200);
    const out = await post("/logout", {}, { cookie });
    expect(out.status).toBe(302);
    expect(out.headers.get("Location")).toBe("/");
    const again = await get("/account/my-products", cookie);
    expect(again.status).toBe(302);
    expect(again.headers.get("Location")).toBe("/login?redirectTo=%2Faccount%2Fmy-products");
    expect(again.headers.getSetCookie().some((c) => /^__Host-hablarte\.session_token=;.*Max-Age=0/i.test(c))).toBe(true);
  });

  it("a GET of /logout signs no one out", async () => {
    const cookie = await confirmedAccount("getlogout@riverside.example");
    expect((await get("/logout", cookie)).status).toBe(302);
    expect((await get("/account", cookie)).status).toBe(200);
  });

  it("ends a session 30 days after sign-in however active it is", async () => {
    const cookie = await confirmedAccount("absolute@riverside.example");
    const old = new Date(Date.now() - 31 * 24 * 3600 * 1000).toISOString();
    await site.env.DB.prepare("UPDATE auth_sessions SET createdAt = ? WHERE userId = (SELECT id FROM auth_users WHERE email = ?)").bind(old, "absolute@riverside.example").run();
    const response = await get("/account", cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Faccount");
  });

  it("signs no one in with a cookie whose signature isn't the site's, or whose session has expired", async () => {
    const cookie = await confirmedAccount("forged@riverside.example");
    const [name, value] = [cookie.slice(0, cookie.indexOf("=")), decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1))];
    const token = value.slice(0, value.lastIndexOf("."));
    const signature = value.slice(value.lastIndexOf(".") + 1);
    const tampered = [
      `${name}=${encodeURIComponent(`${token}.${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`)}`, // another signature
      `${name}=${encodeURIComponent(`${token.slice(0, -1)}${token.endsWith("a") ? "b" : "a"}.${signature}`)}`, // another token
      `${name}=${encodeURIComponent(token)}`, // no signature
      `${name}=${encodeURIComponent(`${token}.not-base64-but-44-characters-long-padded====`)}`,
      `${name}=%E0%A4%A`, // not even URL-encoding
    ];
    for (const forged of tampered) {
      const response = await get("/account", forged);
      expect(response.status, forged).toBe(302);
      expect(response.headers.get("Location"), forged).toBe("/login?redirectTo=%2Faccount");
    }
    expect((await get("/account", cookie)).status).toBe(200);
    await site.env.DB.prepare("UPDATE auth_sessions SET expiresAt = ? WHERE token = ?").bind(new Date(Date.now() - 1000).toISOString(), token).run();
    expect((await get("/account", cookie)).status).toBe(302);
  });

  it("renews an active session once a day: another 7 days in the database and in the cookie's Max-Age", async () => {
    const cookie = await confirmedAccount("renewed@riverside.example");
    const token = decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1)).split(".")[0]!;
    const expiresAt = async () => (await site.env.DB.prepare("SELECT expiresAt FROM auth_sessions WHERE token = ?").bind(token).first<{ expiresAt: string }>())!.expiresAt;
    // Signed in today: nothing to renew.
    const fresh = await get("/account", cookie);
    expect(fresh.status).toBe(200);
    expect(fresh.headers.getSetCookie().some((c) => c.startsWith("__Host-hablarte.session_token="))).toBe(false);
    // Last renewed 25 hours ago: this request renews it.
    const renewedAt = Date.now();
    await site.env.DB.prepare("UPDATE auth_sessions SET expiresAt = ? WHERE token = ?").bind(new Date(renewedAt + (7 * 24 - 25) * 3600 * 1000).toISOString(), token).run();
    const renewed = await get("/account", cookie);
    expect(renewed.status).toBe(200);
    const set = renewed.headers.getSetCookie().find((c) => c.startsWith("__Host-hablarte.session_token="));
    expect(set).toBeDefined();
    expect(set!.split(";")[0]).toBe(cookie);
    expect(set).toMatch(/Max-Age=604800/);
    expect(new Date(await expiresAt()).getTime()).toBeGreaterThanOrEqual(renewedAt + 7 * 24 * 3600 * 1000 - 60_000);
    expect((await get("/account", cookie)).headers.getSetCookie().some((c) => c.startsWith("__Host-hablarte.session_token="))).toBe(false);
  });

  it("answers an unknown account tab with 404", async () => {
    const cookie = await confirmedAccount("tabs@riverside.example");
    expect((await get("/account/someone-elses-orders", cookie)).status).toBe(404);
  });
});

describe("password reset", () => {
  it("answers the same for known and unknown emails, and the link works once, signing out every session", async () => {
    const cookie = await confirmedAccount("reset@riverside.example");
    // Each answer is read before the next request: an unread body holds its connection open.
    const known = await post("/reset-password", { intent: "request-reset", email: "reset@riverside.example" });
    expect(known.status).toBe(200);
    expect(await known.text()).toContain("Check your email");
    const unknown = await post("/reset-password", { intent: "request-reset", email: "ghost@riverside.example" });
    expect(unknown.status).toBe(200);
    expect(await unknown.text()).toContain("Check your email");

    const { link, text } = await mailTo("reset@riverside.example", /Reset your Hablarte password/);
    expect(text).toContain("30 minutes");
    const token = new URL(link).searchParams.get("token")!;
    expect((await get(`/reset-password?token=${encodeURIComponent(token)}`)).status).toBe(200);
    const reset = await post("/reset-password", { intent: "reset-password", token, password: "un nuevo comienzo" });
    expect(reset.status).toBe(302);
    expect(reset.headers.get("Location")).toBe("/login?reset=done");
    // Every other session ended.
    expect((await get("/account", cookie)).status).toBe(302);
    // Single use.
    const again = await post("/reset-password", { intent: "reset-password", token, password: "otro comienzo más" });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain("This reset link has expired or was already used");
    // The new password works, the old one doesn't.
    expect((await post("/login", { intent: "sign-in", email: "reset@riverside.example", password: "un nuevo comienzo" })).status).toBe(302);
    expect((await post("/login", { intent: "sign-in", email: "reset@riverside.example", password: PASSWORD })).status).toBe(401);
  });

  it("refuses an expired link", async () => {
    await confirmedAccount("expired@riverside.example");
    await post("/reset-password", { intent: "request-reset", email: "expired@riverside.example" });
    const { link } = await mailTo("expired@riverside.example", /Reset your Hablarte password/);
    const token = new URL(link).searchParams.get("token")!;
    await site.env.DB.prepare("UPDATE auth_verifications SET expiresAt = ? WHERE identifier LIKE ?").bind(new Date(Date.now() - 1000).toISOString(), `%${token}%`).run();
    const response = await post("/reset-password", { intent: "reset-password", token, password: "un nuevo comienzo" });
    expect(response.status).toBe(400);
  });

  it("says a used, expired or unknown link is spent as soon as it is opened, and offers to send a new one (issue #27)", async () => {
    await confirmedAccount("spent@riverside.example");
    await post("/reset-password", { intent: "request-reset", email: "spent@riverside.example" });
    const { link } = await mailTo("spent@riverside.example", /Reset your Hablarte password/);
    const token = new URL(link).searchParams.get("token")!;
    const open = await (await get(`/reset-password?token=${encodeURIComponent(token)}`)).text();
    expect(open).toContain("New password");
    expect(open).not.toContain("This reset link has expired or was already used");
    expect((await post("/reset-password", { intent: "reset-password", token, password: "un nuevo comienzo" })).status).toBe(302);
    for (const spent of [token, "no-such-token"]) {
      const html = (await (await get(`/reset-password?token=${encodeURIComponent(spent)}`)).text()).replaceAll("<!-- -->", "");
      expect(html).toContain("This reset link has expired or was already used. Ask for a new one below.");
      expect(html).not.toContain("New password");
      expect(html).toContain('value="request-reset"');
    }
  });

  it("carries the address typed on the sign-in screen to the reset screen; anything else is left behind (issue #27)", async () => {
    const forgot = await post("/login", { intent: "forgot-password", email: " Ana.Lopez@Riverside.example ", password: "half remembered", redirectTo: "/account" });
    expect(forgot.status).toBe(302);
    expect(forgot.headers.get("Location")).toBe("/reset-password?email=ana.lopez%40riverside.example");
    const html = await (await get(forgot.headers.get("Location")!)).text();
    expect(html).toMatch(/name="email"[^>]*value="ana.lopez@riverside.example"|value="ana.lopez@riverside.example"[^>]*name="email"/);
    const nothing = await post("/login", { intent: "forgot-password", email: "not an address", password: "", redirectTo: "/account" });
    expect(nothing.headers.get("Location")).toBe("/reset-password");
    expect(await (await get("/reset-password?email=%3Cscript%3E")).text()).not.toContain("<script>");
  });
});

describe("personal information and deletion", () => {
  it("updates the name and organisation, changes the password (ending other sessions), and deletes the account", async () => {
    const cookie = await confirmedAccount("profile@riverside.example");
    const other = sessionCookie(await post("/login", { intent: "sign-in", email: "profile@riverside.example", password: PASSWORD }));
    const saved = await post("/personal-information", { intent: "profile", name: "Ana María López", organisation: "Lakeside Academy" }, { cookie });
    expect(saved.status).toBe(200);
    expect(await site.env.DB.prepare("SELECT name, organisation FROM auth_users WHERE email = ?").bind("profile@riverside.example").first()).toEqual({ name: "Ana María López", organisation: "Lakeside Academy" });

    const wrong = await post("/personal-information", { intent: "change-password", currentPassword: "nope nope nope", password: "un nuevo comienzo" }, { cookie });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("That isn’t your current password.");
    const changed = await post("/personal-information", { intent: "change-password", currentPassword: PASSWORD, password: "un nuevo comienzo" }, { cookie });
    expect(changed.status).toBe(302);
    expect(changed.headers.get("Location")).toBe("/personal-information?done=password-changed");
    // This browser gets a new session; every other one ended.
    const current = sessionCookie(changed);
    const page = await get("/personal-information?done=password-changed", current);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Every other device signed in to your account was signed out.");
    expect((await get("/account", other)).status).toBe(302);

    const refused = await post("/personal-information", { intent: "delete-account", currentPassword: PASSWORD }, { cookie: current });
    expect(refused.status).toBe(400);
    const deleted = await post("/personal-information", { intent: "delete-account", currentPassword: "un nuevo comienzo" }, { cookie: current });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("Location")).toBe("/");
    expect(await site.env.DB.prepare("SELECT 1 FROM auth_users WHERE email = ?").bind("profile@riverside.example").first()).toBeNull();
    expect((await get("/account", current)).status).toBe(302);
  });

  it("lists where the account is signed in, and signs out everywhere else once the password is given (ASVS V7.5.2)", async () => {
    const cookie = await confirmedAccount("sessions@riverside.example");
    const chrome = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
    const elsewhere = await site.fetch("/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": nextIp(), "User-Agent": chrome },
      body: new URLSearchParams({ intent: "sign-in", email: "sessions@riverside.example", password: PASSWORD }).toString(),
    });
    const other = sessionCookie(elsewhere);
    const text = async (response: SiteResponse) => (await response.text()).replaceAll("<!-- -->", "");

    const listed = await text(await get("/personal-information", cookie));
    expect(listed).toContain("Where you’re signed in");
    expect(listed).toContain("<strong>Chrome on Windows</strong>");
    expect(listed).toContain(" (this browser)");
    expect(listed.match(/<li><strong>/g)).toHaveLength(2);
    expect(listed).not.toMatch(/token/i);

    const wrong = await post("/personal-information", { intent: "sign-out-others", currentPassword: "not my password" }, { cookie });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("That isn’t your current password.");
    expect((await get("/account", other)).status).toBe(200);

    const done = await post("/personal-information", { intent: "sign-out-others", currentPassword: PASSWORD }, { cookie });
    expect(done.status).toBe(200);
    expect(await text(done)).toContain("You’re signed out everywhere else");
    expect((await get("/account", other)).status).toBe(302);
    expect((await get("/account", cookie)).status).toBe(200);
    const after = await text(await get("/personal-information", cookie));
    expect(after.match(/<li><strong>/g)).toHaveLength(1);
    expect(after).toContain("No other browser or device is signed in to your account.");
  });

  it("answers an action from a signed-out visitor with a redirect to /login, changing nothing", async () => {
    const response = await post("/personal-information", { intent: "delete-account", currentPassword: PASSWORD });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Fpersonal-information");
  });
});

describe("the local mailbox", () => {
  it("lists the emails newest first with their links outside production", async () => {
    await post("/reset-password", { intent: "request-reset", email: "signin@riverside.example" });
    await mailTo("signin@riverside.example", /Reset your Hablarte password/);
    const response = await get("/_dev/mail");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Reset your Hablarte password");
    expect(html).toMatch(/<a href="https:\/\/[^"]+\/reset-password\?token=/);
  });
});
