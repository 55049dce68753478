// The Purchase Order upload (issue #11 §1; ASVS 5.0 V5): a PO number and the PO as a PDF. The body is read
// under a byte cap (past 10 MB plus the form's overhead nothing more is kept, and past four times that the
// stream is cut); the file must be named .pdf, typed application/pdf and start with %PDF-; it is stored in R2
// under a key the server makes, never under the client's name. Then the quote moves to Pending Approval
// and staff are told. A refused upload leaves the quote as it was.
import { z } from "zod";
import { brand } from "~/config/site";
import { purchaseOrderEmails } from "~/copy/emails/purchase-order";
import { MAX_PO_BYTES, PDF_MAGIC, PO_NUMBER_PATTERN } from "~/domain/quote-order";
import type { SignedIn } from "~/domain/account";
import { FormRejected, readAtMost } from "../edge/form.server";
import { getConfig } from "../platform/env.server";
import { enqueue } from "../platform/outbox.server";
import { withinRateLimit } from "../platform/rate-limit.server";
import { RATE_LIMITS } from "~/domain/rate-limits";
import { parseForm, type FormErrors } from "~/domain/form-errors";
import { applyQuoteEvent } from "./quote-events.server";
import type { QuoteView } from "./quotes.server";

/** The multipart envelope around the file (boundaries, headers, the PO number) stays well under this. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

const MESSAGES = {
  poNumber: "Enter the PO number: 1–40 letters, digits, spaces, - / or .",
  missingFile: "Choose the Purchase Order file (a PDF).",
  empty: "This file is empty. Choose the Purchase Order PDF.",
  notPdf: "Upload the Purchase Order as a PDF file.",
  tooLarge: "The Purchase Order must be a PDF of at most 10 MB.",
  notMultipart: "Send the Purchase Order with the form on this page.",
  tooMany: "You have uploaded many Purchase Orders in the last hour. Please wait a while before sending another, or write to us.",
} as const;

// The file is read and checked below (size, name, type, magic bytes): zod sees the PO number.
const poFormSchema = z.object({ poNumber: z.string({ error: MESSAGES.poNumber }).trim().regex(PO_NUMBER_PATTERN, MESSAGES.poNumber) });

/** The uploaded file's bytes when it is a PDF within the limit (by name, type and magic bytes), or what is wrong with it. */
async function readPdf(file: FormDataEntryValue | null): Promise<{ bytes: Uint8Array } | { error: string }> {
  if (!(file instanceof File) || file.name === "") return { error: MESSAGES.missingFile };
  if (file.size === 0) return { error: MESSAGES.empty };
  if (file.size > MAX_PO_BYTES) return { error: MESSAGES.tooLarge };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const magic = new TextDecoder().decode(bytes.subarray(0, PDF_MAGIC.length));
  if (!/\.pdf$/i.test(file.name) || file.type !== "application/pdf" || magic !== PDF_MAGIC) return { error: MESSAGES.notPdf };
  return { bytes };
}

type Result = { ok: true } | { ok: false; status: 400 | 409 | 413 | 415 | 429; errors: FormErrors; poNumber: string };

export async function submitPurchaseOrder(env: Env, account: SignedIn, quote: QuoteView, request: Request): Promise<Result> {
  const refuse = (status: 400 | 409 | 413 | 415 | 429, errors: FormErrors, poNumber = ""): Result => ({ ok: false, status, errors, poNumber: poNumber.slice(0, 40) });
  const type = request.headers.get("Content-Type") ?? "";
  if (!type.startsWith("multipart/form-data")) return refuse(415, { form: MESSAGES.notMultipart });
  let body: ArrayBuffer;
  try {
    body = await readAtMost(request, MAX_PO_BYTES + FORM_OVERHEAD_BYTES, { drainUpTo: 4 * (MAX_PO_BYTES + FORM_OVERHEAD_BYTES) });
  } catch (error) {
    if (error instanceof FormRejected) return refuse(413, { poFile: MESSAGES.tooLarge });
    throw error;
  }
  let form: FormData;
  try {
    form = await new Request("https://form.invalid/", { method: "POST", headers: { "Content-Type": type }, body }).formData();
  } catch {
    return refuse(400, { form: MESSAGES.notMultipart });
  }
  // A doubled field is a tampered form (which number or file would staff be approving?): parseForm refuses it.
  const number = parseForm(poFormSchema, form);
  const typed = number.values.poNumber ?? "";
  const errors: FormErrors = number.ok ? {} : { ...number.errors };
  const pdf = errors.poFile ? null : await readPdf(form.get("poFile"));
  if (pdf && "error" in pdf) errors.poFile = pdf.error;
  const bytes = pdf && "bytes" in pdf ? pdf.bytes : null;
  if (Object.keys(errors).length > 0 || !number.ok || !bytes) return refuse(errors.poFile === MESSAGES.tooLarge ? 413 : 400, errors, typed);

  // Counted only for a valid upload: it is what is kept in R2 and reviewed by staff.
  if (!(await withinRateLimit(env, "purchase-order", account.user.id, RATE_LIMITS.purchaseOrderPerAccount))) return refuse(429, { form: MESSAGES.tooMany }, typed);
  const key = `purchase-orders/${quote.id}/${crypto.randomUUID()}.pdf`;
  await env.FILES.put(key, bytes, {
    httpMetadata: { contentType: "application/pdf" },
    customMetadata: { quote: quote.number, uploadedBy: account.user.id },
  });
  const applied = await applyQuoteEvent(env.DB, quote, { type: "submit_po", by: "buyer" }, "buyer", {
    set: { po_number: number.data.poNumber, po_key: key, po_uploaded_at: Date.now(), po_decline_reason: null },
    detail: `PO ${number.data.poNumber}`,
  });
  if (!applied.ok) {
    await env.FILES.delete(key);
    return refuse(409, { form: applied.reason }, typed);
  }
  await enqueue(env, {
    kind: "email",
    payload: {
      to: brand.email,
      ...purchaseOrderEmails.received(quote.billing.organisation ?? account.user.name, account.user.email, number.data.poNumber, quote.number, `${getConfig(env).siteOrigin}/staff/orders/${quote.id}`),
    },
  });
  return { ok: true };
}
