import { describe, expect, it } from "vitest";
import { redriveSchema } from "~/domain/staff-forms";
import { formatStaffTime, funnelStepLabel, isRecordSection, messagePreview, outboxTarget, parseStoredDate, shortError } from "~/domain/staff-records";

describe("staff record sections", () => {
  it("knows its six sections and nothing else", () => {
    expect(["leads", "messages", "level-tests", "newsletter", "outbox", "audit"].every(isRecordSection)).toBe(true);
    expect(isRecordSection("orders")).toBe(false);
    expect(isRecordSection(undefined)).toBe(false);
    expect(isRecordSection("constructor")).toBe(false);
  });
});

describe("outbox messages as staff see them", () => {
  it("names an email by its recipient and subject, never its text", () => {
    const target = outboxTarget("email", JSON.stringify({ to: "ana@example.com", subject: "Confirm your email", text: "https://x.test/confirm?token=SECRET" }));
    expect(target).toBe("ana@example.com: “Confirm your email”");
    expect(target).not.toContain("SECRET");
  });

  it("names the other kinds, and survives payloads written by hand", () => {
    expect(outboxTarget("backend-contact", JSON.stringify({ email: "a@example.com", subject: "Subscribe To Newsletter" }))).toBe("a@example.com: Subscribe To Newsletter");
    expect(outboxTarget("form-service", JSON.stringify({ submissionId: "abc", fields: { "entry.1": "secret" } }))).toBe("Level-test submission abc");
    expect(outboxTarget("email", "{not json")).toBe("Unreadable message");
    expect(outboxTarget("email", "null")).toBe("No recipient");
    expect(outboxTarget("fax", "{}")).toBe("Unknown kind of message");
  });

  it("shortens errors and drops query strings from the URLs in them", () => {
    expect(shortError("TypeError: fetch to https://forms.test/submit?key=SECRET&x=1 failed")).toBe("TypeError: fetch to https://forms.test/submit?… failed");
    expect(shortError(null)).toBe("No error recorded");
    expect(shortError("x".repeat(500))).toHaveLength(200);
  });
});

describe("contact messages", () => {
  it("previews a long message on one short line", () => {
    expect(messagePreview("Hola,\n\nwe are   a school")).toBe("Hola, we are a school");
    expect(messagePreview("x".repeat(200))).toHaveLength(80);
  });
});

describe("re-drive input", () => {
  it("accepts an outbox id and refuses anything else", () => {
    expect(redriveSchema.safeParse({ id: crypto.randomUUID() }).success).toBe(true);
    expect(redriveSchema.safeParse({ id: "stuck-1" }).success).toBe(false);
    expect(redriveSchema.safeParse({ id: null }).success).toBe(false);
  });
});

describe("dates and steps", () => {
  it("shows the day and the UTC time", () => {
    expect(formatStaffTime(new Date("2026-03-04T05:06:00Z"))).toBe("Mar 4, 2026, 05:06 UTC");
  });

  it("reads stored dates without throwing", () => {
    expect(parseStoredDate("2026-01-01T00:00:00.000Z")?.toISOString()).toBe("2026-01-01T00:00:00.000Z");
    expect(parseStoredDate("yesterday")).toBeNull();
    expect(parseStoredDate(null)).toBeNull();
  });

  it("names the furthest funnel step a lead reached", () => {
    expect(funnelStepLabel(0)).toBe("Not started");
    expect(funnelStepLabel(1)).toBe("Choose a plan");
    expect(funnelStepLabel(5)).toBe("Book your class");
  });
});
