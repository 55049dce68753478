// /login and /reset-password (one screen, spec §2.9): sign in, or the reset steps — ask for a link, then
// choose a new password from the link's token. Every form posts without JavaScript.
import { Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/login";
import { Done, PASSWORD_HINT } from "~/components/account/form-fields";
import { FormMessage, TextField } from "~/components/ui/form-field";
import { PageHero } from "~/components/sections/page-hero";
import { brand } from "~/config/site";
import { STALE_FORM } from "~/domain/form-errors";
import { afterSignInPath, MAX_PASSWORD_LENGTH, messages, RESET_LINK_SECONDS } from "~/domain/account";
import type { FormResult } from "~/domain/form-errors";
import { requestPasswordReset, resetLinkUsable, resetPassword, signIn } from "~/lib/accounts/accounts.server";
import { carriedEmail } from "~/domain/account-forms";
import { currentAccount } from "~/lib/accounts/auth.server";
import { actionByIntent } from "~/lib/edge/form.server";
import { pageMeta } from "~/lib/content/seo";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

const isResetScreen = (url: URL) => url.pathname === "/reset-password";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const redirectTo = afterSignInPath(url.searchParams.get("redirectTo"));
  // Signed in already: the sign-in screen has nothing to do (the reset screen stays reachable from an email).
  if (!isResetScreen(url) && (await currentAccount(context, request))) throw redirect(redirectTo);
  const token = isResetScreen(url) ? (url.searchParams.get("token")?.slice(0, 200) ?? "") : "";
  return {
    reset: isResetScreen(url),
    token,
    // A link already used or expired says so when it is opened, not after a new password is typed (issue #27).
    linkUsable: token ? await resetLinkUsable(context, token) : true,
    // The address typed on the sign-in screen before "Forgot your password?" (issue #27).
    email: carriedEmail(url.searchParams.get("email")) ?? "",
    redirectTo,
    passwordChanged: url.searchParams.get("reset") === "done",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return actionByIntent(request, {
    "sign-in": (form) => signIn(context, request, form),
    "request-reset": (form) => requestPasswordReset(context, request, form),
    "reset-password": (form) => resetPassword(context, request, form),
    // "Forgot your password?" is a button of the sign-in form, so the reset screen gets the address typed there
    // (in the reset screen's address: the password, posted alongside, goes no further).
    "forgot-password": async (form) => {
      const email = carriedEmail(form.get("email"));
      throw redirect(email ? `/reset-password?${new URLSearchParams({ email })}` : "/reset-password");
    },
  });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData && "intent" in actionData ? (actionData as FormResult) : undefined;
  const { reset, token, linkUsable, email } = loaderData;
  // The screen shows one form; a refused post of another (a stale or tampered form) gets its message on it.
  const shown = reset ? (token && linkUsable ? "reset-password" : "request-reset") : "sign-in";
  // An unreadable post answers intent "" with its own message.
  const formError = result && result.intent !== shown && !result.done ? (result.errors.form ?? STALE_FORM) : undefined;
  return (
    <>
      <PageHero
        eyebrow="Your account"
        title={reset ? "Reset your password" : `Sign in to ${brand.name}`}
        lines={reset ? [`We’ll email you a link to choose a new password. It works once, for ${RESET_LINK_SECONDS / 60} minutes.`] : ["Your orders, your weekly plan and your school’s licenses, in one place."]}
      />
      <section className="page-section narrow" aria-label={reset ? "Reset steps" : "Sign in"}>
        {reset ? (
          token && linkUsable ? (
            <NewPasswordForm token={token} result={result} formError={formError} />
          ) : (
            <RequestResetForm result={result} formError={formError} email={email} linkSpent={Boolean(token)} />
          )
        ) : (
          <SignInForm redirectTo={loaderData.redirectTo} passwordChanged={loaderData.passwordChanged} result={result} formError={formError} />
        )}
      </section>
    </>
  );
}

type FormProps = { result?: FormResult; formError?: string };

function Submit({ label, busy, intent }: { label: string; busy: string; intent?: string }) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  return (
    <button className="button button-primary" type="submit" disabled={submitting} name={intent ? "intent" : undefined} value={intent}>
      {submitting ? busy : label}
    </button>
  );
}

