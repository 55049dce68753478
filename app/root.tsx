import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/root";
import { GeneralErrorBoundary } from "~/components/layout/error-boundary";
import { useNonce } from "~/components/layout/nonce";
import { Shell } from "~/components/layout/shell";
import { requestStateMiddleware } from "~/lib/edge/request-state.server";
import { loadShell } from "~/lib/content/shell.server";
import { InlineStyles } from "~/components/layout/inline-styles";
import { useIslandLinks, useMarkHydrated } from "~/components/ui/static-island";
import { isEnhancedNewsletterPost } from "~/domain/newsletter";
import { isQuestionnairePost } from "~/domain/questionnaire";
import { CONSENT_ACTION } from "~/domain/consent";

export const middleware: Route.MiddlewareFunction[] = [requestStateMiddleware];

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "manifest", href: "/site.webmanifest" },
];

// The root's data holds the consent choice (the notice, analytics): a consent post always reloads it, also
// when the notice or the dialog tells the page's own routes not to (consent-form.tsx).
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, formData, defaultShouldRevalidate }) =>
  formAction === CONSENT_ACTION ? true : isQuestionnairePost(formData) || isEnhancedNewsletterPost(formData) ? false : defaultShouldRevalidate;

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadShell(context, request);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const shell = useRouteLoaderData<typeof loader>("root");
  useMarkHydrated();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        <Meta />
        <InlineStyles nonce={nonce} />
        <Links />
      </head>
      <body>
        {shell ? <Shell shell={shell}>{children}</Shell> : children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {/* Only when the server's gate allows it (consent, IP not blocked): app/lib/analytics.server.ts. */}
        {shell?.analyticsSrc ? <script async src={shell.analyticsSrc} nonce={nonce} /> : null}
      </body>
    </html>
  );
}

export default function App() {
  useIslandLinks();
  return <Outlet />;
}

export { GeneralErrorBoundary as ErrorBoundary };
