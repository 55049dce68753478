// /staff/payments (issue #22 §3–§4; decision 0028): card payments the webhook did not apply to their
// order — second payments for orders already paid, and payments that don't match their order — with
// Refund. Those still to refund come first. 404 to anyone but staff.
import { data, redirect } from "react-router";
import type { Route } from "./+types/payments";
import { DoneMessage } from "~/components/staff/done-message";
import { FormMessage } from "~/components/ui/form-field";
import { PaymentExceptions } from "~/components/staff/payment-exceptions";
import { StaffNav } from "~/components/staff/staff-nav";
import { PageHero } from "~/components/sections/page-hero";
import { brand } from "~/config/site";
import { cloudflareContext } from "~/context";
import { formResult, repeatedFieldErrors, STALE_FORM } from "~/domain/form-errors";
import { formatShortDate } from "~/domain/shop";
import { readFormOrReject } from "~/lib/edge/form.server";
import { paymentsFor } from "~/lib/commerce/payments/payments.server";
import { pageMeta } from "~/lib/content/seo";
import { requireStaff } from "~/lib/staff/auth.server";
import { paymentExceptions, refundException } from "~/lib/staff/refunds.server";
import { flashMessage } from "~/domain/flash";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const staff = await requireStaff(context, request);
  const exceptions = await paymentExceptions(context.get(cloudflareContext).env.DB);
  return {
    email: staff.email,
    done: flashMessage(url, { refunded: "Refunded: the payment goes back to the buyer’s card, and the buyer has been emailed." }),
    exceptions: exceptions.map((e) => ({ ...e, receivedAt: formatShortDate(e.receivedAt), refund: e.refund ? { ...e.refund, at: formatShortDate(e.refund.at) } : null })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(context, request);
  const read = await readFormOrReject(request);
  if ("rejected" in read) return read.rejected;
  // A doubled field (a tampered post) is refused, not settled by keeping the first or the last value.
  if (repeatedFieldErrors(read.form, ["intent", "exception"])) return data(formResult("refund", { form: STALE_FORM }), { status: 400 });
  const decision = await refundException(context.get(cloudflareContext).env, paymentsFor(context), staff, read.form);
  if (!decision.ok) return data(formResult("refund", decision.errors), { status: decision.status });
  throw redirect("/staff/payments?done=refunded");
}

export default function StaffPayments({ loaderData, actionData }: Route.ComponentProps) {
  const errors: Record<string, string | undefined> = actionData?.errors ?? {};
  // The exception's id is a hidden field: a message about it is the form's.
  const formError = errors.form ?? errors.exception;
  return (
    <>
      <PageHero eyebrow={`${brand.name} staff`} title="Payments to refund" lines={["Card payments that did not pay their order: refund them, or reconcile them with the buyer."]} />
      <section className="page-section" aria-label="Payment exceptions">
        <StaffNav email={loaderData.email} />
        <DoneMessage message={loaderData.done} />
        <FormMessage error={formError} />
        {loaderData.exceptions.length === 0 ? (
          <div className="account-panel">
            <p>Every card payment received paid its order: nothing to refund.</p>
          </div>
        ) : (
          <PaymentExceptions title="Payments not applied to an order" exceptions={loaderData.exceptions} linkOrders />
        )}
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = () => pageMeta({ title: `Payments to refund | ${brand.name} staff`, description: `The ${brand.name} staff console.`, path: "/staff", noindex: true });
