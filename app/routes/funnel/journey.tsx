// /start-journey and /external/start-journey (funnel step 2, issue #10 §3): the plan needs an account, so
// this step creates one or signs in, inline. Both forms come back here (the confirmation link too), where
// the signed-in visitor continues to the purchase step.
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/journey";
import { Done, PASSWORD_HINT } from "~/components/account/form-fields";
import { FunnelSteps } from "~/components/funnel/funnel-steps";
import { LearnerFields, learnerValues } from "~/components/funnel/learner-fields";
import { FormErrors, FormMessage, TextField } from "~/components/ui/form-field";
import { brand } from "~/config/site";
import { MAX_PASSWORD_LENGTH } from "~/domain/account";
import { isExternalFunnel, nextFunnelPath } from "~/domain/funnel";
import { INDIVIDUAL_PLANS } from "~/domain/pricing";
import { contentFor } from "~/lib/content/content.server";
import { createAccount, signIn } from "~/lib/accounts/accounts.server";
import { formResult, type FormResult } from "~/domain/form-errors";
import { learnerOf, saveLearnerForm } from "~/lib/accounts/learners.server";
import { cloudflareContext } from "~/context";
import { currentAccount } from "~/lib/accounts/auth.server";
import { actionByIntent } from "~/lib/edge/form.server";
import { completeStep, funnelVisitor } from "~/lib/funnel/funnel.server";
import { readVisitor } from "~/lib/platform/session.server";
import { pageMeta } from "~/lib/content/seo";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

/** The plan: the one in the link (main site: /start-journey?plan=…), else the one chosen before. */
async function journey(context: Route.LoaderArgs["context"], request: Request, url: URL) {
  const external = isExternalFunnel(url);
  const current = external ? await funnelVisitor(context, request, 2, true) : await readVisitor(context, request);
  const plan = INDIVIDUAL_PLANS.find((p) => p.id === (url.searchParams.get("plan") ?? current.visitor.planId));
  if (!plan) throw redirect(external ? "/external/individual-plans" : "/individual-plans");
  const here = external ? "/external/start-journey" : `/start-journey?plan=${plan.id}`;
  return { external, current, plan, here };
}

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const { external, plan, here } = await journey(context, request, url);
  const account = await currentAccount(context, request);
  const [learner, { trialDays }] = await Promise.all([account ? learnerOf(context.get(cloudflareContext).env.DB, account.user.id) : null, contentFor(context).pricing()]);
  return { external, plan: { id: plan.id, title: plan.title }, trialDays, here, account: account ? { name: account.user.name, email: account.user.email } : null, learner: learnerValues(learner) };
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const { external, current, plan } = await journey(context, request, url);
  return actionByIntent(request, {
    "create-account": (form) => createAccount(context, request, form),
    "sign-in": (form) => signIn(context, request, form),
    continue: async (form) => {
      const account = await currentAccount(context, request);
      if (!account) return data(formResult("continue", { form: "Please sign in or create an account first." }), { status: 401 });
      const refused = await saveLearnerForm(context.get(cloudflareContext).env.DB, account.user.id, form, "continue");
      if (refused) return refused;
      const headers = await completeStep(context, current, 2, { planId: plan.id, contact: { name: account.user.name, email: account.user.email } });
      throw redirect(external ? nextFunnelPath(2, true) : `/complete-purchase?plan=${plan.id}`, { headers });
    },
  });
}

export default function StartJourney({ loaderData, actionData }: Route.ComponentProps) {
  const { external, plan, trialDays, here, account, learner } = loaderData;
  const result = actionData && "intent" in actionData ? (actionData as FormResult) : undefined;
  const of = (intent: string) => (result?.intent === intent ? result : undefined);
  const created = of("create-account")?.done === "confirm-email";
  return (
    <section className="page-section narrow funnel-page" aria-labelledby="journey-title">
      <FunnelSteps current={2} external={external} />
      <h1 id="journey-title">Start your journey</h1>
      <p>
        You chose <strong>{plan.title}</strong> (<Link to={external ? "/external/individual-plans" : "/individual-plans"}>change</Link>). Your {trialDays}-day free trial
        needs an account: it is where you see your plan and can cancel it.
      </p>
      {/* A post this page has no form for (actionByIntent answers intent "") gets its message here too. */}
      <FormErrors errors={of("continue")?.errors ?? { form: of("")?.errors.form }} />
      {account ? (
        <Form method="post" className="stack-form" noValidate>
          <p>
            Signed in as <strong>{account.name}</strong> ({account.email}).
          </p>
          <LearnerFields values={of("continue")?.values ?? learner} errors={of("continue")?.errors ?? {}} />
          <button type="submit" name="intent" value="continue" className="button button-primary">
            Continue
          </button>
        </Form>
      ) : created ? (
        <Done title="Check your email">
          <p>We sent a confirmation link to {of("create-account")?.values.email}. Open it to confirm your email: it brings you back here, signed in, to start your trial.</p>
        </Done>
      ) : (
        <div className="journey-forms">
          <section aria-labelledby="journey-new-title">
            <h2 id="journey-new-title">New here? Create your account</h2>
            <Form method="post" className="stack-form" noValidate>
              <input type="hidden" name="intent" value="create-account" />
              <input type="hidden" name="redirectTo" value={here} />
              <FormMessage error={of("create-account")?.errors.form} />
              <TextField name="name" idPrefix="new-" label="Your name" autoComplete="name" maxLength={120} required defaultValue={of("create-account")?.values.name} error={of("create-account")?.errors.name} />
              <TextField name="email" idPrefix="new-" label="Email" type="email" autoComplete="email" maxLength={254} required defaultValue={of("create-account")?.values.email} error={of("create-account")?.errors.email} />
              <TextField name="password" idPrefix="new-" label="Password" type="password" autoComplete="new-password" maxLength={MAX_PASSWORD_LENGTH} required hint={PASSWORD_HINT} error={of("create-account")?.errors.password} />
              <button type="submit" className="button button-primary">
                Create my account
              </button>
            </Form>
          </section>
          <section aria-labelledby="journey-back-title">
            <h2 id="journey-back-title">Already have an account? Sign in</h2>
            <Form method="post" className="stack-form" noValidate>
              <input type="hidden" name="intent" value="sign-in" />
              <input type="hidden" name="redirectTo" value={here} />
              <FormMessage error={of("sign-in")?.errors.form} />
              <TextField name="email" idPrefix="back-" label="Email" type="email" autoComplete="email" maxLength={254} required defaultValue={of("sign-in")?.values.email} error={of("sign-in")?.errors.email} />
              <TextField name="password" idPrefix="back-" label="Password" type="password" autoComplete="current-password" maxLength={MAX_PASSWORD_LENGTH} required error={of("sign-in")?.errors.password} />
              <button type="submit" className="button button-secondary">
                Sign in
              </button>
              <p>
                <Link to="/reset-password">Forgot your password?</Link>
              </p>
            </Form>
          </section>
        </div>
      )}
      <p className="form-note">
        We use your details only for your classes and your plan. Read our <a href="/privacy-policy">privacy policy</a>.
      </p>
    </section>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ title: `Start your journey | ${brand.name}`, description: "Create your account or sign in to start your free Spanish trial.", path: loaderData?.external ? "/external/start-journey" : "/start-journey", noindex: true });
