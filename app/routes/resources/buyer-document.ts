// GET /documents/invoices/:id, /documents/credit-notes/:id and /documents/purchase-orders/:id (issues #11, #26):
// the buyer's invoice, an overpaid invoice's credit note, and the Purchase Order they uploaded, as downloads. Only that buyer gets them (staff have their own links in
// the console); another buyer's id, or a document that doesn't exist yet, answers 404.
import { data } from "react-router";
import type { Route } from "./+types/buyer-document";
import { cloudflareContext } from "~/context";
import { requireAccount } from "~/lib/accounts/auth.server";
import { creditNoteFile, invoiceFile, pdfDownload, purchaseOrderFile } from "~/lib/commerce/documents.server";
import { quoteOf } from "~/lib/commerce/quotes.server";
import { methodNotAllowed } from "~/lib/edge/methods.server";

export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const { user } = await requireAccount(context, request);
  const { env } = context.get(cloudflareContext);
  const quote = await quoteOf(env.DB, user.id, params.id);
  const kind = url.pathname.split("/")[2];
  const file = quote ? await (kind === "invoices" ? invoiceFile(env, quote) : kind === "credit-notes" ? creditNoteFile(env, quote) : purchaseOrderFile(env, quote)) : null;
  if (!file) throw data("Not found", { status: 404 });
  return pdfDownload(file.body, file.filename);
}

/** GET only: a post says so (a resource route has no error page to explain a bare 405). */
export function action() {
  return methodNotAllowed("GET");
}
