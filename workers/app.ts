// The Worker: requests go to React Router (unless the configuration is unfit to serve: a 503 page);
// queue batches and cron ticks go to app/lib. Nothing else.
import { createRequestHandler, RouterContextProvider } from "react-router";
import { cloudflareContext } from "~/context";
import { refuseWhenMisconfigured } from "~/lib/configuration-guard.server";
import { handleOutboxBatch, redriveStuckDeliveries, type OutboxMessage } from "~/lib/outbox.server";
import { purgeExpiredSessions } from "~/lib/session.server";

const handleRequest = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

export default {
  fetch(request, env, ctx) {
    const unavailable = refuseWhenMisconfigured(request, env);
    if (unavailable) return unavailable;
    const context = new RouterContextProvider();
    context.set(cloudflareContext, { env, ctx });
    return handleRequest(request, context);
  },
  async queue(batch, env) {
    await handleOutboxBatch(batch, env);
  },
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(redriveStuckDeliveries(env));
    ctx.waitUntil(purgeExpiredSessions(env.DB));
  },
} satisfies ExportedHandler<Env, OutboxMessage>;
