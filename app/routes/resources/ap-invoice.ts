// GET /documents/ap/:token (issue #26): the invoice, for the district's accounts payable named at checkout, by
// the signed link emailed to them — no account needed. An altered, expired or unknown link answers 404.
import { data } from "react-router";
import type { Route } from "./+types/ap-invoice";
import { cloudflareContext, requestContext } from "~/context";
import { quoteOfApLink } from "~/lib/commerce/ap-links.server";
import { invoiceFile, pdfDownload } from "~/lib/commerce/documents.server";
import { quoteById } from "~/lib/commerce/quotes.server";
import { methodNotAllowed } from "~/lib/edge/methods.server";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  const quoteId = await quoteOfApLink(context.get(requestContext).config.sessionSecret, params.token, new Date());
  const quote = quoteId ? await quoteById(env.DB, quoteId) : null;
  const file = quote ? await invoiceFile(env, quote) : null;
  if (!file) throw data("Not found", { status: 404 });
  return pdfDownload(file.body, file.filename);
}

/** GET only: a post says so (a resource route has no error page to explain a bare 405). */
export function action() {
  return methodNotAllowed("GET");
}
