// Issue #12 §1: the marketing pages move from app/copy into the content pack as `page` entries, and the
// move must not change what any of them renders. These snapshots were taken before the move: each page's
// title, meta tags and canonical link, and its <main> — markup and text — with what legitimately differs
// between two renders taken out (nonces, hashed asset names, React's generated ids and Suspense markers,
// script contents).
import { describe, expect, it } from "vitest";
import { useSite } from "./harness";

const site = useSite();

/** Every marketing page of spec §2.2 made of sections alone, and the home page. */
const PATHS = [
  "/",
  "/about-hablarte",
  "/for-individuals",
  "/for-parents",
  "/for-professionals",
  "/for-heritage-speakers",
  "/k-12-schools",
  "/ib-schools",
  "/ib-spanish",
  "/public-sector-ngos",
  "/private-sector",
  "/corporate-organizations",
  "/higher-education",
  "/spanish-course-pricing",
  "/individual-plans",
  "/external-plans",
  "/purchase-tutorial",
  "/state-approved-spanish-programs",
  "/hispanic-artists-workshop",
  "/importance-of-spanish",
  "/general-spanish",
  "/spanish11",
  "/corporate-brochure-all",
  "/corporate-brochure",
  "/corporate-brochure-two",
  "/corporate-brochure-three",
  "/corporate-brochure-four",
  "/corporate-brochure-2",
  "/corporate-brochure-3",
  "/corporate-brochure-4",
  "/curriculum",
  "/quote-details",
];

/** What a page shows, one tag per line so a change reads as a small diff. */
export function renderedPage(html: string): string {
  const head = html.slice(0, html.indexOf("</head>"));
  const meta = [...head.matchAll(/<title>[^<]*<\/title>|<meta [^>]*>|<link rel="canonical"[^>]*>/g)].map((m) => m[0]);
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? "";
  const body = main
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "<script/>")
    .replace(/ nonce="[^"]*"/g, "")
    .replace(/\/assets\/([\w.-]+?)-[\w-]{8}\.(js|css|webp|svg|png|jpg)/g, "/assets/$1.$2")
    .replace(/_R_[\w]+_/g, "_R_")
    .replaceAll("<!-- -->", "")
    // React's Suspense markers around lazily loaded sections: how the page hydrates, not what it shows.
    .replace(/<!--\/?\$[!?]?-->/g, "")
    .replace(/></g, ">\n<");
  return [...meta, "", body].join("\n");
}

describe("marketing pages render as before the move to the CMS", () => {
  it.each(PATHS)("%s", async (path) => {
    const response = await site.fetch(path);
    expect(response.status).toBe(200);
    const name = path === "/" ? "home" : path.slice(1);
    await expect(renderedPage(await response.text())).toMatchFileSnapshot(`./__snapshots__/marketing-pages/${name}.html`);
  });
});
