// The quote → Purchase Order → invoice → payment state machine (spec §4; issue #11 §4): every transition,
// and every refused one.
import { describe, expect, it } from "vitest";
import {
  extendedValidUntil,
  invoiceReminderDue,
  balanceDueCents,
  paymentOutcome,
  displayStatus,
  documentNumber,
  invoiceDueDate,
  PO_NUMBER_PATTERN,
  quoteValidUntil,
  STATUS_FLAGS,
  transition,
  type QuoteEvent,
  type QuoteStatus,
} from "~/domain/quote-order";

const issued = new Date("2026-11-23T12:00:00Z");
const validUntil = quoteValidUntil(issued);
const during = new Date("2026-12-01T12:00:00Z");
const after = new Date("2027-01-23T12:00:01Z");
const state = (status: QuoteStatus) => ({ status, validUntil });

const EVENTS: QuoteEvent[] = [
  { type: "reject", by: "buyer" },
  { type: "submit_po", by: "buyer" },
  { type: "approve", by: "staff" },
  { type: "decline_po", by: "staff" },
  { type: "record_payment", by: "staff" },
  { type: "part_payment", by: "staff" },
];

const ALLOWED: Record<string, QuoteStatus> = {
  "quote/reject": "rejected",
  "quote/submit_po": "pending_approval",
  "pending_approval/approve": "pending_payment",
  "pending_approval/decline_po": "quote",
  "pending_payment/record_payment": "paid",
  "pending_payment/part_payment": "pending_payment",
};

describe("the order's life", () => {
  it("is valid for 60 days and invoices are due net 30", () => {
    expect(validUntil.toISOString()).toBe("2027-01-22T12:00:00.000Z");
    expect(invoiceDueDate(issued).toISOString()).toBe("2026-12-23T12:00:00.000Z");
  });

  for (const from of ["quote", "rejected", "pending_approval", "pending_payment", "paid"] as QuoteStatus[]) {
    for (const event of EVENTS) {
      const expected = ALLOWED[`${from}/${event.type}`];
      it(`${from} + ${event.type} → ${expected ?? "refused"}`, () => {
        const result = transition(state(from), event, during);
        if (expected) expect(result).toEqual({ ok: true, status: expected });
        else expect(result.ok).toBe(false);
      });
    }
  }

  it("refuses the buyer's answers to an expired quote, and shows it as Expired", () => {
    expect(transition(state("quote"), { type: "submit_po", by: "buyer" }, after)).toEqual({ ok: false, reason: "This quote has expired. Please request a new one." });
    expect(transition(state("quote"), { type: "reject", by: "buyer" }, after).ok).toBe(false);
    expect(displayStatus(state("quote"), after)).toBe("expired");
    expect(displayStatus(state("quote"), during)).toBe("quote");
    // Only a quote waiting for its PO expires: an order under review or paid stays as it is.
    expect(displayStatus(state("pending_approval"), after)).toBe("pending_approval");
  });

  it("lets staff act on a PO that arrived in time, even after the quote's date", () => {
    expect(transition(state("pending_approval"), { type: "approve", by: "staff" }, after)).toEqual({ ok: true, status: "pending_payment" });
  });

  it("flags each status with words, Pending Approval yellow and Pending Payment blue", () => {
    expect(STATUS_FLAGS.pending_approval).toEqual({ label: "Pending Approval", colour: "yellow" });
    expect(STATUS_FLAGS.pending_payment).toEqual({ label: "Pending Payment", colour: "blue" });
    expect(Object.values(STATUS_FLAGS).map((f) => f.label)).toEqual(["Quote", "Rejected", "Expired", "Pending Approval", "Pending Payment", "Paid"]);
  });
});

describe("document numbers and PO numbers", () => {
  it("numbers quotes and invoices per year", () => {
    expect(documentNumber("Q", 1, issued)).toBe("Q-2026-0001");
    expect(documentNumber("INV", 27, issued)).toBe("INV-2026-0027");
  });

  it("takes 1–40 letters, digits, spaces and - / . as a PO number", () => {
    for (const ok of ["PO-2026/117", "4500012345", "District 9 PO.12", "A".repeat(40)]) expect(PO_NUMBER_PATTERN.test(ok), ok).toBe(true);
    for (const bad of ["", "A".repeat(41), "PO#12", "PO_12", "<script>", "12\n34"]) expect(PO_NUMBER_PATTERN.test(bad), bad).toBe(false);
  });
});

describe("staff extending a quote (issue #26)", () => {
  const now = new Date("2026-10-01T12:00:00Z");
  it("gives an open or expired quote 30 more days, from today if it had expired; nothing else can be extended", () => {
    const open = { status: "quote" as const, validUntil: new Date("2026-10-20T12:00:00Z") };
    const expired = { status: "quote" as const, validUntil: new Date("2026-09-01T12:00:00Z") };
    expect(transition(open, { type: "extend", by: "staff" }, now)).toEqual({ ok: true, status: "quote" });
    expect(transition(expired, { type: "extend", by: "staff" }, now)).toEqual({ ok: true, status: "quote" });
    expect(extendedValidUntil(open.validUntil, now).toISOString()).toBe("2026-11-19T12:00:00.000Z");
    expect(extendedValidUntil(expired.validUntil, now).toISOString()).toBe("2026-10-31T12:00:00.000Z");
    for (const status of ["rejected", "pending_approval", "pending_payment", "paid"] as const) {
      expect(transition({ status, validUntil: open.validUntil }, { type: "extend", by: "staff" }, now)).toEqual({ ok: false, reason: "Only a quote (open or expired) can be given more time." });
    }
  });
});

describe("invoice reminders (issue #26)", () => {
  const day = 86_400_000;
  const now = new Date("2026-10-10T12:00:00Z");
  it("start a week before the due date, then come weekly while the invoice is unpaid", () => {
    const due = (days: number) => new Date(now.getTime() + days * day);
    expect(invoiceReminderDue(due(8), null, now)).toBe(false);
    expect(invoiceReminderDue(due(7), null, now)).toBe(true);
    expect(invoiceReminderDue(due(2), new Date(now.getTime() - 3 * day), now)).toBe(false);
    expect(invoiceReminderDue(due(-1), new Date(now.getTime() - 7 * day), now)).toBe(true);
    expect(invoiceReminderDue(due(-20), new Date(now.getTime() - 6 * day), now)).toBe(false);
  });
});

describe("payments towards an invoice (issue #26)", () => {
  const total = 99_600;
  it("a part payment leaves the balance; the rest pays it; more than the balance is a credit note's amount", () => {
    expect(paymentOutcome(total, 0, 40_000)).toEqual({ kind: "part", paidCents: 40_000, balanceCents: 59_600 });
    expect(paymentOutcome(total, 40_000, 59_600)).toEqual({ kind: "settles", paidCents: total });
    expect(paymentOutcome(total, 40_000, 60_000)).toEqual({ kind: "overpays", paidCents: 100_000, creditCents: 400 });
    // One cent short is still a part payment: the licences wait for the last cent.
    expect(paymentOutcome(total, 0, total - 1)).toEqual({ kind: "part", paidCents: total - 1, balanceCents: 1 });
  });

  it("the balance never goes below zero, and credit notes have their own numbers", () => {
    expect(balanceDueCents(total, 100_000)).toBe(0);
    expect(balanceDueCents(total, 40_000)).toBe(59_600);
    expect(documentNumber("CN", 3, new Date("2026-11-27T10:00:00Z"))).toBe("CN-2026-0003");
  });
});
