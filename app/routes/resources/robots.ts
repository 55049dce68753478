import { requestContext } from "~/context";
import type { Route } from "./+types/robots";
import { methodNotAllowed } from "~/lib/edge/methods.server";

// Private and utility paths stay out of search; everything else is public.
const DISALLOW = ["/account", "/cart", "/checkout", "/login", "/create-account", "/reset-password", "/personal-information", "/cookie-preferences", "/resources/", "/api/"];

export function loader({ context }: Route.LoaderArgs) {
  const body = ["User-agent: *", "Allow: /", ...DISALLOW.map((path) => `Disallow: ${path}`), "", `Sitemap: ${context.get(requestContext).config.siteOrigin}/sitemap.xml`, ""].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" } });
}

/** GET only: a post says so (a resource route has no error page to explain a bare 405). */
export function action() {
  return methodNotAllowed("GET");
}
