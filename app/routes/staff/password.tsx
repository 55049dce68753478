// /staff/password: a member of staff changes their own password (ASVS V6.2.2). The first password is the
// one `npm run staff:add` generated; this is where it becomes theirs. 404 to anyone but staff.
import { data, Form, redirect, useNavigation } from "react-router";
import { formResult } from "~/domain/form-errors";
import type { Route } from "./+types/password";
import { Done, PASSWORD_HINT } from "~/components/account/form-fields";
import { StaffNav } from "~/components/staff/staff-nav";
import { FormMessage, TextField } from "~/components/ui/form-field";
import { PageHero } from "~/components/sections/page-hero";
import { brand } from "~/config/site";
import { MAX_PASSWORD_LENGTH } from "~/domain/account";
import { readFormOrReject } from "~/lib/edge/form.server";
import { pageMeta } from "~/lib/content/seo";
import { requireStaff } from "~/lib/staff/auth.server";
import { changeStaffPassword } from "~/lib/staff/password.server";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const staff = await requireStaff(context, request);
  return { email: staff.email, changed: url.searchParams.get("done") === "changed" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(context, request);
  const read = await readFormOrReject(request);
  if ("rejected" in read) return read.rejected;
  const result = await changeStaffPassword(context, request, staff, read.form);
  if (result.ok) throw redirect("/staff/password?done=changed");
  return data(formResult("change-password", result.errors), { status: result.status });
}

export default function StaffPassword({ loaderData, actionData }: Route.ComponentProps) {
  const errors: Record<string, string | undefined> = actionData?.errors ?? {};
  const submitting = useNavigation().state === "submitting";
  return (
    <>
      <PageHero eyebrow={`${brand.name} staff`} title="Your password" lines={["Change the password you sign in to the console with. Your authenticator app stays as it is."]} />
      <section className="page-section narrow" aria-label="Change your password">
        <StaffNav email={loaderData.email} />
        {loaderData.changed && !actionData ? (
          <Done title="Your password is changed">
            <p>Any other browser signed in as you was signed out.</p>
          </Done>
        ) : null}
        <Form method="post" className="stack-form" noValidate>
          <input type="hidden" name="intent" value="change-password" />
          <FormMessage error={errors.form} />
          <TextField name="currentPassword" label="Current password" type="password" autoComplete="current-password" maxLength={MAX_PASSWORD_LENGTH} required error={errors.currentPassword} />
          <TextField name="password" label="New password" type="password" autoComplete="new-password" maxLength={MAX_PASSWORD_LENGTH} required hint={PASSWORD_HINT} error={errors.password} />
          <button className="button button-primary" type="submit" disabled={submitting}>
            {submitting ? "Changing…" : "Change my password"}
          </button>
        </Form>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = () => pageMeta({ title: `Your password | ${brand.name} staff`, description: "Change your staff password.", path: "/staff/password", noindex: true });
