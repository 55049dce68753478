// Spec §4 "Scheduler": the loading message hides once the scheduler reports an event type was viewed.
// Only messages from the scheduler's own origin count.

export const SCHEDULER_ORIGIN = "https://calendly.com";
export type SchedulerEvent = `calendly.${string}`;

export function schedulerEventFromMessage(origin: string, data: unknown): SchedulerEvent | null {
  if (origin !== SCHEDULER_ORIGIN) return null;
  if (typeof data !== "object" || data === null) return null;
  const event = (data as { event?: unknown }).event;
  return typeof event === "string" && event.startsWith("calendly.") ? (event as SchedulerEvent) : null;
}

/** §9 "Scheduler size": width (vw) and zoom at known screen widths; interpolated between them. */
const SIZE_POINTS: ReadonlyArray<readonly [screen: number, widthVw: number, zoom: number]> = [
  [1024, 66, 0.42],
  [1800, 39, 0.75],
  [2000, 27, 1],
];
/** §9 "Mobile threshold: screen width ≤ 800 px". */
export const MOBILE_MAX_WIDTH = 800;

export type SchedulerSize = { width: string; zoom: number };

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * §9: ≥ 2000 px → 27vw at 100%; 1800 px → 39vw at 75%; 1024 px → 66vw at 42%; linear in between.
 * Between the mobile threshold and 1024 px the 1024 px size holds (no extrapolation past the table).
 * Mobile: 400 px, or 1000 px while the scheduler loads (docs/decisions/0013).
 */
export function schedulerSize(screenWidth: number, loading = false): SchedulerSize {
  if (screenWidth <= MOBILE_MAX_WIDTH) return { width: loading ? "1000px" : "400px", zoom: 1 };
  const first = SIZE_POINTS[0]!;
  const last = SIZE_POINTS[SIZE_POINTS.length - 1]!;
  if (screenWidth <= first[0]) return { width: `${first[1]}vw`, zoom: first[2] };
  if (screenWidth >= last[0]) return { width: `${last[1]}vw`, zoom: last[2] };
  const upper = SIZE_POINTS.findIndex(([screen]) => screen >= screenWidth);
  const [x0, w0, z0] = SIZE_POINTS[upper - 1]!;
  const [x1, w1, z1] = SIZE_POINTS[upper]!;
  const t = (screenWidth - x0) / (x1 - x0);
  return { width: `${round(w0 + (w1 - w0) * t, 2)}vw`, zoom: round(z0 + (z1 - z0) * t, 4) };
}

/** §7 "Embedded scheduler" parameters: utm_source = the ad click id, the rest from the questionnaire. */
export type SchedulerUtm = {
  utm_source?: string;
  utm_medium?: string;
  utm_term?: string;
  utm_campaign?: string;
  utm_content?: string;
};

export function schedulerUtm(gclid: string | null | undefined, answers: Omit<SchedulerUtm, "utm_source">): SchedulerUtm {
  return { ...(gclid ? { utm_source: gclid } : {}), ...answers };
}

/** What the scheduler's booking form starts with: Calendly's name, email and first custom answer (a1). */
export type SchedulerPrefill = { name: string; email: string; a1?: string };

export const schedulerPrefill = (name: string, email: string, note: string): SchedulerPrefill => (note ? { name, email, a1: note } : { name, email });

/** The brand colours and banner setting every embed uses (§7: colours, hide the privacy banner). */
export const SCHEDULER_PAGE_SETTINGS = { primaryColor: "0f766e", textColor: "1f2937", backgroundColor: "ffffff", hideGdprBanner: true };

/**
 * The scheduling page's own address with the same parameters, for visitors without JavaScript (a plain
 * link opens the calendar) — the names Calendly's embed uses.
 */
export function schedulerPageUrl(base: string, utm: SchedulerUtm, reference?: string, prefill?: SchedulerPrefill | null): string {
  const url = new URL(base);
  url.searchParams.set("hide_gdpr_banner", "1");
  url.searchParams.set("primary_color", SCHEDULER_PAGE_SETTINGS.primaryColor);
  url.searchParams.set("text_color", SCHEDULER_PAGE_SETTINGS.textColor);
  url.searchParams.set("background_color", SCHEDULER_PAGE_SETTINGS.backgroundColor);
  for (const [key, value] of Object.entries(utm)) if (value) url.searchParams.set(key, value);
  if (reference) url.searchParams.set("salesforce_uuid", reference);
  for (const [key, value] of Object.entries(prefill ?? {})) if (value) url.searchParams.set(key, value);
  return url.toString();
}
