// GET /documents/vendor/<file> and /documents/vendor/sole-source-letter?product=…&district=… (issue #26): the
// vendor pack's PDFs, for anyone (they hold nothing private): the school's signed W-9 and insurance certificate
// as uploaded, the rest made on request. An unknown file, level or a bad district name answers 404 or 400, as
// does a signed document not yet uploaded in production.
import { data } from "react-router";
import type { Route } from "./+types/vendor-document";
import { soleSourceSchema } from "~/domain/sole-source";
import { formatUsd } from "~/domain/pricing";
import { pdfDownload } from "~/lib/commerce/documents.server";
import { catalogProducts } from "~/lib/commerce/catalog.server";
import { isVendorFile, soleSourceLetter, vendorDocument } from "~/lib/commerce/vendor-documents.server";
import { cloudflareContext, requestContext } from "~/context";
import { contentFor } from "~/lib/content/content.server";
import { methodNotAllowed } from "~/lib/edge/methods.server";

export async function loader({ context, params, url }: Route.LoaderArgs) {
  if (url.pathname === "/documents/vendor/sole-source-letter") {
    const parsed = soleSourceSchema.safeParse({ product: url.searchParams.get("product") ?? undefined, district: url.searchParams.get("district") ?? undefined });
    if (!parsed.success) throw data(parsed.error.issues[0]?.message ?? "Choose a curriculum level and enter your district's name.", { status: 400 });
    const product = (await catalogProducts(contentFor(context))).get(parsed.data.product);
    if (!product) throw data("Not found", { status: 404 });
    const pdf = await soleSourceLetter({ ...product, price: formatUsd(product.unitCents) }, parsed.data.district);
    return pdfDownload(pdf, `sole-source-letter-${product.sku}.pdf`);
  }
  if (!isVendorFile(params.file)) throw data("Not found", { status: 404 });
  const file = await vendorDocument(context.get(cloudflareContext).env.FILES, params.file, context.get(requestContext).config.env === "production");
  if (!file) throw data("Not found", { status: 404 });
  return pdfDownload(file, params.file);
}

/** GET only: a post says so (a resource route has no error page to explain a bare 405). */
export function action() {
  return methodNotAllowed("GET");
}
