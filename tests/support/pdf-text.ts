// The text of a PDF the site makes with pdf-lib (standard fonts, WinAnsi): each page's content stream
// inflated, its strings (`<hex> Tj`) decoded, in drawing order, one string a line. Enough to test what a
// document says and in which order, without a PDF library in the tests.
import { inflateSync } from "node:zlib";

export type PdfPage = { lines: string[] };

/** Every stream of the file, inflated (those that aren't Flate-compressed are left out). */
function inflatedStreams(bytes: Uint8Array): string[] {
  const raw = Buffer.from(bytes);
  const out: string[] = [];
  let at = 0;
  for (;;) {
    const start = raw.indexOf("stream", at, "latin1");
    if (start < 0) break;
    const body = start + "stream".length + (raw[start + 6] === 0x0d ? 2 : 1);
    const end = raw.indexOf("endstream", body, "latin1");
    at = end + "endstream".length;
    try {
      out.push(inflateSync(raw.subarray(body, end)).toString("latin1"));
    } catch {
      // not a Flate stream
    }
  }
  return out;
}

export function pdfPages(bytes: Uint8Array): PdfPage[] {
  const latin = new TextDecoder("windows-1252");
  // A page's content stream draws text; object streams and fonts don't.
  return inflatedStreams(bytes)
    .filter((content) => /\bTj\b/.test(content))
    .map((content) => ({ lines: [...content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((m) => latin.decode(Buffer.from(m[1]!, "hex"))) }));
}

/** All of a PDF's text, one string a line, pages in order. */
export const pdfLines = (bytes: Uint8Array) => pdfPages(bytes).flatMap((p) => p.lines);

/** The /MediaBox of every page (points), from the page dictionaries in the file or its object streams. */
export function pdfPageSizes(bytes: Uint8Array): Array<[number, number]> {
  const text = [Buffer.from(bytes).toString("latin1"), ...inflatedStreams(bytes)].join("\n");
  return [...text.matchAll(/\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/g)].map((m) => [Number(m[1]), Number(m[2])]);
}
