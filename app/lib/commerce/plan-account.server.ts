// The account's plan buttons (issue #27): cancel at the trial's or week's end, keep the plan after all, and
// open the provider's customer portal. Each answers a redirect (post → redirect → get) or a refusal for the
// panel; a provider that can't be reached changes nothing and says so.
import { data, redirect, type RouterContextProvider } from "react-router";
import { cloudflareContext, requestContext } from "~/context";
import { formResult } from "~/domain/form-errors";
import type { PlanIntent } from "~/domain/plan-view";
import { originForHost } from "~/domain/hot-site";
import { PaymentsUnavailable } from "./payments/port";
import { paymentsFor } from "./payments/payments.server";
import { billingPortalOf, scheduleCancelOf } from "./plans.server";

const UNREACHABLE: Record<PlanIntent, string> = {
  "cancel-plan": "We couldn’t reach our payment provider to cancel your plan. Nothing has changed; please try again in a few minutes.",
  "keep-plan": "We couldn’t reach our payment provider to keep your plan. Nothing has changed; please try again in a few minutes.",
  "billing-portal": "We couldn’t reach our payment provider’s billing page. Nothing has changed; please try again in a few minutes.",
};

export async function planAccountAction(context: Readonly<RouterContextProvider>, userId: string, intent: PlanIntent) {
  const { env } = context.get(cloudflareContext);
  const payments = paymentsFor(context);
  try {
    if (intent === "billing-portal") {
      const { config, host } = context.get(requestContext);
      const url = await billingPortalOf(env.DB, payments, userId, `${originForHost(host, config)}/account/my-order#plan`);
      if (!url) return data(formResult(intent, { form: "There is no plan with a card on file yet." }), { status: 409 });
      return redirect(url, 303);
    }
    const cancel = intent === "cancel-plan";
    if (!(await scheduleCancelOf(env, payments, userId, cancel))) return data(formResult(intent, { form: cancel ? "You have no plan to cancel." : "You have no plan to keep." }), { status: 409 });
    return redirect(`/account/my-order?done=${cancel ? "plan-cancelled" : "plan-kept"}#plan`);
  } catch (error) {
    if (!(error instanceof PaymentsUnavailable)) throw error;
    return data(formResult(intent, { form: UNREACHABLE[intent] }), { status: 503 });
  }
}
