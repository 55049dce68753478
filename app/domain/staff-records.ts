// The staff console's record pages (issue #11 §3): which sections exist, how a page of records is
// chosen, and how an outbox message is shown to staff without showing what it carries. (The re-drive
// form's schema is in staff-forms.ts: the records page reads this module in the browser.)
import { funnelSteps } from "./funnel";

export const RECORD_SECTIONS = ["leads", "messages", "level-tests", "newsletter", "outbox", "audit"] as const;
export type RecordSection = (typeof RECORD_SECTIONS)[number];

export const isRecordSection = (value: string | undefined): value is RecordSection => (RECORD_SECTIONS as readonly string[]).includes(value ?? "");

/** Staff lists show 50 rows a page, newest first. */
export const RECORDS_PAGE_SIZE = 50;

/** Staff see the time as well as the day (deliveries fail and audit entries follow each other in minutes). */
const STAFF_TIME = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "UTC" });

export function formatStaffTime(date: Date): string {
  return STAFF_TIME.format(date) + " UTC";
}

/** D1 keeps these dates as ISO text; a row written by hand may hold anything, so nothing here throws. */
export function parseStoredDate(value: string | number | null): Date | null {
  if (value === null) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Book your class" for 5, "Not started" for 0: the furthest step of the individual funnel a lead reached. */
export function funnelStepLabel(stepBooked: number): string {
  return funnelSteps(false)[stepBooked - 1]?.label ?? "Not started";
}

/**
 * Who or what an outbox message is for, in a few words. Only the address and the subject, never the
 * body: an email's text can hold a sign-in or confirmation link, which is as good as a password.
 */
export function outboxTarget(kind: string, payloadJson: string): string {
  let payload: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(payloadJson);
    payload = parsed !== null && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
  } catch {
    return "Unreadable message";
  }
  const text = (key: string) => (typeof payload[key] === "string" ? clip(payload[key], 120) : null);
  switch (kind) {
    case "email":
      return [text("to") ?? "No recipient", text("subject") ? `“${text("subject")}”` : null].filter(Boolean).join(": ");
    case "backend-contact":
      return [text("email") ?? "No email", text("subject")].filter(Boolean).join(": ");
    case "form-service":
      return `Level-test submission ${text("submissionId") ?? "without an id"}`;
    default:
      return "Unknown kind of message";
  }
}

/** A delivery error as staff read it: short, and with any URL's query string dropped (tokens live there). */
export function shortError(error: string | null): string {
  if (!error) return "No error recorded";
  return clip(error.replace(/(https?:\/\/[^\s?#"']+)[?#][^\s"']*/g, "$1?…"), 200);
}

/** The start of a long message, for the line staff click to read the rest. */
export const messagePreview = (message: string, max = 80) => clip(message.replace(/\s+/g, " ").trim(), max);

const clip = (value: string, max: number) => (value.length > max ? `${value.slice(0, max - 1)}…` : value);
