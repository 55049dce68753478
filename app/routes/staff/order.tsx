// /staff/orders/:id (issue #11 §3): one order for staff — the buyer, the lines, the Purchase Order, the
// invoice, its payments and credit note, the history — and the decision its status calls for: Approve or
// Reject the PO, or Record payment (in parts if the school pays in parts, after a confirm step that says what
// it will do: issue #26), or record the refund of an overpaid invoice's credit note. Each form carries the version the page showed; if the order changed meanwhile (another member
// of staff, the buyer, a card payment) the post loses and the page shows the new state. 404 to anyone but staff.
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/order";
import { formResult, repeatedFieldErrors, STALE_FORM, UNKNOWN_FORM } from "~/domain/form-errors";
import { DoneMessage } from "~/components/staff/done-message";
import { type Column, DataTable } from "~/components/ui/data-table";
import { Fact } from "~/components/ui/fact";
import { Field, FormMessage, TextField } from "~/components/ui/form-field";
import { StaffNav } from "~/components/staff/staff-nav";
import { PageHero } from "~/components/sections/page-hero";
import { brand } from "~/config/site";
import { cloudflareContext, requestContext } from "~/context";
import { formatUsd, formatUsdCents } from "~/domain/pricing";
import { balanceDueCents, HISTORY_LABELS, STATUS_FLAGS } from "~/domain/quote-order";
import { formatLongDate, formatShortDate, lineTotalCents } from "~/domain/shop";
import { PAYMENT_METHODS, paymentMethodLabel, paymentMethodPhrase } from "~/domain/staff";
import { readFormOrReject } from "~/lib/edge/form.server";
import { quoteById } from "~/lib/commerce/quotes.server";
import { pageMeta } from "~/lib/content/seo";
import { requireStaff } from "~/lib/staff/auth.server";
import { exemptionOf } from "~/lib/commerce/tax-exemptions.server";
import { approveOrder, declinePurchaseOrder, endBuyerSessions, extendQuote, recordPayment, refundCredit, reviewPayment, staffOrder } from "~/lib/staff/orders.server";
import { dayLabel, reviewFacts } from "~/domain/payment-review";
import { creditNoteOf, paymentsOf } from "~/lib/commerce/invoice-payments.server";
import { paymentExceptions, refundException } from "~/lib/staff/refunds.server";
import { paymentsFor } from "~/lib/commerce/payments/payments.server";
import { PaymentExceptions } from "~/components/staff/payment-exceptions";
import { flashMessage } from "~/domain/flash";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

const DONE = {
  approved: "Approved: the invoice is issued and emailed to the buyer.",
  "po-rejected": "Purchase Order rejected: the buyer has been emailed the reason and can send a corrected one.",
  paid: "Payment recorded: the order is paid and the licenses are in the buyer’s My Products.",
  "signed-out": "The buyer is signed out everywhere: they sign in again with their password (ask them to reset it if someone else may know it).",
  refunded: "Refunded: the payment goes back to the buyer’s card, and the buyer has been emailed.",
  extended: "Quote extended by 30 days: the buyer has been emailed the new date.",
  "part-paid": "Part payment recorded: the buyer has been emailed the balance still to pay.",
  "credit-refunded": "Credit note refunded: the buyer has been emailed.",
} satisfies Record<string, string>;

/** Which message of DONE a successful decision shows, by the form that made it. */
const DONE_BY_INTENT: Record<string, keyof typeof DONE> = {
  approve: "approved",
  "decline-po": "po-rejected",
  "end-buyer-sessions": "signed-out",
  refund: "refunded",
  "extend-quote": "extended",
  "refund-credit": "credit-refunded",
  "confirm-payment": "paid",
};

