// Spec §5/§7 newsletter through HTTP against real local D1 and Queues.
import { describe, expect, it } from "vitest";
import { eventually, form, useSite } from "./harness";

const site = useSite();
let ipCounter = 0;
/** Each test posts from its own client IP so the per-IP limit never couples tests. */
const client = () => ({ "CF-Connecting-IP": `198.51.100.${++ipCounter}` });

function subscribe(fields: Record<string, string>, headers: Record<string, string> = client()) {
  const init = form(fields);
  return site.fetch("/?index", { ...init, headers: { ...(init.headers as Record<string, string>), ...headers } });
}

describe("newsletter signup", () => {
  it("stores a valid email once and delivers {email, subject} to the backend contact endpoint", async () => {
    const response = await subscribe({ intent: "newsletter", email: "ana.lopez@example.com" });
    // Without JavaScript: post → redirect → get, to the home page thanking the visitor at the signup.
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/?newsletter=subscribed#newsletter");
    const row = await site.env.DB.prepare("SELECT email FROM newsletter_subscriptions WHERE email = ?").bind("ana.lopez@example.com").first();
    expect(row).toEqual({ email: "ana.lopez@example.com" });
    const delivered = await eventually(() =>
      site.env.DB.prepare("SELECT payload FROM contact_requests WHERE email = ?").bind("ana.lopez@example.com").first<{ payload: string }>(),
    );
    expect(JSON.parse(delivered.payload)).toEqual({ email: "ana.lopez@example.com", subject: "Subscribe To Newsletter" });
    const outbox = await site.env.DB.prepare("SELECT status FROM outbox WHERE payload LIKE ?").bind("%ana.lopez@example.com%").first();
    expect(outbox).toEqual({ status: "delivered" });
  });

  it("lands on a page the same for everyone: the home page, thanking the visitor, kept and public", async () => {
    const response = await site.fetch("/?newsletter=subscribed");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toMatch(/^public\b/);
    const html = await response.text();
    expect(html).toContain("You&#x27;re subscribed");
    expect(html).toContain("Thank you for providing your information. We will reach out soon.");
    // The plain home page doesn't thank anyone.
    expect(await (await site.fetch("/")).text()).not.toContain("Thank you for providing your information.");
  });

  it("answers the page's script (enhanced=1) with the thanks in place, no redirect", async () => {
    const response = await subscribe({ intent: "newsletter", email: "scripted@example.com", enhanced: "1" });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Thank you for providing your information. We will reach out soon.");
    expect(await site.env.DB.prepare("SELECT COUNT(*) AS n FROM newsletter_subscriptions WHERE email = ?").bind("scripted@example.com").first()).toEqual({ n: 1 });
  });

  it("answers a duplicate with the same thanks but stores and sends nothing twice", async () => {
    await subscribe({ intent: "newsletter", email: "twice@example.com" });
    const again = await subscribe({ intent: "newsletter", email: "TWICE@example.com" });
    expect(again.status).toBe(303);
    expect(again.headers.get("Location")).toBe("/?newsletter=subscribed#newsletter");
    const subs = await site.env.DB.prepare("SELECT COUNT(*) AS n FROM newsletter_subscriptions WHERE email = ?").bind("twice@example.com").first();
    const sends = await site.env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE payload LIKE ?").bind("%twice@example.com%").first();
    expect(subs).toEqual({ n: 1 });
    expect(sends).toEqual({ n: 1 });
  });

  it("rejects an invalid email with 400, the field message and the 'Missing fields' notification, sending nothing", async () => {
    const before = await site.env.DB.prepare("SELECT COUNT(*) AS n FROM outbox").first<{ n: number }>();
    const response = await subscribe({ intent: "newsletter", email: "ana@example" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Enter a valid email");
    expect(html).toContain("Missing fields");
    expect(html).toContain("Please fill in the email");
    const after = await site.env.DB.prepare("SELECT COUNT(*) AS n FROM outbox").first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });

  it.each([
    ["a missing email", { intent: "newsletter" }],
    ["script tags", { intent: "newsletter", email: "<script>alert(1)</script>@x.com" }],
    ["a very long value", { intent: "newsletter", email: `${"a".repeat(5000)}@example.com` }],
    ["extra and unknown fields only", { intent: "newsletter", admin: "true" }],
  ])("answers %s with 400 and a message, never 5xx", async (_label, fields) => {
    const response = await subscribe(fields);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Enter a valid email");
  });

  it("answers an oversized body with 413", async () => {
    const response = await subscribe({ intent: "newsletter", email: "big@example.com", padding: "x".repeat(40_000) });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain("This form is too large.");
  });

  it("answers the wrong content type with 415", async () => {
    const response = await site.fetch("/?index", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...client() },
      body: JSON.stringify({ intent: "newsletter", email: "json@example.com" }),
    });
    expect(response.status).toBe(415);
    expect(await response.text()).toContain("Send this form as a web form.");
  });

  it("answers a file in place of the email with 400", async () => {
    const body = new FormData();
    body.set("intent", "newsletter");
    body.set("email", new Blob(["not an email"], { type: "text/plain" }), "email.txt");
    // Encode in this process, so the harness gets bytes and the multipart boundary header.
    const encoded = new Request("http://encode.local", { method: "POST", body });
    const headers = { "Content-Type": encoded.headers.get("Content-Type")!, ...client() };
    const response = await site.fetch("/?index", { method: "POST", body: await encoded.arrayBuffer(), headers });
    expect(response.status).toBe(400);
  });

  it("limits submissions per client IP with a clear message", async () => {
    const headers = client();
    for (let i = 0; i < 5; i++) {
      expect((await subscribe({ intent: "newsletter", email: `limit${i}@example.com` }, headers)).status).toBe(303);
    }
    const limited = await subscribe({ intent: "newsletter", email: "limit6@example.com" }, headers);
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain("Please wait a few minutes before you try again.");
  });
});
