// Contentful's publish webhook purges exactly the cached answers the published record feeds.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeCda, type FakeCda } from "../mocks/contentful-cda";
import { startSite, type Site } from "./harness";

let cda: FakeCda;
let site: Site;
const SECRET = "webhook-secret-for-tests";

beforeAll(async () => {
  cda = await startFakeCda();
  site = await startSite({
    vars: { CONTENTFUL_SPACE_ID: cda.space, CONTENTFUL_HOST: cda.host },
    secrets: { CONTENTFUL_ACCESS_TOKEN: cda.token, CONTENT_WEBHOOK_SECRET: SECRET },
  });
});
afterAll(async () => {
  await site?.close();
  await cda?.close();
});

const post = (body: unknown, secret = SECRET) =>
  site.fetch("/api/content/webhook", { method: "POST", headers: { "Content-Type": "application/json", "X-Webhook-Secret": secret }, body: JSON.stringify(body) });

async function cachedKeys() {
  return (await site.env.CONTENT_CACHE.list({ prefix: "content:v1:" })).keys.map((k) => k.name);
}

describe("publish webhook", () => {
  it("refuses a wrong secret with 401 and a malformed payload with 4xx", async () => {
    expect((await post({ sys: { id: "x", type: "Entry" } }, "wrong")).status).toBe(401);
    expect((await post({ nope: true })).status).toBe(422);
    const broken = await site.fetch("/api/content/webhook", { method: "POST", headers: { "X-Webhook-Secret": SECRET }, body: "{" });
    expect(broken.status).toBe(400);
  });

  it("purges the course lists when a course is published, leaving other content cached", async () => {
    await site.fetch("/");
    const before = await cachedKeys();
    expect(before.some((k) => k.includes("content_type=course"))).toBe(true);
    const response = await post({ sys: { id: "course-conversational-spanish", type: "Entry", contentType: { sys: { id: "course" } } } });
    expect(response.status).toBe(200);
    const after = await cachedKeys();
    expect(after.some((k) => k.includes("content_type=course"))).toBe(false);
    expect(after.some((k) => k.includes("content_type=blog"))).toBe(true);
    cda.requests.length = 0;
    await site.fetch("/");
    expect(cda.requests.some((r) => r.query.content_type === "course")).toBe(true);
    expect(cda.requests.some((r) => r.query.content_type === "blog")).toBe(false);
  });
});