export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const staff = await requireStaff(context, request);
  const found = await staffOrder(context.get(cloudflareContext).env.DB, params.id);
  if (!found) throw data(null, { status: 404 });
  const { quote, buyer, history } = found;
  const db = context.get(cloudflareContext).env.DB;
  const [exceptions, exemption, payments, creditNote] = await Promise.all([
    quote.orderId ? paymentExceptions(db, quote.orderId) : [],
    exemptionOf(db, quote.userId),
    paymentsOf(db, quote.id),
    creditNoteOf(db, quote.id),
  ]);
  return {
    exceptions: exceptions.map((e) => ({ ...e, receivedAt: formatShortDate(e.receivedAt), refund: e.refund ? { ...e.refund, at: formatShortDate(e.refund.at) } : null })),
    email: staff.email,
    done: flashMessage(url, DONE),
    today: new Date().toISOString().slice(0, 10),
    order: {
      id: quote.id,
      number: quote.number,
      status: quote.status,
      display: quote.display,
      version: quote.version,
      issued: formatLongDate(quote.issuedAt),
      validUntil: formatLongDate(quote.validUntil),
      total: formatUsd(quote.totalCents),
      billing: quote.billing,
      buyer,
      exemption: exemption ? formatLongDate(exemption.uploadedAt) : null,
      poNumber: quote.poNumber,
      hasPo: quote.poKey !== null,
      poDeclineReason: quote.poDeclineReason,
      rejectReason: quote.rejectReason,
      invoice: quote.invoice ? { number: quote.invoice.number, issued: formatLongDate(quote.invoice.issuedAt), due: formatLongDate(quote.invoice.dueAt) } : null,
      paid: formatUsdCents(quote.paidCents),
      balance: formatUsdCents(balanceDueCents(quote.totalCents, quote.paidCents)),
      balanceDollars: (balanceDueCents(quote.totalCents, quote.paidCents) / 100).toFixed(2),
      payments: payments.map((p) => ({ method: paymentMethodLabel(p.method), reference: p.reference, amount: formatUsdCents(p.amountCents), received: dayLabel(p.paidOn), by: p.recordedBy })),
      creditNote: creditNote
        ? { number: creditNote.number, amount: formatUsdCents(creditNote.amountCents), issued: formatLongDate(creditNote.issuedAt), refund: creditNote.refund ? { ...creditNote.refund, method: paymentMethodPhrase(creditNote.refund.method), sentOn: dayLabel(creditNote.refund.sentOn) } : null }
        : null,
      items: quote.items.map((item) => ({ ...item, unit: formatUsd(item.unitCents), amount: formatUsd(lineTotalCents(item)) })),
    },
    history: history.map((entry) => ({ at: formatShortDate(entry.at), iso: entry.at.toISOString(), actor: entry.actor, action: HISTORY_LABELS[entry.action] ?? entry.action, detail: entry.detail })),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(context, request);
  const { env } = context.get(cloudflareContext);
  const quote = await quoteById(env.DB, params.id);
  if (!quote) throw data(null, { status: 404 });
  const read = await readFormOrReject(request);
  if ("rejected" in read) return read.rejected;
  const intent = read.form.get("intent");
  // A doubled field (a tampered post) is refused, not settled by keeping the first or the last value.
  const repeated = repeatedFieldErrors(read.form, ["intent", "version", "reason", "method", "reference", "amount", "paidOn", "sentOn", "exception"]);
  if (repeated) {
    const { intent: doubledIntent, version: doubledVersion, ...fields } = repeated;
    // The confirm step's post answers on the payment form, where its fields' messages are shown.
    const shownOn = intent === "confirm-payment" ? "record-payment" : String(intent);
    return data(formResult(shownOn, { ...fields, ...(doubledIntent || doubledVersion ? { form: STALE_FORM } : {}) }), { status: 400 });
  }
  const paymentFields = ["method", "reference", "amount", "paidOn"];
  // The confirm step (issue #26): the payment checked and what it will do, before anything is recorded.
  if (intent === "record-payment") {
    const checked = reviewPayment(quote, read.form);
    const kept = typedValues(read.form, paymentFields);
    if (!checked.ok) return data(formResult("record-payment", checked.decision.errors, kept), { status: checked.decision.status });
    return { intent: "review-payment", errors: {}, values: kept, review: reviewFacts(checked.review) };
  }
  // "Change" on the confirm step: the form again, as it was typed.
  if (intent === "edit-payment") return formResult("record-payment", {}, typedValues(read.form, paymentFields));
  const decision =
    intent === "approve"
      ? await approveOrder(env, staff, quote, read.form, context.get(requestContext).config.siteOrigin)
      : intent === "decline-po"
        ? await declinePurchaseOrder(env, staff, quote, read.form, context.get(requestContext).config.siteOrigin)
        : intent === "confirm-payment"
          ? await recordPayment(env, staff, quote, read.form, paymentsFor(context))
          : intent === "refund-credit"
            ? await refundCredit(env, staff, quote, read.form)
          : intent === "end-buyer-sessions"
            ? await endBuyerSessions(env, staff, quote)
            : intent === "extend-quote"
              ? await extendQuote(env, staff, quote, read.form, context.get(requestContext).config.siteOrigin)
            : intent === "refund" && quote.orderId
              ? await refundException(env, paymentsFor(context), staff, read.form, quote.orderId)
              : ({ ok: false, status: 400, errors: { form: UNKNOWN_FORM } } as const);
  if (!decision.ok) {
    // A refused payment keeps what staff entered (the method above all: issue #26), never resets to a default.
    if (intent === "confirm-payment") return data(formResult("record-payment", decision.errors, typedValues(read.form, paymentFields)), { status: decision.status });
    const kept = intent === "refund-credit" ? typedValues(read.form, ["method", "reference", "sentOn"]) : {};
    return data(formResult(String(intent), decision.errors, kept), { status: decision.status });
  }
  // The decision may say which outcome it was (a part payment); otherwise the intent does.
  const done = decision.done ?? DONE_BY_INTENT[String(intent)] ?? "paid";
  throw redirect(`/staff/orders/${quote.id}?done=${done}`);
}

