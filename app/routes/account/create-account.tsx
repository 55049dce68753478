// /create-account (spec §2.9): name, email, organisation (optional), password. The account works once the
// email is confirmed: the answer is the same whether or not the address already has an account.
import { Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/create-account";
import { Done, PASSWORD_HINT } from "~/components/account/form-fields";
import { FormErrors, TextField } from "~/components/ui/form-field";
import { PageHero } from "~/components/sections/page-hero";
import { brand } from "~/config/site";
import { afterSignInPath, CONFIRM_LINK_SECONDS, MAX_PASSWORD_LENGTH } from "~/domain/account";
import { createAccount } from "~/lib/accounts/accounts.server";
import type { FormResult } from "~/domain/form-errors";
import { currentAccount } from "~/lib/accounts/auth.server";
import { readFormOrReject } from "~/lib/edge/form.server";
import { pageMeta } from "~/lib/content/seo";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const redirectTo = afterSignInPath(url.searchParams.get("redirectTo"));
  if (await currentAccount(context, request)) throw redirect(redirectTo);
  return { redirectTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readFormOrReject(request);
  if ("rejected" in read) return read.rejected;
  return createAccount(context, request, read.form);
}

export default function CreateAccount({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const result = actionData && "intent" in actionData ? (actionData as FormResult) : undefined;
  const errors = result?.errors ?? {};
  const values = result?.values ?? {};
  return (
    <>
      <PageHero eyebrow="Your account" title="Create your account" lines={["One account for your classes, your orders and your school’s licenses. It takes a minute."]} />
      <section className="page-section narrow" aria-label="Create an account">
        {result?.done ? (
          <Done title="Check your email to finish">
            <p>
              We’ve sent a confirmation link to {values.email}. Open it within {CONFIRM_LINK_SECONDS / 3600} hours to finish creating your account — you’ll be signed in and taken
              back to where you were.
            </p>
            <p>Already have an account with this email? The email tells you how to sign in instead.</p>
          </Done>
        ) : (
          <>
            <Form method="post" className="stack-form" noValidate>
              <input type="hidden" name="intent" value="create-account" />
              <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
              <FormErrors errors={errors} />
              <TextField name="name" label="Your name" autoComplete="name" maxLength={120} required defaultValue={values.name} error={errors.name} />
              <TextField name="email" label="Email" type="email" autoComplete="email" maxLength={254} required defaultValue={values.email} error={errors.email} />
              <TextField name="organisation" label="School or organization (optional)" autoComplete="organization" maxLength={160} defaultValue={values.organisation} error={errors.organisation} />
              <TextField name="password" label="Password" type="password" autoComplete="new-password" maxLength={MAX_PASSWORD_LENGTH} required hint={PASSWORD_HINT} error={errors.password} />
              <button className="button button-primary" type="submit" disabled={navigation.state === "submitting"}>
                {navigation.state === "submitting" ? "Creating your account…" : "Create account"}
              </button>
            </Form>
            <p>
              Already have an account? <Link to={`/login?${new URLSearchParams({ redirectTo: loaderData.redirectTo })}`}>Sign in</Link>
            </p>
          </>
        )}
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: `Create your account | ${brand.name}`, description: `Create a ${brand.name} account to buy weekly Spanish classes or curriculum licenses for your school.`, path: "/create-account", noindex: true });
