// The outbox's two safety nets: the dead-letter record after the last attempt, and the cron re-drive
// of deliveries the Queue never saw.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeBackend, type FakeBackend } from "../mocks/backend";
import { eventually, useSite } from "./harness";

let backend: FakeBackend;
beforeAll(async () => {
  backend = await startFakeBackend();
});
afterAll(async () => {
  await backend?.close();
});
// Base 0: retries follow each other at once, so all attempts fit in a test.
const site = useSite(() => ({ vars: { BACKEND_URL: backend.url, OUTBOX_RETRY_BASE_SECONDS: "0" } }));

describe("outbox", () => {
  it("keeps a dead-letter record with the last error when every attempt fails", async () => {
    backend.failuresLeft = 1_000;
    const response = await site.fetch("/?index", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": "203.0.113.5" },
      body: "intent=newsletter&email=dead%40example.com",
    });
    expect(response.status).toBe(303);
    const row = await eventually(
      () => site.env.DB.prepare("SELECT status, attempts, last_error FROM outbox WHERE payload LIKE '%dead@example.com%' AND status = 'dead'").first<{ status: string; attempts: number; last_error: string }>(),
      { timeoutMs: 30_000 },
    );
    expect(row.attempts).toBe(8);
    expect(row.last_error).toContain("503");
    // The subscription itself is kept: nothing the visitor gave us is lost.
    expect(await site.env.DB.prepare("SELECT COUNT(*) AS n FROM newsletter_subscriptions WHERE email = 'dead@example.com'").first()).toEqual({ n: 1 });
  }, 40_000);

  it("re-drives a pending delivery the Queue never saw when the cron runs", async () => {
    backend.failuresLeft = 0;
    await site.env.DB.prepare(
      "INSERT INTO outbox (id, kind, payload, updated_at) VALUES ('stuck-1', 'backend-contact', ?, '2026-01-01T00:00:00.000Z')",
    )
      .bind(JSON.stringify({ email: "stuck@example.com", subject: "Subscribe To Newsletter" }))
      .run();
    await site.server.getWorker().scheduled({ cron: "*/10 * * * *" });
    await eventually(async () => backend.received.some((body) => (body as { email: string }).email === "stuck@example.com"));
    const row = await eventually(() => site.env.DB.prepare("SELECT status FROM outbox WHERE id = 'stuck-1' AND status = 'delivered'").first());
    expect(row).toEqual({ status: "delivered" });
  });
});
