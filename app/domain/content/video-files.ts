// A video and its captions from the files an entry links (issue #28): a landing's tutorials and a solution
// section link them as assets, told apart by their files' types. Pure.

/** An asset's file as the site serves it. */
export type LinkedFile = { url: string; contentType: string };

/** The first video among `files`, and the first WebVTT file as its captions (a missing asset is null). */
export function videoAndCaptions(files: ReadonlyArray<LinkedFile | null>): { video?: string; captions?: string } {
  const video = files.find((file) => file?.contentType.startsWith("video/"))?.url;
  const captions = files.find((file) => file?.contentType === "text/vtt")?.url;
  return { ...(video ? { video } : {}), ...(captions ? { captions } : {}) };
}
