// /checkout (issue #10 §4, #11 §1): signed-in only; the billing details (school or organisation, contact,
// address, US state), then Pay by card (→ /card-payment → the hosted card page) or, on /checkout?for=quote,
// Request a quote (a quote of the cart, valid 60 days, in My Order and by email). Each is its own form (issue
// #27): the quote request is a WebMCP tool an AI agent may fill; the payment form never is.
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/checkout";
import { RATE_LIMITS } from "~/domain/rate-limits";
import { withinRateLimit } from "~/lib/platform/rate-limit.server";
import { PageHero } from "~/components/sections/page-hero";
import { Field, FormMessage, TextField } from "~/components/ui/form-field";
import { brand } from "~/config/site";
import { checkoutFormSchema } from "~/domain/billing";
import { cartTotals, isQuoteCheckout, QUOTE_CHECKOUT } from "~/domain/shop";
import { AGENT_TOOLS } from "~/copy/agent-tools";
import { formResult, parseForm, UNKNOWN_FORM } from "~/domain/form-errors";
import { OPEN_ORDERS_MESSAGE } from "~/domain/order-limits";
import { formatUsd } from "~/domain/pricing";
import { DEFAULT_US_STATE, US_STATES } from "~/domain/us-states";
import { cloudflareContext, requestContext } from "~/context";
import { requireAccount, requireAccountWith } from "~/lib/accounts/auth.server";
import { accountCartOwner, cartLines, cartLinesOf, cartOwnerForRead, cartRowsRead } from "~/lib/commerce/cart.server";
import { readFormOrReject } from "~/lib/edge/form.server";
import { openCardOrder } from "~/lib/commerce/card-orders.server";
import { lastBillingRead } from "~/lib/commerce/orders.server";
import { requestQuote } from "~/lib/commerce/quotes.server";
import { cardPaymentsAvailable, paymentsFor } from "~/lib/commerce/payments/payments.server";
import { pageMeta } from "~/lib/content/seo";
import { AccountActionsSection } from "~/components/account/account-actions";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  // The cart and the last billing details in one D1 batch, with the session's read and the header's (decision 0047).
  const { DB } = context.get(cloudflareContext).env;
  const {
    account,
    views: [rows, last],
  } = await requireAccountWith(context, request, (user) => [cartRowsRead(DB, accountCartOwner(user.id)), lastBillingRead(DB, user.id)]);
  const lines = await cartLinesOf(context, rows);
  if (lines.length === 0) throw redirect("/cart");
  return {
    lines,
    totals: cartTotals(lines),
    cardAvailable: cardPaymentsAvailable(context),
    // Come from a product page's Request a quote: the quote is the step to take (issue #25).
    forQuote: isQuoteCheckout(url),
    billing: last ?? { organisation: account.user.organisation ?? "", contactName: account.user.name, email: account.user.email, state: DEFAULT_US_STATE },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const account = await requireAccount(context, request);
  const read = await readFormOrReject(request);
  if ("rejected" in read) return read.rejected;
  const intent = String(read.form.get("intent") ?? "");
  if (intent !== "pay-card" && intent !== "request-quote") return data(formResult(intent, { form: UNKNOWN_FORM }), { status: 400 });
  const parsed = parseForm(checkoutFormSchema, read.form);
  const { values } = parsed;
  if (!parsed.ok) return data(formResult(intent, parsed.errors, values), { status: 400 });
  const { intent: chosen, ...billing } = parsed.data;
  if (chosen === "request-quote") {
    const lines = await cartLines(context, await cartOwnerForRead(context, request, account));
    if (lines.length === 0) throw redirect("/cart");
    if (!(await withinRateLimit(context.get(cloudflareContext).env, "quote-request", account.user.id, RATE_LIMITS.quoteRequestPerAccount))) {
      return data(formResult(chosen, { form: "You have requested many quotes in the last hour. Please wait a while, or write to us and we’ll prepare the quote for you." }, values), { status: 429 });
    }
    const { quote, emailed } = await requestQuote(context.get(cloudflareContext).env, account, lines, billing, context.get(requestContext).config.siteOrigin);
    throw redirect(`/account/my-order?done=${emailed ? "quote-requested" : "quote-ready"}#quote-${quote.id}`);
  }
  const payments = paymentsFor(context);
  if (!payments) return data(formResult(chosen, { form: "Card payment is not available at the moment. Please request a quote instead, or try again later." }, values), { status: 503 });
  const lines = await cartLines(context, await cartOwnerForRead(context, request, account));
  if (lines.length === 0) throw redirect("/cart");
  // The same cart and billing answer the open order made before; a buyer with too many unpaid ones is told so.
  const order = await openCardOrder(context.get(cloudflareContext).env.DB, account.user.id, lines, billing, payments.provider);
  if (!order.opened) return data(formResult(chosen, { form: OPEN_ORDERS_MESSAGE }, values), { status: 409 });
  throw redirect(`/card-payment?order=${order.id}`);
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { lines, totals, cardAvailable, forQuote } = loaderData;
  // Without card payment, a quote is the only way to order.
  const quoteMode = forQuote || !cardAvailable;
  // What each field holds, for an AI agent filling the quote request (never the payment form).
  const agent = quoteMode ? AGENT_TOOLS.quoteRequest.params : null;
  const errors: Record<string, string | undefined> = actionData?.errors ?? {};
  const values: Record<string, string | undefined> = actionData && "values" in actionData ? actionData.values : loaderData.billing;
  const describedBy = (name: string) => (errors[name] ? `${name}-error` : undefined);
  return (
    <>
      <PageHero
        eyebrow="K-12 curriculum"
        title="Checkout"
        lines={[
          quoteMode
            ? "Fill in who the licenses are for, then choose Request a quote: your quote is ready at once, as a PDF valid for 60 days, to send to your purchasing office."
            : "Who the licenses are for, then pay by card: the licenses are ready as soon as the card is accepted.",
        ]}
      />
      <section className="page-section narrow" aria-labelledby="order-summary-title">
        <h2 id="order-summary-title">Your order</h2>
        <ul className="summary-lines">
          {lines.map((line) => (
            <li key={line.slug}>
              {line.title}: {line.quantity} {line.quantity === 1 ? "teacher" : "teachers"} × {formatUsd(line.unitCents)}
            </li>
          ))}
        </ul>
        <p>
          <strong>Total: {formatUsd(totals.totalCents)}</strong> for {totals.licences} {totals.licences === 1 ? "license" : "licenses"}. <Link to="/cart">Change the cart</Link>
        </p>
      </section>
      <section className="page-section narrow" aria-labelledby="billing-title">
        <h2 id="billing-title">Billing details</h2>
        <FormMessage error={errors.form} />
        {/* One purpose per form: the quote request is a tool an AI agent may fill (WebMCP); paying never is. */}
        <Form method="post" className="stack-form" noValidate {...(quoteMode ? { toolname: AGENT_TOOLS.quoteRequest.toolname, tooldescription: AGENT_TOOLS.quoteRequest.tooldescription } : {})}>
          <input type="hidden" name="intent" value={quoteMode ? "request-quote" : "pay-card"} />
          <TextField name="organisation" label="School or organization" toolparamdescription={agent?.organisation} autoComplete="organization" required maxLength={120} defaultValue={values.organisation ?? ""} error={errors.organisation} />
          <TextField name="contactName" label="Contact name" toolparamdescription={agent?.contactName} autoComplete="name" required maxLength={100} defaultValue={values.contactName ?? ""} error={errors.contactName} />
          <TextField name="email" label={quoteMode ? "Email for the quote" : "Email for the receipt"} toolparamdescription={agent?.email} type="email" autoComplete="email" required maxLength={254} defaultValue={values.email ?? ""} error={errors.email} />
          <TextField
            name="apEmail"
            label="Accounts-payable email (optional)"
            toolparamdescription={agent?.apEmail}
            type="email"
            autoComplete="off"
            maxLength={254}
            hint="If your district's accounts payable pays the invoice, we send it to them too, with a link that needs no account."
            defaultValue={values.apEmail ?? ""}
            error={errors.apEmail}
          />
          <TextField name="address" label="Street address" autoComplete="street-address" required maxLength={200} defaultValue={values.address ?? ""} error={errors.address} />
          <TextField name="city" label="City" autoComplete="address-level2" required maxLength={100} defaultValue={values.city ?? ""} error={errors.city} />
          <Field id="state" label="State" error={errors.state}>
            <select id="state" name="state" autoComplete="address-level1" defaultValue={values.state ?? DEFAULT_US_STATE} aria-invalid={errors.state ? true : undefined} aria-describedby={describedBy("state")}>
              {US_STATES.map((state) => (
                <option key={state} value={state}>
                  {state}
                </option>
              ))}
            </select>
          </Field>
          <TextField name="zip" label="ZIP code" autoComplete="postal-code" inputMode="numeric" required maxLength={10} defaultValue={values.zip ?? ""} error={errors.zip} />
          <div className="button-row">
            <button type="submit" className="button button-primary">
              {quoteMode ? "Request a quote" : "Pay by card"}
            </button>
          </div>
        </Form>
      </section>
      <section className="page-section narrow" aria-label="For your purchasing office">
        <p>
          {quoteMode ? (
            cardAvailable ? (
              <>
                Rather pay now? <Link to="/checkout">Pay by card instead</Link>: the licenses are ready as soon as the card is accepted.
              </>
            ) : (
              "Card payment is not available at the moment: a quote is the way to order today."
            )
          ) : (
            <>
              Paying by Purchase Order? <Link to={QUOTE_CHECKOUT}>Request a quote instead</Link>: a PDF valid for 60 days for your purchasing office, ready at once.
            </>
          )}
        </p>
        <p>
          Setting us up as a vendor? Our W-9, certificate of insurance, accessibility report and data-privacy documents are on the <Link to="/vendor-information">vendor information</Link> page.
        </p>
      </section>
      <AccountActionsSection />
    </>
  );
}

export const meta: Route.MetaFunction = () => pageMeta({ title: `Checkout | ${brand.name}`, description: "Billing details and payment for your curriculum licenses.", path: "/checkout", noindex: true });
