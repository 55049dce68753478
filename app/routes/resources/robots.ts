import type { Route } from "./+types/robots";

// Private and utility paths stay out of search; everything else is public.
const DISALLOW = ["/account", "/cart", "/checkout", "/login", "/create-account", "/reset-password", "/personal-information", "/cookie-preferences", "/resources/", "/api/"];

export function loader({ url }: Route.LoaderArgs) {
  const body = ["User-agent: *", "Allow: /", ...DISALLOW.map((path) => `Disallow: ${path}`), "", `Sitemap: ${url.origin}/sitemap.xml`, ""].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" } });
}
