// An invoice paid in parts, and an overpaid one's credit note (issue #26), over HTTP against real local D1, R2
// and the outbox: the confirm step records nothing; a part payment leaves the balance (shown to staff and
// buyer, emailed, on the invoice), the same check can't be entered twice, two payments at once count once;
// the buyer's card pays the balance; a payment beyond the balance makes the invoice Paid and issues a credit
// note the buyer can download (nobody else can), which staff refund once.
import { describe, expect, it } from "vitest";
import { type Browser, confirmedBuyer, mailTo } from "./browser";
import { CARD } from "./fixtures";
import { useSite, type SiteResponse } from "./harness";
import { invoicePendingPayment, quoteVersion, type Invoice } from "./invoice-flow";
import { staffBrowser } from "./staff";

const site = useSite();

const text = async (response: SiteResponse) => (await response.text()).replaceAll("<!-- -->", "");
const today = () => new Date().toISOString().slice(0, 10);
const quote = (id: string) =>
  site.env.DB.prepare("SELECT status, paid_cents, payment_method FROM quotes WHERE id = ?").bind(id).first<{ status: string; paid_cents: number; payment_method: string | null }>();
const ledger = async (id: string) =>
  (await site.env.DB.prepare("SELECT method, reference, amount_cents FROM invoice_payments WHERE quote_id = ? ORDER BY recorded_at").bind(id).all<{ method: string; reference: string; amount_cents: number }>()).results;
const licences = async (orderId: string) => (await site.env.DB.prepare("SELECT COUNT(*) AS n FROM licences WHERE order_id = ?").bind(orderId).first<number>("n"))!;

/** A payment's fields as the form posts them, at the invoice's current version. */
async function payment(invoice: Invoice, intent: "record-payment" | "confirm-payment", fields: { method?: string; reference: string; amount: string }) {
  return { intent, version: String(await quoteVersion(site, invoice.quoteId)), method: fields.method ?? "cheque", paidOn: today(), ...fields };
}
const post = async (who: Browser, invoice: Invoice, fields: Record<string, string>) => who.post(`/staff/orders/${invoice.quoteId}`, fields);

