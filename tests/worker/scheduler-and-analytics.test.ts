// Calendly's booking webhook (signature verified, recorded once, funnel advanced) and analytics gated
// at the edge (consent, CF-Connecting-IP against the CMS's blocked list), through HTTP.
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { useSite } from "./harness";

const SIGNING_KEY = "test-calendly-signing-key";
const site = useSite({ vars: { GA_MEASUREMENT_ID: "G-WORKERTEST" }, secrets: { CALENDLY_WEBHOOK_SIGNING_KEY: SIGNING_KEY } });

function signed(body: string, { key = SIGNING_KEY, at = Math.floor(Date.now() / 1000) } = {}) {
  const signature = createHmac("sha256", key).update(`${at}.${body}`).digest("hex");
  return { method: "POST", headers: { "Content-Type": "application/json", "Calendly-Webhook-Signature": `t=${at},v1=${signature}` }, body };
}

const invitee = (funnelId: string | null, uri = `https://api.calendly.com/scheduled_events/EV1/invitees/${crypto.randomUUID()}`, timezone: unknown = "America/New_York") =>
  JSON.stringify({
    event: "invitee.created",
    created_at: "2026-11-22T10:00:00.000000Z",
    payload: {
      uri,
      email: "ana@example.com",
      name: "Ana Torres",
      timezone,
      scheduled_event: { uri: "https://api.calendly.com/scheduled_events/EV1", name: "Free demo class", start_time: "2026-11-25T16:00:00.000000Z" },
      tracking: { utm_source: "Cj0KCQ_test", utm_medium: "Q: A", utm_campaign: null, utm_content: null, utm_term: null, salesforce_uuid: funnelId },
    },
  });

describe("Calendly invitee.created webhook", () => {
  it("records a verified booking once and advances the journey's stepBooked to 5", async () => {
    const funnelId = crypto.randomUUID();
    await site.env.DB.prepare("INSERT INTO leads (funnel_id, host, variant, step_booked) VALUES (?, 'try.localhost', 'parents', 4)").bind(funnelId).run();
    const body = invitee(funnelId);
    const first = await site.fetch("/api/scheduler/webhook", signed(body));
    expect(first.status).toBe(200);
    expect((await site.fetch("/api/scheduler/webhook", signed(body))).status).toBe(200);
    const count = await site.env.DB.prepare("SELECT COUNT(*) AS n FROM bookings WHERE funnel_id = ?").bind(funnelId).first<{ n: number }>();
    expect(count?.n).toBe(1);
    const lead = await site.env.DB.prepare("SELECT step_booked FROM leads WHERE funnel_id = ?").bind(funnelId).first<{ step_booked: number }>();
    expect(lead?.step_booked).toBe(5);
    // The invitee's time zone is kept to tell the class in it (issue #27); one that isn't a zone name is dropped, not refused.
    expect(await site.env.DB.prepare("SELECT timezone FROM bookings WHERE funnel_id = ?").bind(funnelId).first("timezone")).toBe("America/New_York");
    const odd = crypto.randomUUID();
    expect((await site.fetch("/api/scheduler/webhook", signed(invitee(odd, undefined, "<script>")))).status).toBe(200);
    expect(await site.env.DB.prepare("SELECT timezone FROM bookings WHERE funnel_id = ?").bind(odd).first("timezone")).toBeNull();
  });

  it("shows the booking on the thank-you page of the journey it belongs to", async () => {
    // The booking page starts the journey and hands its reference to the scheduler as salesforce_uuid; a new
    // visitor's reference is kept in a signed cookie (a GET stores no session).
    const book = await site.fetch("/external/book/demo", { host: "try.localhost" });
    const cookie = book.headers.getSetCookie().find((c) => c.startsWith("__Host-hablarte_ref="))!.split(";")[0]!;
    const funnelId = /salesforce_uuid=([0-9a-f-]{36})/.exec(await book.text())![1]!;
    const before = await (await site.fetch("/external/thank-you", { host: "try.localhost", headers: { Cookie: cookie } })).text();
    expect(before).toContain("Your booking is on its way");
    expect((await site.fetch("/api/scheduler/webhook", signed(invitee(funnelId)))).status).toBe(200);
    const after = await site.fetch("/external/thank-you", { host: "try.localhost", headers: { Cookie: cookie } });
    expect(after.status).toBe(200);
    expect(await after.text()).toMatch(/Your class is booked(<!-- -->)? for (<!-- -->)?<strong>Wednesday, November 25, 2026 at 10:00 AM CST<\/strong>/);
  });

  it("refuses a wrong, missing or stale signature", async () => {
    const body = invitee(null);
    expect((await site.fetch("/api/scheduler/webhook", signed(body, { key: "wrong" }))).status).toBe(401);
    expect((await site.fetch("/api/scheduler/webhook", { method: "POST", body })).status).toBe(401);
    expect((await site.fetch("/api/scheduler/webhook", signed(body, { at: Math.floor(Date.now() / 1000) - 600 }))).status).toBe(401);
  });

  it("acknowledges other events, and answers malformed ones with 400, never 5xx", async () => {
    expect((await site.fetch("/api/scheduler/webhook", signed(JSON.stringify({ event: "invitee.canceled", payload: {} })))).status).toBe(202);
    expect((await site.fetch("/api/scheduler/webhook", signed(JSON.stringify({ event: "invitee.created", payload: { uri: "nope" } })))).status).toBe(400);
    expect((await site.fetch("/api/scheduler/webhook", signed("{not json"))).status).toBe(400);
    expect((await site.fetch("/api/scheduler/webhook")).status).toBe(405);
    // Bodies over 64 KB are cut off while reading, whatever Content-Length claims.
    expect((await site.fetch("/api/scheduler/webhook", signed(JSON.stringify({ event: "invitee.created", pad: "x".repeat(70_000) })))).status).toBe(413);
  });
});

