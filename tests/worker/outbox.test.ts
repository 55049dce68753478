// Deliveries survive a third-party outage: stored first, retried through the Queue, delivered once back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeBackend, type FakeBackend } from "../mocks/backend";
import { eventually, form, useSite } from "./harness";

let backend: FakeBackend;
beforeAll(async () => {
  backend = await startFakeBackend();
});
afterAll(async () => {
  await backend?.close();
});
const site = useSite(() => ({ vars: { BACKEND_URL: backend.url, OUTBOX_RETRY_BASE_SECONDS: "1" } }));

describe("delivery to an external backend", () => {
  it("retries while the backend is down and delivers exactly the §7 payload once it is back", async () => {
    backend.failuresLeft = 2;
    const response = await site.fetch("/?index", { ...form({ intent: "newsletter", email: "retry@example.com" }), headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": "203.0.113.77" } });
    expect(response.status).toBe(303);
    await eventually(async () => backend.received.length > 0, { timeoutMs: 25_000 });
    expect(backend.received).toEqual([{ email: "retry@example.com", subject: "Subscribe To Newsletter" }]);
    expect(backend.attempts).toBe(3);
    const row = await site.env.DB.prepare("SELECT status, attempts FROM outbox WHERE payload LIKE ?").bind("%retry@example.com%").first();
    expect(row).toEqual({ status: "delivered", attempts: 3 });
  }, 40_000);
});

describe("a Queue batch of deliveries", () => {
  it("delivers each once and retries only the one that failed", async () => {
    backend.received.length = 0;
    backend.keys.length = 0;
    backend.attempts = 0;
    backend.failuresLeft = 1;
    backend.delayMs = 200;
    const emails = Array.from({ length: 6 }, (_, i) => `batch-${i}@example.com`);
    try {
      const answers = await Promise.all(
        emails.map((email, i) => site.fetch("/?index", { ...form({ intent: "newsletter", email }), headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": `203.0.113.${100 + i}` } })),
      );
      expect(answers.map((a) => a.status)).toEqual(emails.map(() => 303));
      await eventually(async () => backend.received.length >= emails.length, { timeoutMs: 20_000 });
      expect((backend.received as { email: string }[]).map((body) => body.email).sort()).toEqual([...emails].sort());
      // Six deliveries and the one retry; each delivery keeps its own Idempotency-Key across attempts.
      expect(backend.attempts).toBe(7);
      expect(new Set(backend.keys).size).toBe(6);
      // The backend's answer comes before the consumer writes the row's status: wait for the rows, not the requests.
      const rows = () => site.env.DB.prepare("SELECT status, attempts FROM outbox WHERE payload LIKE '%batch-%@example.com%' ORDER BY attempts").all<{ status: string; attempts: number }>();
      await eventually(async () => (await rows()).results.every((row) => row.status !== "pending"), { timeoutMs: 20_000 });
      expect((await rows()).results).toEqual([...emails.slice(1).map(() => ({ status: "delivered", attempts: 1 })), { status: "delivered", attempts: 2 }]);
    } finally {
      backend.delayMs = 0;
    }
  }, 30_000);
});

describe("the same delivery named by several messages", () => {
  it("is sent once however many messages name it (sends repeated, in one batch or several)", async () => {
    backend.received.length = 0;
    backend.attempts = 0;
    backend.failuresLeft = 0;
    backend.delayMs = 200;
    try {
      await site.env.DB.prepare("INSERT INTO outbox (id, kind, payload) VALUES ('twice-1', 'backend-contact', ?)").bind(JSON.stringify({ email: "twice@example.com", subject: "Subscribe To Newsletter" })).run();
      const named = { id: "twice-1" };
      await Promise.all([site.env.OUTBOX.send(named), site.env.OUTBOX.send(named), site.env.OUTBOX.sendBatch([{ body: named }, { body: named }])]);
      await eventually(() => site.env.DB.prepare("SELECT status, attempts FROM outbox WHERE id = 'twice-1' AND status = 'delivered'").first());
      expect(await site.env.DB.prepare("SELECT status, attempts FROM outbox WHERE id = 'twice-1'").first()).toEqual({ status: "delivered", attempts: 1 });
      expect(backend.attempts).toBe(1);
      expect(backend.received).toEqual([{ email: "twice@example.com", subject: "Subscribe To Newsletter" }]);
    } finally {
      backend.delayMs = 0;
    }
  });
});

describe("this site as its own backend", () => {
  it("accepts the contact contract and refuses anything else with a 4xx", async () => {
    const ok = await site.fetch("/api/webpage/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "api@example.com", subject: "Subscribe To Newsletter" }),
    });
    expect(ok.status).toBe(201);
    const extra = await site.fetch("/api/webpage/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "api@example.com", subject: "x", role: "admin" }),
    });
    expect(extra.status).toBe(422);
    const broken = await site.fetch("/api/webpage/contact", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{" });
    expect(broken.status).toBe(400);
    const get = await site.fetch("/api/webpage/contact");
    expect(get.status).toBe(405);
  });
});
