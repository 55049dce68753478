// A school's sales-tax exemption certificate (issue #26; decision 0049): a PDF uploaded by the buyer under
// the same rules as a Purchase Order (edge/pdf-upload.server), kept in R2 under a key the server makes, one per
// account (the newest replaces the one before, whose file is then deleted). Staff see it with the buyer's
// orders; quotes and invoices say the buyer is exempt while it is on file.
import { MAX_PO_BYTES } from "~/domain/quote-order";
import { RATE_LIMITS } from "~/domain/rate-limits";
import { pdfOf, readPdfForm } from "../edge/pdf-upload.server";
import { withinRateLimit } from "../platform/rate-limit.server";

const MESSAGES = {
  missingFile: "Choose your exemption certificate (a PDF).",
  empty: "This file is empty. Choose your exemption certificate as a PDF.",
  notPdf: "Upload the exemption certificate as a PDF file.",
  tooLarge: "The certificate must be a PDF of at most 10 MB.",
  notMultipart: "Send the certificate with the form on this page.",
} as const;

export type Exemption = { key: string; uploadedAt: Date };

export async function exemptionOf(db: D1Database, userId: string | null): Promise<Exemption | null> {
  if (!userId) return null;
  const row = await db.prepare("SELECT r2_key, uploaded_at FROM tax_exemptions WHERE user_id = ?").bind(userId).first<{ r2_key: string; uploaded_at: number }>();
  return row ? { key: row.r2_key, uploadedAt: new Date(row.uploaded_at) } : null;
}

export type UploadResult = { ok: true } | { ok: false; status: 400 | 413 | 415 | 429; field: "form" | "certificate"; message: string };

/** Keeps the buyer's certificate: checked, stored in R2, then recorded in place of any earlier one. */
export async function uploadExemption(env: Env, userId: string, request: Request): Promise<UploadResult> {
  const read = await readPdfForm(request, MAX_PO_BYTES, MESSAGES);
  if (!("form" in read)) return { ok: false, status: read.status, field: read.field === "file" ? "certificate" : "form", message: read.message };
  const pdf = await pdfOf(read.form.get("certificate"), MAX_PO_BYTES, MESSAGES);
  if ("error" in pdf) return { ok: false, status: pdf.error === MESSAGES.tooLarge ? 413 : 400, field: "certificate", message: pdf.error };
  if (!(await withinRateLimit(env, "tax-exemption", userId, RATE_LIMITS.taxExemptionPerAccount))) {
    return { ok: false, status: 429, field: "form", message: "You have uploaded many certificates in the last hour. Please wait a while, or write to us." };
  }
  const key = `tax-exemptions/${userId}/${crypto.randomUUID()}.pdf`;
  await env.FILES.put(key, pdf.bytes, { httpMetadata: { contentType: "application/pdf" }, customMetadata: { uploadedBy: userId } });
  const current = await env.DB.prepare(
    "INSERT INTO tax_exemptions (user_id, r2_key, uploaded_at) VALUES (?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET r2_key = excluded.r2_key, uploaded_at = excluded.uploaded_at RETURNING r2_key",
  )
    .bind(userId, key, Date.now())
    .first<string>("r2_key");
  // Earlier certificates' files go: every file of this buyer's but the one on record (two uploads at once
  // leave one on record and none behind).
  const listed = await env.FILES.list({ prefix: `tax-exemptions/${userId}/` });
  const stale = listed.objects.map((o) => o.key).filter((k) => k !== current);
  if (stale.length) await env.FILES.delete(stale);
  return { ok: true };
}

/** The certificate's file, for its buyer or for staff. */
export async function exemptionFile(env: Env, userId: string | null): Promise<{ body: ReadableStream; uploadedAt: Date } | null> {
  const exemption = await exemptionOf(env.DB, userId);
  const stored = exemption ? await env.FILES.get(exemption.key) : null;
  return stored && exemption ? { body: stored.body, uploadedAt: exemption.uploadedAt } : null;
}