function SignInForm({ redirectTo, passwordChanged, result, formError }: FormProps & { redirectTo: string; passwordChanged: boolean }) {
  const errors = result?.intent === "sign-in" ? result.errors : {};
  const values = result?.intent === "sign-in" ? result.values : {};
  return (
    <>
      {passwordChanged ? (
        <Done title="Your password is changed">
          <p>Every session of your account was signed out. Sign in with your new password.</p>
        </Done>
      ) : null}
      {/* Two buttons name the intent (no hidden field): Sign in, the first, is what Enter presses. */}
      <Form method="post" className="stack-form" noValidate>
        <input type="hidden" name="redirectTo" value={values.redirectTo ?? redirectTo} />
        <FormMessage error={formError ?? errors.form} />
        <TextField name="email" label="Email" type="email" autoComplete="email" maxLength={254} required defaultValue={values.email} error={errors.email} />
        <TextField name="password" label="Password" type="password" autoComplete="current-password" maxLength={MAX_PASSWORD_LENGTH} required error={errors.password} />
        <Submit label="Sign in" busy="Signing in…" intent="sign-in" />
        <button type="submit" name="intent" value="forgot-password" className="link-button" formNoValidate>
          Forgot your password?
        </button>
      </Form>
      <p>
        New to {brand.name}? <Link to={`/create-account?${new URLSearchParams({ redirectTo })}`}>Create an account</Link>
      </p>
    </>
  );
}

function RequestResetForm({ result, formError, email, linkSpent }: FormProps & { email: string; linkSpent: boolean }) {
  if (result?.intent === "request-reset" && result.done) {
    return (
      <Done title="Check your email">
        <p>If {result.values.email} has an account with us, a link to choose a new password is on its way. It works once, for {RESET_LINK_SECONDS / 60} minutes.</p>
        <p>
          Nothing arrived after a few minutes? Check your spam folder, or <Link to="/reset-password">ask again</Link>.
        </p>
      </Done>
    );
  }
  const errors = result?.intent === "request-reset" ? result.errors : {};
  return (
    <>
      {/* A spent link says so on open, and after a new password was sent with it anyway. */}
      {linkSpent ? <FormMessage error={messages.resetLinkInvalid} /> : null}
      <Form method="post" className="stack-form" noValidate>
        <input type="hidden" name="intent" value="request-reset" />
        <FormMessage error={linkSpent && formError === messages.resetLinkInvalid ? undefined : (formError ?? errors.form)} />
        <TextField name="email" label="Email" type="email" autoComplete="email" maxLength={254} required defaultValue={result?.values.email ?? email} error={errors.email} />
        <Submit label="Email me a reset link" busy="Sending…" />
      </Form>
      <p>
        Remembered it? <Link to="/login">Sign in</Link>
      </p>
    </>
  );
}

function NewPasswordForm({ token, result, formError }: FormProps & { token: string }) {
  const errors = result?.intent === "reset-password" ? result.errors : {};
  return (
    <>
      <Form method="post" className="stack-form" noValidate>
        <input type="hidden" name="intent" value="reset-password" />
        <input type="hidden" name="token" value={token} />
        <FormMessage error={formError ?? errors.form} />
        <TextField name="password" label="New password" type="password" autoComplete="new-password" maxLength={MAX_PASSWORD_LENGTH} required hint={PASSWORD_HINT} error={errors.password} />
        <Submit label="Save my new password" busy="Saving…" />
      </Form>
      {errors.form ? (
        <p>
          <Link to="/reset-password">Ask for a new reset link</Link>
        </p>
      ) : null}
    </>
  );
}

export const meta: Route.MetaFunction = ({ location }) =>
  location.pathname === "/reset-password"
    ? pageMeta({ title: `Reset your password | ${brand.name}`, description: `Choose a new password for your ${brand.name} account with a link we email you.`, path: "/reset-password", noindex: true })
    : pageMeta({ title: `Sign in | ${brand.name}`, description: `Sign in to your ${brand.name} account: your orders, your weekly plan and your school’s licenses.`, path: "/login", noindex: true });