describe("an invoice paid in parts (issue #26)", () => {
  it("the confirm step records nothing; a part payment leaves the balance for staff and buyer; the rest pays it", async () => {
    const invoice = await invoicePendingPayment(site, "parts@lakeview.example");
    const review = await post(invoice.staff, invoice, await payment(invoice, "record-payment", { reference: "Check 1001", amount: "200" }));
    expect(review.status).toBe(200);
    const confirm = await text(review);
    expect(confirm).toContain("Confirm the payment");
    expect(confirm).toContain("$200.00 by check, reference Check 1001, received");
    expect(confirm).toContain("This is a part payment: $298.00 will still be due, and the order stays Pending Payment.");
    expect(await quote(invoice.quoteId)).toEqual({ status: "pending_payment", paid_cents: 0, payment_method: null });
    // Change: back to the form with what was typed.
    const change = await text(await post(invoice.staff, invoice, { ...(await payment(invoice, "record-payment", { reference: "Check 1001", amount: "200" })), intent: "edit-payment" }));
    expect(change).toMatch(/name="amount"[^>]*value="200"|value="200"[^>]*name="amount"/);

    const part = await post(invoice.staff, invoice, await payment(invoice, "confirm-payment", { reference: "Check 1001", amount: "200" }));
    expect(part.status).toBe(302);
    expect(part.headers.get("Location")).toBe(`/staff/orders/${invoice.quoteId}?done=part-paid`);
    expect(await quote(invoice.quoteId)).toEqual({ status: "pending_payment", paid_cents: 20_000, payment_method: null });
    expect(await licences(invoice.orderId)).toBe(0);
    const staffPage = await text(await invoice.staff.get(`/staff/orders/${invoice.quoteId}`));
    expect(staffPage).toContain("$200.00 · balance due $298.00");
    expect(staffPage).toContain("Check 1001");
    expect(staffPage).toContain("Part payment recorded");
    const mail = await mailTo(site, "parts@lakeview.example", /Payment received for invoice INV-\d{4}-\d{4}: \$298 still to pay/);
    expect(mail.text).toContain("we received $200 toward invoice");
    const myOrder = await text(await invoice.buyer.get("/account/my-order"));
    expect(myOrder).toContain("Paid so far: $200.00. <strong>Balance due: $298.00</strong>");
    expect(myOrder).toContain("Pay the balance by card");

    // The same check entered again is refused next to its reference, and counts nothing.
    const twice = await post(invoice.staff, invoice, await payment(invoice, "confirm-payment", { reference: "Check 1001", amount: "298" }));
    expect(twice.status).toBe(409);
    expect(await text(twice)).toContain("A payment by check with reference Check 1001 is already recorded on this invoice.");
    expect((await quote(invoice.quoteId))!.paid_cents).toBe(20_000);

    const rest = await post(invoice.staff, invoice, await payment(invoice, "confirm-payment", { method: "bank_transfer", reference: "ACH 77", amount: "298.00" }));
    expect(rest.headers.get("Location")).toBe(`/staff/orders/${invoice.quoteId}?done=paid`);
    expect(await quote(invoice.quoteId)).toEqual({ status: "paid", paid_cents: 49_800, payment_method: "bank_transfer" });
    expect(await licences(invoice.orderId)).toBe(2);
    expect(await ledger(invoice.quoteId)).toEqual([
      { method: "cheque", reference: "Check 1001", amount_cents: 20_000 },
      { method: "bank_transfer", reference: "ACH 77", amount_cents: 29_800 },
    ]);
    await mailTo(site, "parts@lakeview.example", /Invoice INV-\d{4}-\d{4} is paid/);
  });

  it("two payments confirmed at the same moment on the page's version: one is recorded, the other told the order changed", async () => {
    const invoice = await invoicePendingPayment(site, "two-at-once@lakeview.example");
    const other = await staffBrowser(site);
    const [a, b] = await Promise.all([
      post(invoice.staff, invoice, await payment(invoice, "confirm-payment", { reference: "Check 2001", amount: "100" })),
      post(other, invoice, await payment(invoice, "confirm-payment", { method: "bank_transfer", reference: "ACH 2002", amount: "150" })),
    ]);
    expect([a.status, b.status].sort()).toEqual([302, 409]);
    const recorded = await ledger(invoice.quoteId);
    expect(recorded).toHaveLength(1);
    expect((await quote(invoice.quoteId))!.paid_cents).toBe(recorded[0]!.amount_cents);
  });

  it("after a part payment the buyer's card pays the balance, and the ledger has both payments", async () => {
    const invoice = await invoicePendingPayment(site, "card-balance@lakeview.example");
    expect((await post(invoice.staff, invoice, await payment(invoice, "confirm-payment", { reference: "Check 3001", amount: "100" }))).status).toBe(302);
    const page = await text(await invoice.buyer.get(`/card-payment?order=${invoice.orderId}`));
    expect(page).toContain("Already paid: $100. Left to pay: <strong>$398</strong>.");
    expect(page).toContain("Pay $398 by card");
    const pay = await invoice.buyer.post(`/card-payment?order=${invoice.orderId}`, { intent: "pay" });
    expect(pay.status).toBe(303);
    const gateway = new URL(pay.headers.get("Location")!, "http://local").pathname;
    expect((await invoice.buyer.post(gateway, CARD)).status).toBe(302);
    await expect.poll(async () => (await quote(invoice.quoteId))!.status).toBe("paid");
    expect(await quote(invoice.quoteId)).toMatchObject({ paid_cents: 49_800, payment_method: "card" });
    expect(await licences(invoice.orderId)).toBe(2);
    const recorded = await ledger(invoice.quoteId);
    expect(recorded.map((p) => [p.method, p.amount_cents])).toEqual([
      ["cheque", 10_000],
      ["card", 39_800],
    ]);
  });
});

