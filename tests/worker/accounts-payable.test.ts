// A district's accounts payable (issue #26), over HTTP against real local D1, R2 and the outbox: the address
// given at checkout gets the invoice when staff approve the PO, by a signed link that needs no account; the
// buyer's email says so; an altered link opens nothing; a bad address is refused next to its field.
import { describe, expect, it } from "vitest";
import { confirmedBuyer, mailTo, Browser } from "./browser";
import { BILLING } from "./fixtures";
import { useSite } from "./harness";
import { invoicePendingPayment } from "./invoice-flow";

const site = useSite();

describe("accounts payable", () => {
  it("gets the invoice by a link that needs no account, and the buyer is told", async () => {
    const invoice = await invoicePendingPayment(site, "ap-buyer@riverside.example", { apEmail: " AP@Riverside.example " });
    const billing = await site.env.DB.prepare("SELECT billing FROM quotes WHERE id = ?").bind(invoice.quoteId).first<string>("billing");
    expect(JSON.parse(billing!).apEmail).toBe("ap@riverside.example");
    const number = (await site.env.DB.prepare("SELECT invoice_number FROM quotes WHERE id = ?").bind(invoice.quoteId).first<string>("invoice_number"))!;
    const toAp = await mailTo(site, "ap@riverside.example", new RegExp(`Invoice ${number} from Hablarte Learning, Inc. for Purchase Order PO 2207`));
    expect(toAp.text).toContain("Riverside ISD asked us to send you invoice");
    expect(toAp.text).toContain("our EIN (87-2290413)");
    const link = /https?:\/\/\S+\/documents\/ap\/\S+/.exec(toAp.text)![0];
    const path = new URL(link).pathname;
    // Nobody signed in: the PDF.
    const opened = await new Browser(site).get(path);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("Content-Type")).toBe("application/pdf");
    expect(opened.headers.get("Content-Disposition")).toBe(`attachment; filename="${number}.pdf"`);
    expect(opened.headers.get("Cache-Control")).toBe("private, no-store");
    // Altered: nothing.
    const altered = path.replace(/.$/, (c) => (c === "0" ? "1" : "0"));
    expect((await new Browser(site).get(altered)).status).toBe(404);
    expect((await new Browser(site).get("/documents/ap/not-a-token")).status).toBe(404);
    const toBuyer = await mailTo(site, "ap-buyer@riverside.example", /approved: invoice/);
    expect(toBuyer.text).toContain("We also sent the invoice to your accounts payable at ap@riverside.example, with a link that needs no account.");
  });

  it("are reminded of an unpaid invoice a week before it is due, once a week, buyer and accounts payable alike", async () => {
    const invoice = await invoicePendingPayment(site, "ap-reminded@riverside.example", { apEmail: "ap-reminded-ap@riverside.example" });
    const remindedAt = () => site.env.DB.prepare("SELECT reminded_at FROM quotes WHERE id = ?").bind(invoice.quoteId).first<number | null>("reminded_at");
    // Due in a month: nothing yet.
    await site.server.getWorker().scheduled({ cron: "*/10 * * * *" });
    expect(await remindedAt()).toBeNull();
    // Due in three days: one reminder each, and only one however often the job runs.
    await site.env.DB.prepare("UPDATE quotes SET due_at = ? WHERE id = ?").bind(Date.now() + 3 * 86_400_000, invoice.quoteId).run();
    await Promise.all([1, 2].map(() => site.server.getWorker().scheduled({ cron: "*/10 * * * *" })));
    await site.server.getWorker().scheduled({ cron: "*/10 * * * *" });
    const number = (await site.env.DB.prepare("SELECT invoice_number FROM quotes WHERE id = ?").bind(invoice.quoteId).first<string>("invoice_number"))!;
    const buyerMail = await mailTo(site, "ap-reminded@riverside.example", new RegExp(`^Invoice ${number} is due on `));
    expect(buyerMail.text).toContain(`/documents/invoices/${invoice.quoteId}`);
    const apMail = await mailTo(site, "ap-reminded-ap@riverside.example", new RegExp(`^Reminder: invoice ${number} from Hablarte Learning, Inc.`));
    expect(apMail.text).toMatch(/\/documents\/ap\/[0-9a-f-]{36}\.[0-9a-z]+\.[0-9a-f]{64}/);
    expect(await remindedAt()).not.toBeNull();
    const sent = (await site.env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE kind = 'email' AND payload LIKE ?").bind(`%Invoice ${number} is due on%`).first<number>("n"))!;
    expect(sent).toBe(1);
  });

  it("is optional, and a bad address is refused next to its field", async () => {
    const buyer = await confirmedBuyer(site, "ap-bad@riverside.example");
    await buyer.post("/product/k2-level-1", { intent: "add", product: "k2-level-1", quantity: "1" });
    const refused = await buyer.post("/checkout", { intent: "request-quote", ...BILLING, apEmail: "accounts payable" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Enter a valid email for accounts payable, or leave it empty.");
    const fine = await buyer.post("/checkout", { intent: "request-quote", ...BILLING, apEmail: "" });
    expect(fine.status).toBe(302);
  });
});
