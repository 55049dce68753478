// A document is rendered to a string in one pass, or as a stream when something in it waits (decision
// 0079): either way the visitor gets the same complete document: the doctype, every section's HTML, and
// the route data's scripts for hydration, each with the request's nonce, and the site's stylesheet in its head.
import { describe, expect, it } from "vitest";
import { confirmedBuyer } from "./browser";
import { useSite } from "./harness";
import { nonceAndPage } from "./nonce";
import { STYLESHEET_MARK } from "~/domain/inline-stylesheet";

const site = useSite();
// A cookie of the site's own: the page is rendered for this request, not served from the page memo.
const RENDER = { headers: { Cookie: "__Host-hablarte_render=1" } };

function expectWholeDocument(page: string) {
  expect(page.startsWith('<!DOCTYPE html><html lang="en"')).toBe(true);
  // `<!--$!-->` is React's mark of a boundary it left for the browser to render.
  expect(page).not.toContain("<!--$!-->");
  expect(page.match(/streamController\.enqueue\(/g)?.length).toBeGreaterThan(0);
  expect(page.match(/streamController\.close\(\);/g)).toHaveLength(1);
  expect(page.endsWith("</html>")).toBe(true);
  // The stylesheet is written into the head after the render, in place of its mark (decision 0081).
  const style = page.match(/<style nonce="[^"]+">([\s\S]*?)<\/style>/)?.[1] ?? "";
  expect(style.length).toBeGreaterThan(20_000);
  expect(style).toContain(".skip-link");
  expect(page).not.toContain(STYLESHEET_MARK);
}

describe("a rendered document", () => {
  it.each(["/", "/spanish-course-pricing", "/faqs", "/login"])("%s is whole: doctype, sections and the route data's scripts", async (path) => {
    expectWholeDocument((await nonceAndPage(await site.fetch(path, RENDER))).page);
  });

  it("is whole where a section's component loads on demand (the free-trial page's sections), on each view", async () => {
    for (let i = 0; i < 2; i++) {
      const { page } = await nonceAndPage(await site.fetch("/try-hablarte-for-free", RENDER));
      expectWholeDocument(page);
      expect(page).not.toContain("<template></template>");
    }
  });

  it("is whole for a signed-in visitor", async () => {
    const buyer = await confirmedBuyer(site, "whole-render@example.com");
    const { page } = await nonceAndPage(await buyer.get("/account"));
    expectWholeDocument(page);
    expect(page).toContain("whole-render@example.com");
  });
});
