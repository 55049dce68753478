// Every marketing page of the content pack (decision 0023: `page` entries made of section entries) says
// what its entry says: the title, description and canonical from the entry, the h1 from its hero, one
// heading per titled section in the entry's order, and each section's call-to-action links. Expectations
// are read from the pack itself, so a copy edit needs no test edit and a new page is covered as it lands.
// (Issue #23: these replace the HTML snapshots that proved the move to the CMS changed nothing. That
// every internal link answers below 400 is the e2e crawl's job.)
import { describe, expect, it } from "vitest";
import { brandPaths } from "~/domain/brand";
import { marketingPages } from "~/content/pages";
import { fillFacts } from "~/domain/content/site-facts";
import { PACK_FACTS } from "../support/pack-facts";
import type { Link, MarketingPage, Section } from "~/domain/page-sections";
import { isIsland } from "~/domain/sent-sections";
import { LISTED_COLLECTIONS } from "~/domain/collections/kinds";
import { useSite } from "./harness";

const site = useSite();

/** The structured data a page carries is its route's, not its entry's: the school on the home page, a breadcrumb on About. */
const JSON_LD_TYPES: Record<string, string[]> = { "/": ["EducationalOrganization"], [brandPaths.about]: ["BreadcrumbList"] };
const facts = PACK_FACTS;

const decode = (text: string) =>
  text
    .replace(/<[^>]*>/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

/** The h1 a section puts on the page, if it is the page's hero. */
function heroHeading(section: Section): string | undefined {
  if (section.type === "homeHero") return section.title1;
  if (section.type === "hero") return section.title;
  return undefined;
}

/** The h2 a section shows (a call to action without a title shows the site's default one). */
function sectionHeading(section: Section): string | undefined {
  if (section.type === "homeHero" || section.type === "hero") return undefined;
  if (section.type === "solution") return section.title1;
  return "title" in section ? section.title : undefined;
}

/** The labelled links a section offers, and the hrefs of its linked cards. */
function sectionLinks(section: Section): { buttons: Link[]; hrefs: string[] } {
  const buttons: Link[] = [];
  const hrefs: string[] = [];
  if (section.type === "hero") buttons.push(...[section.primary, section.secondary].filter((link) => link !== undefined));
  if ("button" in section && typeof section.button === "object" && section.button) buttons.push(section.button);
  if (section.type === "cta" && section.buttonText && section.buttonLink) buttons.push({ label: section.buttonText, href: section.buttonLink });
  if (section.type === "features") hrefs.push(...section.items.flatMap((item) => (item.href ? [item.href] : [])));
  return { buttons, hrefs };
}

const LINK = /<a [^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g;
const linksIn = (markup: string) => [...markup.matchAll(LINK)].map((m) => ({ href: decode(m[1]!), text: decode(m[2]!) }));

function rendered(html: string) {
  const head = html.slice(0, html.indexOf("</head>"));
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? "";
  const headings = (tag: string) => [...main.matchAll(new RegExp(`<${tag}[^>]*>([\\s\\S]*?)<\\/${tag}>`, "g"))].map((m) => ({ text: decode(m[1]!), at: m.index }));
  return {
    main,
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ""),
    description: decode(/<meta name="description" content="([^"]*)"/.exec(head)?.[1] ?? ""),
    canonical: decode(/<link rel="canonical" href="([^"]*)"/.exec(head)?.[1] ?? ""),
    jsonLdTypes: [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => (JSON.parse(m[1]!) as { "@type": string })["@type"]),
    h1s: headings("h1"),
    h2s: headings("h2"),
  };
}

/**
 * Where each section's heading sits in <main>, in the entry's order (other headings may sit between
 * them); -1 for a heading that is missing or out of order. A section without a heading of its own gets
 * the position of the section before it.
 */
function headingPositions(html: ReturnType<typeof rendered>, sections: Section[]) {
  let at = 0;
  let previous = 0;
  return sections.map((section) => {
    const hero = heroHeading(section);
    if (hero !== undefined) return (previous = html.h1s.find((h) => h.text.includes(hero))?.at ?? -1);
    const heading = sectionHeading(section);
    if (heading === undefined) return previous;
    const found = html.h2s.findIndex((h, i) => i >= at && h.text === heading);
    if (found < 0) return -1;
    at = found + 1;
    return (previous = html.h2s[found]!.at);
  });
}

describe("marketing pages show what their page entries say", () => {
  it.each(marketingPages.map((page) => [page.path, page] as const))("%s", async (path, entry: MarketingPage) => {
    const page = fillFacts(entry, facts);
    const response = await site.fetch(path);
    expect(response.status).toBe(200);
    const html = rendered(await response.text());

    expect(html.title).toBe(page.title);
    expect(html.description).toBe(page.description);
    expect(new URL(html.canonical).pathname).toBe(path);
    expect(html.jsonLdTypes).toEqual(JSON_LD_TYPES[path] ?? []);

    expect(html.h1s).toHaveLength(1);
    const hero = page.sections.map(heroHeading).find((heading) => heading !== undefined);
    if (hero) expect(html.h1s[0]!.text).toContain(hero);
    else expect(html.h1s[0]!.text).not.toBe("");

    const positions = headingPositions(html, page.sections);
    const missing = page.sections.flatMap((section, i) => (positions[i]! < 0 ? [heroHeading(section) ?? sectionHeading(section)] : []));
    expect(missing, "headings missing or out of the entry's order").toEqual([]);

    // Each section's links sit between its heading and the next section's.
    page.sections.forEach((section, i) => {
      const next = positions.slice(i + 1).find((at) => at > positions[i]!) ?? html.main.length;
      const links = linksIn(html.main.slice(positions[i], next));
      const { buttons, hrefs } = sectionLinks(section);
      for (const button of buttons) {
        expect(links, `${section.type} section: "${button.label}" → ${button.href}`).toContainEqual({ href: button.href, text: expect.stringContaining(button.label) });
      }
      for (const href of hrefs) expect(links.map((link) => link.href), `${section.type} section card → ${href}`).toContain(href);
    });
  });
});

