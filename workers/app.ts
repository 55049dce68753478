// The Worker: requests go to React Router, unless the configuration is unfit to serve (a 503 page), the
// method isn't GET, HEAD or POST (a 405), an API is called over plain http in production or a
// cross-site request would change something (a 403), or a client posts in a burst (a 429). Whatever of
// the body the answer didn't need is read and dropped, so the client gets the answer, not a reset.
// Queue batches and cron ticks go to app/lib. Nothing else.
import { createRequestHandler, RouterContextProvider } from "react-router";
import { answerKind, cloudflareContext, requestContext } from "~/context";
import { refuseWhenMisconfigured } from "~/lib/edge/configuration-guard.server";
import { refuseBursts } from "~/lib/edge/burst-limit.server";
import { refuseCrossSite } from "~/lib/edge/cross-site.server";
import { refuseOtherMethods } from "~/lib/edge/methods.server";
import { refusePlainHttpApi } from "~/lib/edge/plain-http.server";
import { withStorageGuard } from "~/lib/edge/storage-guard.server";
import { drainUnreadBody } from "~/lib/edge/form.server";
import { rememberedPage } from "~/lib/edge/page-memo.server";
import { analyticsLoadsBeforeRouting } from "~/lib/funnel/analytics.server";
import { handleOutboxBatch, redriveStuckDeliveries, type OutboxMessage } from "~/lib/platform/outbox.server";
import { purgeExpiredSessions } from "~/lib/platform/session.server";
import { pruneUsage } from "~/lib/commerce/licence-usage.server";
import { remindInvoicesDue } from "~/lib/commerce/quotes.server";
import { getConfig } from "~/lib/platform/env.server";
import { chargeEndedTestTrials } from "~/lib/commerce/payments/test-gateway.server";
import { remindTrialsEndingSoon } from "~/lib/commerce/plans.server";

/**
 * Given a build function, React Router derives its route tree and handlers again on every request (so
 * `react-router dev` picks up edits); the built Worker's build never changes, so it is imported on the
 * first request (start-up stays light) and derived once per isolate.
 */
const serverBuild = () => import("virtual:react-router/server-build");
let builtHandler: Promise<ReturnType<typeof createRequestHandler>> | undefined;
const handleRequest: ReturnType<typeof createRequestHandler> = import.meta.env.DEV
  ? createRequestHandler(serverBuild, import.meta.env.MODE)
  : async (request, context) => (await (builtHandler ??= serverBuild().then((build) => createRequestHandler(build, import.meta.env.MODE))))(request, context);

/** The CSP nonce the root middleware gave this request, if the request got that far. */
function renderedNonce(context: RouterContextProvider): string | undefined {
  try {
    return context.get(requestContext).nonce;
  } catch {
    return undefined;
  }
}

export default {
  async fetch(request, env, ctx) {
    const refused = refuseWhenMisconfigured(request, env) ?? refuseOtherMethods(request) ?? refusePlainHttpApi(request, env) ?? (await refuseCrossSite(request, env)) ?? (await refuseBursts(request, env));
    const guarded = withStorageGuard(env);
    const context = new RouterContextProvider();
    context.set(cloudflareContext, { env: guarded, ctx });
    // React Router strips `.data` from the address its loaders see (decision 0056).
    if (!new URL(request.url).pathname.endsWith(".data")) context.set(answerKind, "document");
    // A public page is rendered once per isolate and content window for visitors without cookies of the
    // site's or with only a consent choice (decisions 0035 and 0038).
    const response =
      refused ??
      (await rememberedPage(
        request,
        getConfig(env).contentMemoSeconds,
        Date.now(),
        () => handleRequest(request, context),
        () => renderedNonce(context),
        (req, consent) => analyticsLoadsBeforeRouting(req, guarded, ctx, consent),
      ));
    await drainUnreadBody(request);
    return response;
  },
  async queue(batch, env) {
    await handleOutboxBatch(batch, env);
  },
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(redriveStuckDeliveries(env));
    ctx.waitUntil(purgeExpiredSessions(env.DB));
    ctx.waitUntil(pruneUsage(env.DB));
    const { payments, siteOrigin } = getConfig(env);
    ctx.waitUntil(remindTrialsEndingSoon(env, siteOrigin));
    ctx.waitUntil(remindInvoicesDue(env));
    // Without Stripe, the test gateway's clock charges the trials that ended, as Stripe would.
    if (payments.provider === "test-gateway") ctx.waitUntil(chargeEndedTestTrials(env, payments.webhookSecret));
  },
} satisfies ExportedHandler<Env, OutboxMessage>;
