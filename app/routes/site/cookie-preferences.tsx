// The consent dialog's form as a page: what "Cookies Consent Manager" opens when JavaScript is off.
import { Link, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/cookie-preferences";
import { ConsentForm } from "~/components/layout/consent-form";
import { safeRedirectPath } from "~/domain/safe-redirect";
import type { loader as rootLoader } from "~/root";

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/error-boundary";

export function loader({ url }: Route.LoaderArgs) {
  return { redirectTo: safeRedirectPath(url.searchParams.get("redirectTo"), "/") };
}

export default function CookiePreferences({ loaderData }: Route.ComponentProps) {
  const shell = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <section className="page-section narrow" aria-labelledby="cookie-preferences-title">
      <h1 id="cookie-preferences-title">{shell?.consent.copy.preferencesTitle}</h1>
      {shell ? <p>{shell.consent.copy.preferencesText}</p> : null}
      <p>
        Read the <Link to="/cookies-policy">cookies policy</Link> for the details of each category.
      </p>
      {shell ? (
        <ConsentForm
          categories={shell.consent.categories}
          copy={shell.consent.copy}
          choices={shell.consent.choices}
          redirectTo={loaderData.redirectTo}
          idPrefix="page-consent"
        />
      ) : null}
    </section>
  );
}

export const meta: Route.MetaFunction = () => [
  { title: "Cookie preferences | Hablarte" },
  { name: "robots", content: "noindex" },
];
