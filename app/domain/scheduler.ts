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
