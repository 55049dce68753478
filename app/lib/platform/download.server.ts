// How a file the site hands out leaves it (quotes, invoices, curriculum files): as a download, never shown
// in the site's origin (attachment, nosniff), private to its reader and kept by no cache on the way.
export function fileDownload(body: ReadableStream | Uint8Array, { contentType, filename, size }: { contentType: string; filename: string; size?: number }): Response {
  const headers = new Headers({
    "Content-Type": contentType,
    "Content-Disposition": `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]/g, "-")}"`,
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "private, no-store",
  });
  if (size !== undefined) headers.set("Content-Length", String(size));
  return new Response(body instanceof Uint8Array ? new Uint8Array(body) : body, { headers });
}
