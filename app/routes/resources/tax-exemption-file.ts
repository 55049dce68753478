// GET /documents/tax-exemption (issue #26): the buyer's own exemption certificate, as a download; none on
// file answers 404.
import { data } from "react-router";
import type { Route } from "./+types/tax-exemption-file";
import { cloudflareContext } from "~/context";
import { requireAccount } from "~/lib/accounts/auth.server";
import { pdfDownload } from "~/lib/commerce/documents.server";
import { exemptionFile } from "~/lib/commerce/tax-exemptions.server";
import { methodNotAllowed } from "~/lib/edge/methods.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireAccount(context, request);
  const file = await exemptionFile(context.get(cloudflareContext).env, user.id);
  if (!file) throw data("Not found", { status: 404 });
  return pdfDownload(file.body, "tax-exemption-certificate.pdf");
}

/** GET only: a post says so (a resource route has no error page to explain a bare 405). */
export function action() {
  return methodNotAllowed("GET");
}
