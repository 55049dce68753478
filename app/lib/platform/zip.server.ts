// A ZIP written as it is read (fflate's streaming Zip): entries are stored, not deflated — the site zips
// files that are compressed already (PDF, MP3) — and read one at a time, so memory holds one file.
import { Zip, ZipPassThrough } from "fflate";

export type ZipEntry = { name: string; read: () => Promise<Uint8Array> };

export function zipStream(entries: ZipEntry[]): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const zip = new Zip((error, chunk, final) => {
        if (error) return controller.error(error);
        controller.enqueue(chunk);
        if (final) controller.close();
      });
      try {
        for (const entry of entries) {
          const file = new ZipPassThrough(entry.name);
          zip.add(file);
          file.push(await entry.read(), true);
        }
        zip.end();
      } catch (error) {
        // A file that can't be read ends the download as failed rather than as a ZIP missing a file.
        console.error("[zip]", error);
        controller.error(error);
      }
    },
  });
}
