// Issue #3 through HTTP: not-found handling, pagination, SEO resources, structured data and caching.
import { describe, expect, it } from "vitest";
import { contentPack } from "~/content";
import type { Entry } from "~/domain/content/cms-schema";
import { form, SITE_ORIGIN, useSite } from "./harness";

const site = useSite();

const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as { "@type": string });

describe("not found", () => {
  it.each(["/course/no-such-course", "/article/nope", "/no-such-page", "/about-hablarte/board", "/policies/no-such-policy", "/eBook/..%2F..%2Fetc"])("%s is the not-found page with 404", async (path) => {
    const response = await site.fetch(path);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("We couldn’t find that page");
  });

  it("a form posted to a page that takes none is a 405 that says so, not an error of ours", async () => {
    const response = await site.fetch("/about-hablarte", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": "203.0.113.140" }, body: "name=Ana" });
    expect(response.status).toBe(405);
    const html = await response.text();
    expect(html).toContain("This page doesn’t take forms.");
    expect(html).not.toContain("Something went wrong on our side.");
  });

  it("/404 renders the same page and answers 404", async () => {
    const response = await site.fetch("/404");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("We couldn’t find that page");
  });

  it("finds a record by its id only when it has no slug", async () => {
    const withoutSlug = (contentPack.entries as Entry[]).find((e) => e.sys.contentType.sys.id === "course" && !(e.fields as { slug?: string }).slug)!;
    expect((await site.fetch(`/course/${withoutSlug.sys.id}`)).status).toBe(200);
    expect((await site.fetch("/course/course-conversational-spanish")).status).toBe(404);
    expect((await site.fetch("/course/conversational-spanish")).status).toBe(200);
  });

  it("sends /policies/{slug} permanently to /{slug}", async () => {
    const response = await site.fetch("/policies/privacy-policy");
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/privacy-policy");
  });
});

describe("lists", () => {
  it("show 9 items a page, newest first, with real links to the next page", async () => {
    const first = await (await site.fetch("/spanish-learning-resources")).text();
    expect(first.match(/class="card entry-card"/g)).toHaveLength(9);
    expect(first).toContain('href="/spanish-learning-resources?page=2"');
    const second = await (await site.fetch("/spanish-learning-resources?page=2")).text();
    const resources = (contentPack.entries as Entry[]).filter((e) => e.sys.contentType.sys.id === "resource");
    expect(second.match(/class="card entry-card"/g)).toHaveLength(resources.length - 9);
    const oldest = [...resources].sort((a, b) => a.sys.createdAt.localeCompare(b.sys.createdAt))[0]!;
    expect(second).toContain(`/resource/${(oldest.fields as { slug: string }).slug}`);
  });
});

describe("SEO", () => {
  it("lists every public page and every content record in sitemap.xml", async () => {
    const xml = await (await site.fetch("/sitemap.xml")).text();
    for (const path of ["/", "/for-parents", "/spanish-course-pricing", "/faqs", "/about-hablarte/teachers", "/privacy-policy", "/catalog"]) {
      expect(xml).toContain(`${new URL(path, SITE_ORIGIN).toString()}</loc>`);
    }
    const records = (contentPack.entries as Entry[]).filter((e) => ["course", "blog", "caseStudy", "eBook", "event", "resource", "learningMaterial", "k12Program", "product"].includes(e.sys.contentType.sys.id));
    for (const record of records) {
      const key = (record.fields as { slug?: string }).slug ?? record.sys.id;
      expect(xml, record.sys.id).toContain(`/${key}</loc>`);
    }
  });

  it("serves robots.txt with the sitemap and private paths disallowed", async () => {
    const text = await (await site.fetch("/robots.txt")).text();
    expect(text).toContain(`Sitemap: ${SITE_ORIGIN}/sitemap.xml`);
    expect(text).toContain("Disallow: /account");
  });

  it("names the configured SITE_ORIGIN in sitemap.xml and robots.txt whatever Host was asked (issue #22 §6: both are cached publicly)", async () => {
    const forged = { headers: { Host: "evil.test" } };
    expect(await (await site.fetch("/sitemap.xml", forged)).text()).not.toContain("evil.test");
    expect(await (await site.fetch("/robots.txt", forged)).text()).toContain(`Sitemap: ${SITE_ORIGIN}/sitemap.xml`);
  });

  it("describes pages with structured data", async () => {
    expect(jsonLd(await (await site.fetch("/")).text()).map((d) => d["@type"])).toContain("EducationalOrganization");
    expect(jsonLd(await (await site.fetch("/course/conversational-spanish")).text()).map((d) => d["@type"])).toEqual(expect.arrayContaining(["Course", "BreadcrumbList"]));
    expect(jsonLd(await (await site.fetch("/article/ser-vs-estar")).text()).map((d) => d["@type"])).toEqual(expect.arrayContaining(["Article", "BreadcrumbList"]));
    expect(jsonLd(await (await site.fetch("/faqs")).text()).map((d) => d["@type"])).toContain("FAQPage");
  });

  it("gives every page a canonical URL and Open Graph tags", async () => {
    const html = await (await site.fetch("/for-professionals")).text();
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/www\.hablarte\.com\/for-professionals"/);
    expect(html).toContain('property="og:title"');
    expect(html).toContain('property="og:description"');
  });
});

describe("free-trial targets (spec §2.3)", () => {
  const trialLinks = (html: string) => [...html.matchAll(/<a[^>]*href="([^"]+)"[^>]*>Book Your Free Trial Now<\/a>/g)].map((m) => m[1]);

  it("the 'our courses' trial button leads to /book-demo on /for-individuals", async () => {
    const html = await (await site.fetch("/for-individuals")).text();
    const courses = html.slice(html.indexOf('class="card course-card"'));
    expect(trialLinks(courses)[0]).toBe("/book-demo");
  });

  it("and to the free-trial page on other pages", async () => {
    const html = await (await site.fetch("/for-parents")).text();
    const courses = html.slice(html.indexOf('class="card course-card"'));
    expect(trialLinks(courses)[0]).toBe("/try-hablarte-for-free");
  });
});

describe("caching", () => {
  it("lets the edge cache public pages for anonymous visitors", async () => {
    const response = await site.fetch("/for-parents");
    expect(response.headers.get("Cache-Control")).toMatch(/public.*s-maxage=\d+.*stale-while-revalidate=\d+/);
  });

  it("never caches a visitor with cookies, a form answer or an error", async () => {
    const withCookie = await site.fetch("/for-parents", { headers: { Cookie: "__Host-hablarte_consent=x" } });
    expect(withCookie.headers.get("Cache-Control")).toBe("private, no-store");
    const post = await site.fetch("/contact-hablarte", form({ name: "" }));
    expect(post.headers.get("Cache-Control")).toBe("private, no-store");
    expect((await site.fetch("/nope")).headers.get("Cache-Control")).toBe("private, no-store");
  });
});

// Issue #22 §7: a link's secret or one person's page is never kept by a shared cache, even for a browser
// with no cookie (a claim link opened in a fresh browser shows the invited email and school).
describe("pages that carry a token or are about one person", () => {
  const tokenRoutes = [
    "/claim-licence?token=4fJq9xYw2sQm7pLk",
    "/claim-licence.data?token=4fJq9xYw2sQm7pLk",
    "/reset-password?token=4fJq9xYw2sQm7pLk",
    "/reset-password.data?token=4fJq9xYw2sQm7pLk",
    "/verify-email?token=4fJq9xYw2sQm7pLk",
    "/confirm-card?order=8b8f2c1e-0000-4000-8000-000000000000&session_id=cs_test_0123456789abcdef0123456789abcdef",
    "/card-payment?order=8b8f2c1e-0000-4000-8000-000000000000",
    "/purchase-order-payment?quote=8b8f2c1e-0000-4000-8000-000000000000",
    "/test-gateway/cs_test_0123456789abcdef0123456789abcdef",
    "/api/preview?secret=not-the-secret&path=/",
    "/documents/quotes/8b8f2c1e-0000-4000-8000-000000000000",
  ];
  const personalRoutes = ["/login", "/create-account", "/account", "/personal-information", "/cart", "/checkout", "/staff/sign-in", "/for-parents?email=ana%40example.com"];

  it.each([...tokenRoutes, ...personalRoutes])("%s answers Cache-Control: private, no-store without a cookie", async (path) => {
    const response = await site.fetch(path);
    await response.body?.cancel();
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("a public page keeps its edge caching with a campaign's parameters", async () => {
    const response = await site.fetch("/for-parents?utm_source=newsletter&utm_campaign=spring");
    await response.body?.cancel();
    expect(response.headers.get("Cache-Control")).toMatch(/^public.*s-maxage=\d+/);
  });
});