/** What the confirm step says, in words: the payment, and what recording it will do to the invoice. */
type Loaded = Route.ComponentProps["loaderData"];

export default function StaffOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { order, history } = loaderData;
  const flag = STATUS_FLAGS[order.display];
  const errors: Record<string, string | undefined> = actionData?.errors ?? {};
  // The Refund form's exception id is a hidden field: a message about it is the form's.
  const formError = errors.form ?? errors.exception;
  return (
    <>
      <PageHero eyebrow={`${brand.name} staff`} title={`Quote ${order.number}`} lines={[`${order.billing.organisation ?? "Organization not kept"} · ${order.total}`]} />
      <section className="page-section" aria-label="Order">
        <StaffNav email={loaderData.email} />
        <p>
          <Link to="/staff">Back to all orders</Link>
        </p>
        <DoneMessage message={loaderData.done} />
        <FormMessage error={formError} />
        <div className="account-panel">
          <h2>
            Status: <span className={`status-flag flag-${flag.colour}`}>{flag.label}</span>
          </h2>
          <dl className="summary-list">
            <Fact term="Quote issued">
              {order.issued}, valid until {order.validUntil}
              {order.display === "quote" || order.display === "expired" ? (
                <Form method="post" className="inline-form">
                  <input type="hidden" name="intent" value="extend-quote" />
                  <input type="hidden" name="version" value={order.version} />
                  <button className="button button-secondary" type="submit">
                    Extend by 30 days
                  </button>
                </Form>
              ) : null}
            </Fact>
            <Fact term="Organization">{order.billing.organisation ?? "—"}</Fact>
            <Fact term="Contact">{[order.billing.contactName, order.billing.email].filter(Boolean).join(", ") || "—"}</Fact>
            <Fact term="Billing address">{[order.billing.address, order.billing.city, order.billing.state, order.billing.zip].filter(Boolean).join(", ") || "—"}</Fact>
            {order.billing.apEmail ? <Fact term="Accounts payable">{order.billing.apEmail}</Fact> : null}
            <Fact term="Sales tax">
              {order.exemption ? (
                <>
                  Exempt: certificate on file since {order.exemption}.{" "}
                  <a href={`/staff/orders/${order.id}/tax-exemption`} download>
                    Download the certificate
                  </a>
                </>
              ) : (
                "No exemption certificate on file."
              )}
            </Fact>
            <Fact term="Buyer’s account">
              {order.buyer ? (
                <>
                  {`${order.buyer.name} (${order.buyer.email})`}
                  <Form method="post" className="inline-form">
                    <input type="hidden" name="intent" value="end-buyer-sessions" />
                    <button className="button button-secondary" type="submit">
                      Sign the buyer out everywhere
                    </button>
                  </Form>
                </>
              ) : (
                "Account deleted"
              )}
            </Fact>
            {order.rejectReason ? <Fact term="Buyer’s reason for rejecting">{order.rejectReason}</Fact> : null}
            {order.poNumber ? (
              <Fact term="Purchase Order">
                {order.poNumber}
                {order.hasPo ? (
                  <>
                    {" · "}
                    <a href={`/staff/orders/${order.id}/purchase-order`} download>
                      Download the Purchase Order (PDF)
                    </a>
                  </>
                ) : null}
              </Fact>
            ) : null}
            {order.poDeclineReason ? <Fact term="Last PO rejected because">{order.poDeclineReason}</Fact> : null}
            {order.invoice ? (
              <Fact term="Invoice">
                {order.invoice.number}, issued {order.invoice.issued}, due {order.invoice.due} ·{" "}
                <a href={`/staff/orders/${order.id}/invoice`} download>
                  Download the invoice (PDF)
                </a>
              </Fact>
            ) : null}
            {order.invoice ? (
              <Fact term="Paid so far">
                {order.paid} · balance due {order.balance}
              </Fact>
            ) : null}
          </dl>
          <Lines items={order.items} total={order.total} />
        </div>
        {order.payments.length > 0 ? <Payments payments={order.payments} /> : null}
        {order.creditNote ? <CreditNotePanel order={order} errors={actionData?.intent === "refund-credit" ? errors : {}} values={actionData?.intent === "refund-credit" ? actionData.values : {}} today={loaderData.today} /> : null}
        {loaderData.exceptions.length > 0 ? <PaymentExceptions title="Payments not applied to this order" exceptions={loaderData.exceptions} /> : null}
        {order.display === "pending_approval" ? <ApprovalForms order={order} errors={errors} /> : null}
        {order.display === "pending_payment" ? (
          actionData && "review" in actionData ? (
            <ConfirmPayment order={order} values={actionData.values} review={actionData.review} />
          ) : (
            <PaymentForm order={order} today={loaderData.today} errors={actionData?.intent === "record-payment" ? errors : {}} values={actionData?.intent === "record-payment" ? actionData.values : {}} />
          )
        ) : null}
        <div className="account-panel">
          <h2>History</h2>
          <ol className="history-list">
            {history.map((entry, i) => (
              <li key={i}>
                <time dateTime={entry.iso}>{entry.at}</time> · {entry.action} · by {entry.actor}
                {entry.detail ? <> · {entry.detail}</> : null}
              </li>
            ))}
          </ol>
        </div>
      </section>
    </>
  );
}

