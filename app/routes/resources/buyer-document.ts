// GET /documents/invoices/:id and /documents/purchase-orders/:id (issue #11): the buyer's invoice and the
// Purchase Order they uploaded, as downloads. Only that buyer gets them (staff have their own links in
// the console); another buyer's id, or a document that doesn't exist yet, answers 404.
import { data } from "react-router";
import type { Route } from "./+types/buyer-document";
import { cloudflareContext } from "~/context";
import { requireAccount } from "~/lib/accounts/auth.server";
import { invoiceFile, pdfDownload, purchaseOrderFile } from "~/lib/commerce/documents.server";
import { quoteOf } from "~/lib/commerce/quotes.server";
import { methodNotAllowed } from "~/lib/edge/methods.server";

export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const { user } = await requireAccount(context, request);
  const { env } = context.get(cloudflareContext);
  const quote = await quoteOf(env.DB, user.id, params.id);
  const file = quote ? await (url.pathname.startsWith("/documents/invoices/") ? invoiceFile(env, quote) : purchaseOrderFile(env, quote)) : null;
  if (!file) throw data("Not found", { status: 404 });
  return pdfDownload(file.body, file.filename);
}

/** GET only: a post says so (a resource route has no error page to explain a bare 405). */
export function action() {
  return methodNotAllowed("GET");
}
