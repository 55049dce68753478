// /confirm-card (issue #10 §4): where the buyer lands from the card page — the order number, the amount and
// what was bought; or, if the card step was left or failed, what happened and a way to try again. The
// payment is recorded by the provider's signed event, which may arrive a moment after the buyer: until
// then the page says so and looks again every few seconds (a meta refresh: no JavaScript needed).
import { data, Link } from "react-router";
import type { Route } from "./+types/confirm-card";
import { Done } from "~/components/account/form-fields";
import { OrderLines } from "~/components/shop/order-lines";
import { PageHero } from "~/components/sections/page-hero";
import { brand } from "~/config/site";
import { cloudflareContext } from "~/context";
import { formatUsd } from "~/domain/pricing";
import { formatLongDate } from "~/domain/shop";
import { requireAccount } from "~/lib/accounts/auth.server";
import { orderOf } from "~/lib/commerce/orders.server";
import { unappliedPaymentOf } from "~/lib/commerce/payments/settle.server";
import { pageMeta } from "~/lib/content/seo";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

const REFRESH_SECONDS = 3;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { user } = await requireAccount(context, request);
  const order = await orderOf(context.get(cloudflareContext).env.DB, user.id, url.searchParams.get("order") ?? "");
  if (!order) throw data(null, { status: 404 });
  // A card payment the order didn't take (already paid, or not matching it) is said, not awaited forever.
  const unapplied = await unappliedPaymentOf(context.get(cloudflareContext).env.DB, order.id);
  const state =
    order.status === "paid" ? "paid" : order.status === "failed" ? "failed" : unapplied ? "not-applied" : url.searchParams.has("cancelled") ? "left" : "confirming";
  return { order: { ...order, paidOn: order.paidAt ? formatLongDate(order.paidAt) : null }, state, unapplied } as const;
}

export default function ConfirmCard({ loaderData }: Route.ComponentProps) {
  const { order, state, unapplied } = loaderData;
  const title = {
    paid: "Thank you: your order is paid",
    failed: "The payment did not go through",
    left: "Your order is not paid yet",
    confirming: "Confirming your payment…",
    "not-applied": "We received a card payment we couldn’t apply",
  }[state];
  return (
    <>
      <PageHero eyebrow={order.invoiceNumber ? `Invoice ${order.invoiceNumber}` : `Order ${order.number}`} title={title} lines={[]} />
      <section className="page-section narrow" aria-label="Order">
        {state === "paid" ? (
          <Done title={`Order ${order.number} · ${formatUsd(order.totalCents)} paid${order.paidOn ? ` on ${order.paidOn}` : ""}`}>
            <p>Your licenses are ready in My Products, one per teacher per level. We also sent a receipt to your email.</p>
          </Done>
        ) : state === "confirming" ? (
          <p role="status">Your bank has answered and we are recording the payment. This page checks again every {REFRESH_SECONDS} seconds.</p>
        ) : state === "not-applied" ? null : (
          <p role="alert">{state === "failed" ? (order.failure ?? "Your bank did not complete the payment.") : "You left the card page before paying."} Nothing was charged.</p>
        )}
        {unapplied ? (
          <p role="alert">
            {unapplied.kind === "overpayment"
              ? `We also received a card payment of ${unapplied.amount} for this order, which was already paid.`
              : `We received a card payment of ${unapplied.amount} that doesn’t match this order, so the order is unchanged.`}{" "}
            {unapplied.refunded ? "It has been refunded to your card." : "Our staff will refund it; we have emailed you about it."}
          </p>
        ) : null}
        <h2>What you bought</h2>
        <OrderLines order={order} />
        <div className="button-row">
          {state === "paid" ? (
            <Link className="button button-primary" to="/account/my-products">
              Go to My Products
            </Link>
          ) : state === "confirming" || state === "not-applied" ? null : (
            <Link className="button button-primary" to={`/card-payment?order=${order.id}`}>
              Try the payment again
            </Link>
          )}
          <Link className="button button-secondary" to="/account/my-order">
            See my orders
          </Link>
        </div>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta({ title: `Your order | ${brand.name}`, description: "The confirmation of your card payment.", path: "/confirm-card", noindex: true }),
  ...(loaderData?.state === "confirming" ? [{ httpEquiv: "refresh", content: String(REFRESH_SECONDS) }] : []),
];
