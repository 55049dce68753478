// The answers the Worker gives before React Router — 403 to a cross-site post, 405 to a method the site
// doesn't speak, 429 to a burst, 503 when misconfigured — in one shape: a small self-contained page (JSON for a client that asks only for JSON),
// never cached, with the protective headers every rendered page has (HSTS included, ASVS V3.4.1).
import { brand } from "~/config/site";

export type Refusal = {
  status: 403 | 405 | 429 | 503;
  /** The page's title, before " | brand". */
  title: string;
  /** The page's main content: trusted HTML, built by the caller (escape anything that isn't a constant). */
  body: string;
  /** What a JSON client gets as `error`. */
  message: string;
  /** A stylesheet for the page; without one, the page has no styles and its CSP allows none. */
  style?: string;
  headers?: Record<string, string>;
};

const wantsJsonOnly = (request: Request) => {
  const accept = request.headers.get("Accept") ?? "";
  return accept.includes("application/json") && !accept.includes("text/html");
};

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

export function refusal(request: Request, { status, title, body, message, style, headers: extra }: Refusal): Response {
  const json = wantsJsonOnly(request);
  const headers = new Headers({
    "Content-Type": json ? "application/json" : "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    "Content-Security-Policy": `default-src 'none'${style ? "; style-src 'unsafe-inline'" : ""}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "no-referrer",
    ...extra,
  });
  if (request.method === "HEAD") return new Response(null, { status, headers });
  if (json) return new Response(JSON.stringify({ error: message }), { status, headers });
  const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${brand.name}</title>${style ? `\n<style>${style}</style>` : ""}
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
  return new Response(page, { status, headers });
}
