// Every marketing page made of sections alone (spec §2.2), by path.
import type { MarketingPage } from "~/domain/page-sections";
import { audiencePages } from "./audiences";
import { brochurePages } from "./brochures";
import { campaignPages } from "./campaigns";
import { infoPages } from "./info";
import { institutionPages } from "./institutions";
import { shopPages } from "./shop";

export const marketingPages: readonly MarketingPage[] = [...audiencePages, ...institutionPages, ...infoPages, ...campaignPages, ...brochurePages, ...shopPages];

const byPath = new Map(marketingPages.map((page) => [page.path.toLowerCase(), page]));

export function pageByPath(path: string): MarketingPage | undefined {
  return byPath.get(path.toLowerCase().replace(/\/+$/, "") || "/");
}