describe("an overpaid invoice's credit note (issue #26)", () => {
  it("a payment beyond the balance makes the invoice Paid and issues a credit note: the buyer's to download, refunded once", async () => {
    const invoice = await invoicePendingPayment(site, "overpaid-check@lakeview.example");
    const review = await text(await post(invoice.staff, invoice, await payment(invoice, "record-payment", { reference: "Check 4001", amount: "500" })));
    expect(review).toContain("This is $2.00 more than the balance: the order becomes Paid, and a credit note for $2.00 is issued for you to refund to the school.");
    expect((await post(invoice.staff, invoice, await payment(invoice, "confirm-payment", { reference: "Check 4001", amount: "500" }))).status).toBe(302);
    expect(await quote(invoice.quoteId)).toEqual({ status: "paid", paid_cents: 50_000, payment_method: "cheque" });
    expect(await licences(invoice.orderId)).toBe(2);
    const note = (await site.env.DB.prepare("SELECT id, number, amount_cents, status FROM credit_notes WHERE quote_id = ?").bind(invoice.quoteId).first<{ id: string; number: string; amount_cents: number; status: string }>())!;
    expect(note).toMatchObject({ number: expect.stringMatching(/^CN-\d{4}-\d{4}$/), amount_cents: 200, status: "open" });
    const mail = await mailTo(site, "overpaid-check@lakeview.example", new RegExp(`Credit note ${note.number}: you paid \\$2 more than invoice`));
    expect(mail.text).toContain(`/documents/credit-notes/${invoice.quoteId}`);

    // The buyer sees it in My Order and downloads it; another buyer, and nobody signed in, get nothing.
    const myOrder = await text(await invoice.buyer.get("/account/my-order"));
    expect(myOrder).toContain(`credit note ${note.number} records what we owe you`);
    const download = await invoice.buyer.get(`/documents/credit-notes/${invoice.quoteId}`);
    expect(download.status).toBe(200);
    expect(download.headers.get("Content-Disposition")).toBe(`attachment; filename="${note.number}.pdf"`);
    expect(new TextDecoder().decode((await download.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
    const stranger = await confirmedBuyer(site, "stranger@elsewhere.example");
    expect((await stranger.get(`/documents/credit-notes/${invoice.quoteId}`)).status).toBe(404);
    expect((await site.fetch(`/documents/credit-notes/${invoice.quoteId}`)).status).not.toBe(200);
    expect((await invoice.staff.get(`/staff/orders/${invoice.quoteId}/credit-note`)).status).toBe(200);

    // The refund: a bad form keeps what was typed; then two members of staff at once record it once.
    const bad = await post(invoice.staff, invoice, { intent: "refund-credit", version: String(await quoteVersion(site, invoice.quoteId)), method: "cheque", reference: "", sentOn: today() });
    expect(bad.status).toBe(400);
    const badPage = await text(bad);
    expect(badPage).toContain("Enter the refund’s reference (transfer id or check number).");
    expect(badPage).toContain('<option value="cheque" selected="">Check</option>');
    const refund = async (who: Browser) => post(who, invoice, { intent: "refund-credit", version: String(await quoteVersion(site, invoice.quoteId)), method: "cheque", reference: "Check 9001", sentOn: today() });
    const other = await staffBrowser(site);
    const answers = await Promise.all([refund(invoice.staff), refund(other)]);
    expect(answers.map((r) => r.status).sort()).toEqual([302, 409]);
    expect(await site.env.DB.prepare("SELECT status, refund_reference FROM credit_notes WHERE id = ?").bind(note.id).first()).toEqual({ status: "refunded", refund_reference: "Check 9001" });
    await mailTo(site, "overpaid-check@lakeview.example", new RegExp(`Refund of credit note ${note.number} sent`));
    expect(await text(await invoice.staff.get(`/staff/orders/${invoice.quoteId}`))).toMatch(/Refunded on .+ by check, reference Check 9001/);
    expect(await text(await invoice.buyer.get("/account/my-order"))).toContain(`credit note ${note.number} has been refunded to you.`);
    const audit = await site.env.DB.prepare("SELECT COUNT(*) AS n FROM staff_audit WHERE action = 'refunded credit note' AND detail LIKE ?").bind(`${note.number}%`).first("n");
    expect(audit).toBe(1);
  });

  it("an invoice that is not overpaid has no credit note to refund or download", async () => {
    const invoice = await invoicePendingPayment(site, "no-credit@lakeview.example");
    const none = await post(invoice.staff, invoice, { intent: "refund-credit", version: String(await quoteVersion(site, invoice.quoteId)), method: "cheque", reference: "Check 1", sentOn: today() });
    expect(none.status).toBe(409);
    expect(await text(none)).toContain("This invoice has no credit note to refund.");
    expect((await invoice.buyer.get(`/documents/credit-notes/${invoice.quoteId}`)).status).toBe(404);
  });
});