type Line = Loaded["order"]["items"][number];

const LINE_COLUMNS: Array<Column<Line>> = [
  { header: "Product", cell: (item) => `${item.title} (${item.sku})`, rowHeader: true },
  { header: "Teachers", cell: (item) => item.quantity },
  { header: "Per teacher", cell: (item) => item.unit },
  { header: "Amount", cell: (item) => item.amount },
];

function Lines({ items, total }: { items: Line[]; total: string }) {
  return (
    <DataTable
      caption="Licenses, one per teacher per level"
      label="Order lines"
      columns={LINE_COLUMNS}
      rows={items}
      rowKey={(item) => item.slug}
      foot={
        <tr>
          <th scope="row" colSpan={3}>
            Total
          </th>
          <td>{total}</td>
        </tr>
      }
    />
  );
}

type Errors = Record<string, string | undefined>;

function ApprovalForms({ order, errors }: { order: Loaded["order"]; errors: Errors }) {
  return (
    <div className="account-panel">
      <h2>Review the Purchase Order</h2>
      <p>Check the PO against the quote: organization, lines, total and the PO’s own number. Approving issues the invoice (net 30) and emails it to the buyer.</p>
      <Form method="post" className="stack-form">
        <input type="hidden" name="version" value={order.version} />
        <button type="submit" name="intent" value="approve" className="button button-primary">
          Approve and issue the invoice
        </button>
      </Form>
      <Form method="post" className="stack-form" noValidate>
        <input type="hidden" name="intent" value="decline-po" />
        <input type="hidden" name="version" value={order.version} />
        <Field id="reason" label="Reason the buyer will see" hint="What to correct, e.g. the PO total doesn’t match the quote." error={errors.reason}>
          <textarea id="reason" name="reason" rows={3} maxLength={500} required aria-invalid={errors.reason ? true : undefined} aria-describedby={errors.reason ? "reason-hint reason-error" : "reason-hint"} />
        </Field>
        <button type="submit" className="button button-secondary">
          Reject the Purchase Order
        </button>
      </Form>
    </div>
  );
}

/** What was typed into these fields, each cut to a field's length, to show again next to its message. */
function typedValues(form: FormData, names: string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? "").slice(0, 120)]));
}

