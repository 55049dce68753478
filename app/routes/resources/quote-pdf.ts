// GET /documents/quotes/:id: the buyer's quote as a PDF download (issue #11 §1). Only its buyer gets it;
// any other id answers 404.
import { data } from "react-router";
import type { Route } from "./+types/quote-pdf";
import { cloudflareContext } from "~/context";
import { requireAccount } from "~/lib/accounts/auth.server";
import { pdfDownload, quotePdf } from "~/lib/commerce/documents.server";
import { quoteOf } from "~/lib/commerce/quotes.server";
import { methodNotAllowed } from "~/lib/edge/methods.server";
import { exemptionOf } from "~/lib/commerce/tax-exemptions.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user } = await requireAccount(context, request);
  const quote = await quoteOf(context.get(cloudflareContext).env.DB, user.id, params.id);
  if (!quote) throw data("Not found", { status: 404 });
  const exemption = await exemptionOf(context.get(cloudflareContext).env.DB, user.id);
  return pdfDownload(await quotePdf(quote, { exemptSince: exemption?.uploadedAt }), `${quote.number}.pdf`);
}

/** GET only: a post says so (a resource route has no error page to explain a bare 405). */
export function action() {
  return methodNotAllowed("GET");
}
