// /test-gateway/:id and /test-gateway/:id/authenticate: the built-in test gateway's hosted card page (issue
// #10 §2), standing in for Stripe Checkout where there is no Stripe key (development and tests; 404 in
// production). Stripe's test cards decide the outcome; nothing is charged, no card data is kept.
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/test-gateway";
import { FormMessage, TextField } from "~/components/ui/form-field";
import { brand } from "~/config/site";
import { cloudflareContext } from "~/context";
import { formResult, parseForm, UNKNOWN_FORM } from "~/domain/form-errors";
import { formatUsd } from "~/domain/pricing";
import { formatLongDate, trialEnd } from "~/domain/shop";
import { EXPIRED_CHECKOUT_MESSAGE as EXPIRED_MESSAGE, expiryProblem, TEST_CARD_NUMBERS } from "~/domain/test-cards";
import { readFormOrReject } from "~/lib/edge/form.server";
import { testGatewaySecret } from "~/lib/commerce/payments/payments.server";
import { cardFormSchema, completeGatewaySession, failGatewayAuthentication, payGatewaySession, readGatewaySession, successUrlFor, type GatewaySession } from "~/lib/commerce/payments/test-gateway.server";
import { pageMeta } from "~/lib/content/seo";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

async function openSession(context: Route.LoaderArgs["context"], params: Route.LoaderArgs["params"]) {
  const secret = testGatewaySecret(context);
  if (!secret) throw data(null, { status: 404 });
  if (params.step !== undefined && params.step !== "authenticate") throw data(null, { status: 404 });
  const session = await readGatewaySession(context.get(cloudflareContext).env, params.id);
  if (!session) throw data(null, { status: 404 });
  return { session, secret };
}

function summary(session: GatewaySession, now: Date) {
  const p = session.params;
  if (p.mode === "payment") {
    const total = p.lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
    return { mode: p.mode, lines: p.lines.map((line) => `${line.name} × ${line.quantity}`), amount: formatUsd(total), button: `Pay ${formatUsd(total)}`, cancelUrl: p.cancelUrl };
  }
  if (p.trialDays === 0) {
    return {
      mode: p.mode,
      lines: [`${p.planTitle}: ${formatUsd(p.weeklyCents)} per week, starting today`, `${formatUsd(p.weeklyCents)} is charged today, then the same each week until you cancel.`],
      amount: formatUsd(p.weeklyCents),
      button: `Pay ${formatUsd(p.weeklyCents)} and start my plan`,
      cancelUrl: p.cancelUrl,
    };
  }
  const firstCharge = formatLongDate(trialEnd(now, p.trialDays));
  return {
    mode: p.mode,
    lines: [`${p.planTitle}: ${formatUsd(p.weeklyCents)} per week after a ${p.trialDays}-day free trial`, `Nothing is charged today. First charge on ${firstCharge}.`],
    amount: formatUsd(0),
    button: "Start free trial",
    cancelUrl: p.cancelUrl,
  };
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { session } = await openSession(context, params);
  if (session.status === "complete") throw redirect(successUrlFor(session));
  // An expired checkout (staff recorded the order's payment another way) takes no card: the page says so.
  if (session.status === "expired") return { id: session.id, step: "expired", summary: summary(session, new Date()), failedAuth: false };
  // A stale confirm page (already failed, or never asked) says so rather than redirecting: a post's
  // refusal must reach the buyer, and the loader runs after every action.
  const step = params.step !== "authenticate" ? "card" : session.status === "requires_action" ? "authenticate" : "nothing-to-confirm";
  return { id: session.id, step, summary: summary(session, new Date()), failedAuth: url.searchParams.has("failed") };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { session, secret } = await openSession(context, params);
  const read = await readFormOrReject(request);
  if ("rejected" in read) return read.rejected;
  const { env } = context.get(cloudflareContext);
  const intent = read.form.get("intent");
  if (session.status === "complete") throw redirect(successUrlFor(session));
  if (session.status === "expired") return data(formResult(String(intent), { form: EXPIRED_MESSAGE }), { status: 409 });
  if (params.step === "authenticate") {
    if (session.status !== "requires_action") return data(formResult(String(intent), { form: "This payment isn’t waiting for your bank’s confirmation." }), { status: 409 });
    if (intent === "complete") {
      const done = await completeGatewaySession(env, session, secret);
      if (done.outcome === "redirect") throw redirect(done.to);
      if (done.outcome === "expired") return data(formResult("complete", { form: done.message }), { status: 409 });
    }
    if (intent !== "fail") return data(formResult(String(intent), { form: "Choose Complete or Fail." }), { status: 400 });
    await failGatewayAuthentication(env, session);
    throw redirect(`/test-gateway/${session.id}?failed=authentication`);
  }
  if (intent !== "pay") return data(formResult(String(intent), { form: UNKNOWN_FORM }), { status: 400 });
  const parsed = parseForm(cardFormSchema, read.form);
  // Only these come back into the form: a card number and its code are never echoed.
  const values = { expiry: (parsed.values.expiry ?? "").slice(0, 10), nameOnCard: (parsed.values.nameOnCard ?? "").slice(0, 100) };
  const errors = parsed.ok ? {} : { ...parsed.errors };
  const expiry = expiryProblem(parsed.values.expiry ?? "", new Date());
  if (expiry) errors.expiry ??= expiry;
  if (!parsed.ok || expiry) return data(formResult("pay", errors, values), { status: 400 });
  const result = await payGatewaySession(env, session, parsed.data.cardNumber, secret);
  if (result.outcome === "declined") return data(formResult("pay", { form: result.message }, values), { status: 402 });
  if (result.outcome === "expired") return data(formResult("pay", { form: result.message }, values), { status: 409 });
  throw redirect(result.to);
}

