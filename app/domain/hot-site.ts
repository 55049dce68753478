// Spec §1 and §9: the landing variant ("site type") is chosen by a keyword in the host name.

export const SITE_VARIANTS = ["parents", "professionals", "heritage", "leisure"] as const;
export type SiteVariant = (typeof SITE_VARIANTS)[number];

/** §9 "Hot-site keywords", in the order they are tested. */
const KEYWORDS: ReadonlyArray<readonly [keyword: string, variant: SiteVariant]> = [
  ["try", "parents"],
  ["learn", "professionals"],
  ["heritage", "heritage"],
  ["go", "leisure"],
];

/** §9: anything else is professionals. */
export const DEFAULT_VARIANT: SiteVariant = "professionals";

/** A host's words: its labels split at dots and hyphens, port and top-level domain removed. */
function hostWords(host: string): string[] {
  const labels = host.toLowerCase().replace(/:\d+$/, "").split(".");
  if (labels.length > 1 && labels.at(-1) !== "localhost") labels.pop();
  return labels.flatMap((label) => label.split("-"));
}

/**
 * A keyword counts only as a whole word of the host ("try.hablarte.com", "learn-spanish.net"),
 * never as a substring, so "google.com" or "trystan.dev" do not pick a variant by accident.
 */
export function variantForHost(host: string): SiteVariant {
  const keyword = hostKeyword(host);
  return KEYWORDS.find(([word]) => word === keyword)?.[1] ?? DEFAULT_VARIANT;
}

/** The first §9 keyword found in the host, or null ("anything else"). §4 needs it: a "learn" host sets yourLevel. */
export function hostKeyword(host: string): string | null {
  const words = hostWords(host);
  return KEYWORDS.find(([keyword]) => words.includes(keyword))?.[0] ?? null;
}

/**
 * What a host shows (decisions 0003 and 0026): the main site on MAIN_HOSTS, a hot-site landing on
 * LANDING_HOSTS, and on any other host (a workers.dev or preview address, a stray DNS record) the main
 * site marked noindex, its canonical links pointing at the main origin — never a landing by accident.
 */
export type HostKind = "main" | "landing" | "unlisted";

export function hostKind(host: string, hosts: { mainHosts: readonly string[]; landingHosts: readonly string[] }): HostKind {
  const name = host.toLowerCase().replace(/:\d+$/, "");
  if (hosts.mainHosts.includes(name)) return "main";
  return hosts.landingHosts.includes(name) ? "landing" : "unlisted";
}

/**
 * The origin of links that bring a visitor back to their own journey (a payment's return page, the
 * confirmation or reset link of the account they just made): the host they are on when it is one of the
 * configured main or landing hosts (their session cookie belongs to that host), else the configured
 * SITE_ORIGIN — never a host only the request named (issue #22 §6). The scheme is SITE_ORIGIN's.
 */
export function originForHost(host: string, config: { siteOrigin: string; mainHosts: readonly string[]; landingHosts: readonly string[] }): string {
  if (hostKind(host, config) === "unlisted") return config.siteOrigin;
  return `${new URL(config.siteOrigin).protocol}//${host.toLowerCase()}`;
}
