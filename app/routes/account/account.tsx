// /account/:page? (spec §2.9): the signed-in buyer's home, with the tabs My Order (the default) and My
// Products. Orders, the plan and licences fill them as the shop issues land; until then each says what
// will appear there and where to start.
import { data, Link, NavLink, redirect } from "react-router";
import type { Route } from "./+types/account";
import { PageHero } from "~/components/sections/page-hero";
import { brand } from "~/config/site";
import { Done } from "~/components/account/form-fields";
import { FormMessage } from "~/components/ui/form-field";
import { cloudflareContext, requestContext } from "~/context";
import { formatUsd, formatUsdCents } from "~/domain/pricing";
import { balanceDueCents } from "~/domain/quote-order";
import { formatLongDate, formatShortDate, ORDER_STATUS_LABELS } from "~/domain/shop";
import { requireAccount, requireAccountWith } from "~/lib/accounts/auth.server";
import { readFormOrReject } from "~/lib/edge/form.server";
import { ordersRead } from "~/lib/commerce/orders.server";
import { isMyProductsIntent, myProductsAction, myProductsRead } from "~/lib/commerce/my-products.server";
import { catalogProducts } from "~/lib/commerce/catalog.server";
import { contentFor } from "~/lib/content/content.server";
import { MAX_ROSTER_BYTES } from "~/domain/roster";
import { MyProducts, type MyProductsFeedback } from "~/components/account/my-products";
import { quotesRead, rejectQuote, requoteOf } from "~/lib/commerce/quotes.server";
import { QuoteList, type QuoteRow } from "~/components/account/quote-list";
import { planRead } from "~/lib/commerce/plans.server";
import { planAccountAction } from "~/lib/commerce/plan-account.server";
import { learnerRead } from "~/lib/accounts/learners.server";
import { nextBookingRead } from "~/lib/funnel/bookings.server";
import { isPlanIntent, planPanelView } from "~/domain/plan-view";
import { PlanPanel, type PlanNotice } from "~/components/account/plan-panel";
import { nothingToRead, readsOf } from "~/lib/platform/batched-reads.server";
import type { SignedIn } from "~/domain/account";
import { pageMeta } from "~/lib/content/seo";
import { AccountActions } from "~/components/account/account-actions";
import { formResult, UNKNOWN_FORM } from "~/domain/form-errors";
import { flashMessage } from "~/domain/flash";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

const TABS = [
  { page: "my-order", label: "My Order" },
  { page: "my-products", label: "My Products" },
] as const;

export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const page = params.page ?? "my-order";
  const { DB } = context.get(cloudflareContext).env;
  // Each tab's owners read in one D1 batch, with the session's read and the header's (one round trip).
  const {
    account: { user },
    views: [{ orders, plan, quotes, learner, booking }, products],
  } = await requireAccountWith(context, request, (user) => [
    page === "my-order" ? myOrderRead(DB, user) : nothingToRead({ orders: [], plan: null, quotes: [], learner: null, booking: null }),
    page === "my-products" ? myProductsRead(DB, user.id) : nothingToRead(null),
  ]);
  if (!TABS.some((tab) => tab.page === page)) throw data(null, { status: 404 });
  return {
    name: user.name,
    email: user.email,
    page,
    orders: orders.map((order) => ({ id: order.id, number: order.number, status: order.status, total: formatUsd(order.totalCents), date: formatShortDate(order.createdAt), iso: order.createdAt.toISOString(), items: order.items })),
    products: products && { ...products, done: url.searchParams.get("done"), count: Number(url.searchParams.get("count")) || null },
    plan: plan ? planPanelView(plan, learner, booking, user.name, new Date()) : null,
    quotes: quotes.map(
      (q): QuoteRow => ({
        id: q.id,
        number: q.number,
        display: q.display,
        date: formatShortDate(q.issuedAt),
        iso: q.issuedAt.toISOString(),
        validUntil: formatLongDate(q.validUntil),
        total: formatUsd(q.totalCents),
        rejectReason: q.rejectReason,
        poNumber: q.poNumber,
        poDeclineReason: q.poDeclineReason,
        hasPo: q.poKey !== null,
        invoice: q.invoice ? { number: q.invoice.number, due: formatLongDate(q.invoice.dueAt) } : null,
        paidOn: q.payment ? formatLongDate(q.payment.paidAt) : null,
        // After a part payment (issue #26): what has been paid, and what is left.
        partPaid: q.status === "pending_payment" && q.paidCents > 0 ? { paid: formatUsdCents(q.paidCents), balance: formatUsdCents(balanceDueCents(q.totalCents, q.paidCents)) } : null,
        creditNote: q.creditNote,
        orderId: q.orderId,
        items: q.items.map((item) => `${item.title}: ${item.quantity} ${item.quantity === 1 ? "license" : "licenses"}`),
      }),
    ),
    planNotice: PLAN_NOTICES.find((notice) => notice === url.searchParams.get("done")) ?? null,
    done: flashMessage(url, DONE),
  };
}

