// A production Worker without its required secrets refuses to serve (503 page, reason in the log)
// instead of running on a development default; with them it serves normally.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, startSite, type Site } from "./harness";

describe("APP_ENV=production without SESSION_SECRET", () => {
  let site: Site;
  beforeAll(async () => {
    // An explicit empty value, so a developer's own .dev.vars can't supply one.
    site = await startSite({ vars: { APP_ENV: "production" }, secrets: { SESSION_SECRET: "" } });
  });
  afterAll(async () => {
    await site?.close();
  });

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
  let site: Site;
  beforeAll(async () => {
    site = await startSite({ vars: { APP_ENV: "production" }, secrets: { SESSION_SECRET: "a-production-grade-secret-of-48-characters-xxxxx" } });
  });
  afterAll(async () => {
    await site?.close();
  });

  it("serves the site", async () => {
    const response = await site.fetch("/");
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain("temporarily unavailable");
  });

  it("has no local mailbox: /_dev/mail answers 404", async () => {
    const response = await site.fetch("/_dev/mail");
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("Local mailbox");
  });
});
