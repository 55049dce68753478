// /purchase-order-payment (spec §4 step 3, issue #11 §1): with ?quote=<id> of the signed-in buyer's, the
// Purchase Order step — the PO number and the PO as a PDF, a multipart form that works without
// JavaScript; the order then shows Pending Approval. Without a quote, what a Purchase Order needs.
import { data, Form, Link, redirect } from "react-router";
import { formResult } from "~/domain/form-errors";
import type { Route } from "./+types/purchase-order-payment";
import { PageHero } from "~/components/sections/page-hero";
import { PageSections } from "~/components/sections/page-sections";
import { Field, FormMessage, TextField } from "~/components/ui/form-field";
import { brand } from "~/config/site";
import { cloudflareContext } from "~/context";
import { purchaseOrderInfo } from "~/copy/purchase-order-info";
import { formatUsd } from "~/domain/pricing";
import { MAX_PO_BYTES, PO_REVIEW_DAYS, STATUS_FLAGS } from "~/domain/quote-order";
import { formatLongDate } from "~/domain/shop";
import { requireAccount } from "~/lib/accounts/auth.server";
import { contentFor } from "~/lib/content/content.server";
import { sendSections } from "~/lib/content/page-sections.server";
import { submitPurchaseOrder } from "~/lib/commerce/purchase-orders.server";
import { quoteOf } from "~/lib/commerce/quotes.server";
import { pageMeta } from "~/lib/content/seo";
import { AccountActionsSection } from "~/components/account/account-actions";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

async function buyersQuote(context: Route.LoaderArgs["context"], request: Request, id: string) {
  const account = await requireAccount(context, request);
  const quote = await quoteOf(context.get(cloudflareContext).env.DB, account.user.id, id);
  if (!quote) throw data(null, { status: 404 });
  return { account, quote };
}

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const id = url.searchParams.get("quote");
  if (!id) return { kind: "info" as const, sections: await sendSections(context, contentFor(context), purchaseOrderInfo.sections) };
  const { quote } = await buyersQuote(context, request, id);
  return {
    kind: "quote" as const,
    quote: {
      id: quote.id,
      number: quote.number,
      display: quote.display,
      total: formatUsd(quote.totalCents),
      validUntil: formatLongDate(quote.validUntil),
      poDeclineReason: quote.poDeclineReason,
      items: quote.items.map((item) => `${item.title}: ${item.quantity} ${item.quantity === 1 ? "teacher" : "teachers"}`),
    },
  };
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const { account, quote } = await buyersQuote(context, request, url.searchParams.get("quote") ?? "");
  const result = await submitPurchaseOrder(context.get(cloudflareContext).env, account, quote, request);
  if (!result.ok) return data(formResult("purchase-order", result.errors, { poNumber: result.poNumber }), { status: result.status });
  throw redirect(`/account/my-order?done=po-sent#quote-${quote.id}`);
}

export default function PurchaseOrderPayment({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === "info") return <PageSections sent={loaderData.sections} />;
  const { quote } = loaderData;
  const errors: Record<string, string | undefined> = actionData?.errors ?? {};
  const open = quote.display === "quote";
  return (
    <>
      <PageHero eyebrow={`Quote ${quote.number}`} title="Add your Purchase Order" lines={[`${quote.total}, valid until ${quote.validUntil}. Our staff review Purchase Orders within ${PO_REVIEW_DAYS}.`]} />
      <section className="page-section narrow" aria-labelledby="po-title">
        <h2 id="po-title">Purchase Order for quote {quote.number}</h2>
        <ul className="summary-lines">
          {quote.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <FormMessage error={quote.poDeclineReason ? `Our staff could not accept the previous Purchase Order: ${quote.poDeclineReason}` : undefined} />
        {open ? (
          <Form method="post" encType="multipart/form-data" className="stack-form" noValidate>
            <FormMessage error={errors.form} />
            <TextField name="poNumber" label="PO number" hint="As it appears on your Purchase Order: letters, digits, spaces and - / . (up to 40)." required maxLength={40} defaultValue={actionData?.values.poNumber ?? ""} error={errors.poNumber} />
            <Field id="poFile" label="Purchase Order (PDF, up to 10 MB)" error={errors.poFile}>
              <input id="poFile" name="poFile" type="file" accept="application/pdf,.pdf" required aria-invalid={errors.poFile ? true : undefined} aria-describedby={errors.poFile ? "poFile-error" : undefined} data-max-bytes={MAX_PO_BYTES} />
            </Field>
            <button type="submit" className="button button-primary">
              Send the Purchase Order
            </button>
          </Form>
        ) : (
          <p>
            This quote is <strong>{STATUS_FLAGS[quote.display].label}</strong>: {quote.display === "expired" ? "please request a new quote from your cart." : "there is no Purchase Order to add."}{" "}
            <Link to="/account/my-order">See My Order</Link>
          </p>
        )}
      </section>
      <AccountActionsSection />
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.kind === "quote"
    ? pageMeta({ title: `Add your Purchase Order | ${brand.name}`, description: "The PO number and the Purchase Order as a PDF.", path: "/purchase-order-payment", noindex: true })
    : pageMeta({ title: purchaseOrderInfo.title, description: purchaseOrderInfo.description, path: purchaseOrderInfo.path });
