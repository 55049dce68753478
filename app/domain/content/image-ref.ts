// A picture as pages render it: the asset's address, its text alternative and, when the content service
// knows them, its size (so the page reserves the space: no layout shift). The content adapter makes them
// from assets (app/lib/content.server.ts); cards, sections and the hot site show them.
// `contentType` (the asset's MIME type) tells whether Contentful's Images API can resize it (images-api.ts).
export type ImageRef = { url: string; alt: string; width?: number; height?: number; contentType?: string };