export default function TestGateway({ loaderData, actionData }: Route.ComponentProps) {
  const { summary: s, step, failedAuth } = loaderData;
  const errors: Record<string, string | undefined> = actionData?.errors ?? {};
  const values: Record<string, string | undefined> = actionData && "values" in actionData ? actionData.values : {};
  return (
    <section className="page-section narrow test-gateway" aria-labelledby="gateway-title">
      <p className="eyebrow">Test payment page · no real card is charged</p>
      <h1 id="gateway-title">{step === "authenticate" ? "Confirm it’s you" : `Pay ${brand.name}`}</h1>
      <ul className="summary-lines">
        {s.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>
        <strong>Due today: {s.amount}</strong>
      </p>
      {step !== "card" && step !== "expired" ? <FormMessage error={errors.form} /> : null}
      {step === "expired" ? (
        <FormMessage error={EXPIRED_MESSAGE} />
      ) : step === "nothing-to-confirm" ? (
        <p>
          This payment isn’t waiting for your bank’s confirmation. <Link to={`/test-gateway/${loaderData.id}`}>Back to the card page</Link>
        </p>
      ) : step === "authenticate" ? (
        <>
          <p>Your bank asks you to approve this {s.mode === "payment" ? "payment" : "card for your subscription"}. In test mode, choose what the bank answers.</p>
          <Form method="post" className="button-row">
            <button type="submit" name="intent" value="complete" className="button button-primary">
              Complete
            </button>
            <button type="submit" name="intent" value="fail" className="button button-secondary">
              Fail
            </button>
          </Form>
        </>
      ) : (
        <>
          <FormMessage error={errors.form ?? (failedAuth ? "We couldn’t authenticate your card, so nothing was charged. Try again, or use another card." : undefined)} />
          <Form method="post" className="stack-form" noValidate>
            <TextField name="cardNumber" label="Card number" autoComplete="cc-number" inputMode="numeric" required maxLength={23} error={errors.cardNumber} />
            <TextField name="expiry" label="Expiry date" hint="MM/YY" autoComplete="cc-exp" required maxLength={7} defaultValue={values.expiry ?? ""} error={errors.expiry} />
            <TextField name="cvc" label="CVC" autoComplete="cc-csc" inputMode="numeric" required maxLength={4} error={errors.cvc} />
            <TextField name="nameOnCard" label="Name on card" autoComplete="cc-name" required maxLength={100} defaultValue={values.nameOnCard ?? ""} error={errors.nameOnCard} />
            <button type="submit" name="intent" value="pay" className="button button-primary">
              {s.button}
            </button>
          </Form>
          <details className="test-cards">
            <summary>Test cards</summary>
            <ul>
              <li>{TEST_CARD_NUMBERS.succeeds}: the payment succeeds</li>
              <li>{TEST_CARD_NUMBERS.alsoSucceeds}: succeeds too (another card: a free week is once per card)</li>
              <li>{TEST_CARD_NUMBERS.declined}: the card is declined</li>
              <li>{TEST_CARD_NUMBERS.authenticate}: the bank asks you to authenticate</li>
            </ul>
            <p>Any future expiry date, any 3 digits for the CVC.</p>
          </details>
        </>
      )}
      <p>
        <a href={s.cancelUrl}>Cancel and return to {brand.name}</a>
      </p>
    </section>
  );
}

export const meta: Route.MetaFunction = () => pageMeta({ title: `Test payment | ${brand.name}`, description: "The local test payment page.", path: "/test-gateway", noindex: true });
