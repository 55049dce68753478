// /verify-email?token=…: the confirmation link of a new account. It confirms the address, signs the
// buyer in and takes them where they were going; an expired link says what to do next.
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/verify-email";
import { PageHero } from "~/components/sections/page-hero";
import { brand } from "~/config/site";
import { afterSignInPath } from "~/domain/account";
import { authFor, refusal } from "~/lib/accounts/auth.server";
import { adoptVisitorCart } from "~/lib/commerce/cart.server";
import { pageMeta } from "~/lib/content/seo";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const token = url.searchParams.get("token")?.slice(0, 2000) ?? "";
  if (token) {
    try {
      const auth = await authFor(context);
      const { headers } = await auth.api.verifyEmail({ query: { token }, headers: request.headers, returnHeaders: true });
      // The link signs the new buyer in (the session is in the cookie it sets): the cart they filled
      // before joins their account, as at any sign-in.
      const signedIn = await auth.api.getSession({ headers: new Headers({ Cookie: headers.getSetCookie().map((cookie) => cookie.split(";")[0]).join("; ") }) });
      if (signedIn) await adoptVisitorCart(context, request, signedIn.user.id);
      const forwarded = new Headers();
      for (const cookie of headers.getSetCookie()) forwarded.append("Set-Cookie", cookie);
      throw redirect(afterSignInPath(url.searchParams.get("redirectTo")), { headers: forwarded });
    } catch (error) {
      if (error instanceof Response) throw error;
      refusal(error);
    }
  }
  // A missing, expired or tampered token: a 400 page that says how to get a new link.
  return data({ expired: true }, { status: 400 });
}

export default function VerifyEmail() {
  return (
    <>
      <PageHero eyebrow="Your account" title="This confirmation link has expired" lines={["Confirmation links work for a day. Sign in with your email and password and we’ll send you a fresh one."]} />
      <section className="page-section narrow" aria-label="What to do next">
        <p>
          <Link className="button button-primary" to="/login">
            Sign in
          </Link>
        </p>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: `Confirm your email | ${brand.name}`, description: `Confirm the email address of your ${brand.name} account.`, path: "/verify-email", noindex: true });
