// Events: upcoming ones first (soonest first), then past ones (latest first). Times show in US Central,
// the school's time zone, with the zone named so nobody misreads them.

export const SCHOOL_TIME_ZONE = "America/Chicago";

export function splitEvents<T extends { startsAt: string; endsAt: string }>(events: T[], now: Date): { upcoming: T[]; past: T[] } {
  const ended = (e: T) => Date.parse(e.endsAt) < now.getTime();
  return {
    upcoming: events.filter((e) => !ended(e)).sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt)),
    past: events.filter(ended).sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt)),
  };
}

// Formatters are costly to make and an events list formats many: made once (a zone's, on first use).
const EVENT_DAY = new Intl.DateTimeFormat("en-US", { timeZone: SCHOOL_TIME_ZONE, weekday: "long", month: "long", day: "numeric", year: "numeric" });
const EVENT_TIME = new Intl.DateTimeFormat("en-US", { timeZone: SCHOOL_TIME_ZONE, hour: "numeric", minute: "2-digit" });
const EVENT_ZONE = new Intl.DateTimeFormat("en-US", { timeZone: SCHOOL_TIME_ZONE, timeZoneName: "short" });
const momentFormats = new Map<string, Intl.DateTimeFormat>();

export function formatEventTime(startsAt: string, endsAt: string): string {
  const zone = EVENT_ZONE.formatToParts(new Date(startsAt)).find((p) => p.type === "timeZoneName")?.value ?? "CT";
  return `${EVENT_DAY.format(new Date(startsAt))}, ${EVENT_TIME.format(new Date(startsAt))}–${EVENT_TIME.format(new Date(endsAt))} ${zone}`;
}

/** One moment in the school's time zone, e.g. a booked class: "Wednesday, November 25, 2026 at 10:00 AM CST". */
export const formatSchoolTime = (iso: string) => formatTimeIn(iso, SCHOOL_TIME_ZONE);

/** One moment in a time zone, named: the invitee's own for a class they booked (issue #27). */
export function formatTimeIn(iso: string, timeZone: string): string {
  let format = momentFormats.get(timeZone);
  if (!format) {
    // Intl refuses dateStyle/timeStyle together with timeZoneName, so the parts are named one by one.
    format = new Intl.DateTimeFormat("en-US", { timeZone, weekday: "long", month: "long", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit", timeZoneName: "short" });
    momentFormats.set(timeZone, format);
  }
  return format.format(new Date(iso));
}
