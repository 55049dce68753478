// The staff console's record pages and the outbox Re-drive (issue #11 §3): staff read leads, level
// tests, newsletter sign-ups, dead letters and the audit log; nobody else even sees that they exist.
// Assertions on page text use includes() so a failure never dumps a whole page into the log.
import { beforeAll, describe, expect, it } from "vitest";
import { Browser, confirmedBuyer, nextIp } from "./browser";
import { eventually, useSite } from "./harness";
import { staffBrowser } from "./staff";

const SECTIONS = ["leads", "messages", "level-tests", "newsletter", "outbox", "audit"] as const;

const site = useSite();
let staff: Browser & { staffEmail: string };
let buyer: Browser;

/** A dead letter as the consumer leaves it after the last attempt; its body holds a secret link. */
async function seedDeadLetter(to = `dead-${crypto.randomUUID()}@example.com`) {
  const id = crypto.randomUUID();
  const payload = { to, subject: "Confirm your email", text: "Open https://hablarte.test/confirm?token=secret-token-do-not-show" };
  await site.env.DB.prepare("INSERT INTO outbox (id, kind, payload, status, attempts, last_error) VALUES (?, 'email', ?, 'dead', 8, 'DeliveryError: email API answered 503')")
    .bind(id, JSON.stringify(payload))
    .run();
  return { id, to };
}

const status = (id: string) => site.env.DB.prepare("SELECT status, attempts FROM outbox WHERE id = ?").bind(id).first<{ status: string; attempts: number }>();

beforeAll(async () => {
  staff = await staffBrowser(site);
  buyer = await confirmedBuyer(site, `buyer-${Date.now()}@example.com`);
  const db = site.env.DB;
  await db.batch([
    db.prepare("INSERT INTO leads (funnel_id, host, variant, answers, your_level, plan_id, name, email, step_booked) VALUES ('lead-1', 'try.localhost', 'try', ?, ?, 'monthly', 'Lucía Pérez', 'lucia@example.com', 2)").bind(
      JSON.stringify([{ question: "Why are you learning Spanish?", answer: "Travel" }]),
      JSON.stringify({ course: "Spanish for adults", level: "Beginner" }),
    ),
    db.prepare("INSERT INTO contact_messages (name, email, topic, message) VALUES ('Pablo Gil', 'pablo@example.com', 'Schools', ?)").bind(`We would like classes for 40 students. ${"Details follow. ".repeat(20)}`),
    db.prepare("INSERT INTO level_test_submissions (id, bank, full_name, email, state, privacy_agreed, age_agreed, answers, score, total, cefr) VALUES ('test-1', 'novice', 'Marta Ruiz', 'marta@example.com', 'TX', 1, 1, '{}', 7, 10, 'A2')"),
    ...Array.from({ length: 55 }, (_, i) =>
      db.prepare("INSERT INTO newsletter_subscriptions (email, source, created_at) VALUES (?, 'home', ?)").bind(`reader-${i}@example.com`, new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString()),
    ),
  ]);
});

describe("staff record pages", () => {
  it.each(SECTIONS)("/staff/%s answers 200 to staff, 404 to a visitor and to a signed-in buyer", async (section) => {
    expect((await staff.get(`/staff/${section}`)).status).toBe(200);
    expect((await new Browser(site).get(`/staff/${section}`)).status).toBe(404);
    expect((await buyer.get(`/staff/${section}`)).status).toBe(404);
  });

  it("answers 404 for a section that doesn't exist, even to staff", async () => {
    expect((await staff.get("/staff/nothing-here")).status).toBe(404);
    expect((await staff.post("/staff/nothing-here", { id: crypto.randomUUID() })).status).toBe(404);
    expect((await staff.post("/staff/leads", { id: crypto.randomUUID() })).status).toBe(404);
  });

  it("shows the seeded records", async () => {
    const leads = await (await staff.get("/staff/leads")).text();
    expect(leads.includes("lucia@example.com")).toBe(true);
    expect(leads.includes("Why are you learning Spanish?")).toBe(true);
    expect(leads.includes("Spanish for adults, Beginner")).toBe(true);
    const messages = await (await staff.get("/staff/messages")).text();
    expect(messages.includes("pablo@example.com")).toBe(true);
    expect(messages.includes("<summary>We would like classes for 40 students.")).toBe(true);
    const tests = await (await staff.get("/staff/level-tests")).text();
    expect(tests.includes("marta@example.com")).toBe(true);
    expect(tests.includes("7 / 10")).toBe(true);
  });

  it("pages the newsletter 50 at a time, newest first", async () => {
    const first = await (await staff.get("/staff/newsletter")).text();
    expect(first.includes("reader-54@example.com")).toBe(true);
    expect(first.includes("reader-4@example.com")).toBe(false);
    expect(first.includes('href="/staff/newsletter?page=2"')).toBe(true);
    const second = await (await staff.get("/staff/newsletter?page=2")).text();
    expect(second.includes("reader-4@example.com") && second.includes("reader-0@example.com")).toBe(true);
    expect(second.includes("reader-54@example.com")).toBe(false);
  });
});

