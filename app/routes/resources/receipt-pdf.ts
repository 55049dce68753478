// GET /documents/receipts/:id (issue #26): a paid card order's itemised receipt, as a PDF download. Only its
// buyer gets it; another buyer's order, one not paid, or one paid by invoice (its invoice is the document)
// answers 404.
import { data } from "react-router";
import type { Route } from "./+types/receipt-pdf";
import { cloudflareContext } from "~/context";
import { requireAccount } from "~/lib/accounts/auth.server";
import { pdfDownload, receiptPdf } from "~/lib/commerce/documents.server";
import { orderOf } from "~/lib/commerce/orders.server";
import { methodNotAllowed } from "~/lib/edge/methods.server";
import { exemptionOf } from "~/lib/commerce/tax-exemptions.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user } = await requireAccount(context, request);
  const order = await orderOf(context.get(cloudflareContext).env.DB, user.id, params.id);
  if (!order || order.status !== "paid" || !order.paidAt || order.invoiceNumber) throw data("Not found", { status: 404 });
  const exemption = await exemptionOf(context.get(cloudflareContext).env.DB, user.id);
  return pdfDownload(await receiptPdf({ ...order, paidAt: order.paidAt }, { exemptSince: exemption?.uploadedAt }), `Receipt-${order.number}.pdf`);
}

/** GET only: a post says so (a resource route has no error page to explain a bare 405). */
export function action() {
  return methodNotAllowed("GET");
}
