// A production Worker without its required secrets refuses to serve (503 page, reason in the log)
// instead of running on a development default; with them it serves normally.
import { describe, expect, it } from "vitest";
import { hashPassword } from "better-auth/crypto";
import { TOTP } from "otpauth";
import { DEV_STAFF } from "~/domain/staff";
import { BILLING } from "./fixtures";
import { eventually, useSite } from "./harness";

describe("a Worker deployed without APP_ENV (a plain wrangler deploy)", () => {
  const site = useSite({ vars: { APP_ENV: "" }, secrets: { SESSION_SECRET: "" } });

  it("is production and fails closed: 503 until its secrets are set, never the public development secret", async () => {
    const response = await site.fetch("/");
    expect(response.status).toBe(503);
    expect(await response.text()).not.toContain("SESSION_SECRET");
    expect((await site.fetch("/_dev/mail")).status).toBe(503);
  });
});

describe("APP_ENV=production without SESSION_SECRET", () => {
  // An explicit empty value, so a developer's own .dev.vars can't supply one.
  const site = useSite({ vars: { APP_ENV: "production" }, secrets: { SESSION_SECRET: "" } });

  it("answers 503 with the unavailable page, not to be cached, with Retry-After", async () => {
    const response = await site.fetch("/");
    expect(response.status).toBe(503);
    expect(response.headers.get("Content-Type")).toContain("text/html");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
    const html = await response.text();
    expect(html).toContain("Hablarte is temporarily unavailable");
    expect(html).toContain("hola@hablarte.com");
    // Nothing about the configuration reaches the visitor.
    expect(html).not.toMatch(/SESSION_SECRET|secret/i);
  });

  it("refuses every route, landing hosts, form posts and webhooks alike", async () => {
    const answers = await Promise.all([
      site.fetch("/about-hablarte"),
      site.fetch("/", { host: "try.localhost" }),
      site.fetch("/api/content/webhook", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" }),
    ]);
    for (const response of answers) {
      await response.body?.cancel();
      expect(response.status).toBe(503);
    }
  });

  it("names the missing setting in the Worker's log", async () => {
    await site.fetch("/").then((response) => response.body?.cancel());
    const logged = await eventually(async () =>
      site.server.getLogs().find((log) => log.level === "error" && log.message.includes("SESSION_SECRET")),
    );
    expect(logged.message).toContain("[config]");
  });
});

describe("APP_ENV=production with SESSION_SECRET", () => {
  const site = useSite({ vars: { APP_ENV: "production" }, secrets: { SESSION_SECRET: "a-production-grade-secret-of-48-characters-xxxxx" } });

  it("serves the site", async () => {
    const response = await site.fetch("/");
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain("temporarily unavailable");
  });

  it("shows the main site, marked noindex, on a host it wasn't given (workers.dev, preview): never a landing by accident", async () => {
    for (const host of ["hablarte.school.workers.dev", "try.hablarte.school.workers.dev"]) {
      const response = await site.fetch("/", { host });
      expect(response.status, host).toBe(200);
      expect(response.headers.get("X-Robots-Tag"), host).toBe("noindex");
      const html = await response.text();
      expect(html, host).toContain("Speak Spanish with confidence,");
      expect(html, host).toContain('<link rel="canonical" href="https://www.hablarte.com/"');
    }
    const landing = await site.fetch("/", { host: "try.localhost" });
    expect(landing.headers.get("X-Robots-Tag")).toBeNull();
    expect(await landing.text()).toContain("Live Spanish classes for kids and teens");
  });

  it("has no local mailbox: /_dev/mail answers 404", async () => {
    const response = await site.fetch("/_dev/mail");
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("Local mailbox");
  });

  it("has no test payment gateway and no payments webhook without a Stripe key", async () => {
    expect((await site.fetch(`/test-gateway/cs_test_${"a".repeat(32)}`)).status).toBe(404);
    const webhook = await site.fetch("/api/payments/webhook", { https: true, method: "POST", headers: { "Content-Type": "application/json", "Stripe-Signature": "t=1,v1=00" }, body: "{}" });
    expect(webhook.status).toBe(404);
  });

  it("refuses an API call over plain http with a 403 that says to use https, and never redirects it (ASVS V4.1.2)", async () => {
    for (const path of ["/api/webpage/contact", "/api/payments/webhook", "/api/content/webhook"]) {
      const response = await site.fetch(path, { method: "POST", headers: { "Content-Type": "application/json", Accept: "application/json" }, body: "{}" });
      expect(response.status, path).toBe(403);
      expect(response.headers.get("Location"), path).toBeNull();
      expect(await response.json(), path).toEqual({ error: "This address answers over https only. Change the address you call to start with https://." });
    }
    // Pages stay for browsers (the zone redirects them to https before the Worker), and https API calls pass.
    expect((await site.fetch("/")).status).toBe(200);
    expect((await site.fetch("/api/webpage/contact", { https: true, method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" })).status).toBe(422);
  });

  it("says card payment is unavailable at checkout, and a card post never pretends to succeed", async () => {
    const email = "buyer@school.example";
    const post = (path: string, fields: Record<string, string>, cookie = "") =>
      site.fetch(path, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie }, body: new URLSearchParams(fields).toString() });
    await post("/create-account", { intent: "create-account", name: "Ana", email, organisation: "", password: "tres tristes tigres", redirectTo: "/account" });
    const text = await eventually(async () => {
      const row = await site.env.DB.prepare("SELECT payload FROM outbox WHERE kind = 'email' AND payload LIKE ?").bind(`%${email}%Confirm%`).first<{ payload: string }>();
      return row ? (JSON.parse(row.payload) as { text: string }).text : null;
    });
    const link = new URL(/https?:\/\/\S+/.exec(text)![0]);
    const confirmed = await site.fetch(link.pathname + link.search);
    const cookie = confirmed.headers.getSetCookie().find((c) => c.startsWith("__Host-hablarte.session_token="))!.split(";")[0]!;
    await post("/product/k2-level-1", { intent: "add", product: "k2-level-1", quantity: "1" }, cookie);
    const checkout = await site.fetch("/checkout", { headers: { Cookie: cookie } });
    expect(checkout.status).toBe(200);
    const page = await checkout.text();
    expect(page).toContain("Card payment is not available at the moment: a quote is the way to order today.");
    expect(page).toContain('name="intent" value="request-quote"');
    expect(page).not.toContain("Pay by card</button>");
    const refused = await post("/checkout", { intent: "pay-card", ...BILLING, email }, cookie);
    expect(refused.status).toBe(503);
    expect(await site.env.DB.prepare("SELECT COUNT(*) AS n FROM orders").first("n")).toBe(0);
  });

  it("never seeds the local staff account, and never signs it in, even if its row was copied here", async () => {
    const signIn = () =>
      site.fetch("/staff/sign-in", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email: DEV_STAFF.email, password: DEV_STAFF.password, code: new TOTP({ secret: DEV_STAFF.totpSecret }).generate() }).toString(),
      });
    expect((await signIn()).status).toBe(401);
    expect(await site.env.DB.prepare("SELECT COUNT(*) AS n FROM staff_members").first("n")).toBe(0);
    await site.env.DB.prepare("INSERT INTO staff_members (id, email, password_hash, totp_secret, created_at) VALUES ('copied', ?, ?, ?, 0)")
      .bind(DEV_STAFF.email, await hashPassword(DEV_STAFF.password), DEV_STAFF.totpSecret)
      .run();
    expect((await signIn()).status).toBe(401);
    expect((await site.fetch("/staff")).status).toBe(404);
  });
});
