// Analytics gating at the edge (the design card; spec §4 "Analytics gating"): consent and the client IP
// (CF-Connecting-IP) against the CMS's blocked-IP list, read through the KV-cached content layer.
import type { RouterContextProvider } from "react-router";
import { requestContext } from "~/context";
import { analyticsDecision, ANALYTICS_CATEGORY, type AnalyticsDecision } from "~/domain/analytics";
import { blockedIpsEntrySchema } from "~/domain/content/content-types";
import { contentFor } from "../content/content.server";

/** The blocked list, or null when it can't be read (the decision then keeps analytics off; the page still loads). */
async function blockedIps(context: Readonly<RouterContextProvider>): Promise<string[] | null> {
  const { config } = context.get(requestContext);
  try {
    const parsed = blockedIpsEntrySchema.safeParse(await contentFor(context).entry(config.blockedIpsEntryId));
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
  const blocked = needsList ? await blockedIps(context) : [];
  return analyticsDecision({ measurementId, consent: state.consent, ip: state.clientIp, blocked });
}