/** My Order's owners: orders, the plan (with the learner and their next class) and quotes. */
const myOrderRead = (db: D1Database, user: SignedIn["user"]) =>
  readsOf([ordersRead(db, user.id), planRead(db, user.id), quotesRead(db, user.id), learnerRead(db, user.id), nextBookingRead(db, user.email)], ([orders, plan, quotes, learner, booking]) => ({ orders, plan, quotes, learner, booking }));

const PLAN_NOTICES: readonly NonNullable<PlanNotice>[] = ["plan-cancelled", "plan-kept"];

/** What My Order confirms after a change elsewhere (post → redirect → get). */
const DONE: Record<string, { title: string; text: string }> = {
  "quote-requested": { title: "Your quote is ready", text: "We emailed it to you too. Accept it here when it looks right, then add your Purchase Order." },
  "quote-ready": {
    title: "Your quote is ready",
    text: "We’ve emailed your address several times in the last hour, so this quote is here only, not in your inbox. Accept it here when it looks right, then add your Purchase Order.",
  },
  "po-sent": { title: "Purchase Order sent: Pending Approval", text: "Our staff review it within 1–2 business days and email you once it is approved." },
  "quote-rejected": { title: "Quote rejected", text: "Thank you for telling us. Whenever you are ready, Request a new quote makes it again at today’s prices." },
};

/** A roster file's bytes, and the rest of the form around it. */
const ROSTER_FORM_BYTES = MAX_ROSTER_BYTES + 16 * 1024;

export async function action({ request, context, params }: Route.ActionArgs) {
  const account = await requireAccount(context, request);
  const { user } = account;
  // The loader's pages only: a post to any other /account/… path changes nothing.
  if (!TABS.some((tab) => tab.page === (params.page ?? "my-order"))) throw data(null, { status: 404 });
  // My Products takes a department's roster, pasted or as a CSV file (issue #25): a larger form than the rest.
  const read = await readFormOrReject(request, params.page === "my-products" ? ROSTER_FORM_BYTES : undefined);
  if ("rejected" in read) return read.rejected;
  if (isMyProductsIntent(read.form.get("intent"))) {
    const levels = [...(await catalogProducts(contentFor(context))).values()];
    const result = await myProductsAction(context.get(cloudflareContext).env, user, read.form, context.get(requestContext).config.siteOrigin, levels);
    if (!result.ok) {
      // An assignment's message is its email field's; the product says which product's form it was. A roster's
      // problems, one a line, are its field's.
      const { error, assign, roster } = result;
      const errors = { ...(error ? { form: error } : {}), ...(assign ? { email: assign.message } : {}), ...(roster ? { roster: roster.problems.join("\n") } : {}) };
      const values: Record<string, string> = assign ? { product: assign.product, email: assign.email } : roster ? { product: roster.product, roster: roster.text } : {};
      return data(formResult(String(read.form.get("intent")), errors, values), { status: result.status });
    }
    throw redirect(result.location);
  }
  if (read.form.get("intent") === "requote") {
    const products = await catalogProducts(contentFor(context));
    const again = await requoteOf(context.get(cloudflareContext).env, account, String(read.form.get("quote") ?? "").slice(0, 64), products, context.get(requestContext).config.siteOrigin);
    if (!again.ok) return data(formResult("requote", { form: again.error }), { status: again.status });
    throw redirect(`/account/my-order?done=${again.emailed ? "quote-requested" : "quote-ready"}#quote-${again.id}`);
  }
  if (read.form.get("intent") === "reject-quote") {
    const rejected = await rejectQuote(context.get(cloudflareContext).env.DB, user.id, read.form);
    if (!rejected.ok) return data(formResult("reject-quote", { form: rejected.error }), { status: rejected.status });
    throw redirect(`/account/my-order?done=quote-rejected#quote-${rejected.id}`);
  }
  const intent = read.form.get("intent");
  if (!isPlanIntent(intent)) return data(formResult("", { form: UNKNOWN_FORM }), { status: 400 });
  return planAccountAction(context, user.id, intent);
}

