// The scheduler's tracking parameters in react-calendly's shape, for the inline embed and the popup alike.
// utm_source is the ad click id: the server's, or the one this browser stored (§4 "Ad click id").
import type { ComponentProps } from "react";
import type { InlineWidget } from "react-calendly";
import { storedGclid } from "~/components/layout/ad-click-tracker";
import type { SchedulerUtm } from "~/domain/scheduler";

export function withStoredGclid(utm: SchedulerUtm = {}): SchedulerUtm {
  const source = utm.utm_source ?? storedGclid();
  return source ? { ...utm, utm_source: source } : utm;
}

export function calendlyUtm(utm: SchedulerUtm, reference: string | undefined): ComponentProps<typeof InlineWidget>["utm"] {
  return {
    utmSource: utm.utm_source,
    utmMedium: utm.utm_medium,
    utmCampaign: utm.utm_campaign,
    utmContent: utm.utm_content,
    utmTerm: utm.utm_term,
    salesforce_uuid: reference,
  };
}
