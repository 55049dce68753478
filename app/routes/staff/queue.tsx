// /staff (issue #11 §3): the queue of quotes and orders by status — what needs staff first (Purchase
// Orders pending approval), then what is waiting for payment, then the rest. 404 to anyone but staff.
import { Link } from "react-router";
import type { Route } from "./+types/queue";
import { StaffNav } from "~/components/staff/staff-nav";
import { PageHero } from "~/components/sections/page-hero";
import { type Column, DataTable } from "~/components/ui/data-table";
import { brand } from "~/config/site";
import { cloudflareContext } from "~/context";
import { formatUsd } from "~/domain/pricing";
import { STATUS_FLAGS, type DisplayStatus } from "~/domain/quote-order";
import { formatShortDate } from "~/domain/shop";
import { pageMeta } from "~/lib/content/seo";
import { requireStaff } from "~/lib/staff/auth.server";
import { staffQueue } from "~/lib/staff/orders.server";
import { openExceptionCount } from "~/lib/staff/refunds.server";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

/** The order staff read the queue in: their own work first. */
const GROUPS: Array<{ status: DisplayStatus; title: string; empty: string }> = [
  { status: "pending_approval", title: "Purchase Orders to review", empty: "No Purchase Order is waiting for review." },
  { status: "pending_payment", title: "Invoices waiting for payment", empty: "No invoice is waiting for payment." },
  { status: "quote", title: "Open quotes", empty: "No open quote." },
  { status: "paid", title: "Paid", empty: "Nothing paid yet." },
  { status: "rejected", title: "Rejected by the buyer", empty: "No rejected quote." },
  { status: "expired", title: "Expired", empty: "No expired quote." },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(context, request);
  const db = context.get(cloudflareContext).env.DB;
  const [rows, toRefund] = await Promise.all([staffQueue(db), openExceptionCount(db)]);
  return {
    email: staff.email,
    toRefund,
    groups: GROUPS.map((group) => ({
      ...group,
      rows: rows
        .filter((row) => row.display === group.status)
        .map((row) => ({
          id: row.id,
          number: row.number,
          organisation: row.organisation,
          buyerEmail: row.buyerEmail ?? "account deleted",
          total: formatUsd(row.totalCents),
          updated: formatShortDate(row.updatedAt),
          updatedIso: row.updatedAt.toISOString(),
          poNumber: row.poNumber,
          invoiceNumber: row.invoiceNumber,
          due: row.dueAt ? formatShortDate(row.dueAt) : null,
        })),
    })),
  };
}

type StatusFlag = (typeof STATUS_FLAGS)[DisplayStatus];
type QueueRow = Route.ComponentProps["loaderData"]["groups"][number]["rows"][number];

/** The queue's columns; each group's rows share one status, its flag. */
const queueColumns = (flag: StatusFlag): Array<Column<QueueRow>> => [
  { header: "Quote", cell: (row) => <Link to={`/staff/orders/${row.id}`}>{row.number}</Link>, rowHeader: true },
  { header: "Organization", cell: (row) => row.organisation },
  { header: "Buyer", cell: (row) => row.buyerEmail },
  { header: "Total", cell: (row) => row.total },
  {
    header: "Status",
    cell: (row) => (
      <>
        <span className={`status-flag flag-${flag.colour}`}>{flag.label}</span>
        {row.poNumber ? <> · PO {row.poNumber}</> : null}
        {row.invoiceNumber ? <> · {row.invoiceNumber}{row.due ? `, due ${row.due}` : ""}</> : null}
      </>
    ),
  },
  { header: "Updated", cell: (row) => <time dateTime={row.updatedIso}>{row.updated}</time> },
];

export default function StaffQueue({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={`${brand.name} staff`} title="Orders" lines={["Quotes, Purchase Orders and invoices, most recently changed first."]} />
      <section className="page-section" aria-label="Orders by status">
        <StaffNav email={loaderData.email} />
        {loaderData.toRefund > 0 ? (
          <div className="account-panel" role="status">
            <h2>
              Card payments to refund <span className="status-flag flag-red">{loaderData.toRefund}</span>
            </h2>
            <p>
              Money was taken by card that did not pay its order (a second payment, or one that doesn’t match). <Link to="/staff/payments">Review and refund them</Link>.
            </p>
          </div>
        ) : null}
        {loaderData.groups.map((group) => {
          const flag = STATUS_FLAGS[group.status];
          return (
            <div key={group.status} className="account-panel">
              <h2>
                {group.title} <span className={`status-flag flag-${flag.colour}`}>{group.rows.length}</span>
              </h2>
              <DataTable caption={group.title} captionHidden columns={queueColumns(flag)} rows={group.rows} rowKey={(row) => row.id} empty={group.empty} />
            </div>
          );
        })}
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = () => pageMeta({ title: `Orders | ${brand.name} staff`, description: `The ${brand.name} staff console.`, path: "/staff", noindex: true });
