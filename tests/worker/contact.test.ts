// The contact form through HTTP: stored, delivered like the newsletter, and every bad input a 4xx.
import { describe, expect, it } from "vitest";
import { eventually, useSite } from "./harness";

const site = useSite();
let ip = 0;

function send(fields: Record<string, string>, headers: Record<string, string> = { "CF-Connecting-IP": `198.51.100.${++ip}` }) {
  return site.fetch("/contact-hablarte", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

const valid = { name: "Ana López", email: "ana@school.org", organization: "Riverside ISD", topic: "Schools and licenses", message: "We would like a quote for 12 teachers at Level 1." };

describe("contact form", () => {
  it("stores the message and delivers it to the backend contact endpoint", async () => {
    const response = await send(valid);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Thank you — your message is on its way.");
    expect(await site.env.DB.prepare("SELECT name, topic FROM contact_messages WHERE email = ?").bind(valid.email).first()).toEqual({ name: valid.name, topic: valid.topic });
    const delivered = await eventually(() => site.env.DB.prepare("SELECT payload FROM contact_requests WHERE email = ?").bind(valid.email).first<{ payload: string }>());
    expect(JSON.parse(delivered.payload)).toEqual({ email: valid.email, subject: "Contact form: Schools and licenses", name: valid.name, organization: valid.organization, message: valid.message });
  });

  it.each([
    ["a missing name", { ...valid, name: "" }, "Tell us your name"],
    ["a bad email", { ...valid, email: "ana@school" }, "Enter a valid email"],
    ["an unknown topic", { ...valid, topic: "<script>" }, "Choose a topic"],
    ["a too-short message", { ...valid, message: "hi" }, "Write at least a sentence (10 characters)"],
    ["a huge message", { ...valid, message: "x".repeat(5000) }, "Use at most 4,000 characters"],
  ])("answers %s with 400 and the message next to the field", async (_label, fields, message) => {
    const response = await send(fields);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(message);
    expect(html).toContain('aria-invalid="true"');
  });

  it("answers an oversized body with 413 and a non-form post with 415", async () => {
    expect((await send({ ...valid, padding: "x".repeat(40_000) })).status).toBe(413);
    const json = await site.fetch("/contact-hablarte", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(valid) });
    expect(json.status).toBe(415);
  });

  it("limits messages per client IP", async () => {
    const headers = { "CF-Connecting-IP": "203.0.113.200" };
    for (let i = 0; i < 5; i++) expect((await send({ ...valid, email: `limit${i}@school.org` }, headers)).status).toBe(200);
    const limited = await send({ ...valid, email: "limit6@school.org" }, headers);
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain("Please wait a few minutes");
  });
});
