// The Purchase Order upload (issue #11 §1; ASVS 5.0 V5): a PO number and the PO as a PDF, read and checked by
// edge/pdf-upload.server (a byte cap of 10 MB plus the form's overhead; named .pdf, typed application/pdf,
// starting with %PDF-); it is stored in R2 under a key the server makes, never under the client's name. Then the quote moves to Pending Approval
// and staff are told. A refused upload leaves the quote as it was.
import { z } from "zod";
import { brand } from "~/config/site";
import { purchaseOrderEmails } from "~/copy/emails/purchase-order";
import { MAX_PO_BYTES, PO_NUMBER_PATTERN } from "~/domain/quote-order";
import type { SignedIn } from "~/domain/account";
import { pdfOf, readPdfForm } from "../edge/pdf-upload.server";
import { getConfig } from "../platform/env.server";
import { enqueue } from "../platform/outbox.server";
import { withinRateLimit } from "../platform/rate-limit.server";
import { RATE_LIMITS } from "~/domain/rate-limits";
import { parseForm, type FormErrors } from "~/domain/form-errors";
import { applyQuoteEvent } from "./quote-events.server";
import type { QuoteView } from "./quotes.server";

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

type Result = { ok: true } | { ok: false; status: 400 | 409 | 413 | 415 | 429; errors: FormErrors; poNumber: string };

export async function submitPurchaseOrder(env: Env, account: SignedIn, quote: QuoteView, request: Request): Promise<Result> {
  const refuse = (status: 400 | 409 | 413 | 415 | 429, errors: FormErrors, poNumber = ""): Result => ({ ok: false, status, errors, poNumber: poNumber.slice(0, 40) });
  const read = await readPdfForm(request, MAX_PO_BYTES, MESSAGES);
  if (!("form" in read)) return refuse(read.status, read.field === "file" ? { poFile: read.message } : { form: read.message });
  const { form } = read;
  // A doubled field is a tampered form (which number or file would staff be approving?): parseForm refuses it.
  const number = parseForm(poFormSchema, form);
  const typed = number.values.poNumber ?? "";
  const errors: FormErrors = number.ok ? {} : { ...number.errors };
  const pdf = errors.poFile ? null : await pdfOf(form.get("poFile"), MAX_PO_BYTES, MESSAGES);
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