const consent = (value: string) => `__Host-hablarte_consent=${encodeURIComponent(btoa(JSON.stringify(value)))}`;
const ANALYTICS_SCRIPT = 'src="/scripts/analytics.js?id=G-WORKERTEST';

async function pageFor(headers: Record<string, string>) {
  const response = await site.fetch("/faqs", { headers });
  expect(response.status).toBe(200);
  return response.text();
}

describe("analytics gating at the edge", () => {
  it("is absent without consent to Analytics", async () => {
    expect(await pageFor({ "CF-Connecting-IP": "198.18.0.10" })).not.toContain(ANALYTICS_SCRIPT);
    expect(await pageFor({ Cookie: consent("necessary:1,analytics:0,marketing:0,preferences:0"), "CF-Connecting-IP": "198.18.0.10" })).not.toContain(ANALYTICS_SCRIPT);
  });

  it("is absent for an IP on the CMS's blocked list, even with consent", async () => {
    for (const ip of ["203.0.113.24", "2001:db8:4a1c::12"]) {
      expect(await pageFor({ Cookie: consent("necessary:1,analytics:1,marketing:1,preferences:1"), "CF-Connecting-IP": ip })).not.toContain(ANALYTICS_SCRIPT);
    }
  });

  it("is present with consent from an allowed IP, with the ads choice passed on", async () => {
    const html = await pageFor({ Cookie: consent("necessary:1,analytics:1,marketing:0,preferences:0"), "CF-Connecting-IP": "198.18.0.10" });
    expect(html).toContain(`${ANALYTICS_SCRIPT}&amp;ads=0"`);
  });

  it("is decided per visitor when pages are kept: one page for those it counts, one for those the list stops (decision 0038)", async () => {
    const cookie = consent("necessary:1,analytics:1,marketing:0,preferences:0");
    const answer = async (ip: string) => {
      const response = await site.fetch("/spanish-course-pricing", { headers: { Cookie: cookie, "CF-Connecting-IP": ip } });
      expect(response.headers.get("Cache-Control")).toMatch(/^private/);
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")![1]!;
      return { nonce, page: (await response.text()).replaceAll(nonce, "NONCE") };
    };
    const counted = await answer("198.18.0.10");
    const stopped = await answer("203.0.113.87");
    const countedAgain = await answer("198.18.0.11");
    const stoppedAgain = await answer("2001:db8:4a1c::12");
    expect(counted.page).toContain(ANALYTICS_SCRIPT);
    expect(countedAgain.page).toBe(counted.page);
    expect(stopped.page).not.toContain(ANALYTICS_SCRIPT);
    expect(stoppedAgain.page).toBe(stopped.page);
    expect(new Set([counted.nonce, stopped.nonce, countedAgain.nonce, stoppedAgain.nonce]).size).toBe(4);
  });
});

describe("analytics when the blocked list can't be read", () => {
  const broken = useSite({ vars: { GA_MEASUREMENT_ID: "G-WORKERTEST", BLOCKED_IPS_ENTRY_ID: "no-such-entry" } });

  it("keeps analytics off and the page whole", async () => {
    const response = await broken.fetch("/faqs", { headers: { Cookie: consent("necessary:1,analytics:1,marketing:1,preferences:1"), "CF-Connecting-IP": "198.18.0.10" } });
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain(ANALYTICS_SCRIPT);
  });
});

describe("ad click id cookie", () => {
  it("is saved from the URL, and not when the visitor declined Marketing", async () => {
    const kept = await site.fetch("/faqs?gclid=Cj0KCQ_abc-123");
    const cookie = kept.headers.getSetCookie().find((c) => c.startsWith("__Host-hablarte_gclid="));
    expect(cookie).toMatch(/HttpOnly/);
    const declined = await site.fetch("/faqs?gclid=Cj0KCQ_abc-123", { headers: { Cookie: consent("necessary:1,analytics:0,marketing:0,preferences:0") } });
    expect(declined.headers.getSetCookie().some((c) => c.startsWith("__Host-hablarte_gclid=Cj"))).toBe(false);
    const hostile = await site.fetch("/faqs?gclid=%3Cscript%3E");
    expect(hostile.headers.getSetCookie().some((c) => c.startsWith("__Host-hablarte_gclid="))).toBe(false);
  });
});