/** My Products' message: next to the product's form, else (no such product, an unreadable post) for the page. */
function productsFeedback(licences: ReadonlyArray<{ slug: string }>, actionData: Route.ComponentProps["actionData"]): MyProductsFeedback | undefined {
  if (!actionData) return undefined;
  const { errors, values } = actionData;
  const assign = errors.email !== undefined ? { product: values.product ?? "", email: values.email ?? "", message: errors.email } : undefined;
  if (assign && !licences.some((licence) => licence.slug === assign.product)) return { error: errors.form || assign.message };
  const roster = errors.roster !== undefined ? { text: values.roster ?? "", problems: errors.roster.split("\n") } : undefined;
  return { error: errors.form, assign, roster };
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { name, email, page } = loaderData;
  return (
    <>
      <PageHero eyebrow="Your account" title={`Hola, ${name}`} lines={[`Signed in as ${email}.`]} />
      <section className="page-section" aria-label="Your account">
        <nav aria-label="Account sections" className="account-tabs">
          <ul>
            {TABS.map((tab) => (
              <li key={tab.page}>
                <NavLink to={`/account/${tab.page}`} aria-current={tab.page === page ? "page" : undefined} className={tab.page === page ? "account-tab active" : "account-tab"}>
                  {tab.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {page === "my-order" ? <PlanPanel plan={loaderData.plan} notice={loaderData.planNotice} error={isPlanIntent(actionData?.intent) ? actionData.errors.form : undefined} /> : null}
        {page === "my-order" && loaderData.done ? (
          <Done title={loaderData.done.title}>
            <p>{loaderData.done.text}</p>
          </Done>
        ) : null}
        {page === "my-order" ? (
          <div className="account-panel">
            <h2>My Order</h2>
            {/* A refused quote action (or a post this page has no form for) says so here; the plan's own, in its panel. */}
            <FormMessage error={actionData && !isPlanIntent(actionData.intent) ? actionData.errors.form : undefined} />
            <p>
              Is your school tax-exempt? <Link to="/account/tax-exemption">Keep your exemption certificate on file</Link> and your quotes and invoices say so.
            </p>
            <QuoteList quotes={loaderData.quotes} />
            {loaderData.orders.length === 0 && loaderData.quotes.length === 0 ? (
              <>
                <p>You have no orders yet. Your card orders and quotes will be listed here, newest first, with their status.</p>
                <p>
                  <Link to="/catalog">Browse the K-12 curriculum</Link>
                </p>
              </>
            ) : (
              <ul className="order-list">
                {loaderData.orders.map((order) => (
                  <li key={order.id} className="order-card">
                    <h3>Order {order.number}</h3>
                    <p>
                      <time dateTime={order.iso}>{order.date}</time> · {order.total} · <span className={`status-flag status-${order.status}`}>{ORDER_STATUS_LABELS[order.status]}</span>
                    </p>
                    <ul>
                      {order.items.map((item) => (
                        <li key={item.slug}>
                          {item.title}: {item.quantity} {item.quantity === 1 ? "license" : "licenses"}
                        </li>
                      ))}
                    </ul>
                    {order.status === "paid" ? (
                      <a href={`/documents/receipts/${order.id}`} download>
                        Download receipt (PDF)<span className="visually-hidden"> for order {order.number}</span>
                      </a>
                    ) : (
                      <Link to={`/card-payment?order=${order.id}`}>Pay this order by card</Link>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </div>
        ) : loaderData.products ? (
          <MyProducts data={loaderData.products} feedback={productsFeedback(loaderData.products.licences, actionData)} />
        ) : null}
        <AccountActions>
          <Link to="/personal-information">Personal information</Link>
        </AccountActions>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = () => pageMeta({ title: `Your account | ${brand.name}`, description: `Your ${brand.name} orders, plan and licenses.`, path: "/account", noindex: true });
