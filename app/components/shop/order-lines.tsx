// An order's items and total, as the buyer sees it on the payment, confirmation and account pages.
import { formatUsd } from "~/domain/pricing";
import { lineTotalCents } from "~/domain/shop";

type Order = { number: string; totalCents: number; items: Array<{ slug: string; title: string; sku: string; unitCents: number; quantity: number }> };

export function OrderLines({ order }: { order: Order }) {
  return (
    <>
      <ul className="summary-lines">
        {order.items.map((item) => (
          <li key={item.slug}>
            {item.title} ({item.sku}): {item.quantity} {item.quantity === 1 ? "teacher" : "teachers"} × {formatUsd(item.unitCents)} = {formatUsd(lineTotalCents(item))}
          </li>
        ))}
      </ul>
      <p>
        <strong>Total: {formatUsd(order.totalCents)}</strong>
      </p>
    </>
  );
}
