import { requestContext } from "~/context";
import type { Route } from "./+types/sitemap";
import { contentFor } from "~/lib/content/content.server";
import { sitemapEntries, sitemapXml } from "~/lib/content/sitemap.server";
import { methodNotAllowed } from "~/lib/edge/methods.server";

export async function loader({ context }: Route.LoaderArgs) {
  const xml = sitemapXml(context.get(requestContext).config.siteOrigin, await sitemapEntries(contentFor(context)));
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600, s-maxage=3600" } });
}

/** GET only: a post says so (a resource route has no error page to explain a bare 405). */
export function action() {
  return methodNotAllowed("GET");
}
