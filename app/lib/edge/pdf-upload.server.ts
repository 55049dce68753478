// A form that carries one PDF (a Purchase Order, a tax-exemption certificate; ASVS 5.0 V5): the body is read
// under a byte cap (past the file's limit plus the form's overhead nothing more is kept, and past four times
// that the stream is cut), and the file must be named .pdf, typed application/pdf and start with %PDF-.
// What is wrong is said in the caller's words, next to the file field or for the form.
import { PDF_MAGIC } from "~/domain/quote-order";
import { FormRejected, readAtMost } from "./form.server";

/** The multipart envelope around the file (boundaries, headers, the other fields) stays well under this. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

export type PdfMessages = { missingFile: string; empty: string; notPdf: string; tooLarge: string; notMultipart: string };

/** The form, or why it can't be read at all (not multipart, too large). */
export async function readPdfForm(request: Request, maxBytes: number, messages: PdfMessages): Promise<{ form: FormData } | { status: 400 | 413 | 415; field: "form" | "file"; message: string }> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!type.startsWith("multipart/form-data")) return { status: 415, field: "form", message: messages.notMultipart };
  let body: ArrayBuffer;
  try {
    body = await readAtMost(request, maxBytes + FORM_OVERHEAD_BYTES, { drainUpTo: 4 * (maxBytes + FORM_OVERHEAD_BYTES) });
  } catch (error) {
    if (error instanceof FormRejected) return { status: 413, field: "file", message: messages.tooLarge };
    throw error;
  }
  try {
    return { form: await new Request("https://form.invalid/", { method: "POST", headers: { "Content-Type": type }, body }).formData() };
  } catch {
    return { status: 400, field: "form", message: messages.notMultipart };
  }
}

/** The uploaded file's bytes when it is a PDF within the limit (by name, type and magic bytes), or what is wrong with it. */
export async function pdfOf(file: FormDataEntryValue | null, maxBytes: number, messages: PdfMessages): Promise<{ bytes: Uint8Array } | { error: string }> {
  if (!(file instanceof File) || file.name === "") return { error: messages.missingFile };
  if (file.size === 0) return { error: messages.empty };
  if (file.size > maxBytes) return { error: messages.tooLarge };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const magic = new TextDecoder().decode(bytes.subarray(0, PDF_MAGIC.length));
  if (!/\.pdf$/i.test(file.name) || file.type !== "application/pdf" || magic !== PDF_MAGIC) return { error: messages.notPdf };
  return { bytes };
}
