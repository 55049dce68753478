// Issue #13 §4 "Faults": D1 failing on a write is a clear 503 with nothing half-written; the email API
// down delays an email, never loses it. (The CMS down or slow: tests/worker/content-cache.test.ts; the
// form service down: tests/worker/level-test.test.ts; duplicate and out-of-order payment webhooks:
// tests/worker/shop.test.ts; the backend down and the dead-letter record: tests/worker/outbox*.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STORAGE_UNAVAILABLE } from "~/lib/edge/storage-guard.server";
import { FAKE_EMAIL_KEY, startFakeThirdParties, type FakeThirdParties } from "../mocks/form-service";
import { eventually, useSite, type Site } from "../worker/harness";
import { nextIp, TEST_PASSWORD } from "../worker/browser";

const post = (site: Site, path: string, fields: Record<string, string>) =>
  site.fetch(path, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": nextIp() }, body: new URLSearchParams(fields).toString() });

const count = async (site: Site, table: string) => (await site.env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())!.n;

describe("D1 failing on a write", () => {
  // It drops a table: a site of its own, not the one the worker's other files share.
  const site = useSite({ shared: false });

  it("answers a 503 page that says nothing was saved, and keeps nothing half-written", async () => {
    // The delivery's table is gone: the subscription (the batch's first statement) must not stay behind.
    await site.env.DB.exec("DROP TABLE outbox");
    const newsletter = await post(site, "/?index", { intent: "newsletter", email: "during-outage@example.com" });
    expect(newsletter.status).toBe(503);
    expect(newsletter.headers.get("Retry-After")).toBe("120");
    expect((await newsletter.text()).replaceAll("<!-- -->", "")).toContain(STORAGE_UNAVAILABLE);
    expect(await count(site, "newsletter_subscriptions")).toBe(0);

    const contact = await post(site, "/contact-hablarte", { name: "Ana López", email: "ana@example.com", organization: "", topic: "General question", message: "Do you teach on Saturdays?" });
    expect(contact.status).toBe(503);
    expect(await count(site, "contact_messages")).toBe(0);
    // Reading still works: pages come from the content cache, not D1.
    expect((await site.fetch("/spanish-courses-overview")).status).toBe(200);
  });
});

describe("the email API down", () => {
  let fakes: FakeThirdParties;
  beforeAll(async () => {
    fakes = await startFakeThirdParties();
  });
  afterAll(async () => {
    await fakes?.close();
  });
  const site = useSite(() => ({ vars: { EMAIL_API_URL: `${fakes.url}/emails`, OUTBOX_RETRY_BASE_SECONDS: "1" }, secrets: { EMAIL_API_KEY: FAKE_EMAIL_KEY } }));

  it("delays the sign-up confirmation, never loses it: sent once, when the API is back", async () => {
    fakes.emailFailuresLeft = 2;
    const created = await post(site, "/create-account", { intent: "create-account", name: "Ana López", email: "later@riverside.example", organisation: "Riverside ISD", password: TEST_PASSWORD, redirectTo: "/account" });
    expect(created.status).toBe(200);
    await eventually(async () => fakes.emails.some((email) => email.to.includes("later@riverside.example")), { timeoutMs: 20_000 });
    expect(fakes.emailAttempts).toBe(3);
    expect(fakes.emails.filter((email) => email.to.includes("later@riverside.example"))).toHaveLength(1);
    // The fake has the email as soon as the third attempt posts it; the Worker marks the row delivered just after.
    const row = () => site.env.DB.prepare("SELECT status, attempts FROM outbox WHERE kind = 'email'").first<{ status: string; attempts: number }>();
    await eventually(async () => (await row())?.status === "delivered", { timeoutMs: 5_000 }).catch(() => undefined);
    expect(await row()).toEqual({ status: "delivered", attempts: 3 });
  }, 30_000);
});
