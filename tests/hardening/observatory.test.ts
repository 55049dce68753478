// Issue #13 §4: the headers score at least A+ on the MDN HTTP Observatory rubric, on pages that set cookies
// and pages that don't, with analytics on, and on the site's refusals (403, 429, 503).
import { describe, expect, it } from "vitest";
import { useSite } from "../worker/harness";
import { observatoryScore } from "./observatory";

// Production rules (HSTS preload) with analytics configured, as a school runs it.
const site = useSite({ vars: { APP_ENV: "production", GA_MEASUREMENT_ID: "G-OBSERVATORY" }, secrets: { SESSION_SECRET: "an-observatory-test-secret-of-48-characters-xxxx" } });

async function scoreOf(path: string, init: RequestInit & { host?: string } = {}) {
  const response = await site.fetch(path, init);
  return observatoryScore(response.headers, await response.text(), new URL(site.url).origin);
}

describe("the MDN HTTP Observatory rubric", () => {
  it.each(["/", "/spanish-courses-overview", "/course/conversational-spanish", "/login", "/cart", "/level-test", "/no-such-page"])("%s scores A+", async (path) => {
    const scored = await scoreOf(path);
    expect(scored.grade, JSON.stringify(scored.results, null, 1)).toBe("A+");
  });

  it("scores A+ with cookies set (the cookie notice's choice), and on a landing host", async () => {
    const consent = await scoreOf("/resources/consent", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin" }, body: "intent=accept-all&redirectTo=%2F" });
    expect(consent.results.cookies!.result).toBe("cookies-secure-with-httponly-sessions-and-samesite");
    expect(consent.score).toBeGreaterThanOrEqual(100);
    expect((await scoreOf("/", { host: "try.localhost" })).grade).toBe("A+");
  });

  it("keeps its headers on refusals: a cross-site post's 403", async () => {
    const refused = await site.fetch("/?index", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" }, body: "intent=newsletter" });
    expect(refused.status).toBe(403);
    const scored = observatoryScore(refused.headers, await refused.text(), new URL(site.url).origin);
    expect(scored.results["content-security-policy"]!.modifier).toBeGreaterThanOrEqual(0);
    expect(scored.results["x-content-type-options"]!.modifier).toBe(0);
  });
});
