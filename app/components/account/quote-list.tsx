// My Order's quotes (spec §2.9, §4; issue #11 §1): number, date, total and status — a coloured flag that is
// never the only signal — with Download, Accept Quote (→ the Purchase Order step) and Reject Quote (with an
// optional reason); once approved, the invoice (download, pay by card, or the bank and cheque details on
// it). Plain links and forms: all of it works without JavaScript.
import { Form, Link } from "react-router";
import { STATUS_FLAGS, type DisplayStatus } from "~/domain/quote-order";

export type QuoteRow = {
  id: string;
  number: string;
  display: DisplayStatus;
  date: string;
  iso: string;
  validUntil: string;
  total: string;
  rejectReason: string | null;
  poNumber: string | null;
  poDeclineReason: string | null;
  hasPo: boolean;
  invoice: { number: string; due: string } | null;
  paidOn: string | null;
  /** Paid so far and the balance, once part of the invoice is paid. */
  partPaid: { paid: string; balance: string } | null;
  /** An overpaid invoice's credit note. */
  creditNote: { number: string; refunded: boolean } | null;
  /** The order an invoice's card payment settles. */
  orderId: string | null;
  items: string[];
};

export function QuoteList({ quotes }: { quotes: QuoteRow[] }) {
  if (quotes.length === 0) return null;
  return (
    <ul className="order-list" aria-label="Quotes and Purchase Orders">
      {quotes.map((quote) => {
        const flag = STATUS_FLAGS[quote.display];
        return (
          <li key={quote.id} id={`quote-${quote.id}`} className="order-card">
            <h3>Quote {quote.number}</h3>
            <p>
              <time dateTime={quote.iso}>{quote.date}</time> · {quote.total} · <span className={`status-flag flag-${flag.colour}`}>{flag.label}</span>
            </p>
            <ul>
              {quote.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            {quote.display === "quote" ? <p>Valid until {quote.validUntil}.</p> : null}
            {quote.poNumber && quote.display !== "quote" ? <p>Purchase Order {quote.poNumber}.</p> : null}
            {quote.display === "pending_approval" ? <p>Our staff review Purchase Orders within 1–2 business days; we email you once it is approved.</p> : null}
            {quote.poDeclineReason && quote.display === "quote" ? <p className="text-error">Purchase Order not accepted: {quote.poDeclineReason} Please add a corrected one.</p> : null}
            {quote.display === "rejected" && quote.rejectReason ? <p>Your reason: {quote.rejectReason}</p> : null}
            {quote.invoice && quote.display === "pending_payment" ? (
              <p>
                Invoice {quote.invoice.number}, due {quote.invoice.due}. Pay it by card here, or by bank transfer or check to the details on the invoice, quoting its number.
              </p>
            ) : null}
            {quote.partPaid ? (
              <p>
                Paid so far: {quote.partPaid.paid}. <strong>Balance due: {quote.partPaid.balance}</strong>.
              </p>
            ) : null}
            {quote.creditNote ? (
              <p>
                You paid more than the invoice’s total: credit note {quote.creditNote.number} {quote.creditNote.refunded ? "has been refunded to you." : "records what we owe you, and we refund it within 10 business days."}
              </p>
            ) : null}
            {quote.display === "paid" ? (
              <p>
                Paid{quote.paidOn ? ` on ${quote.paidOn}` : ""}. Your licenses are in <Link to="/account/my-products">My Products</Link>.
              </p>
            ) : null}
            <div className="button-row">
              <a className="button button-ghost" href={`/documents/quotes/${quote.id}`} download>
                Download quote (PDF)<span className="visually-hidden"> {quote.number}</span>
              </a>
              {quote.display === "quote" ? (
                <Link className="button button-primary" to={`/purchase-order-payment?quote=${quote.id}`}>
                  Accept Quote<span className="visually-hidden"> {quote.number}</span>
                </Link>
              ) : null}
              {quote.invoice ? (
                <a className="button button-ghost" href={`/documents/invoices/${quote.id}`} download>
                  Download invoice (PDF)<span className="visually-hidden"> {quote.invoice.number}</span>
                </a>
              ) : null}
              {quote.creditNote ? (
                <a className="button button-ghost" href={`/documents/credit-notes/${quote.id}`} download>
                  Download credit note (PDF)<span className="visually-hidden"> {quote.creditNote.number}</span>
                </a>
              ) : null}
              {quote.hasPo && quote.display !== "quote" ? (
                <a className="button button-ghost" href={`/documents/purchase-orders/${quote.id}`} download>
                  Download your Purchase Order<span className="visually-hidden"> {quote.poNumber}</span>
                </a>
              ) : null}
              {quote.display === "pending_payment" && quote.orderId ? (
                <Link className="button button-primary" to={`/card-payment?order=${quote.orderId}`}>
                  {quote.partPaid ? "Pay the balance by card" : "Pay invoice by card"}
                  <span className="visually-hidden"> {quote.invoice?.number}</span>
                </Link>
              ) : null}
              {quote.display === "rejected" || quote.display === "expired" ? (
                // The same lines at today's prices, the same billing details (issue #26): no cart to build again.
                <Form method="post">
                  <input type="hidden" name="quote" value={quote.id} />
                  <button type="submit" name="intent" value="requote" className="button button-primary">
                    Request a new quote<span className="visually-hidden"> like {quote.number}</span>
                  </button>
                </Form>
              ) : null}
            </div>
            {quote.display === "quote" ? (
              <details className="reject-quote">
                <summary>Reject Quote<span className="visually-hidden"> {quote.number}</span></summary>
                <Form method="post" className="stack-form">
                  <input type="hidden" name="intent" value="reject-quote" />
                  <input type="hidden" name="quote" value={quote.id} />
                  <div className="field">
                    <label htmlFor={`reason-${quote.id}`}>Reason (optional)</label>
                    <textarea id={`reason-${quote.id}`} name="reason" maxLength={500} rows={3} />
                  </div>
                  <button type="submit" className="button button-secondary">
                    Reject this quote
                  </button>
                </Form>
              </details>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
