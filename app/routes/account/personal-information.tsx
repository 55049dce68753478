// /personal-information (spec §2.9): name and organization, who is learning (issue #27), the email the
// account uses, a password change (it signs out every other session), where the account is signed in (and
// signing out everywhere else, ASVS V7.5.2), and deleting the account. Each change that matters asks for the password.
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/personal-information";
import { Done, PASSWORD_HINT } from "~/components/account/form-fields";
import { FormErrors, FormMessage, TextField } from "~/components/ui/form-field";
import { LearnerFields, learnerValues } from "~/components/funnel/learner-fields";
import { learnerOf, saveLearnerForm } from "~/lib/accounts/learners.server";
import { cloudflareContext } from "~/context";
import { PageHero } from "~/components/sections/page-hero";
import { brand } from "~/config/site";
import { MAX_PASSWORD_LENGTH } from "~/domain/account";
import { changePassword, deleteAccount, updateProfile } from "~/lib/accounts/accounts.server";
import { formResult, type FormResult } from "~/domain/form-errors";
import { requireAccount } from "~/lib/accounts/auth.server";
import { actionByIntent } from "~/lib/edge/form.server";
import { pageMeta } from "~/lib/content/seo";
import { AccountActionsSection } from "~/components/account/account-actions";
import { formatShortDate } from "~/domain/shop";
import { sessionsOf, signOutOtherSessions } from "~/lib/accounts/account-sessions.server";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const account = await requireAccount(context, request);
  const { user } = account;
  return {
    name: user.name,
    email: user.email,
    organisation: user.organisation ?? "",
    passwordChanged: url.searchParams.get("done") === "password-changed",
    sessions: await sessionsOf(context, account),
    learner: learnerValues(await learnerOf(context.get(cloudflareContext).env.DB, user.id)),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const account = await requireAccount(context, request);
  return actionByIntent(request, {
    profile: (form) => updateProfile(context, request, form),
    learner: async (form) => (await saveLearnerForm(context.get(cloudflareContext).env.DB, account.user.id, form, "learner")) ?? formResult("learner", {}, {}, "learner-saved"),
    "change-password": (form) => changePassword(context, request, form),
    "sign-out-others": (form) => signOutOtherSessions(context, request, form),
    "delete-account": (form) => deleteAccount(context, request, form),
  });
}

function Submit({ label, busy, intent, className = "button button-primary" }: { label: string; busy: string; intent: string; className?: string }) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <button className={className} type="submit" disabled={submitting}>
      {submitting ? busy : label}
    </button>
  );
}

/** A step that asks for the current password first (ending other sessions, deleting the account). */
function PasswordConfirmForm({ intent, idPrefix, label, errors, submit }: { intent: string; idPrefix: string; label: string; errors: Record<string, string | undefined>; submit: React.ReactNode }) {
  return (
    <Form method="post" className="stack-form" noValidate>
      <input type="hidden" name="intent" value={intent} />
      <TextField idPrefix={idPrefix} name="currentPassword" label={label} type="password" autoComplete="current-password" maxLength={MAX_PASSWORD_LENGTH} required error={errors.currentPassword} />
      <FormMessage error={errors.form} />
      {submit}
    </Form>
  );
}

