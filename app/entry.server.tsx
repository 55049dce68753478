// Server rendering with the request's CSP nonce on every script React Router emits.
import type { ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { NonceProvider } from "~/components/layout/nonce";
import { HeldSectionsProvider } from "~/components/sections/section-list";
import { HeldNavigationProvider } from "~/components/layout/site-navigation";
import { HeldContentProvider } from "~/components/ui/held-content";
import { IslandKeeperProvider } from "~/components/ui/static-island";
import { requestContext } from "~/context";
import { deferHydration } from "~/domain/deferred-hydration";
import { withStylesheet } from "~/domain/inline-stylesheet";
import { islandRender, type IslandRender } from "~/lib/edge/island-memo.server";
import { keepRender, keptRender, renderKey } from "~/lib/edge/render-memo.server";
import { readHandoff, renderWhole } from "~/lib/edge/whole-render.server";
import appCss from "~/styles/app.css?inline";

export const streamTimeout = 5_000;

const utf8 = new TextEncoder();
/** The stylesheet every document inlines, encoded once per isolate (decision 0081). */
const stylesheet = utf8.encode(appCss);

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const state = loadContext.get(requestContext);
  const { nonce, config, preview, heldSections, heldNavigation, heldContent, contentGeneration } = state;
  // The same data renders the same page: a render made from identical inputs is sent again (decision 0077).
  const key = await renderKey(request, responseStatusCode, routerContext.staticHandlerContext, state);
  const kept = key ? keptRender(key, nonce, Date.now()) : null;
  if (kept) {
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    return new Response(kept, { headers: responseHeaders, status: responseStatusCode });
  }
  // Static islands rendered earlier in this content window are written back, not rendered (decision 0047).
  const islandsOfRender = () => islandRender({ url: request.url, seconds: config.contentMemoSeconds, now: Date.now(), preview, generation: contentGeneration });
  const tree = (islands: IslandRender) => (
    <NonceProvider value={nonce}>
      <IslandKeeperProvider value={islands.keeper}>
        {/* The islands' sections, navigation and content that the hydration data holds back (decisions 0056, 0067, 0075). */}
        <HeldSectionsProvider value={heldSections}>
          <HeldNavigationProvider value={heldNavigation}>
            <HeldContentProvider value={heldContent}>
              <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
            </HeldContentProvider>
          </HeldNavigationProvider>
        </HeldSectionsProvider>
      </IslandKeeperProvider>
    </NonceProvider>
  );
  // Every page's data is complete before it renders (no deferred data), so it renders in one pass to a
  // string; a tree that suspends or fails there is rendered again as a stream, which waits and reports
  // (decision 0079).
  const rewindHandoff = await readHandoff(routerContext);
  let islands = islandsOfRender();
  let document = renderWhole(tree(islands), routerContext);
  if (document === null) {
    rewindHandoff();
    islands = islandsOfRender();
    document = await renderStream(tree(islands), nonce, (status) => (responseStatusCode = status));
  }
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // Islands rendered for the first time in this window are kept and their marks taken out (once a window),
  // and the hydration scripts wait for the first paint; the stylesheet goes in last, as bytes.
  const settled = utf8.encode(islands.marked() ? islands.settle(document, responseStatusCode) : document);
  const html = withStylesheet(deferHydration(settled, nonce), stylesheet);
  if (key && responseStatusCode === 200) keepRender(key, html, nonce, Date.now(), contentGeneration);
  return new Response(html, { headers: responseHeaders, status: responseStatusCode });
}

/** The document rendered as a stream to its end: the whole document is sent at once (docs/decisions/0010). */
async function renderStream(tree: ReactNode, nonce: string, failed: (status: number) => void): Promise<string> {
  let shellRendered = false;
  const body = await renderToReadableStream(tree, {
    nonce,
    signal: AbortSignal.timeout(streamTimeout + 1000),
    // Every Suspense boundary's HTML stays in place, however large: React would otherwise move big ones
    // to the end of the page with a script to put them back, which a visitor without JavaScript never runs.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error: unknown) {
      failed(500);
      if (shellRendered) console.error(error);
    },
  });
  shellRendered = true;
  await body.allReady;
  return new Response(body).text();
}
