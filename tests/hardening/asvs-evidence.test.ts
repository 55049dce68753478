// ASVS 5.0 requirements the site met without a test to show it (docs/security.md), proved on the built
// Worker: what a refused form shows back, and what a CMS editor types, reach the page encoded (V1.1.2,
// V1.2.1, V1.2.3, V3.2.2); every answer names its content type and charset (V4.1.1); password fields help
// password managers and allow paste (V6.2.6, V6.2.7); better-auth's own handler answers nothing (V6.3.4);
// TRACE, TRACK and the other methods the site doesn't speak echo nothing (V13.4.4); and the headers the
// Observatory rubric doesn't score, on rendered pages and on the static files public/_headers covers.
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cdaSite, startFakeCda, type FakeCda } from "../mocks/contentful-cda";
import { Browser, confirmedBuyer, mailTo } from "../worker/browser";
import { useSite } from "../worker/harness";

// Text an editor might paste into the CMS: it would close a <script> element, or open an HTML comment in it.
const CMS_TITLE = "Level 1 </script><script>alert(1)</script><!--";
const CMS_SUMMARY = "Songs, puppets and stories for the youngest learners </SCRIPT > <!-- pasted from an old web page.";

let cda: FakeCda;
beforeAll(async () => {
  // The site reads its content from a fake Contentful, so a test can publish text no bundled record holds.
  cda = await startFakeCda();
  cda.edit("product-k2-level-1", (entry) => ({ ...entry, fields: { ...(entry.fields as object), title: CMS_TITLE, summary: CMS_SUMMARY } }));
});
afterAll(async () => {
  await cda?.close();
});
const site = useSite(() => cdaSite(cda));

const SCRIPT = "<script>alert(1)</script>";
const BREAKOUT = `"><img src=x onerror=alert(1)>`;
// The same two strings as HTML text or inside a double-quoted attribute, once encoded.
const SCRIPT_ENCODED = "&lt;script&gt;alert(1)&lt;/script&gt;";
const BREAKOUT_ENCODED = "&quot;&gt;&lt;img src=x onerror=alert(1)&gt;";

