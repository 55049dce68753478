// /claim-licence?token=… (issue #11 §2; decision 0020): the link in a teacher's invitation. It shows the
// product, the level and the organisation that gave it; signed out, Sign in and Create an account come
// back here; signed in, Claim licence (a plain post) makes it the teacher's and opens its materials. A used,
// withdrawn or expired invitation says so (409/410); an unknown token is a 404.
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/claim-licence";
import { formResult } from "~/domain/form-errors";
import { FormMessage } from "~/components/ui/form-field";
import { Fact } from "~/components/ui/fact";
import { PageHero } from "~/components/sections/page-hero";
import { brand } from "~/config/site";
import { cloudflareContext } from "~/context";
import { loginPathFor } from "~/domain/account";
import { formatLongDate } from "~/domain/shop";
import { currentAccount, pagePath, requireAccount } from "~/lib/accounts/auth.server";
import { readFormOrReject } from "~/lib/edge/form.server";
import { claimLicence, claimRefusal, invitationByToken } from "~/lib/commerce/licences.server";
import { pageMeta } from "~/lib/content/seo";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

const UNKNOWN = "This invitation link isn’t valid. Open the whole link from the email, or ask the person who invited you to send it again.";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const token = url.searchParams.get("token")?.slice(0, 200) ?? "";
  const { DB } = context.get(cloudflareContext).env;
  const [invitation, account] = await Promise.all([invitationByToken(DB, token), currentAccount(context, request)]);
  if (!invitation) return data({ kind: "unknown" as const, error: UNKNOWN }, { status: 404 });
  const here = pagePath(request);
  const yours = invitation.status === "claimed" && account !== null && invitation.teacherUserId === account.user.id;
  const refusal = yours ? null : await claimRefusal(DB, invitation, account ? account.user : null);
  return data(
    {
      kind: "invitation" as const,
      token,
      yours,
      error: refusal?.error ?? null,
      invitation: { slug: invitation.slug, title: invitation.title, level: invitation.level, organisation: invitation.organisation, inviterName: invitation.inviterName, invitedEmail: invitation.invitedEmail, validUntil: formatLongDate(invitation.expiresAt) },
      signedInAs: account?.user.email ?? null,
      signIn: loginPathFor(here),
      createAccount: `/create-account?${new URLSearchParams({ redirectTo: here })}`,
    },
    { status: refusal?.status ?? 200 },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireAccount(context, request);
  const read = await readFormOrReject(request);
  if ("rejected" in read) return read.rejected;
  const token = String(read.form.get("token") ?? "").slice(0, 200);
  const claimed = await claimLicence(context.get(cloudflareContext).env.DB, token, user);
  if (!claimed.ok) return data(formResult("claim", { form: claimed.error }), { status: claimed.status });
  throw redirect(`/account/my-products/${claimed.slug}${claimed.already ? "" : "?done=claimed"}`);
}

export default function ClaimLicence({ loaderData, actionData }: Route.ComponentProps) {
  const posted = actionData?.errors.form;
  if (loaderData.kind === "unknown") {
    return (
      <>
        <PageHero eyebrow="Teacher license" title="This invitation link isn’t valid" lines={[loaderData.error]} />
        <section className="page-section narrow" aria-label="What to do next">
          <FormMessage error={posted} />
          <p>
            Invitations come by email from the person who manages your school’s {brand.name} licenses. Already claimed yours? It is in <Link to="/account/my-products">My Products</Link>.
          </p>
        </section>
      </>
    );
  }
  const { invitation, signedInAs, yours } = loaderData;
  const error = posted ?? loaderData.error ?? undefined;
  return (
    <>
      <PageHero eyebrow="Teacher license" title="Claim your license" lines={[`${invitation.organisation} has given you a license for ${invitation.title}.`]} />
      <section className="page-section narrow" aria-labelledby="claim-title">
        <h2 id="claim-title">Your invitation</h2>
        <dl className="facts">
          <Fact term="Product">{invitation.title}</Fact>
          <Fact term="Level">{invitation.level}</Fact>
          <Fact term="From">{invitation.organisation} ({invitation.inviterName})</Fact>
          <Fact term="Sent to">{invitation.invitedEmail}</Fact>
        </dl>
        <FormMessage error={error} />
        {yours ? (
          <p>
            You have claimed this license. <Link to={`/account/my-products/${invitation.slug}`}>Open the materials of {invitation.title}</Link>
          </p>
        ) : error ? (
          <p>
            Licenses you hold are in <Link to="/account/my-products">My Products</Link>.
          </p>
        ) : signedInAs ? (
          <Form method="post" className="stack-form">
            <input type="hidden" name="token" value={loaderData.token} />
            <p>
              You are signed in as {signedInAs}.
              {signedInAs === invitation.invitedEmail
                ? null
                : ` The invitation went to ${invitation.invitedEmail}; you can still claim it with this account, and ${invitation.organisation} will see ${signedInAs} in their license history.`}
            </p>
            <p>The link works once, until {invitation.validUntil}.</p>
            <button type="submit" className="button button-primary">
              Claim license
            </button>
          </Form>
        ) : (
          <>
            <p>
              To claim it you need a {brand.name} account: sign in, or create one in a minute with any email address of yours. You’ll come back to this page to claim the license. The link works once,
              until {invitation.validUntil}.
            </p>
            <div className="button-row">
              <Link className="button button-primary" to={loaderData.signIn}>
                Sign in
              </Link>
              <Link className="button button-secondary" to={loaderData.createAccount}>
                Create an account
              </Link>
            </div>
          </>
        )}
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: `Claim your license | ${brand.name}`, description: `Claim the ${brand.name} curriculum license your school gave you.`, path: "/claim-licence", noindex: true });
