// CMS pictures through Contentful's Images API (decision 0061): w, fm (AVIF, WebP) and q on raster images
// from images.ctfassets.net, never wider than the file; SVGs and the bundled pack's files as they are.
import { describe, expect, it } from "vitest";
import { QUALITY, responsiveImage, srcsetWidths } from "~/domain/content/images-api";

const photo = { url: "https://images.ctfassets.net/space1/asset1/hash/classroom.jpg", alt: "A live class", width: 1200, height: 800, contentType: "image/jpeg" };

describe("responsiveImage", () => {
  it("gives a raster CMS picture AVIF and WebP srcsets with w, fm and q, and a JPEG fallback", () => {
    const { src, srcSet, sources } = responsiveImage(photo);
    expect(sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]!.srcSet.split(", ")[0]).toBe(`https://images.ctfassets.net/space1/asset1/hash/classroom.jpg?fm=avif&q=${QUALITY.avif}&w=160 160w`);
    expect(sources[1]!.srcSet).toContain(`?fm=webp&q=${QUALITY.webp}&w=640 640w`);
    expect(srcSet).toContain(`?fm=jpg&q=${QUALITY.jpg}&w=960 960w`);
    expect(src).toBe(`https://images.ctfassets.net/space1/asset1/hash/classroom.jpg?fm=jpg&q=${QUALITY.jpg}&w=960`);
  });

  it("never asks for more pixels than the file has: the file's own width ends the list", () => {
    expect(srcsetWidths(1200)).toEqual([160, 320, 480, 640, 960, 1200]);
    expect(srcsetWidths(120)).toEqual([120]);
    const { sources } = responsiveImage({ ...photo, width: 500 });
    expect(sources[0]!.srcSet.split(", ").map((candidate) => candidate.split(" ")[1])).toEqual(["160w", "320w", "480w", "500w"]);
  });

  it("keeps a PNG's format for browsers without AVIF or WebP (no quality: it is lossless)", () => {
    const { src, srcSet } = responsiveImage({ ...photo, url: "https://images.ctfassets.net/s/a/h/logo.png", contentType: "image/png", width: 400 });
    expect(src).toBe("https://images.ctfassets.net/s/a/h/logo.png?w=400");
    expect(srcSet).not.toContain("fm=");
  });

  it("knows the EU data-residency host, and a raster file by its extension when the type is unknown", () => {
    const eu = responsiveImage({ url: "https://images.eu.ctfassets.net/s/a/h/team.webp" });
    expect(eu.sources).toHaveLength(2);
    expect(eu.src).toBe("https://images.eu.ctfassets.net/s/a/h/team.webp?w=960");
  });

  it("leaves SVGs, the bundled pack's site paths and other hosts as they are", () => {
    for (const image of [
      { url: "https://images.ctfassets.net/s/a/h/illustration.svg", alt: "", contentType: "image/svg+xml" },
      { url: "/images/courses/conversation.svg", alt: "" },
      { url: "/images/logos/tidewell.webp", alt: "" },
      { url: "https://example.com/photo.jpg", alt: "" },
      { url: "http://images.ctfassets.net/s/a/h/photo.jpg", alt: "" },
    ]) {
      expect(responsiveImage(image)).toEqual({ src: image.url, sources: [] });
    }
  });
});
