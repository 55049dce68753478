// The one error boundary every route exports: a handler per status; stack traces only in development.
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { useFreeTrial } from "~/components/layout/site-facts";
import { brandPaths } from "~/domain/brand";

export function NotFoundContent() {
  const trial = useFreeTrial();
  return (
    <section className="page-section narrow error-page" aria-labelledby="error-title">
      <p className="eyebrow">Error 404</p>
      <h1 id="error-title">We couldn’t find that page</h1>
      <p>
        {`The link may be old, or the page may have moved. Here are good places to continue — or start ${trial} and talk to a teacher today.`}
      </p>
      <ul className="link-list">
        <li><Link to="/">Home</Link></li>
        <li><Link to="/spanish-courses-overview">Our courses</Link></li>
        <li><Link to="/spanish-learning-articles">Articles</Link></li>
        <li><Link to={brandPaths.contact}>Contact us</Link></li>
      </ul>
      <Link className="button button-primary" to={brandPaths.freeTrial}>Book Your Free Trial Now</Link>
    </section>
  );
}

const TRY_AGAIN = "Please try again in a moment. If it keeps happening, write to us and we’ll sort it out.";

/** The heading and the advice per status; anything not listed is our fault (500). */
const ERROR_WORDS: Record<number, [string, string]> = {
  400: ["That request didn’t look right.", TRY_AGAIN],
  403: ["You don’t have access to this page.", TRY_AGAIN],
  // A form posted to a page that has none: an old tab, or a form from another page.
  405: ["This page doesn’t take forms.", "The form you sent may be from an older version of the page. Go back, reload the page and send it again."],
  500: ["Something went wrong on our side.", TRY_AGAIN],
  503: ["We’re briefly unavailable.", TRY_AGAIN],
};

export function GeneralErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A 503 carries its own words (D1 failing: nothing was saved, app/lib/storage-guard.server.ts).
  const detail = isRouteErrorResponse(error) && typeof (error.data as { message?: unknown } | null)?.message === "string" ? (error.data as { message: string }).message : null;
  const [message, advice] = ERROR_WORDS[status] ?? ERROR_WORDS[500]!;
  return (
    <section className="page-section narrow error-page" aria-labelledby="error-title">
      <p className="eyebrow">Error {status}</p>
      <h1 id="error-title">{message}</h1>
      <p>{status === 503 && detail ? detail : advice}</p>
      <Link className="button button-primary" to="/">Back to the home page</Link>
      {import.meta.env.DEV && error instanceof Error ? <pre className="stack">{error.stack}</pre> : null}
    </section>
  );
}