/** The turbo-stream text of the loader data a document carries for hydration. */
function hydrationData(html: string): string {
  const scripts = [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)];
  return scripts.map((m) => JSON.parse(m[1]!) as string).join("");
}

// Decision 0056: an island's copy is in the document's HTML but not in the data it hydrates from (React
// keeps an island's HTML and never renders it then); a client-side navigation's data carries it whole.
describe("a document's hydration data holds back the islands' content", () => {
  const pages = marketingPages.filter((page) => page.sections.some((section) => isIsland(section) && sectionHeading(section)));
  it.each(pages.map((page) => [page.path, page] as const))("%s", async (path, entry: MarketingPage) => {
    const page = fillFacts(entry, facts);
    const html = await (await site.fetch(path)).text();
    const navigation = await site.fetch(`${path === "/" ? "/_" : path}.data`);
    expect(navigation.status).toBe(200);
    const navigationData = await navigation.text();
    const held = hydrationData(html);
    expect(held).toContain('"loaderData"');
    const islandHeadings = page.sections.flatMap((section) => {
      const heading = sectionHeading(section);
      // A heading repeated in the page's title or description is in its meta data anyway.
      return isIsland(section) && heading && !page.title.includes(heading) && !page.description.includes(heading) ? [heading] : [];
    });
    expect(islandHeadings.length).toBeGreaterThan(0);
    for (const heading of islandHeadings) {
      expect(rendered(html).h2s.map((h) => h.text)).toContain(heading);
      expect(held).not.toContain(JSON.stringify(heading));
      expect(navigationData).toContain(JSON.stringify(heading));
    }
    // The interactive sections hydrate from their data: it is all there.
    for (const section of page.sections.filter((s) => !isIsland(s))) {
      const heading = sectionHeading(section);
      if (heading) expect(held).toContain(JSON.stringify(heading));
    }
  });

  // A carousel hydrates, but its slides are a static island that Swiper takes from the page: their copy
  // is in the HTML and a navigation's data, not in the document's.
  const carouselPages = marketingPages.filter((page) => page.sections.some((section) => section.type === "testimonials" || section.type === "successStories"));
  it.each(carouselPages.map((page) => page.path))("%s: a carousel's slides", async (path) => {
    const html = await (await site.fetch(path)).text();
    const navigationData = await (await site.fetch(`${path === "/" ? "/_" : path}.data`)).text();
    const held = hydrationData(html);
    const slideTexts = [...html.matchAll(/<li class="carousel-slide">([\s\S]*?)<\/li>/g)].flatMap((m) => [...m[1]!.matchAll(/<(?:p|h3)>([^<]+)<\/(?:p|h3)>/g)].map((t) => decode(t[1]!)));
    expect(slideTexts.length).toBeGreaterThan(2);
    for (const text of slideTexts) {
      expect(held).not.toContain(text.slice(0, 40));
      expect(decode(navigationData.replace(/\\"/g, '"'))).toContain(text.slice(0, 40));
    }
  });
});

// Decision 0075: a list page's cards are a static island too; their copy is in the HTML and a navigation's
// data, not in the data the document hydrates from.
describe("a list page's hydration data holds back its cards", () => {
  it.each(LISTED_COLLECTIONS.map((c) => c.listPath))("%s", async (path) => {
    const html = await (await site.fetch(path)).text();
    const navigationData = await (await site.fetch(`${path}.data`)).text();
    const held = hydrationData(html);
    const titles = rendered(html).main.match(/<h3[^>]*>[\s\S]*?<\/h3>/g)?.map(decode) ?? [];
    expect(titles.length).toBeGreaterThan(1);
    for (const title of titles) {
      expect(held).not.toContain(JSON.stringify(title));
      expect(navigationData).toContain(JSON.stringify(title));
    }
  });
});

// Decision 0075: a record's rich text is a static island: in the HTML and a navigation's data only.
describe("a record page's hydration data holds back its text", () => {
  it.each(["/article/ser-vs-estar", "/resource/how-to-choose-your-level", "/product/k2-level-1"])("%s", async (path) => {
    const html = await (await site.fetch(path)).text();
    const navigationData = await (await site.fetch(`${path}.data`)).text();
    const held = hydrationData(html);
    const paragraphs = [...rendered(html).main.matchAll(/<p>([^<]{40,})<\/p>/g)].map((m) => decode(m[1]!).slice(0, 40));
    expect(paragraphs.length).toBeGreaterThan(0);
    for (const text of paragraphs) {
      expect(held).not.toContain(text);
      expect(decode(navigationData.replace(/\\"/g, '"'))).toContain(text);
    }
  });
});
