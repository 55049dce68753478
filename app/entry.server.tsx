// Server rendering with the request's CSP nonce on every script React Router emits.
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { NonceProvider } from "~/components/layout/nonce";
import { IslandKeeperProvider } from "~/components/ui/static-island";
import { requestContext } from "~/context";
import { islandRender } from "~/lib/edge/island-memo.server";

export const streamTimeout = 5_000;

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
  const { nonce, config, preview } = loadContext.get(requestContext);
  // Static islands rendered earlier in this content window are written back, not rendered (decision 0047).
  const islands = islandRender({ url: request.url, seconds: config.contentMemoSeconds, now: Date.now(), preview });
  let shellRendered = false;
  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <IslandKeeperProvider value={islands.keeper}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </IslandKeeperProvider>
    </NonceProvider>,
    {
      nonce,
      signal: AbortSignal.timeout(streamTimeout + 1000),
      // Every Suspense boundary's HTML stays in place, however large: React would otherwise move big ones
      // to the end of the page with a script to put them back, which a visitor without JavaScript never runs.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;
  // Every page renders in one synchronous pass (~3 ms; no deferred data), so the whole document is sent
  // at once: the browser parses and lays it out in fewer passes than from a trickle of chunks
  // (docs/decisions/0010).
  await body.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // Islands rendered for the first time in this window are kept, and their marks taken out of the page.
  const document = islands.marked() ? islands.settle(await new Response(body).text(), responseStatusCode) : body;
  return hydrateAfterFirstPaint(new Response(document, { headers: responseHeaders, status: responseStatusCode }), nonce);
}

const DEFERRED_TYPE = "text/x-hydrate-after-paint";

/**
 * The page is complete HTML before any script runs (every form works without JavaScript), so the
 * hydration scripts need not compete with it: their preloads are dropped and the module bootstrap is
 * started two frames after the first paint. On slow links the first paint no longer shares bandwidth
 * with ~125 KB of JavaScript (docs/decisions/0010).
 */
function hydrateAfterFirstPaint(response: Response, nonce: string): Response {
  const starter = `requestAnimationFrame(function(){requestAnimationFrame(function(){document.querySelectorAll('script[type="${DEFERRED_TYPE}"]').forEach(function(o){var s=document.createElement("script");s.type="module";s.nonce=o.nonce;s.textContent=o.textContent;o.replaceWith(s);});});});`;
  return new HTMLRewriter()
    .on('link[rel="modulepreload"]', {
      element(element) {
        element.remove();
      },
    })
    .on('script[type="module"]', {
      element(element) {
        element.setAttribute("type", DEFERRED_TYPE);
      },
    })
    .on("body", {
      element(element) {
        element.onEndTag((end) => {
          end.before(`<script nonce="${nonce}">${starter}</script>`, { html: true });
        });
      },
    })
    .transform(response);
}
