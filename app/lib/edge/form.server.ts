// Reading request bodies safely: a byte cap, and a clear 4xx for anything that isn’t a form (or JSON, for the APIs).
import { data } from "react-router";
import type { z } from "zod";
import { formResult, parseForm, UNKNOWN_FORM } from "~/domain/form-errors";
import { securityEvent } from "../platform/security-log.server";

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

/**
 * Reads and drops what a handler left unread of a request's body (past FORM_DRAIN_BYTES, it is cut). An
 * answer given before the body is read — a redirect to sign in, a refused cross-site post — otherwise
 * makes the server close a connection the client is still sending on, or is about to reuse: the client
 * sees a reset, not the answer.
 */
export async function drainUnreadBody(request: Request): Promise<void> {
  const body = request.body;
  if (!body || request.bodyUsed || body.locked) return;
  const reader = body.getReader();
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      total += value.byteLength;
      if (total > FORM_DRAIN_BYTES) return void (await reader.cancel());
    }
  } catch {
    // The client stopped sending: there is nothing left to drain.
  }
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
  let form: FormData;
  try {
    if (type.startsWith("application/x-www-form-urlencoded")) assertUtf8Urlencoded(body);
    form = await new Response(body, { headers: { "Content-Type": type } }).formData();
  } catch (error) {
    if (error instanceof FormRejected) throw error;
    throw new FormRejected(400, "We couldn’t read this form.");
  }
  // Bytes that aren't UTF-8 are decoded as U+FFFD; a form carrying them is not what its page sent.
  for (const [key, value] of form) if (key.includes("\uFFFD") || (typeof value === "string" && value.includes("\uFFFD"))) throw new FormRejected(400, UNREADABLE_TEXT);
  return form;
}

const UNREADABLE_TEXT = "This form has characters we couldn’t read. Please type your answers again and resend it.";
/** Decodes UTF-8 and throws on anything that isn't (an upload's text, a form's body). */
export const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/** A urlencoded body is UTF-8 text whose %-escapes decode to UTF-8: anything else is refused, not repaired. */
function assertUtf8Urlencoded(body: ArrayBuffer) {
  let text: string;
  try {
    text = strictUtf8.decode(body);
  } catch {
    throw new FormRejected(400, UNREADABLE_TEXT);
  }
  for (const pair of text.split("&")) {
    try {
      // A stray "%" not followed by two hex digits is kept as is by browsers' parsers; only bad UTF-8 is refused.
      decodeURIComponent(pair.replace(/\+/g, " ").replace(/%(?![0-9a-fA-F]{2})/g, "%25"));
    } catch {
      throw new FormRejected(400, UNREADABLE_TEXT);
    }
  }
}

/** Turns a rejected form into the page's error answer instead of a 500. */
function rejectedForm(error: unknown) {
  if (error instanceof FormRejected) return data(formResult("", { form: error.message }), { status: error.status });
  throw error;
}

/** An action's form, or the 4xx answer to return when it can't be read (a FormResult whose `errors.form` says why). */
export async function readFormOrReject(request: Request, maxBytes = MAX_FORM_BYTES): Promise<{ form: FormData } | { rejected: ReturnType<typeof rejectedForm> }> {
  try {
    return { form: await readForm(request, maxBytes) };
  } catch (error) {
    // No page of ours sends these: a client probing the input checks is on record.
    if (error instanceof FormRejected) await securityEvent("form.rejected", { status: error.status, reason: error.message }, { request });
    return { rejected: rejectedForm(error) };
  }
}

/**
 * A one-form page's post, read and parsed: its values, or the answer to return — an unreadable body's 4xx,
 * or the form's messages and typed values with a 400.
 */
export async function parsePost<S extends z.ZodType>(request: Request, schema: S, intent: string) {
  const read = await readFormOrReject(request);
  if ("rejected" in read) return { ok: false as const, response: read.rejected };
  const parsed = parseForm(schema, read.form);
  if (!parsed.ok) return { ok: false as const, response: data(formResult(intent, parsed.errors, parsed.values), { status: 400 }) };
  return { ok: true as const, data: parsed.data, form: read.form };
}

/**
 * The action of a page with several forms: each form's `intent` picks its handler. An unreadable body gets
 * its 4xx, and an intent the page has no form for (a stale page, a tampered post) the stale-form message.
 */
export async function actionByIntent<H extends Record<string, (form: FormData) => Promise<unknown>>>(request: Request, handlers: H) {
  const read = await readFormOrReject(request);
  if ("rejected" in read) return read.rejected;
  const intent = read.form.get("intent");
  const handler = typeof intent === "string" && Object.hasOwn(handlers, intent) ? handlers[intent] : undefined;
  if (!handler) return data(formResult("", { form: UNKNOWN_FORM }), { status: 400 });
  return (await handler(read.form)) as Awaited<ReturnType<H[keyof H]>>;
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
    // As for forms: a moderately oversized body is read to its end before the 413, so the client gets the
    // answer rather than a reset connection.
    raw = await readAtMost(request, maxBytes, { drainUpTo: Math.max(maxBytes, FORM_DRAIN_BYTES) }).then((bytes) => strictUtf8.decode(bytes));
  } catch (error) {
    if (error instanceof FormRejected) return { ok: false, response: data({ error: "Payload too large" }, { status: 413 }) };
    // JSON is UTF-8 (RFC 8259): bytes that aren't are refused rather than replaced with U+FFFD.
    if (error instanceof TypeError) return { ok: false, response: data({ error: "Invalid JSON: the body is not UTF-8" }, { status: 400 }) };
    throw error;
  }
  try {
    return { ok: true, raw, body: JSON.parse(raw) as unknown };
  } catch {
    return { ok: false, response: data({ error: "Invalid JSON" }, { status: 400 }) };
  }
}
