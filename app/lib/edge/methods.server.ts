// The site speaks GET, HEAD and POST: every page is read, and every form posts. Any other method (TRACE,
// PUT, OPTIONS, PROPFIND…) is a 405 page before React Router, which fails on the ones it doesn't know
// with a 500. OPTIONS included: no other site may call us, so a preflight gets no CORS headers either.
import { data } from "react-router";
import { refusal } from "./refusal.server";

const ALLOWED = new Set(["GET", "HEAD", "POST"]);
export const METHOD_NOT_ALLOWED = "This address answers GET, HEAD and POST requests only.";

export function refuseOtherMethods(request: Request): Response | null {
  if (ALLOWED.has(request.method)) return null;
  return refusal(request, {
    status: 405,
    title: "Method not allowed",
    message: METHOD_NOT_ALLOWED,
    body: `<h1>We can’t answer this kind of request</h1>\n<p>${METHOD_NOT_ALLOWED}</p>`,
    headers: { Allow: [...ALLOWED].join(", ") },
  });
}

/**
 * A resource route's answer to the method it doesn't take (a GET of a webhook, a POST to a PDF): a 405 whose
 * Allow header names the one it does, in JSON, since a resource route has no error page to explain it.
 */
export function methodNotAllowed(allow: "GET" | "POST") {
  return data({ error: "Method not allowed" }, { status: 405, headers: { Allow: allow } });
}
