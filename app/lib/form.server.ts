// Reading request bodies safely: a byte cap, and a clear 4xx for anything that isn’t a form (or JSON, for the APIs).
import { data } from "react-router";

export const MAX_FORM_BYTES = 16 * 1024;
/**
 * An oversized form up to this size is read to its end (and dropped) before the 413: answering while the
 * browser is still sending makes the connection reset instead of showing the message. Beyond it, cut.
 */
const FORM_DRAIN_BYTES = 2 * 1024 * 1024;

export class FormRejected extends Error {
  constructor(public readonly status: 400 | 413 | 415, message: string) {
    super(message);
  }
}

/**
 * Reads the body but keeps nothing past the cap, so a body without (or lying about) Content-Length can't
 * exhaust memory. Past the cap the answer is a 413; with `drainUpTo`, the rest of a moderately oversized
 * body (a large file upload) is read and dropped first, so the browser gets the page with the message
 * rather than a reset connection, and a body past `drainUpTo` is cut off.
 */
export async function readAtMost(request: Request, maxBytes: number, { drainUpTo = maxBytes }: { drainUpTo?: number } = {}): Promise<ArrayBuffer> {
  const reader = request.body?.getReader();
  if (!reader) return new ArrayBuffer(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > drainUpTo) {
      await reader.cancel();
      throw new FormRejected(413, "This form is too large.");
    }
    if (total <= maxBytes) chunks.push(value);
  }
  if (total > maxBytes) throw new FormRejected(413, "This form is too large.");
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body.buffer;
}

export async function readForm(request: Request, maxBytes = MAX_FORM_BYTES): Promise<FormData> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!type.startsWith("application/x-www-form-urlencoded") && !type.startsWith("multipart/form-data")) {
    throw new FormRejected(415, "Send this form as a web form.");
  }
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  const drainUpTo = Math.max(maxBytes, FORM_DRAIN_BYTES);
  if (declared > drainUpTo) throw new FormRejected(413, "This form is too large.");
  const body = await readAtMost(request, maxBytes, { drainUpTo });
  try {
    return await new Response(body, { headers: { "Content-Type": type } }).formData();
  } catch {
    throw new FormRejected(400, "We couldn’t read this form.");
  }
}

/** Turns a rejected form into the page's error answer instead of a 500. */
function rejectedForm(error: unknown) {
  if (error instanceof FormRejected) return data({ formError: error.message }, { status: error.status });
  throw error;
}

/** An action's form, or the 4xx answer to return when it can't be read (`{ formError }` for the page). */
export async function readFormOrReject(request: Request): Promise<{ form: FormData } | { rejected: ReturnType<typeof rejectedForm> }> {
  try {
    return { form: await readForm(request) };
  } catch (error) {
    return { rejected: rejectedForm(error) };
  }
}

/**
 * A JSON request body for the API endpoints (webhooks, the backend contract), read under a byte cap.
 * `raw` is the exact text (signatures are computed over it); anything unreadable is a 4xx answer.
 */
export async function readJsonBody(
  request: Request,
  maxBytes: number,
): Promise<{ ok: true; raw: string; body: unknown } | { ok: false; response: ReturnType<typeof data> }> {
  let raw: string;
  try {
    raw = new TextDecoder().decode(await readAtMost(request, maxBytes));
  } catch (error) {
    if (error instanceof FormRejected) return { ok: false, response: data({ error: "Payload too large" }, { status: 413 }) };
    throw error;
  }
  try {
    return { ok: true, raw, body: JSON.parse(raw) as unknown };
  } catch {
    return { ok: false, response: data({ error: "Invalid JSON" }, { status: 400 }) };
  }
}
