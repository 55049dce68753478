// Issue #13 §3: a delivery is claimed before it is sent, so a cron re-drive or a duplicated queue message
// arriving while it is in flight sends nothing more; and the re-drive never undercuts a retry delay.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeBackend, type FakeBackend } from "../mocks/backend";
import { eventually, useSite } from "../worker/harness";

let backend: FakeBackend;
beforeAll(async () => {
  backend = await startFakeBackend();
});
afterAll(async () => {
  await backend?.close();
});
const site = useSite(() => ({ vars: { BACKEND_URL: backend.url, OUTBOX_RETRY_BASE_SECONDS: "1" } }));

const subscribe = (email: string, ip: string) =>
  site.fetch("/?index", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": ip }, body: new URLSearchParams({ intent: "newsletter", email }).toString() });

const rowFor = (email: string) =>
  site.env.DB.prepare("SELECT id, status, attempts, next_attempt_at, claimed_until FROM outbox WHERE payload LIKE ?").bind(`%${email}%`).first<{ id: string; status: string; attempts: number; next_attempt_at: number; claimed_until: number | null }>();

const deliveriesTo = (email: string) => backend.received.filter((body) => (body as { email: string }).email === email).length;

describe("exactly-once delivery", () => {
  it("a message redriven, and sent twice more, while its delivery is in flight is delivered once", async () => {
    backend.delayMs = 2_000;
    expect((await subscribe("in-flight@example.com", "203.0.113.90")).status).toBe(303);
    const row = await eventually(async () => {
      const found = await rowFor("in-flight@example.com");
      return found?.claimed_until ? found : null;
    });
    // In flight: make the row look long overdue to the cron, and name it in two more queue messages.
    await site.env.DB.prepare("UPDATE outbox SET updated_at = '2026-01-01T00:00:00.000Z' WHERE id = ?").bind(row.id).run();
    await site.server.getWorker().scheduled({ cron: "*/10 * * * *" });
    await site.env.OUTBOX.sendBatch([{ body: { id: row.id } }, { body: { id: row.id } }]);
    await eventually(async () => (await rowFor("in-flight@example.com"))?.status === "delivered", { timeoutMs: 20_000 });
    // Time for any duplicate to have gone out, were one sent.
    backend.delayMs = 0;
    await site.server.getWorker().scheduled({ cron: "*/10 * * * *" });
    await eventually(async () => (await site.env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE status = 'pending'").first<{ n: number }>())!.n === 0);
    expect(deliveriesTo("in-flight@example.com")).toBe(1);
    expect((await rowFor("in-flight@example.com"))!.attempts).toBe(1);
    // Each request named the delivery, so the backend could recognise a retry of the same one.
    expect(backend.keys).toContain(row.id);
  }, 30_000);

  it("the cron and an early message leave a delivery waiting out its retry delay alone", async () => {
    await site.env.DB.prepare(
      "INSERT INTO outbox (id, kind, payload, attempts, next_attempt_at, updated_at) VALUES ('waiting-1', 'backend-contact', ?, 3, ?, '2026-01-01T00:00:00.000Z')",
    )
      .bind(JSON.stringify({ email: "waiting@example.com", subject: "Subscribe To Newsletter" }), Date.now() + 3_600_000)
      .run();
    await site.env.DB.prepare("INSERT INTO outbox (id, kind, payload) VALUES ('due-1', 'backend-contact', ?)")
      .bind(JSON.stringify({ email: "due@example.com", subject: "Subscribe To Newsletter" }))
      .run();
    backend.failuresLeft = 0;
    await site.server.getWorker().scheduled({ cron: "*/10 * * * *" });
    // An early message for the waiting delivery, then one for a due delivery: once the due one is sent,
    // the early one has been handled — put back, not sent before its hour is up.
    await site.env.OUTBOX.sendBatch([{ body: { id: "waiting-1" } }, { body: { id: "due-1" } }]);
    await eventually(async () => deliveriesTo("due@example.com") === 1);
    expect(deliveriesTo("waiting@example.com")).toBe(0);
    expect(await site.env.DB.prepare("SELECT status, attempts FROM outbox WHERE id = 'waiting-1'").first()).toEqual({ status: "pending", attempts: 3 });
  });
});