function PaymentForm({ order, today, errors, values }: { order: Loaded["order"]; today: string; errors: Errors; values: Record<string, string | undefined> }) {
  const method = values.method && values.method in PAYMENT_METHODS ? values.method : "bank_transfer";
  return (
    <div className="account-panel">
      <h2>Record a payment</h2>
      <p>
        For a payment by bank transfer or check (a card payment from My Order is recorded on its own). Balance due: <strong>{order.balance}</strong>. A school may pay in
        parts: the order becomes Paid, and the licenses appear in the buyer’s My Products, when the payments reach the total. You confirm on the next step.
      </p>
      <Form method="post" className="stack-form" noValidate>
        <input type="hidden" name="intent" value="record-payment" />
        <input type="hidden" name="version" value={order.version} />
        <Field id="method" label="Method" error={errors.method}>
          <select id="method" name="method" defaultValue={method} aria-invalid={errors.method ? true : undefined} aria-describedby={errors.method ? "method-error" : undefined}>
            {Object.entries(PAYMENT_METHODS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        <TextField name="reference" label="Reference" hint="The transfer’s id or the check number." maxLength={80} required defaultValue={values.reference} error={errors.reference} />
        <TextField name="amount" label="Amount received (USD)" hint={`The balance due is ${order.balance}.`} inputMode="decimal" maxLength={20} required defaultValue={values.amount ?? order.balanceDollars} error={errors.amount} />
        <TextField name="paidOn" label="Date received" type="date" max={today} defaultValue={values.paidOn || today} required error={errors.paidOn} />
        <button type="submit" className="button button-primary">
          Review the payment
        </button>
      </Form>
    </div>
  );
}

/** The confirm step: what will be recorded and what it does; Confirm records it, Change goes back to the form. */
function ConfirmPayment({ order, values, review }: { order: Loaded["order"]; values: Record<string, string | undefined>; review: ReturnType<typeof reviewFacts> }) {
  return (
    <section className="account-panel" aria-labelledby="confirm-payment-title">
      <h2 id="confirm-payment-title">Confirm the payment</h2>
      <p>
        Record <strong>{review.payment}</strong> against invoice {order.invoice?.number}?
      </p>
      <p>{review.overpays ? <strong>{review.effect}</strong> : review.effect}</p>
      <Form method="post" className="stack-form">
        <input type="hidden" name="version" value={order.version} />
        {(["method", "reference", "amount", "paidOn"] as const).map((name) => (
          <input key={name} type="hidden" name={name} value={values[name] ?? ""} />
        ))}
        <div className="button-row">
          <button type="submit" name="intent" value="confirm-payment" className="button button-primary">
            Confirm payment
          </button>
          <button type="submit" name="intent" value="edit-payment" className="button button-secondary">
            Change
          </button>
        </div>
      </Form>
    </section>
  );
}

type PaymentRow = Loaded["order"]["payments"][number];

const PAYMENT_COLUMNS: Array<Column<PaymentRow>> = [
  { header: "Received", cell: (p) => p.received, rowHeader: true },
  { header: "Method", cell: (p) => p.method },
  { header: "Reference", cell: (p) => p.reference },
  { header: "Amount", cell: (p) => p.amount },
  { header: "Recorded by", cell: (p) => p.by },
];

function Payments({ payments }: { payments: PaymentRow[] }) {
  return (
    <div className="account-panel">
      <DataTable caption="Payments received" label="Payments received" columns={PAYMENT_COLUMNS} rows={payments} rowKey={(p) => `${p.method}-${p.reference}`} />
    </div>
  );
}

/** An overpaid invoice's credit note: download it, and record the refund once it is sent. */
function CreditNotePanel({ order, errors, values, today }: { order: Loaded["order"]; errors: Errors; values: Record<string, string | undefined>; today: string }) {
  const note = order.creditNote!;
  return (
    <div className="account-panel">
      <h2>Credit note {note.number}</h2>
      <p>
        {note.amount} paid beyond the invoice’s total, issued {note.issued}.{" "}
        <a href={`/staff/orders/${order.id}/credit-note`} download>
          Download the credit note (PDF)
        </a>
      </p>
      {note.refund ? (
        <p>
          Refunded on {note.refund.sentOn} by {note.refund.method}, reference {note.refund.reference} (recorded by {note.refund.by}).
        </p>
      ) : (
        <Form method="post" className="stack-form" noValidate>
          <input type="hidden" name="intent" value="refund-credit" />
          <input type="hidden" name="version" value={order.version} />
          <p>Send {note.amount} back to the school by transfer or check, then record it here: the buyer is emailed and the credit note says it is refunded.</p>
          <Field id="refund-method" label="Refund sent by" error={errors.method}>
            <select id="refund-method" name="method" defaultValue={values.method === "cheque" ? "cheque" : "bank_transfer"} aria-invalid={errors.method ? true : undefined} aria-describedby={errors.method ? "refund-method-error" : undefined}>
              <option value="bank_transfer">{PAYMENT_METHODS.bank_transfer}</option>
              <option value="cheque">{PAYMENT_METHODS.cheque}</option>
            </select>
          </Field>
          <TextField idPrefix="refund-" name="reference" label="Refund reference" hint="The transfer’s id or the check number." maxLength={80} required defaultValue={values.reference} error={errors.reference} />
          <TextField idPrefix="refund-" name="sentOn" label="Date sent" type="date" max={today} defaultValue={values.sentOn || today} required error={errors.sentOn} />
          <button type="submit" className="button button-primary">
            Record the refund of {note.amount}
          </button>
        </Form>
      )}
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ title: `Quote ${loaderData?.order.number ?? ""} | ${brand.name} staff`, description: `An order in the ${brand.name} staff console.`, path: "/staff", noindex: true });