describe("outbox re-drive", () => {
  it("lists a dead letter by its recipient, never its body", async () => {
    const { to } = await seedDeadLetter();
    const page = await (await staff.get("/staff/outbox")).text();
    expect(page.includes(to)).toBe(true);
    expect(page.includes("secret-token-do-not-show")).toBe(false);
    expect(page.includes("Dead letters:")).toBe(true);
    // An accessible table, dates a machine can read, a form that works without JavaScript, out of search.
    expect(page.includes("<caption>Outbox dead letters, newest first")).toBe(true);
    expect(page.includes('scope="row"')).toBe(true);
    expect(page.includes("<time dateTime=")).toBe(true);
    expect(/<form[^>]*method="post"/.test(page)).toBe(true);
    expect(page.includes('name="id"')).toBe(true);
    expect(/<meta name="robots" content="noindex"/.test(page)).toBe(true);
  });

  it("sends a dead letter again, once, and keeps it in the audit log", async () => {
    const { id } = await seedDeadLetter();
    const redriven = await staff.post("/staff/outbox", { id });
    expect(redriven.status).toBe(302);
    expect(redriven.headers.get("Location")).toBe("/staff/outbox?done=redriven");
    const confirmation = await (await staff.get("/staff/outbox?done=redriven")).text();
    expect(confirmation.includes("Re-driven: the message is back in the queue.")).toBe(true);

    // Back to pending with its attempts reset, then delivered by the consumer (the local mail catcher).
    const delivered = await eventually(async () => {
      const row = await status(id);
      return row?.status === "delivered" ? row : null;
    });
    expect(delivered.attempts).toBe(1);

    const again = await staff.post("/staff/outbox", { id });
    expect(again.status).toBe(409);
    expect((await again.text()).includes("no longer a dead letter")).toBe(true);

    const audit = await (await staff.get("/staff/audit")).text();
    expect(audit.includes("re-drove outbox message") && audit.includes(id) && audit.includes(staff.staffEmail)).toBe(true);
    const entries = await site.env.DB.prepare("SELECT COUNT(*) AS n FROM staff_audit WHERE action = 're-drove outbox message' AND target = ?").bind(id).first<{ n: number }>();
    expect(entries?.n).toBe(1);
  });

  it("re-drives once when two posts race", async () => {
    const { id } = await seedDeadLetter();
    const answers = await Promise.all([staff.post("/staff/outbox", { id }), staff.post("/staff/outbox", { id })]);
    expect(answers.map((r) => r.status).sort()).toEqual([302, 409]);
    const entries = await site.env.DB.prepare("SELECT COUNT(*) AS n FROM staff_audit WHERE target = ?").bind(id).first<{ n: number }>();
    expect(entries?.n).toBe(1);
  });

  it("answers 400 to an id that isn't one, and 409 to an id that isn't a dead letter", async () => {
    const bad = await staff.post("/staff/outbox", { id: "not-an-id" });
    expect(bad.status).toBe(400);
    expect((await bad.text()).includes("isn’t an outbox message id")).toBe(true);
    expect((await staff.post("/staff/outbox", {})).status).toBe(400);
    expect((await staff.post("/staff/outbox", { id: crypto.randomUUID() })).status).toBe(409);
  });

  it("answers 404 to a buyer and to a visitor posting a re-drive, and leaves the letter dead", async () => {
    const { id } = await seedDeadLetter();
    expect((await buyer.post("/staff/outbox", { id })).status).toBe(404);
    expect((await new Browser(site).post("/staff/outbox", { id })).status).toBe(404);
    expect(await status(id)).toEqual({ status: "dead", attempts: 8 });
  });

  it("refuses a cross-site post from a staff member's browser", async () => {
    const { id } = await seedDeadLetter();
    const response = await site.fetch("/staff/outbox", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: staff.header(), "Sec-Fetch-Site": "cross-site", "CF-Connecting-IP": nextIp() },
      body: new URLSearchParams({ id }).toString(),
    });
    expect(response.status).toBe(403);
    expect(await status(id)).toEqual({ status: "dead", attempts: 8 });
  });
});
