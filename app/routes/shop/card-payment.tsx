// /card-payment (issue #10 §4): the order to pay, and one button. The card itself is taken on the
// provider's hosted page (Stripe Checkout, or the built-in test gateway): the post answers 303 there.
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/card-payment";
import { FormMessage } from "~/components/ui/form-field";
import { OrderLines } from "~/components/shop/order-lines";
import { PageHero } from "~/components/sections/page-hero";
import { brand } from "~/config/site";
import { cloudflareContext, requestContext } from "~/context";
import { originForHost } from "~/domain/hot-site";
import { formatUsd } from "~/domain/pricing";
import { requireAccount } from "~/lib/accounts/auth.server";
import { readFormOrReject } from "~/lib/edge/form.server";
import { orderOf, setOrderCheckout } from "~/lib/commerce/orders.server";
import { cardPaymentsAvailable, paymentsFor } from "~/lib/commerce/payments/payments.server";
import { PaymentsUnavailable } from "~/lib/commerce/payments/port";
import { pageMeta } from "~/lib/content/seo";
import { AccountActionsSection } from "~/components/account/account-actions";
import { formResult, UNKNOWN_FORM } from "~/domain/form-errors";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

async function buyersOrder(context: Route.LoaderArgs["context"], request: Request, url: URL) {
  const { user } = await requireAccount(context, request);
  const order = await orderOf(context.get(cloudflareContext).env.DB, user.id, url.searchParams.get("order") ?? "");
  if (!order) throw data(null, { status: 404 });
  return { user, order };
}

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { order } = await buyersOrder(context, request, url);
  if (order.status === "paid") throw redirect(`/confirm-card?order=${order.id}`);
  return { order, cardAvailable: cardPaymentsAvailable(context) };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const { user, order } = await buyersOrder(context, request, url);
  const read = await readFormOrReject(request);
  if ("rejected" in read) return read.rejected;
  if (read.form.get("intent") !== "pay") return data(formResult("pay", { form: UNKNOWN_FORM }), { status: 400 });
  if (order.status === "paid") throw redirect(`/confirm-card?order=${order.id}`);
  const payments = paymentsFor(context);
  const unavailable = () => data(formResult("pay", { form: "Card payment is not available at the moment. Nothing was charged. Please try again in a few minutes, or request a quote." }), { status: 503 });
  if (!payments) return unavailable();
  const origin = originForHost(url.host, context.get(requestContext).config);
  try {
    const checkout = await payments.createCheckout(
      {
        mode: "payment",
        orderId: order.id,
        email: order.billing.email ?? user.email,
        // After part payments (issue #26) the card pays the invoice's balance, as one line.
        lines:
          order.dueCents < order.totalCents
            ? [{ name: `Balance of invoice ${order.invoiceNumber} (${formatUsd(order.totalCents - order.dueCents)} already paid)`, unitCents: order.dueCents, quantity: 1 }]
            : order.items.map((item) => ({ name: `${item.title} — teacher license (${item.sku})`, unitCents: item.unitCents, quantity: item.quantity })),
        successUrl: `${origin}/confirm-card?order=${order.id}&session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${origin}/confirm-card?order=${order.id}&cancelled=1`,
      },
      // One hosted checkout per order and balance: paying twice for one order is impossible, even with a double click.
      order.dueCents < order.totalCents ? `order-${order.id}-due-${order.dueCents}` : `order-${order.id}`,
    );
    await setOrderCheckout(context.get(cloudflareContext).env.DB, order.id, checkout.id);
    return redirect(checkout.url, 303);
  } catch (error) {
    if (error instanceof PaymentsUnavailable) return unavailable();
    throw error;
  }
}

export default function CardPayment({ loaderData, actionData }: Route.ComponentProps) {
  const { order, cardAvailable } = loaderData;
  return (
    <>
      <PageHero eyebrow={order.invoiceNumber ? `Invoice ${order.invoiceNumber}` : `Order ${order.number}`} title="Pay by card" lines={["You enter your card on our payment provider’s secure page; we never see or keep the card number."]} />
      <section className="page-section narrow" aria-labelledby="pay-title">
        <h2 id="pay-title">What you are paying for</h2>
        <OrderLines order={order} />
        {order.dueCents < order.totalCents ? (
          <p>
            Already paid: {formatUsd(order.totalCents - order.dueCents)}. Left to pay: <strong>{formatUsd(order.dueCents)}</strong>.
          </p>
        ) : null}
        <FormMessage error={actionData?.errors.form} />
        {cardAvailable ? (
          <Form method="post">
            <button type="submit" name="intent" value="pay" className="button button-primary">
              Pay {formatUsd(order.dueCents)} by card
            </button>
          </Form>
        ) : (
          <p>Card payment is not available at the moment. Nothing was charged.</p>
        )}
        <p>
          <Link to="/checkout">Back to checkout</Link> · <Link to="/quote-details">Request a quote instead</Link>
        </p>
      </section>
      <AccountActionsSection />
    </>
  );
}

export const meta: Route.MetaFunction = () => pageMeta({ title: `Pay by card | ${brand.name}`, description: "Pay for your curriculum licenses by card.", path: "/card-payment", noindex: true });
