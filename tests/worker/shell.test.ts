// The shell's server side: security headers, the consent post without JavaScript, routing basics.
import { describe, expect, it } from "vitest";
import { consentCookieValue, form, useSite } from "./harness";

const site = useSite();

describe("security headers", () => {
  it("sends a nonce-based CSP and the other headers on every rendered page", async () => {
    const response = await site.fetch("/");
    const csp = response.headers.get("Content-Security-Policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get("Strict-Transport-Security")).toMatch(/max-age=\d+/);
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    const html = await response.text();
    // Every script the browser would execute carries the nonce (JSON-LD is data: CSP doesn't apply to it).
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!).filter((attributes) => !attributes.includes("application/ld+json"));
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  it("starts hydration after the first paint: no script preloads, the bootstrap deferred behind a nonce'd starter", async () => {
    const response = await site.fetch("/");
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
    const html = await response.text();
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).toContain('type="text/x-hydrate-after-paint"');
    expect(html).toContain(`<script nonce="${nonce}">requestAnimationFrame(`);
  });

  it("uses a fresh nonce per response", async () => {
    const a = (await site.fetch("/")).headers.get("Content-Security-Policy");
    const b = (await site.fetch("/")).headers.get("Content-Security-Policy");
    expect(a).not.toBe(b);
  });
});

describe("consent without JavaScript", () => {
  it("shows the cookie notice until a choice is stored", async () => {
    expect(await (await site.fetch("/")).text()).toContain("Cookies on this site");
  });

  it("Decline all stores only Necessary for 365 days and returns to the page", async () => {
    const response = await site.fetch("/resources/consent", form({ intent: "decline-all", redirectTo: "/try-hablarte-for-free" }));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/try-hablarte-for-free");
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("__Host-hablarte_consent="))!;
    expect(consentCookieValue(cookie)).toBe("necessary:1,analytics:0,marketing:0,preferences:0");
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const page = await site.fetch("/", { headers: { Cookie: cookie.split(";")[0]! } });
    expect(await page.text()).not.toContain("Cookies on this site");
  });

  it("Save stores the ticked categories and shows the saved notification once", async () => {
    const init = form({ intent: "save", redirectTo: "/" });
    const body = new URLSearchParams(init.body as string);
    body.append("category", "analytics");
    const response = await site.fetch("/resources/consent", { ...init, body: body.toString() });
    const cookies = response.headers.getSetCookie().map((c) => c.split(";")[0]!);
    expect(consentCookieValue(cookies.find((c) => c.startsWith("__Host-hablarte_consent="))!)).toBe("necessary:1,analytics:1,marketing:0,preferences:0");
    const page = await site.fetch("/", { headers: { Cookie: cookies.join("; ") } });
    const html = await page.text();
    expect(html).toContain("Cookie consent settings saved");
    expect(html).toContain("Your settings for cookie consent have been updated");
    expect(page.headers.getSetCookie().some((c) => c.startsWith("__Host-hablarte_notice=;"))).toBe(true);
  });

  it("never redirects off-site", async () => {
    const response = await site.fetch("/resources/consent", form({ intent: "accept-all", redirectTo: "//evil.example/phish" }));
    expect(response.headers.get("Location")).toBe("/");
  });

  it("answers a bad intent with 400", async () => {
    const response = await site.fetch("/resources/consent", form({ intent: "everything" }));
    expect(response.status).toBe(400);
  });

  it("answers a body that isn't a form, or is too large, with a 4xx, never a 500", async () => {
    const json = await site.fetch("/resources/consent", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    expect(json.status).toBe(415);
    const huge = await site.fetch("/resources/consent", form({ intent: "accept-all", redirectTo: `/${"a".repeat(20_000)}` }));
    expect(huge.status).toBe(413);
  });
});

describe("consent with JavaScript (the notice and the dialog save in place)", () => {
  it("answers without a redirect and stores the choice; the page's next request reads it", async () => {
    const response = await site.fetch("/resources/consent.data", form({ intent: "decline-all", redirectTo: "/faqs", inPlace: "1" }));
    expect(response.status).toBe(200);
    expect(response.headers.get("Location")).toBeNull();
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("__Host-hablarte_consent="))!;
    expect(consentCookieValue(cookie)).toBe("necessary:1,analytics:0,marketing:0,preferences:0");
    const page = await site.fetch("/faqs", { headers: { Cookie: cookie.split(";")[0]! } });
    expect(await page.text()).not.toContain("Cookies on this site");
  });

  it("answers a tampered in-place flag with 400 and stores nothing", async () => {
    const response = await site.fetch("/resources/consent", form({ intent: "accept-all", inPlace: "yes" }));
    expect(response.status).toBe(400);
    expect(response.headers.getSetCookie().some((c) => c.startsWith("__Host-hablarte_consent="))).toBe(false);
  });
});

describe("routing", () => {
  it("serves the brand routes generated from the brand config", async () => {
    expect((await site.fetch("/try-hablarte-for-free")).status).toBe(200);
  });

  it("answers an unknown path with the not-found page and 404", async () => {
    const response = await site.fetch("/no-such-page/here");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("We couldn’t find that page");
  });
});
