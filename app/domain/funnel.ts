// Spec §2.4 and §4 "Individual funnel": the sign-up steps, in order, on the main site and on the hot
// site (/external/…). stepBooked is the last step completed (1 plan chosen … 5 class booked).
export type FunnelStep = { number: 1 | 2 | 3 | 4 | 5; label: string; path: string };

const STEPS: ReadonlyArray<Omit<FunnelStep, "path"> & { segment: string }> = [
  { number: 1, label: "Choose a plan", segment: "individual-plans" },
  { number: 2, label: "Start your journey", segment: "start-journey" },
  { number: 3, label: "Complete your purchase", segment: "complete-purchase" },
  { number: 4, label: "Select your level", segment: "select-level" },
  { number: 5, label: "Book your class", segment: "book/demo" },
];

export function funnelSteps(external: boolean): FunnelStep[] {
  const base = external ? "/external/" : "/";
  return STEPS.map(({ segment, ...step }) => ({ ...step, path: `${base}${segment}` }));
}

/** Where the funnel ends: the hot site thanks the visitor; the main site returns home (§2.4 step 6). */
export const funnelEnd = (external: boolean) => (external ? "/external/thank-you" : "/");

/** The step after `completed` (or the end). */
export function nextFunnelPath(completed: number, external: boolean): string {
  return funnelSteps(external)[completed]?.path ?? funnelEnd(external);
}

/** A visitor may open a step only once the steps before it are done; otherwise the first open one. */
export function funnelGate(step: number, stepBooked: number, external: boolean): string | null {
  return step <= stepBooked + 1 ? null : nextFunnelPath(stepBooked, external);
}

/** stepBooked once the scheduler's webhook reports the booking (step 5 done). */
export const BOOKED_STEP = 5;

export const advanceStep = (stepBooked: number, completed: number) => Math.max(stepBooked, completed);

/** The hot site's funnel runs under /external/…; the main site's at the root. */
export const isExternalFunnel = (url: URL) => url.pathname.startsWith("/external/");
