// Issue #13 §2: every post is under a per-client burst limit (the platform's limiter), the actions that
// email or keep data have exact quotas, and a client's IP is never kept as itself or as a plain hash.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { POSTS_PER_MINUTE, TOO_MANY_REQUESTS } from "~/domain/rate-limits";
import { Browser, confirmedBuyer } from "../worker/browser";
import { useSite } from "../worker/harness";

const site = useSite();

const newsletter = (ip: string, email: string) =>
  site.fetch("/?index", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": ip }, body: new URLSearchParams({ intent: "newsletter", email }).toString() });

describe("the burst limit on posts", () => {
  it(`pauses a client past ${POSTS_PER_MINUTE} posts a minute with a 429 that says why; other clients and reading go on`, async () => {
    const ip = "203.0.113.50";
    // The limiter counts in fixed 60-second windows: a run that straddles a window's end may send up to
    // twice the limit before one window is full; within any one window, the first POSTS_PER_MINUTE go through.
    const statuses: number[] = [];
    let paused: Awaited<ReturnType<typeof newsletter>> | undefined;
    // Invalid emails: each post is a 400 that stores nothing, until the limiter answers instead.
    for (let i = 0; i < 2 * POSTS_PER_MINUTE + 1 && !paused; i++) {
      const response = await newsletter(ip, "not-an-email");
      if (response.status === 429) paused = response;
      else statuses.push(response.status);
    }
    expect(statuses.length).toBeGreaterThanOrEqual(POSTS_PER_MINUTE);
    expect(statuses.every((status) => status === 400)).toBe(true);
    expect(paused?.status).toBe(429);
    expect(paused!.headers.get("Retry-After")).toBe("60");
    expect(await paused!.text()).toContain(TOO_MANY_REQUESTS);
    expect((await newsletter("203.0.113.51", "not-an-email")).status).toBe(400);
    expect((await site.fetch("/", { headers: { "CF-Connecting-IP": ip } })).status).toBe(200);
  });
});

describe("client IPs", () => {
  it("are kept only as a keyed HMAC: no rate-limit key holds the address or its plain SHA-256", async () => {
    const ip = "198.51.100.23";
    expect((await newsletter(ip, "hmac-check@example.com")).status).toBe(303);
    const { results } = await site.env.DB.prepare("SELECT key FROM rate_limits").all<{ key: string }>();
    expect(results.length).toBeGreaterThan(0);
    const plain = createHash("sha256").update(ip).digest("hex");
    for (const { key } of results) {
      expect(key).not.toContain(ip);
      expect(key).not.toContain(plain.slice(0, 32));
    }
  });

  it("are not kept with a signed-in session", async () => {
    const browser = new Browser(site);
    await confirmedBuyer(site, "no-ip@lakeview.example", browser);
    const { results } = await site.env.DB.prepare("SELECT ipAddress FROM auth_sessions").all<{ ipAddress: string | null }>();
    expect(results.length).toBeGreaterThan(0);
    for (const row of results) expect(row.ipAddress ?? "").toBe("");
  });
});
