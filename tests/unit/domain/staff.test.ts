// The staff console's rules (issue #11 §3): session lifetimes, one use per TOTP step, and the forms'
// validation (the messages staff see next to the fields).
import { describe, expect, it } from "vitest";
import { STAFF_ABSOLUTE_MS, STAFF_IDLE_MS, staffSessionLive, totpStepAcceptable, totpStepAt } from "~/domain/staff";
import { declinePoSchema, recordPaymentSchema, refundCreditSchema, staffSignInSchema } from "~/domain/staff-forms";

const MINUTE = 60_000;

describe("staff sessions", () => {
  const start = Date.UTC(2026, 10, 23, 9, 0);
  it("live while used within 30 minutes, for at most 8 hours", () => {
    expect(STAFF_IDLE_MS).toBe(30 * MINUTE);
    expect(STAFF_ABSOLUTE_MS).toBe(8 * 60 * MINUTE);
    expect(staffSessionLive({ createdAt: start, lastSeenAt: start }, start + 30 * MINUTE)).toBe(true);
    expect(staffSessionLive({ createdAt: start, lastSeenAt: start }, start + 31 * MINUTE)).toBe(false);
    expect(staffSessionLive({ createdAt: start, lastSeenAt: start + 8 * 60 * MINUTE - MINUTE }, start + 8 * 60 * MINUTE)).toBe(true);
    expect(staffSessionLive({ createdAt: start, lastSeenAt: start + 8 * 60 * MINUTE }, start + 8 * 60 * MINUTE + 1)).toBe(false);
  });
});

describe("TOTP steps", () => {
  it("are 30-second steps of Unix time (RFC 6238)", () => {
    expect(totpStepAt(59_000)).toBe(1);
    expect(totpStepAt(60_000)).toBe(2);
  });
  it("sign in once: only a step newer than the last accepted one", () => {
    expect(totpStepAcceptable(101, 100)).toBe(true);
    expect(totpStepAcceptable(100, 100)).toBe(false);
    expect(totpStepAcceptable(99, 100)).toBe(false);
    expect(totpStepAcceptable(1, 0)).toBe(true);
  });
});

describe("the staff forms", () => {
  it("sign-in: the code is 6 digits (spaces allowed), the email is normalised", () => {
    const ok = staffSignInSchema.safeParse({ email: " Staff@Hablarte.COM ", password: "x", code: "123 456" });
    expect(ok.success && ok.data).toEqual({ email: "staff@hablarte.com", password: "x", code: "123456" });
    const bad = staffSignInSchema.safeParse({ email: "staff@hablarte.com", password: "x", code: "12345" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe("Enter the 6-digit code from your authenticator app.");
  });

  it("record payment: a known method, a reference, a real day not in the future", () => {
    const schema = recordPaymentSchema("2026-11-23");
    const fields = { intent: "record-payment", version: "3", method: "cheque", reference: "CHQ 20417", amount: "996", paidOn: "2026-11-23" };
    expect(schema.safeParse(fields).success).toBe(true);
    const message = (override: Record<string, string>) => schema.safeParse({ ...fields, ...override }).error?.issues[0]?.message;
    expect(message({ paidOn: "2026-11-24" })).toBe("The payment date can’t be in the future.");
    expect(message({ paidOn: "23/11/2026" })).toBe("Enter the date the payment arrived.");
    expect(message({ method: "bitcoin" })).toBe("Choose how the school paid.");
    expect(message({ reference: " " })).toBe("Enter the payment’s reference (transfer id or check number).");
    expect(schema.safeParse({ ...fields, extra: "x" }).success).toBe(false);
  });

  it("record payment: the amount in dollars as typed from a statement, read to the cent without floating point", () => {
    const schema = recordPaymentSchema("2026-11-23");
    const fields = { intent: "confirm-payment", version: "3", method: "bank_transfer", reference: "ACH 1", paidOn: "2026-11-23" };
    const cents = (amount: string) => {
      const parsed = schema.safeParse({ ...fields, amount });
      return parsed.success ? parsed.data.amount : parsed.error.issues[0]?.message;
    };
    expect(cents("996")).toBe(99_600);
    expect(cents("$1,245.50")).toBe(124_550);
    expect(cents(" 0.29 ")).toBe(29);
    expect(cents("4410.1")).toBe(441_010);
    expect(cents("9999999.99")).toBe(999_999_999);
    expect(cents("")).toBe("Enter the amount received.");
    for (const bad of ["0", "0.00", "-5", "1e3", "12.345", "1,24", "Infinity", "0x10", "10000000", "12 34"]) expect(cents(bad), bad).toBe("Enter the amount in dollars, like 996 or 1,245.50.");
  });

  it("refund of a credit note: by transfer or check, a reference, a day not in the future", () => {
    const schema = refundCreditSchema("2026-11-23");
    const fields = { intent: "refund-credit", version: "4", method: "cheque", reference: "Check 1201", sentOn: "2026-11-23" };
    expect(schema.safeParse(fields).success).toBe(true);
    const message = (override: Record<string, string>) => schema.safeParse({ ...fields, ...override }).error?.issues[0]?.message;
    expect(message({ method: "card" })).toBe("Choose how the refund was sent.");
    expect(message({ reference: "" })).toBe("Enter the refund’s reference (transfer id or check number).");
    expect(message({ sentOn: "2026-11-24" })).toBe("The refund date can’t be in the future.");
  });

  it("reject PO: a reason of 5–500 characters", () => {
    expect(declinePoSchema.safeParse({ intent: "decline-po", version: "1", reason: "The PO total differs." }).success).toBe(true);
    for (const version of ["0x1", "1e0", " ", "-1"]) expect(declinePoSchema.safeParse({ intent: "decline-po", version, reason: "The PO total differs." }).success, version).toBe(false);
    expect(declinePoSchema.safeParse({ intent: "decline-po", version: "1", reason: "no" }).error?.issues[0]?.message).toBe("Tell the buyer what to correct (at least 5 characters).");
    expect(declinePoSchema.safeParse({ intent: "decline-po", version: "1", reason: "x".repeat(501) }).error?.issues[0]?.message).toBe("Please keep the reason under 500 characters.");
  });
});
