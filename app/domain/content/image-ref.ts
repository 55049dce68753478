// A picture as pages render it: the asset's address, its text alternative and, when the content service
// knows them, its size (so the page reserves the space: no layout shift). The content adapter makes them
// from assets (app/lib/content.server.ts); cards, sections and the hot site show them.
// For a raster picture Contentful's Images API serves, the content adapter adds what the browser should
// fetch (images-api.ts, worked out on the server so no page ships that code): `url` at a width the layouts
// need, `srcSet` in the original format and `sources` in AVIF and WebP.
export type ImageRef = {
  url: string;
  alt: string;
  width?: number;
  height?: number;
  srcSet?: string;
  sources?: Array<{ type: "image/avif" | "image/webp"; srcSet: string }>;
};
