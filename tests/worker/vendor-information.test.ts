// The vendor pack (issue #26), over HTTP: the vendor-information page links every document, each is a PDF for
// anyone, and the sole-source letter is prepared for one level and one district (a GET form: bad input gets a
// 400 and its message next to the field). The school's signed W-9 and insurance certificate, once uploaded with
// `npm run vendor:upload` (run here as an operator runs it), replace the samples; production never serves a sample.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Browser } from "./browser";
import { useSite, type SiteResponse } from "./harness";

const site = useSite();
const text = async (response: SiteResponse) => (await response.text()).replaceAll("<!-- -->", "");
const FILES = ["w-9.pdf", "insurance-certificate.pdf", "accessibility-conformance-report.pdf", "data-privacy-agreement.pdf", "student-data-privacy.pdf"];

describe("vendor information", () => {
  it("links every document, each a PDF download for anyone", async () => {
    const visitor = new Browser(site);
    const page = await visitor.get("/vendor-information");
    expect(page.status).toBe(200);
    const html = await text(page);
    for (const file of FILES) {
      expect(html).toContain(`href="/documents/vendor/${file}" download=""`);
      const pdf = await visitor.get(`/documents/vendor/${file}`);
      expect(pdf.status, file).toBe(200);
      expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
      expect(pdf.headers.get("Content-Disposition")).toBe(`attachment; filename="${file}"`);
      expect(new TextDecoder().decode(new Uint8Array(await pdf.arrayBuffer()).subarray(0, 5))).toBe("%PDF-");
    }
    expect((await visitor.get("/documents/vendor/passwords.pdf")).status).toBe(404);
    expect((await visitor.get("/documents/vendor/..%2F..%2Fwrangler.toml")).status).toBe(404);
    // The K-12 page, the curriculum page and checkout point to it.
    expect(await text(await visitor.get("/k-12-schools"))).toContain('href="/vendor-information"');
    expect(await text(await visitor.get("/curriculum"))).toContain('href="/vendor-information"');
  });

  it("prepares a sole-source letter for one level and one district, and says what's wrong next to the field", async () => {
    const visitor = new Browser(site);
    const form = await text(await visitor.get("/vendor-information/sole-source-letter"));
    expect(form).toContain('<option value="k2-level-1">Early Elementary Spanish K–2, Level 1</option>');
    const ready = await text(await visitor.get("/vendor-information/sole-source-letter?product=k2-level-1&district=Riverside+ISD"));
    expect(ready).toContain("Your letter is ready");
    expect(ready).toContain('href="/documents/vendor/sole-source-letter?product=k2-level-1&amp;district=Riverside+ISD" download=""');
    const letter = await visitor.get("/documents/vendor/sole-source-letter?product=k2-level-1&district=Riverside+ISD");
    expect(letter.status).toBe(200);
    expect(letter.headers.get("Content-Disposition")).toBe('attachment; filename="sole-source-letter-HAB-K2-L1.pdf"');
    for (const [query, message] of [
      ["product=k2-level-1&district=", "Enter your district&#x27;s or school&#x27;s name."],
      ["product=k2-level-99&district=Riverside+ISD", "Choose a curriculum level."],
      ["product=..%2Fetc&district=Riverside+ISD", "Choose a curriculum level."],
      ["product=k2-level-1&district=%3Cscript%3E", "Use letters, digits and ordinary punctuation only."],
      [`product=k2-level-1&district=${"x".repeat(200)}`, "Please use at most 120 characters."],
    ] as const) {
      const refused = await visitor.get(`/vendor-information/sole-source-letter?${query}`);
      expect(refused.status, query).toBe(400);
      expect(await text(refused), query).toContain(message);
    }
    expect((await visitor.get("/documents/vendor/sole-source-letter?product=k2-level-99&district=Riverside+ISD")).status).toBe(404);
    expect((await visitor.get("/documents/vendor/sole-source-letter?product=k2-level-1&district=%3C")).status).toBe(400);
  });
});

const SIGNED = "%PDF-1.7\n% The school's signed Form W-9, as its operator uploaded it.\n%%EOF\n";

describe("the school's signed documents", () => {
  it("are served as uploaded, in place of the samples", async () => {
    const visitor = new Browser(site);
    expect(await (await visitor.get("/documents/vendor/w-9.pdf")).text()).not.toBe(SIGNED);
    await site.env.FILES.put("vendor/w-9.pdf", SIGNED);
    const signed = await visitor.get("/documents/vendor/w-9.pdf");
    expect(signed.headers.get("Content-Disposition")).toBe('attachment; filename="w-9.pdf"');
    expect(await signed.text()).toBe(SIGNED);
    await site.env.FILES.delete("vendor/w-9.pdf");
  });

  it("npm run vendor:upload takes a PDF of at most 10 MB for one of the two names, and puts it where the page serves it from", () => {
    const dir = mkdtempSync(join(tmpdir(), "hablarte-vendor-upload-"));
    try {
      const upload = (...args: string[]) => spawnSync(process.execPath, ["scripts/vendor/upload.mjs", ...args, "--persist-to", join(dir, "state")], { encoding: "utf8" });
      const pdf = join(dir, "w9.pdf");
      writeFileSync(pdf, SIGNED);
      const notPdf = join(dir, "w9.png");
      writeFileSync(notPdf, "\x89PNG\r\n");
      const huge = join(dir, "huge.pdf");
      writeFileSync(huge, Buffer.concat([Buffer.from("%PDF-"), Buffer.alloc(10 * 1024 * 1024)]));
      expect(upload("passwords.pdf", pdf).stderr).toContain("Usage: npm run vendor:upload");
      expect(upload("w-9.pdf", notPdf).stderr).toContain("is not a PDF (it doesn't start with %PDF-)");
      expect(upload("w-9.pdf", huge).stderr).toContain("the vendor page serves documents of at most 10 MB");
      const done = upload("w-9.pdf", pdf);
      expect(done.status, done.stderr).toBe(0);
      expect(done.stdout).toContain("w-9.pdf uploaded to the local bucket");
      const stored = spawnSync("node_modules/.bin/wrangler", ["r2", "object", "get", "hablarte-files/vendor/w-9.pdf", "--local", "--persist-to", join(dir, "state"), "--pipe"], { encoding: "utf8" });
      expect(stored.stdout).toBe(SIGNED);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("in production", () => {
  const production = useSite({ vars: { APP_ENV: "production" }, secrets: { SESSION_SECRET: "a-production-grade-secret-of-48-characters-xxxxx" } });

  it("a signed document not yet uploaded answers 404, never a sample; the documents made here are served", async () => {
    const visitor = new Browser(production);
    for (const file of ["w-9.pdf", "insurance-certificate.pdf"]) expect((await visitor.get(`/documents/vendor/${file}`)).status, file).toBe(404);
    expect((await visitor.get("/documents/vendor/accessibility-conformance-report.pdf")).status).toBe(200);
    await production.env.FILES.put("vendor/w-9.pdf", SIGNED);
    expect(await (await visitor.get("/documents/vendor/w-9.pdf")).text()).toBe(SIGNED);
  });
});
