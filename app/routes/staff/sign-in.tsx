// /staff/sign-in (issue #11 §3): the one staff page anyone can open, since staff are not signed in yet.
// Email, password and the 6-digit code of the authenticator app, in one form that posts without
// JavaScript; one message for any failure. Not linked from the site, not indexed.
import { data, Form, redirect, useNavigation } from "react-router";
import { formResult } from "~/domain/form-errors";
import type { Route } from "./+types/sign-in";
import { FormMessage, TextField } from "~/components/ui/form-field";
import { PageHero } from "~/components/sections/page-hero";
import { brand } from "~/config/site";
import { readFormOrReject } from "~/lib/edge/form.server";
import { pageMeta } from "~/lib/content/seo";
import { currentStaff, signInStaff } from "~/lib/staff/auth.server";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await currentStaff(context, request)) throw redirect("/staff");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readFormOrReject(request);
  if ("rejected" in read) return read.rejected;
  const result = await signInStaff(context, request, read.form);
  if (result.ok) return redirect("/staff", { headers: { "Set-Cookie": result.setCookie } });
  return data(formResult("sign-in", result.errors, { email: result.email }), { status: result.status });
}

export default function StaffSignIn({ actionData }: Route.ComponentProps) {
  const errors: Record<string, string | undefined> = actionData?.errors ?? {};
  const submitting = useNavigation().state === "submitting";
  return (
    <>
      <PageHero eyebrow={`${brand.name} staff`} title="Staff sign-in" lines={["For the school’s back office. You need your password and the code from your authenticator app."]} />
      <section className="page-section narrow" aria-label="Your staff credentials">
        <Form method="post" className="stack-form" noValidate>
          <FormMessage error={errors.form} />
          <TextField name="email" label="Email" type="email" autoComplete="username" maxLength={254} required defaultValue={actionData?.values.email} error={errors.email} />
          <TextField name="password" label="Password" type="password" autoComplete="current-password" maxLength={128} required error={errors.password} />
          <TextField
            name="code"
            label="Authentication code"
            hint="The 6 digits your authenticator app shows now. Each code works once."
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]*"
            maxLength={7}
            required
            error={errors.code}
          />
          <button className="button button-primary" type="submit" disabled={submitting}>
            {submitting ? "Signing in…" : "Sign in"}
          </button>
        </Form>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = () => pageMeta({ title: `Staff sign-in | ${brand.name}`, description: `Sign-in for ${brand.name} staff.`, path: "/staff/sign-in", noindex: true });
