import { describe, expect, it } from "vitest";
import { formatEventTime, formatSchoolTime, splitEvents } from "~/domain/events";

const e = (id: string, startsAt: string, endsAt: string) => ({ id, startsAt, endsAt });

describe("events", () => {
  it("lists upcoming events soonest first and past events latest first", () => {
    const now = new Date("2026-11-21T12:00:00Z");
    const { upcoming, past } = splitEvents(
      [e("late", "2027-02-01T18:00:00-06:00", "2027-02-01T19:00:00-06:00"), e("old", "2026-09-10T18:00:00-05:00", "2026-09-10T19:00:00-05:00"), e("soon", "2026-12-03T18:00:00-06:00", "2026-12-03T19:00:00-06:00"), e("older", "2026-08-01T18:00:00-05:00", "2026-08-01T19:00:00-05:00")],
      now,
    );
    expect(upcoming.map((x) => x.id)).toEqual(["soon", "late"]);
    expect(past.map((x) => x.id)).toEqual(["old", "older"]);
  });

  it("shows times in US Central with the zone named", () => {
    expect(formatEventTime("2027-01-14T18:00:00-06:00", "2027-01-14T19:30:00-06:00")).toBe("Thursday, January 14, 2027, 6:00 PM–7:30 PM CST");
  });

  it("shows a booked class's time in US Central with the zone named", () => {
    expect(formatSchoolTime("2026-11-25T16:00:00.000000Z")).toBe("Wednesday, November 25, 2026 at 10:00 AM CST");
  });
});
