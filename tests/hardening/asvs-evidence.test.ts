// ASVS 5.0 requirements the site met without a test to show it (docs/security.md): what it echoes is
// escaped, its content types and headers are what the document says, its password fields help password
// managers, and nothing answers on better-auth's unmounted handler or echoes a TRACE.
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Browser, confirmedBuyer } from "../worker/browser";
import { startSite, type Site } from "../worker/harness";

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

const SCRIPT = "<script>alert(1)</script>";
const BREAKOUT = `"><img src=x onerror=alert(1)>`;
let ip = 0;
const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  site.fetch(path, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": `203.0.113.${150 + (++ip % 50)}`, ...headers }, body });

describe("V1.1.2, V1.2.1, V3.2.2: what a refused form shows back is escaped", () => {
  it("the contact form echoes a name carrying a script as text", async () => {
    const body = new URLSearchParams({ name: SCRIPT, email: "not-an-email", organization: BREAKOUT, topic: "General question", message: "I would like to know more about your classes." });
    const response = await post("/contact-hablarte", body.toString());
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain(SCRIPT);
    expect(html).not.toContain(BREAKOUT);
  });

  it("the sign-in form echoes an email that tries to close its attribute as text", async () => {
    const response = await post("/login", new URLSearchParams({ intent: "sign-in", email: BREAKOUT, password: "whatever it is", redirectTo: "/account" }).toString());
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).not.toContain(BREAKOUT);
    expect(html).not.toContain("<img src=x");
  });
});

describe("V1.2.3: JSON inside scripts", () => {
  it.each(["/product/k2-level-1", "/article/ser-vs-estar", "/"])("%s: every JSON-LD block parses and nothing in it can close its script", async (path) => {
    const html = await (await site.fetch(path)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(blocks.length, path).toBeGreaterThan(0);
    for (const block of blocks) {
      expect(() => JSON.parse(block)).not.toThrow();
      expect(block).not.toMatch(/<\/?script|<!--/i);
    }
  });
});

describe("V4.1.1: every answer names its content type, with a charset for text", () => {
  it.each([["/", 200], ["/login", 200], ["/no-such-page", 404]] as const)("%s is text/html; charset=utf-8", async (path, status) => {
    const response = await site.fetch(path);
    expect(response.status).toBe(status);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
  });

  it("a JSON resource route answers application/json", async () => {
    const response = await site.fetch("/api/content/webhook");
    expect(response.status).toBe(405);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ error: "Method not allowed" });
  });
});

describe("V6.2.6, V6.2.7: password fields", () => {
  const passwordInputs = (html: string) => [...html.matchAll(/<input[^>]*type="password"[^>]*>/g)].map((m) => m[0]);

  it("are masked, name what they hold for password managers, and never block paste", async () => {
    const buyer = await confirmedBuyer(site, "password-fields@riverside.example");
    const pages: Array<[string, Browser | null]> = [["/login", null], ["/create-account", null], ["/reset-password?token=abc", null], ["/personal-information", buyer]];
    for (const [path, browser] of pages) {
      const response = browser ? await browser.get(path) : await site.fetch(path);
      expect(response.status, path).toBe(200);
      const inputs = passwordInputs(await response.text());
      expect(inputs.length, path).toBeGreaterThan(0);
      for (const input of inputs) {
        expect(input, path).toMatch(/autoComplete="(current-password|new-password)"/i);
        expect(input, path).not.toMatch(/onpaste|onPaste/);
      }
    }
  });
});

describe("V6.3.4: better-auth's own HTTP handler is not mounted", () => {
  it.each(["/api/auth/sign-in/email", "/api/auth/sign-up/email", "/api/auth/get-session", "/api/auth/ok", "/api/auth/reset-password"])("%s answers 404 to a GET and a same-origin POST", async (path) => {
    expect((await site.fetch(path)).status).toBe(404);
    const origin = new URL(site.url).origin;
    const posted = await site.fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: origin, "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": "203.0.113.210" },
      body: JSON.stringify({ email: "a@b.example", password: "tres tristes tigres" }),
    });
    expect(posted.status).toBe(404);
  });
});

describe("V13.4.4: TRACE", () => {
  it("is a 405 that never echoes the request back", async () => {
    // fetch refuses to send TRACE, so this one goes out through node:http.
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(new URL("/", site.url), { method: "TRACE", headers: { "X-Probe": "trace-probe-123", "CF-Connecting-IP": "203.0.113.211" } }, (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on("error", reject);
      request.end();
    });
    expect(status).toBe(405);
    expect(body).toContain("This address answers GET, HEAD and POST requests only.");
    expect(body).not.toContain("trace-probe-123");
  });
});

describe("methods other than GET, HEAD and POST", () => {
  it.each(["PUT", "PATCH", "DELETE", "OPTIONS"])("%s is a 405 that lists the methods the site answers", async (method) => {
    const response = await site.fetch("/contact-hablarte", { method, headers: { "CF-Connecting-IP": "203.0.113.212" } });
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET, HEAD, POST");
    expect(response.headers.get("Access-Control-Allow-Origin")).toBeNull();
  });
});

describe("headers the Observatory rubric doesn't score", () => {
  it("rendered pages: Permissions-Policy, COOP, base-uri and object-src, and a one-year HSTS over subdomains (V3.4.1, V3.4.3)", async () => {
    const { headers } = await site.fetch("/");
    expect(headers.get("Permissions-Policy")).toBe("camera=(), microphone=(), geolocation=(), payment=(self)");
    expect(headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
    const csp = headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("object-src 'none'");
    const hsts = headers.get("Strict-Transport-Security") ?? "";
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toContain("includeSubDomains");
  });

  it("static files: public/_headers' HSTS, CSP, CORP, nosniff and framing, and a year's cache for built assets", async () => {
    const html = await (await site.fetch("/")).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeDefined();
    for (const path of ["/favicon.svg", asset!]) {
      const { status, headers } = await site.fetch(path);
      expect(status, path).toBe(200);
      expect(headers.get("Strict-Transport-Security"), path).toBe("max-age=63072000; includeSubDomains");
      expect(headers.get("Content-Security-Policy"), path).toBe("default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
      expect(headers.get("Cross-Origin-Resource-Policy"), path).toBe("same-origin");
      expect(headers.get("X-Content-Type-Options"), path).toBe("nosniff");
      expect(headers.get("X-Frame-Options"), path).toBe("DENY");
    }
    expect((await site.fetch(asset!)).headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
  });
});