export default function PersonalInformation({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData && "intent" in actionData ? (actionData as FormResult) : undefined;
  const errorsOf = (intent: string) => (result?.intent === intent ? result.errors : {});
  const profile = errorsOf("profile");
  const learner = errorsOf("learner");
  const password = errorsOf("change-password");
  const deletion = errorsOf("delete-account");
  const others = errorsOf("sign-out-others");
  const otherSessions = loaderData.sessions.filter((session) => !session.current).length;
  return (
    <>
      <PageHero eyebrow="Your account" title="Personal information" lines={["The details we use for your orders, receipts and licenses."]} />
      <div className="page-section narrow">
        <p>
          <Link to="/account">Back to your account</Link>
        </p>
        <FormMessage error={errorsOf("").form} />

        <section aria-labelledby="profile-title">
          <h2 id="profile-title">Your details</h2>
          {result?.done === "profile-saved" ? (
            <Done title="Saved">
              <p>Your details are up to date.</p>
            </Done>
          ) : null}
          <Form method="post" className="stack-form" noValidate>
            <input type="hidden" name="intent" value="profile" />
            <TextField name="name" label="Your name" autoComplete="name" maxLength={120} required defaultValue={loaderData.name} error={profile.name} />
            <TextField name="organisation" label="School or organization (optional)" autoComplete="organization" maxLength={160} defaultValue={loaderData.organisation} error={profile.organisation} />
            <div className="field">
              <p className="field-label">Email</p>
              <p>
                {loaderData.email} — to use another address, <Link to={`/contact-${brand.slug}`}>write to us</Link> from it.
              </p>
            </div>
            <FormMessage error={profile.form} />
            <Submit label="Save my details" busy="Saving…" intent="profile" />
          </Form>
        </section>

        <section aria-labelledby="learner-title" id="learner">
          <h2 id="learner-title">Who is learning</h2>
          {result?.done === "learner-saved" ? (
            <Done title="Saved">
              <p>Your teacher will know who is joining the class.</p>
            </Done>
          ) : null}
          <Form method="post" className="stack-form" noValidate>
            <input type="hidden" name="intent" value="learner" />
            <FormErrors errors={learner} />
            <LearnerFields values={result?.intent === "learner" && !result.done ? result.values : loaderData.learner} errors={learner} />
            <Submit label="Save who is learning" busy="Saving…" intent="learner" />
          </Form>
        </section>

        <section aria-labelledby="password-title">
          <h2 id="password-title">Change your password</h2>
          {loaderData.passwordChanged && !result ? (
            <Done title="Your password is changed">
              <p>Every other device signed in to your account was signed out.</p>
            </Done>
          ) : null}
          <Form method="post" className="stack-form" noValidate>
            <input type="hidden" name="intent" value="change-password" />
            <TextField idPrefix="change-" name="currentPassword" label="Current password" type="password" autoComplete="current-password" maxLength={MAX_PASSWORD_LENGTH} required error={password.currentPassword} />
            <TextField idPrefix="change-" name="password" label="New password" type="password" autoComplete="new-password" maxLength={MAX_PASSWORD_LENGTH} required hint={PASSWORD_HINT} error={password.password} />
            <FormMessage error={password.form} />
            <Submit label="Change my password" busy="Changing…" intent="change-password" />
          </Form>
        </section>

        <section aria-labelledby="sessions-title">
          <h2 id="sessions-title">Where you’re signed in</h2>
          {result?.done === "others-signed-out" ? (
            <Done title="You’re signed out everywhere else">
              <p>Only this browser is still signed in to your account.</p>
            </Done>
          ) : null}
          <ul className="session-list">
            {loaderData.sessions.map((session) => (
              <li key={session.id}>
                <strong>{session.device}</strong>
                {session.current ? " (this browser)" : ""}
                <br />
                Signed in <time dateTime={session.signedInAt}>{formatShortDate(new Date(session.signedInAt))}</time>, last active{" "}
                <time dateTime={session.lastActiveAt}>{formatShortDate(new Date(session.lastActiveAt))}</time>
              </li>
            ))}
          </ul>
          {otherSessions > 0 || (result?.intent === "sign-out-others" && !result.done) ? (
            <PasswordConfirmForm intent="sign-out-others" idPrefix="others-" label="Your password, to sign out everywhere else" errors={others} submit={<Submit label="Sign out everywhere else" busy="Signing out…" intent="sign-out-others" className="button button-secondary" />} />
          ) : (
            <p>No other browser or device is signed in to your account.</p>
          )}
        </section>

        <section aria-labelledby="delete-title">
          <h2 id="delete-title">Delete your account</h2>
          <p>This removes your name, email, organization and password for good, and signs you out everywhere. Paid orders stay in the school’s books without your personal details.</p>
          <PasswordConfirmForm intent="delete-account" idPrefix="delete-" label="Your password, to confirm" errors={deletion} submit={<Submit label="Delete my account" busy="Deleting…" intent="delete-account" className="button button-danger" />} />
        </section>
      </div>
      <AccountActionsSection />
    </>
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: `Personal information | ${brand.name}`, description: `Your ${brand.name} account details, password and account deletion.`, path: "/personal-information", noindex: true });
