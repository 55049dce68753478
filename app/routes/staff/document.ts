// GET /staff/orders/:id/purchase-order, …/invoice, …/credit-note and …/tax-exemption (issues #11 §3, #26): an order's
// documents for staff — the buyer's exemption certificate too — as downloads; each download is in the audit
// log. 404 to anyone but staff.
import { data } from "react-router";
import type { Route } from "./+types/document";
import { cloudflareContext } from "~/context";
import { creditNoteFile, invoiceFile, pdfDownload, purchaseOrderFile } from "~/lib/commerce/documents.server";
import { quoteById } from "~/lib/commerce/quotes.server";
import { exemptionFile } from "~/lib/commerce/tax-exemptions.server";
import { requireStaff } from "~/lib/staff/auth.server";
import { auditDownload } from "~/lib/staff/orders.server";
import { methodNotAllowed } from "~/lib/edge/methods.server";

export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const staff = await requireStaff(context, request);
  const { env } = context.get(cloudflareContext);
  const quote = await quoteById(env.DB, params.id);
  const last = url.pathname.slice(url.pathname.lastIndexOf("/") + 1);
  const kind = last === "invoice" ? "invoice" : last === "credit-note" ? "credit note" : last === "tax-exemption" ? "tax-exemption certificate" : "Purchase Order";
  const file = !quote
    ? null
    : kind === "invoice"
      ? await invoiceFile(env, quote)
      : kind === "credit note"
        ? await creditNoteFile(env, quote)
        : kind === "Purchase Order"
          ? await purchaseOrderFile(env, quote)
          : await exemptionFile(env, quote.userId).then((f) => f && { body: f.body, filename: `tax-exemption-${quote.number}.pdf` });
  if (!quote || !file) throw data("Not found", { status: 404 });
  await auditDownload(env.DB, staff, kind, quote);
  return pdfDownload(file.body, file.filename);
}

/** GET only: a post from staff says so (anyone else gets the 404 every /staff path gives them). */
export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(context, request);
  return methodNotAllowed("GET");
}
