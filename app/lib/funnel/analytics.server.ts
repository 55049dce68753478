// Analytics gating at the edge (the design card; spec §4 "Analytics gating"): consent and the client IP
// (CF-Connecting-IP) against the CMS's blocked-IP list, read through the KV-cached content layer.
import type { RouterContextProvider } from "react-router";
import { requestContext } from "~/context";
import { analyticsDecision, ANALYTICS_CATEGORY, type AnalyticsDecision } from "~/domain/analytics";
import type { ConsentState } from "~/domain/consent";
import { blockedIpsEntrySchema } from "~/domain/content/content-types";
import { contentFor, createContentService, type ContentService } from "../content/content.server";
import { getConfig } from "../platform/env.server";
import { safeParseOnce } from "../content/per-object";

const blockedIpsEntry = safeParseOnce(blockedIpsEntrySchema);

/** The blocked list, or null when it can't be read (the decision then keeps analytics off; the page still loads). */
async function blockedIps(content: ContentService, entryId: string): Promise<string[] | null> {
  try {
    const parsed = blockedIpsEntry(await content.entry(entryId));
    if (parsed.success) return parsed.data.fields.blocked;
    console.warn("[analytics] blocked-IP entry missing or malformed; analytics stays off");
  } catch (error) {
    console.warn("[analytics] blocked-IP list unavailable; analytics stays off", error);
  }
  return null;
}

export async function analyticsFor(context: Readonly<RouterContextProvider>): Promise<AnalyticsDecision> {
  const state = context.get(requestContext);
  const measurementId = state.config.gaMeasurementId;
  // Only a visitor who could be counted costs a list read.
  const needsList = Boolean(measurementId) && state.consent?.[ANALYTICS_CATEGORY] === true;
  const blocked = needsList ? await blockedIps(contentFor(context), state.config.blockedIpsEntryId) : [];
  return analyticsDecision({ measurementId, consent: state.consent, ip: state.clientIp, blocked });
}

/**
 * The same decision for a visitor whose consent allows analytics, made before any route runs: the page
 * memo keeps one page for the visitors it lets count and one for those it doesn't (decision 0038). Null
 * when the list can't be read; then nothing is kept.
 */
export async function analyticsLoadsBeforeRouting(request: Request, env: Env, ctx: ExecutionContext, consent: ConsentState): Promise<boolean | null> {
  const config = getConfig(env);
  if (!config.gaMeasurementId) return false;
  // Not an editor's preview: that is a cookie of its own, which the memo never shares.
  const content = createContentService({ config, kv: env.CONTENT_CACHE, waitUntil: (promise) => ctx.waitUntil(promise) });
  const blocked = await blockedIps(content, config.blockedIpsEntryId);
  if (blocked === null) return null;
  return analyticsDecision({ measurementId: config.gaMeasurementId, consent, ip: request.headers.get("CF-Connecting-IP"), blocked }).load;
}
