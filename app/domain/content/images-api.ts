// A CMS picture as the browser should fetch it: through Contentful's Images API, at the width the layout
// needs, as AVIF or WebP where the browser takes them (decision 0061). The API resizes and converts raster
// images only (JPEG, PNG, WebP, GIF, AVIF); SVGs, the bundled pack's site paths and any other host are
// served as they are.
import type { ImageRef } from "./image-ref";

/** A picture as the content service knows it: its address, its MIME type (when known) and its width. */
type Picture = { url: string; contentType?: string; width?: number };

/** Contentful's Images API hosts (the EU data-residency one too). */
const IMAGES_API_HOSTS = new Set(["images.ctfassets.net", "images.eu.ctfassets.net"]);

/** The widths a srcset offers, in CSS pixels at 1x to 2x of what the layouts show (a phone's 320 px column to a 1,280 px hero at 2x). */
export const SRCSET_WIDTHS = [160, 320, 480, 640, 960, 1280, 1920] as const;

/** Quality per format: AVIF and WebP hold up at lower numbers than JPEG for the same look. */
export const QUALITY = { avif: 50, webp: 70, jpg: 75 } as const;

const RASTER = /^image\/(jpe?g|png|webp|gif|avif)$/;
const RASTER_EXTENSION = /\.(jpe?g|png|webp|gif|avif)$/i;

/** What an `<img>` (and the `<source>`s of a `<picture>` before it) should say for a picture. */
export type ResponsiveImage = { src: string; srcSet?: string; sources: NonNullable<ImageRef["sources"]> };

/** The Images API address of a raster CMS picture, or null when the picture can't go through it. */
function imagesApiUrl(image: Picture): URL | null {
  // The bundled pack's site paths, most pictures: no URL to parse (a relative one would throw).
  if (!image.url.startsWith("https://")) return null;
  let url: URL;
  try {
    url = new URL(image.url);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || !IMAGES_API_HOSTS.has(url.hostname)) return null;
  const raster = image.contentType ? RASTER.test(image.contentType) : RASTER_EXTENSION.test(url.pathname);
  return raster ? url : null;
}

function withParams(url: URL, params: Record<string, string | number>): string {
  const next = new URL(url);
  for (const [name, value] of Object.entries(params)) next.searchParams.set(name, String(value));
  return next.href;
}

/** The srcset widths for a picture `intrinsic` px wide: none wider than the file (the API doesn't enlarge), the file's own width last. */
export function srcsetWidths(intrinsic: number | undefined): number[] {
  if (!intrinsic) return [...SRCSET_WIDTHS];
  const widths: number[] = SRCSET_WIDTHS.filter((width) => width < intrinsic);
  return [...widths, intrinsic];
}

/**
 * The addresses for one picture: for an Images API raster, an AVIF and a WebP srcset and, for browsers that
 * take neither, the original format at the same widths (`src` the widest up to 960 px); otherwise the
 * address as it is.
 */
export function responsiveImage(image: Picture): ResponsiveImage {
  const url = imagesApiUrl(image);
  if (!url) return { src: image.url, sources: [] };
  const widths = srcsetWidths(image.width);
  const srcSet = (params: Record<string, string | number>) => widths.map((w) => `${withParams(url, { ...params, w })} ${w}w`).join(", ");
  const isJpeg = /\.jpe?g$/i.test(url.pathname) || /^image\/jpe?g$/.test(image.contentType ?? "");
  const fallback: Record<string, string | number> = isJpeg ? { fm: "jpg", q: QUALITY.jpg } : {};
  const srcWidth = [...widths].reverse().find((w) => w <= 960) ?? widths[0]!;
  return {
    src: withParams(url, { ...fallback, w: srcWidth }),
    srcSet: srcSet(fallback),
    sources: [
      { type: "image/avif", srcSet: srcSet({ fm: "avif", q: QUALITY.avif }) },
      { type: "image/webp", srcSet: srcSet({ fm: "webp", q: QUALITY.webp }) },
    ],
  };
}
