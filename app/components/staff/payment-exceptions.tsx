// Card payments the webhook did not apply to their order (decision 0028): what was paid, what the order
// expected, and Refund — a plain form post to the page it is on, so it works without JavaScript.
import { Form, Link } from "react-router";

export type ExceptionItem = {
  id: string;
  kind: "overpayment" | "mismatch";
  summary: string;
  reason: string;
  amount: string;
  orderNumber: string;
  quoteId: string | null;
  status: "open" | "refunding" | "refunded";
  refundable: boolean;
  receivedAt: string;
  refund: { id: string; at: string; by: string } | null;
};

export function PaymentExceptions({ title, exceptions, linkOrders = false }: { title: string; exceptions: ExceptionItem[]; linkOrders?: boolean }) {
  return (
    <div className="account-panel payment-exceptions" id="payment-exceptions">
      <h2>{title}</h2>
      <p>Money taken by card that did not pay its order: a second payment for an order already paid, or a payment that doesn’t match its order. Refund gives the whole payment back to the card it came from, once.</p>
      <ul className="history-list">
        {exceptions.map((e) => (
          <li key={e.id}>
            <p>
              <strong>{e.summary}</strong>
            </p>
            <p>
              {linkOrders && e.quoteId ? <Link to={`/staff/orders/${e.quoteId}`}>{e.orderNumber}</Link> : e.orderNumber} · received {e.receivedAt} · {e.reason}
            </p>
            {e.refund ? (
              <p>
                Refunded {e.amount} on {e.refund.at} by {e.refund.by} (refund {e.refund.id})
              </p>
            ) : e.refundable ? (
              <Form method="post" className="inline-form">
                <input type="hidden" name="intent" value="refund" />
                <input type="hidden" name="exception" value={e.id} />
                <button type="submit" className="button button-primary">
                  Refund {e.amount}
                </button>
                {e.status === "refunding" ? <span> A refund is under way.</span> : null}
              </Form>
            ) : (
              <p>No card payment to refund here: reconcile it in the payment provider’s dashboard.</p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
