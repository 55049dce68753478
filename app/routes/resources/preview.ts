// GET /api/preview?secret=…&entry=… or …&path=… (issue #12 §3; decisions 0022, 0065): the link an editor opens from Contentful
// to see drafts on the site; POST /api/preview/exit (the preview bar's button) ends it.
import { data } from "react-router";
import type { Route } from "./+types/preview";
import { requestContext } from "~/context";
import { readFormOrReject } from "~/lib/edge/form.server";
import { draftContentFor } from "~/lib/content/content.server";
import { entryLocator, exitPreview, startPreview } from "~/lib/content/preview.server";

export async function loader({ context, url }: Route.LoaderArgs) {
  if (url.pathname.endsWith("/exit")) return data({ error: "Use the Exit preview button." }, { status: 405, headers: { Allow: "POST" } });
  const started = await startPreview(url, context.get(requestContext).config, entryLocator(draftContentFor(context)));
  return started.ok ? started.response : data({ error: started.error }, { status: started.status });
}

export async function action({ request, url }: Route.ActionArgs) {
  if (!url.pathname.endsWith("/exit")) return data({ error: "Not found" }, { status: 404 });
  const read = await readFormOrReject(request);
  if ("rejected" in read) return read.rejected;
  return exitPreview(read.form);
}
