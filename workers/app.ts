// The Worker: requests go to React Router, unless the configuration is unfit to serve (a 503 page), the
// method isn't GET, HEAD or POST (a 405), an API is called over plain http in production or a
// cross-site request would change something (a 403), or a client posts in a burst (a 429). Whatever of
// the body the answer didn't need is read and dropped, so the client gets the answer, not a reset.
// Queue batches and cron ticks go to app/lib. Nothing else.
import { createRequestHandler, RouterContextProvider } from "react-router";
import { cloudflareContext } from "~/context";
import { refuseWhenMisconfigured } from "~/lib/configuration-guard.server";
import { refuseBursts } from "~/lib/burst-limit.server";
import { refuseCrossSite } from "~/lib/cross-site.server";
import { refuseOtherMethods } from "~/lib/methods.server";
import { refusePlainHttpApi } from "~/lib/plain-http.server";
import { withStorageGuard } from "~/lib/storage-guard.server";
import { drainUnreadBody } from "~/lib/form.server";
import { handleOutboxBatch, redriveStuckDeliveries, type OutboxMessage } from "~/lib/outbox.server";
import { purgeExpiredSessions } from "~/lib/session.server";
import { getConfig } from "~/lib/env.server";
import { chargeEndedTestTrials } from "~/lib/payments/test-gateway.server";
import { remindTrialsEndingSoon } from "~/lib/plans.server";

const handleRequest = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

export default {
  async fetch(request, env, ctx) {
    const refused = refuseWhenMisconfigured(request, env) ?? refuseOtherMethods(request) ?? refusePlainHttpApi(request, env) ?? (await refuseCrossSite(request, env)) ?? (await refuseBursts(request, env));
    const context = new RouterContextProvider();
    context.set(cloudflareContext, { env: withStorageGuard(env), ctx });
    const response = refused ?? (await handleRequest(request, context));
    await drainUnreadBody(request);
    return response;
  },
  async queue(batch, env) {
    await handleOutboxBatch(batch, env);
  },
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(redriveStuckDeliveries(env));
    ctx.waitUntil(purgeExpiredSessions(env.DB));
    const { payments, siteOrigin } = getConfig(env);
    ctx.waitUntil(remindTrialsEndingSoon(env, siteOrigin));
    // Without Stripe, the test gateway's clock charges the trials that ended, as Stripe would.
    if (payments.provider === "test-gateway") ctx.waitUntil(chargeEndedTestTrials(env, payments.webhookSecret));
  },
} satisfies ExportedHandler<Env, OutboxMessage>;