/** A distinct client IP for every post, so no per-IP throttle refuses one; no Origin, as a same-site form. */
let lastIp = 100;
const post = (path: string, fields: Record<string, string>) =>
  site.fetch(path, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": `203.0.113.${++lastIp}` }, body: new URLSearchParams(fields).toString() });

/** The bodies of the page's `<script type="application/ld+json">` elements. */
const ldJsonBlocks = (html: string) => [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
/** The bodies of the page's inline scripts that are neither JSON-LD nor loaded from a file. */
const inlineScripts = (html: string) => [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
/** Every <input> tag of the page, as written. */
const inputTags = (html: string) => [...html.matchAll(/<input\b[^>]*>/gi)].map((m) => m[0]);
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];

/**
 * A request sent through node:http: fetch refuses TRACE and TRACK itself ("'TRACE' HTTP method is
 * unsupported"), so they can't go through the harness's fetch.
 */
function rawRequest(method: string, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const request = httpRequest(new URL(path, site.url), { method, headers }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on("error", reject);
    request.end("trace-body-456");
  });
}

describe("V1.1.2, V1.2.1, V3.2.2: what a refused form shows back is encoded for where it lands", () => {
  it("V1.1.2/V1.2.1/V3.2.2: the contact form, refused for its email, shows a typed <script> and an attribute breakout as text in its fields, never as markup", async () => {
    const response = await post("/contact-hablarte", { name: SCRIPT, email: "not-an-email", organization: BREAKOUT, topic: "General question", message: `${SCRIPT} Tell me about your classes.` });
    expect(response.status).toBe(400);
    const html = await response.text();
    // Echoed: the name and the organisation inside their value attributes, the message as the textarea's text.
    expect(html).toContain(`name="name" value="${SCRIPT_ENCODED}"`);
    expect(html).toContain(`name="organization" value="${BREAKOUT_ENCODED}"`);
    expect(html).toContain(`>${SCRIPT_ENCODED} Tell me about your classes.</textarea>`);
    // Never as markup, anywhere on the page.
    expect(html).not.toContain(SCRIPT);
    expect(html).not.toContain("<img src=x");
  });

  it("V1.1.2/V1.2.1/V3.2.2: the sign-in form, refused for its email, echoes the email and its hidden redirectTo inside their value attributes, encoded", async () => {
    const response = await post("/login", { intent: "sign-in", email: BREAKOUT, password: "whatever it is", redirectTo: `/account${SCRIPT}` });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(`name="email" value="${BREAKOUT_ENCODED}"`);
    expect(html).toContain(`name="redirectTo" value="/account${SCRIPT_ENCODED}"`);
    expect(html).not.toContain(SCRIPT);
    expect(html).not.toContain("<img src=x");
  });

  it("V1.1.2/V1.2.1/V3.2.2: the create-account form, refused for its email, echoes the name and organisation encoded", async () => {
    const response = await post("/create-account", { intent: "create-account", name: SCRIPT, email: "not-an-email", organisation: BREAKOUT, password: "tres tristes tigres", redirectTo: "/account" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(`name="name" value="${SCRIPT_ENCODED}"`);
    expect(html).toContain(`name="organisation" value="${BREAKOUT_ENCODED}"`);
    expect(html).not.toContain(SCRIPT);
    expect(html).not.toContain("<img src=x");
  });
});

describe("V1.2.3: JSON written inside script elements", () => {
  it("V1.2.3: CMS text carrying </script> and <!-- reaches a product page's JSON-LD as \\u003c escapes: every block parses, holds the text intact, and has no literal <", async () => {
    const response = await site.fetch("/product/k2-level-1");
    expect(response.status).toBe(200);
    const html = await response.text();
    const blocks = ldJsonBlocks(html);
    expect(blocks.length).toBeGreaterThanOrEqual(2); // the breadcrumb and the product
    for (const block of blocks) {
      expect(() => JSON.parse(block)).not.toThrow();
      expect(block).not.toContain("<");
    }
    // The editor's text is in there, and decodes back to exactly what was typed.
    const product = blocks.map((block) => JSON.parse(block) as { "@type": string; name?: string; description?: string }).find((ld) => ld["@type"] === "Product");
    expect(product).toMatchObject({ name: CMS_TITLE, description: CMS_SUMMARY });
    expect(blocks.join("")).toContain("\\u003c/script\\u003e");
    expect(html).not.toContain("</script><script>alert(1)");
  });

  it.each(["/", "/article/ser-vs-estar", "/course/conversational-spanish", "/faqs"])("V1.2.3: every JSON-LD block of %s parses as JSON and holds no literal <", async (path) => {
    const response = await site.fetch(path);
    expect(response.status).toBe(200);
    const blocks = ldJsonBlocks(await response.text());
    expect(blocks.length, path).toBeGreaterThan(0);
    for (const block of blocks) {
      expect(() => JSON.parse(block), path).not.toThrow();
      expect(block, path).not.toContain("<");
    }
  });

  it("V1.2.3: the typed values React Router hands the browser in its inline data script are written with < as \\u003c, so they cannot close the script", async () => {
    const html = await (await post("/contact-hablarte", { name: SCRIPT, email: "not-an-email", organization: "", topic: "General question", message: "Hola, me gustaría saber más." })).text();
    const scripts = inlineScripts(html);
    // The route data carries the typed name, escaped; no inline script holds anything that opens or closes a tag.
    expect(scripts.some((script) => script.includes("\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"))).toBe(true);
    for (const script of scripts) expect(script).not.toMatch(/<[a-z!/]/i);
  });
});

describe("V4.1.1: every answer names its content type, and its charset when it is text", () => {
  it.each([
    ["/", 200],
    ["/login", 200],
    ["/no-such-page", 404],
  ] as const)("V4.1.1: the rendered page %s (status %i) is text/html; charset=utf-8", async (path, status) => {
    const response = await site.fetch(path);
    expect(response.status).toBe(status);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
  });

  it("V4.1.1: a refusal, a cross-site post's 403, is text/html; charset=utf-8 too", async () => {
    const response = await site.fetch("/contact-hablarte", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" }, body: "name=x" });
    expect(response.status).toBe(403);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
  });

  it("V4.1.1: a JSON resource route, GET /api/content/webhook (a 405), is application/json with a JSON body", async () => {
    const response = await site.fetch("/api/content/webhook");
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
    // JSON has no charset parameter (RFC 8259 fixes UTF-8), so the media type alone is right.
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json(;|$)/);
    expect(await response.json()).toEqual({ error: "Method not allowed" });
  });

  it("V4.1.1: the text resources name their charset: /sitemap.xml is application/xml, /robots.txt text/plain, both utf-8", async () => {
    const sitemap = await site.fetch("/sitemap.xml");
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    const robots = await site.fetch("/robots.txt");
    expect(robots.status).toBe(200);
    expect(robots.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
  });
});

describe("V6.2.6, V6.2.7: password fields are masked, tell password managers what they hold, and allow paste", () => {
  /** The autocomplete value of each password field of the page, in order; and every field named like a password is one. */
  function passwordFields(html: string, where: string) {
    const inputs = inputTags(html);
    for (const tag of inputs.filter((t) => /password/i.test(attribute(t, "name") ?? ""))) expect(attribute(tag, "type"), `${where}: ${tag}`).toBe("password");
    const fields = inputs.filter((tag) => attribute(tag, "type") === "password");
    for (const tag of fields) expect(tag, where).not.toMatch(/\son[a-z]*paste\b/i);
    // No script or attribute elsewhere on the page blocks paste either.
    expect(html, where).not.toMatch(/\sonpaste\s*=/i);
    return fields.map((tag) => attribute(tag, "autocomplete"));
  }

  it.each([
    ["/login", ["current-password"]],
    ["/create-account", ["new-password"]],
    ["/start-journey?plan=plan-1-per-week", ["new-password", "current-password"]],
    ["/staff/sign-in", ["current-password"]],
  ] as const)("V6.2.6/V6.2.7: %s has password fields with autocomplete %j and no onpaste", async (path, expected) => {
    const response = await site.fetch(path);
    expect(response.status, path).toBe(200);
    expect(passwordFields(await response.text(), path)).toEqual(expected);
  });

  it("V6.2.6/V6.2.7: a reset link's page asks for the new password as new-password, with no onpaste", async () => {
    await confirmedBuyer(site, "asvs-reset-fields@riverside.example");
    expect((await new Browser(site).post("/reset-password", { intent: "request-reset", email: "asvs-reset-fields@riverside.example" })).status).toBe(200);
    const mail = await mailTo(site, "asvs-reset-fields@riverside.example", /Reset your Hablarte password/);
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    const response = await site.fetch(link.pathname + link.search);
    expect(response.status).toBe(200);
    expect(passwordFields(await response.text(), "/reset-password?token=…")).toEqual(["new-password"]);
  });

  it("V6.2.6/V6.2.7: a signed-in buyer's /personal-information asks for the current password to change it or delete the account, and the new one as new-password", async () => {
    const buyer = await confirmedBuyer(site, "asvs-password-fields@riverside.example");
    const response = await buyer.get("/personal-information");
    expect(response.status).toBe(200);
    expect(passwordFields(await response.text(), "/personal-information")).toEqual(["current-password", "new-password", "current-password"]);
  });
});

describe("V6.3.4: better-auth's own HTTP handler is not mounted", () => {
  const own = () => new URL(site.url).origin;

  it.each(["/api/auth/sign-in/email", "/api/auth/sign-up/email", "/api/auth/get-session", "/api/auth/ok", "/api/auth/reset-password", "/api/auth/sign-out"])(
    "V6.3.4: %s answers 404 to a GET and to a same-origin JSON POST, and starts no session",
    async (path) => {
      const read = await site.fetch(path);
      expect(read.status).toBe(404);
      const posted = await site.fetch(path, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: own(), "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": `203.0.113.${++lastIp}` },
        body: JSON.stringify({ email: "asvs-probe@riverside.example", password: "tres tristes tigres", name: "Probe" }),
      });
      expect(posted.status).toBe(404);
      expect(posted.headers.getSetCookie()).toEqual([]);
    },
  );
});

describe("V13.4.4: TRACE and TRACK echo nothing", () => {
  const PROBE = { "X-Probe": "trace-probe-123", Cookie: "probe=trace-cookie-789" };
  const echoes = (answer: { headers: Record<string, string | string[] | undefined>; body: string }) =>
    [answer.body, JSON.stringify(answer.headers)].some((text) => /trace-probe-123|trace-cookie-789|trace-body-456/.test(text));

  it("V13.4.4: TRACE / is the Worker's 405 page, allowing GET, HEAD and POST, and echoes no header, cookie or body of the request", async () => {
    const answer = await rawRequest("TRACE", "/", { ...PROBE, "CF-Connecting-IP": `203.0.113.${++lastIp}` });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe("GET, HEAD, POST");
    expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(answer.body).toContain("This address answers GET, HEAD and POST requests only.");
    expect(echoes(answer)).toBe(false);
  });

  it("V13.4.4: TRACK / never reaches the Worker: workerd's HTTP server refuses the unknown method with a 501, echoing nothing", async () => {
    // workerd parses only the methods it knows; TRACK (IIS's TRACE) is answered "Unrecognized request
    // method." before any Worker code runs. On Cloudflare the edge answers it; either way nothing echoes.
    const answer = await rawRequest("TRACK", "/", { ...PROBE, "CF-Connecting-IP": `203.0.113.${++lastIp}` });
    expect(answer.status).toBe(501);
    expect(echoes(answer)).toBe(false);
  });
});

describe("V13.4.4: methods other than GET, HEAD and POST", () => {
  it.each(["PUT", "PATCH", "DELETE", "OPTIONS"])("%s is a 405 that lists the methods the site answers, with no CORS header", async (method) => {
    const response = await site.fetch("/contact-hablarte", { method, headers: { "CF-Connecting-IP": `203.0.113.${++lastIp}` } });
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET, HEAD, POST");
    expect(response.headers.get("Access-Control-Allow-Origin")).toBeNull();
  });
});

describe("rendered pages' headers beyond what the Observatory rubric scores", () => {
  it.each(["/", "/no-such-page"])(
    "V3.4.1/V3.4.3: %s sends Permissions-Policy with no camera, microphone or geolocation, COOP same-origin, a CSP with base-uri and object-src 'none', and HSTS of a year or more over subdomains",
    async (path) => {
      const { headers } = await site.fetch(path);
      expect(headers.get("Permissions-Policy")).toBe("camera=(), microphone=(), geolocation=(), payment=(self)");
      expect(headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
      const csp = (headers.get("Content-Security-Policy") ?? "").split(/;\s*/);
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("object-src 'none'");
      const hsts = headers.get("Strict-Transport-Security") ?? "";
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
      expect(hsts.split(/;\s*/)).toContain("includeSubDomains");
    },
  );
});

describe("static files carry the headers public/_headers declares", () => {
  /** A built script the home page loads, e.g. /assets/root-….js. */
  async function builtScript() {
    const html = await (await site.fetch("/")).text();
    const path = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(path).toBeDefined();
    return path!;
  }

  it("V3.4.1/V3.4.4/V3.4.6: /favicon.svg and a built /assets/ script get every header of the /* rule: nosniff, HSTS, a deny-all CSP, CORP same-origin, no framing, the referrer policy", async () => {
    for (const path of ["/favicon.svg", await builtScript()]) {
      const response = await site.fetch(path);
      expect(response.status, path).toBe(200);
      const { headers } = response;
      expect(headers.get("X-Content-Type-Options"), path).toBe("nosniff");
      expect(headers.get("Strict-Transport-Security"), path).toBe("max-age=63072000; includeSubDomains");
      expect(headers.get("Content-Security-Policy"), path).toBe("default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
      expect(headers.get("Cross-Origin-Resource-Policy"), path).toBe("same-origin");
      expect(headers.get("X-Frame-Options"), path).toBe("DENY");
      expect(headers.get("Referrer-Policy"), path).toBe("strict-origin-when-cross-origin");
    }
  });

  it("built /assets/ files are cached for a year as immutable (the /assets/* rule), and the rules file itself is never served", async () => {
    const asset = await site.fetch(await builtScript());
    expect(asset.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(asset.headers.get("Content-Type")).toBe("text/javascript; charset=utf-8");
    const rules = await site.fetch("/_headers");
    expect(rules.status).toBe(404);
    expect(await rules.text()).not.toContain("Cross-Origin-Resource-Policy");
  });
});
