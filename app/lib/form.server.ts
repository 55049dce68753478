// Reading a form post safely: a size cap and a clear 4xx for anything that isn't a form.
import { data } from "react-router";

export const MAX_FORM_BYTES = 16 * 1024;

export class FormRejected extends Error {
  constructor(public readonly status: 400 | 413 | 415, message: string) {
    super(message);
  }
}

export async function readForm(request: Request, maxBytes = MAX_FORM_BYTES): Promise<FormData> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!type.startsWith("application/x-www-form-urlencoded") && !type.startsWith("multipart/form-data")) {
    throw new FormRejected(415, "Send this form as a web form.");
  }
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > maxBytes) throw new FormRejected(413, "This form is too large.");
  const body = await request.arrayBuffer();
  if (body.byteLength > maxBytes) throw new FormRejected(413, "This form is too large.");
  try {
    return await new Response(body, { headers: { "Content-Type": type } }).formData();
  } catch {
    throw new FormRejected(400, "We couldn’t read this form.");
  }
}

/** Turns a rejected form into the page's error answer instead of a 500. */
export function rejectedForm(error: unknown) {
  if (error instanceof FormRejected) return data({ formError: error.message }, { status: error.status });
  throw error;
}
