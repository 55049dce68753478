// The staff side of quotes and Purchase Orders (issue #11 §3, §4) over HTTP against real local D1, R2 and
// the outbox: staff sign-in with TOTP (the seeded local account, a replayed code, buyers kept out), the
// whole loop (PO → approve → invoice → record payment → licences), the card path for an invoice,
// rejecting a PO, two staff at once (one invoice, one set of licences), and who may read which document.
import { verifyPassword } from "better-auth/crypto";
import { TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { DEV_STAFF } from "~/domain/staff";
import { Browser, confirmedBuyer, mailTo } from "./browser";
import { BILLING, CARD, PDF_BYTES, pdfFile } from "./fixtures";
import { form, useSite, type SiteResponse } from "./harness";
import { newStaffMember, STAFF_PASSWORD, staffBrowser } from "./staff";

const site = useSite();

const text = async (response: SiteResponse) => (await response.text()).replaceAll("<!-- -->", "");
const location = (response: SiteResponse) => response.headers.get("Location") ?? "";
const row = (id: string) =>
  site.env.DB.prepare("SELECT status, version, invoice_number, due_at, invoiced_at, order_id, payment_method FROM quotes WHERE id = ?")
    .bind(id)
    .first<{ status: string; version: number; invoice_number: string | null; due_at: number | null; invoiced_at: number | null; order_id: string | null; payment_method: string | null }>();
const licences = async (orderId: string) => (await site.env.DB.prepare("SELECT COUNT(*) AS n FROM licences WHERE order_id = ?").bind(orderId).first<{ n: number }>())!.n;

/** A buyer whose quote of 2 teachers (K–2 Level 1, $249 each) has its PO sent: Pending Approval. */
async function pendingApproval(email: string) {
  const buyer = await confirmedBuyer(site, email);
  await buyer.post("/product/k2-level-1", { intent: "add", product: "k2-level-1", quantity: "2" });
  const requested = await buyer.post("/checkout", { intent: "request-quote", ...BILLING });
  const id = location(requested).split("#quote-")[1]!;
  expect((await buyer.upload(`/purchase-order-payment?quote=${id}`, { poNumber: "PO 7731", poFile: pdfFile() })).status).toBe(302);
  expect((await row(id))!.status).toBe("pending_approval");
  return { buyer, id };
}

const approve = async (staff: Browser, id: string) => staff.post(`/staff/orders/${id}`, { intent: "approve", version: String((await row(id))!.version) });

describe("staff sign-in", () => {
  it("signs the seeded local account in with its password and current TOTP code, once per code", async () => {
    const code = new TOTP({ secret: DEV_STAFF.totpSecret }).generate();
    const first = new Browser(site);
    const signedIn = await first.post("/staff/sign-in", { email: DEV_STAFF.email, password: DEV_STAFF.password, code });
    expect(signedIn.status).toBe(302);
    expect(location(signedIn)).toBe("/staff");
    const cookie = signedIn.headers.getSetCookie().find((c) => c.startsWith("__Host-hablarte.staff="))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect((await first.get("/staff")).status).toBe(200);
    // The same code again, even with the right password, is refused: a code signs in once.
    const replay = await new Browser(site).post("/staff/sign-in", { email: DEV_STAFF.email, password: DEV_STAFF.password, code });
    expect(replay.status).toBe(401);
    expect(await text(replay)).toContain("That email, password and code don’t match a staff account.");
  });

  it("signing out deletes the session on the server: the old cookie opens nothing (ASVS V7.4.1)", async () => {
    const staff = await staffBrowser(site);
    const cookie = staff.header();
    expect((await staff.post("/staff/sign-out", {})).status).toBe(302);
    expect(await site.env.DB.prepare("SELECT COUNT(*) AS n FROM staff_sessions s JOIN staff_members m ON m.id = s.staff_id WHERE m.email = ?").bind(staff.staffEmail).first("n")).toBe(0);
    expect((await site.fetch("/staff", { headers: { Cookie: cookie } })).status).toBe(404);
  });

  it("a member disabled by an operator is signed out at once, and can't sign in again (ASVS V7.4.2)", async () => {
    const member = await newStaffMember(site);
    const staff = new Browser(site);
    const now = Date.now();
    expect((await staff.post("/staff/sign-in", { email: member.email, password: STAFF_PASSWORD, code: member.code(now) })).status).toBe(302);
    expect((await staff.get("/staff")).status).toBe(200);
    await site.env.DB.prepare("UPDATE staff_members SET disabled_at = ? WHERE email = ?").bind(Date.now(), member.email).run();
    expect((await staff.get("/staff")).status).toBe(404);
    // The next step's code (accepted one step ahead), with the right password: still refused.
    expect((await new Browser(site).post("/staff/sign-in", { email: member.email, password: STAFF_PASSWORD, code: member.code(now + 30_000) })).status).toBe(401);
  });

  it("a member changes their own password: the current one first, the same rules as a buyer's, their other sessions end (ASVS V6.2.2)", async () => {
    const member = await newStaffMember(site);
    const now = Date.now();
    const here = new Browser(site);
    const there = new Browser(site);
    expect((await here.post("/staff/sign-in", { email: member.email, password: STAFF_PASSWORD, code: member.code(now) })).status).toBe(302);
    expect((await there.post("/staff/sign-in", { email: member.email, password: STAFF_PASSWORD, code: member.code(now + 30_000) })).status).toBe(302);
    expect(await text(await here.get("/staff/password"))).toContain("Change my password");

    const wrong = await here.post("/staff/password", { intent: "change-password", currentPassword: "not it at all", password: "una contraseña nueva y larga" });
    expect(wrong.status).toBe(400);
    expect(await text(wrong)).toContain("That isn’t your current password.");
    const common = await here.post("/staff/password", { intent: "change-password", currentPassword: STAFF_PASSWORD, password: "password123" });
    expect(common.status).toBe(400);
    expect(await text(common)).toContain("This password is too common and easy to guess.");

    const changed = await here.post("/staff/password", { intent: "change-password", currentPassword: STAFF_PASSWORD, password: "una contraseña nueva y larga" });
    expect(changed.status).toBe(302);
    expect(location(changed)).toBe("/staff/password?done=changed");
    expect(await text(await here.get("/staff/password?done=changed"))).toContain("Your password is changed");
    expect((await there.get("/staff")).status).toBe(404);
    const stored = await site.env.DB.prepare("SELECT password_hash FROM staff_members WHERE email = ?").bind(member.email).first<{ password_hash: string }>();
    expect(await verifyPassword({ hash: stored!.password_hash, password: "una contraseña nueva y larga" })).toBe(true);
    const audit = await site.env.DB.prepare("SELECT action FROM staff_audit WHERE staff_email = ?").bind(member.email).all<{ action: string }>();
    expect(audit.results.map((entry) => entry.action)).toContain("changed their password");
    expect((await new Browser(site).post("/staff/password", { intent: "change-password", currentPassword: "x", password: "y" })).status).toBe(404);
  });

  it("answers a wrong password, a wrong code and an unknown email alike, and a malformed code next to its field", async () => {
    const attempts = [
      { email: DEV_STAFF.email, password: DEV_STAFF.password, code: "000000" },
      { email: DEV_STAFF.email, password: "nope", code: new TOTP({ secret: DEV_STAFF.totpSecret }).generate() },
      { email: "nobody@hablarte.test", password: "x", code: "123456" },
    ];
    // Each answer is read before the next request goes out: the harness drops a body held unread across requests.
    for (const fields of attempts) {
      const answer = await new Browser(site).post("/staff/sign-in", fields);
      expect(answer.status).toBe(401);
      expect(await text(answer)).toContain("That email, password and code don’t match a staff account.");
    }
    const malformed = await new Browser(site).post("/staff/sign-in", { email: DEV_STAFF.email, password: "x", code: "12ab" });
    expect(malformed.status).toBe(400);
    expect(await text(malformed)).toContain("Enter the 6-digit code from your authenticator app.");
  });

  it("pauses a client after 5 failed sign-ins to an account in 15 minutes, even with the right password and code; the member signs in from elsewhere", async () => {
    const member = await newStaffMember(site);
    const from = "203.0.113.91";
    const signIn = (password: string) =>
      site.fetch("/staff/sign-in", { ...form({ email: member.email, password, code: member.code() }), headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": from } });
    for (let i = 0; i < 5; i++) expect((await signIn("wrong")).status).toBe(401);
    const paused = await signIn(STAFF_PASSWORD);
    expect(paused.status).toBe(429);
    expect(await text(paused)).toContain("Too many attempts. Please wait 15 minutes before trying again.");
    expect((await new Browser(site).post("/staff/sign-in", { email: member.email, password: STAFF_PASSWORD, code: member.code() })).status).toBe(302);
  });

  it("answers 404 on every other /staff page and action to visitors and buyers", async () => {
    const { buyer, id } = await pendingApproval("nosy@lakeview.example");
    for (const path of ["/staff", `/staff/orders/${id}`, `/staff/orders/${id}/purchase-order`, `/staff/orders/${id}/invoice`, "/staff/audit", "/staff/payments"]) {
      expect((await new Browser(site).get(path)).status, path).toBe(404);
      expect((await buyer.get(path)).status, path).toBe(404);
    }
    expect((await buyer.post(`/staff/orders/${id}`, { intent: "approve", version: "1" })).status).toBe(404);
    expect((await buyer.post("/staff/sign-out", {})).status).toBe(404);
    expect((await row(id))!.status).toBe("pending_approval");
  });

  it("refuses a cross-site post from a signed-in staff member's browser", async () => {
    const { id } = await pendingApproval("csrf@lakeview.example");
    const staff = await staffBrowser(site);
    const forge = (headers: Record<string, string>) =>
      site.fetch(`/staff/orders/${id}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: staff.header(), ...headers },
        body: new URLSearchParams({ intent: "approve", version: "1" }).toString(),
      });
    // Another Origin, or no Origin but the browser says cross-site: the Worker refuses it before any route runs.
    expect((await forge({ Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect((await forge({ "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect((await row(id))!.status).toBe("pending_approval");
  });
});

describe("the loop: approve → invoice → payment → licences", () => {
  it("approves: invoice INV-<year>-<seq> due net 30, emailed, downloadable by the buyer and staff as a PDF", async () => {
    const { buyer, id } = await pendingApproval("loop@lakeview.example");
    const staff = await staffBrowser(site);
    const queue = await text(await staff.get("/staff"));
    expect(queue).toContain("Purchase Orders to review");
    expect(queue).toContain(`/staff/orders/${id}`);
    const page = await text(await staff.get(`/staff/orders/${id}`));
    expect(page).toContain("PO 7731");
    expect(page).toContain("Approve and issue the invoice");
    const po = await staff.get(`/staff/orders/${id}/purchase-order`);
    expect(po.status).toBe(200);
    expect(po.headers.get("Content-Disposition")).toMatch(/^attachment; filename="PO-PO-7731\.pdf"$/);
    expect(po.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(await po.text()).toBe(PDF_BYTES);

    const approved = await approve(staff, id);
    expect(approved.status).toBe(302);
    expect(location(approved)).toBe(`/staff/orders/${id}?done=approved`);
    const quote = (await row(id))!;
    expect(quote.status).toBe("pending_payment");
    expect(quote.invoice_number).toMatch(/^INV-\d{4}-\d{4}$/);
    expect(quote.due_at! - quote.invoiced_at!).toBe(30 * 86_400_000);

    const mail = await mailTo(site, "loop@lakeview.example", /Purchase Order PO 7731 approved/);
    expect(mail.text).toContain(quote.invoice_number!);
    expect(mail.text).toContain(`/documents/invoices/${id}`);
    const myOrder = await text(await buyer.get("/account/my-order"));
    expect(myOrder).toMatch(/class="status-flag flag-blue">Pending Payment</);
    expect(myOrder).toContain(`href="/documents/invoices/${id}"`);
    expect(myOrder).toContain(`href="/card-payment?order=${quote.order_id}"`);
    for (const who of [buyer, staff]) {
      const invoice = await who.get(who === staff ? `/staff/orders/${id}/invoice` : `/documents/invoices/${id}`);
      expect(invoice.status).toBe(200);
      expect(invoice.headers.get("Content-Type")).toBe("application/pdf");
      expect(invoice.headers.get("Content-Disposition")).toBe(`attachment; filename="${quote.invoice_number}.pdf"`);
      expect(new TextDecoder().decode(new Uint8Array(await invoice.arrayBuffer()).subarray(0, 5))).toBe("%PDF-");
    }
    // Another buyer: the invoice and the PO don't exist for them.
    const other = await confirmedBuyer(site, "other@lakeview.example");
    expect((await other.get(`/documents/invoices/${id}`)).status).toBe(404);
    expect((await other.get(`/documents/purchase-orders/${id}`)).status).toBe(404);
    expect((await buyer.get(`/documents/purchase-orders/${id}`)).status).toBe(200);

    // Record payment: a future date is refused next to its field; then Paid, licences, an email.
    const version = String(quote.version);
    const future = await staff.post(`/staff/orders/${id}`, { intent: "record-payment", version, method: "bank_transfer", reference: "ACH 99120", amount: "498", paidOn: "2999-01-01" });
    expect(future.status).toBe(400);
    expect(await text(future)).toContain("The payment date can’t be in the future.");
    // A refused payment shows what was entered again, the method above all (issue #26: it used to reset).
    const noReference = await text(await staff.post(`/staff/orders/${id}`, { intent: "record-payment", version, method: "cheque", reference: "", amount: "$498.00", paidOn: "2026-01-05" }));
    expect(noReference).toContain("Enter the payment’s reference (transfer id or check number).");
    expect(noReference).toContain('<option value="cheque" selected="">Check</option>');
    expect(noReference).toMatch(/name="amount"[^>]*value="\$498.00"|value="\$498.00"[^>]*name="amount"/);
    expect(noReference).toMatch(/name="paidOn"[^>]*value="2026-01-05"|value="2026-01-05"[^>]*name="paidOn"/);
    const today = new Date().toISOString().slice(0, 10);
    // The confirm step: nothing is recorded until staff confirm what the payment will do.
    const review = await staff.post(`/staff/orders/${id}`, { intent: "record-payment", version, method: "bank_transfer", reference: "ACH 99120", amount: "498", paidOn: today });
    expect(review.status).toBe(200);
    expect(await text(review)).toContain("This pays the invoice in full: the order becomes Paid and the licenses appear in the buyer’s My Products.");
    expect((await row(id))!.status).toBe("pending_payment");
    const paid = await staff.post(`/staff/orders/${id}`, { intent: "confirm-payment", version, method: "bank_transfer", reference: "ACH 99120", amount: "498", paidOn: today });
    expect(paid.status).toBe(302);
    expect((await row(id))!.status).toBe("paid");
    expect(await licences(quote.order_id!)).toBe(2);
    await mailTo(site, "loop@lakeview.example", new RegExp(`Invoice ${quote.invoice_number} is paid`));
    const products = await text(await buyer.get("/account/my-products"));
    expect(products).toContain("Early Elementary Spanish K–2, Level 1");
    expect(await text(await buyer.get("/account/my-order"))).toMatch(/class="status-flag flag-green">Paid</);
    // Every staff action is in the audit log.
    const audit = await site.env.DB.prepare("SELECT action FROM staff_audit WHERE staff_email = ? ORDER BY id").bind(staff.staffEmail).all<{ action: string }>();
    expect(audit.results.map((r) => r.action)).toEqual(["signed in", "downloaded Purchase Order", "approved", "downloaded invoice", "recorded payment"]);
  });

  it("an approved invoice can be paid by card on the test gateway: Paid, licences once", async () => {
    const { buyer, id } = await pendingApproval("card@lakeview.example");
    const staff = await staffBrowser(site);
    expect((await approve(staff, id)).status).toBe(302);
    const { order_id: orderId, invoice_number } = (await row(id))!;
    expect(await text(await buyer.get(`/card-payment?order=${orderId}`))).toContain(`Invoice ${invoice_number}`);
    const pay = await buyer.post(`/card-payment?order=${orderId}`, { intent: "pay" });
    expect(pay.status).toBe(303);
    const charged = await buyer.post(location(pay), CARD);
    expect(charged.status).toBeLessThan(400);
    const quote = (await row(id))!;
    expect(quote.status).toBe("paid");
    expect(quote.payment_method).toBe("card");
    expect(await licences(orderId!)).toBe(2);
    // Staff can't record a second payment for it.
    const again = await staff.post(`/staff/orders/${id}`, { intent: "confirm-payment", version: String(quote.version), method: "cheque", reference: "CHQ 1", amount: "1", paidOn: new Date().toISOString().slice(0, 10) });
    expect(again.status).toBe(409);
    expect(await licences(orderId!)).toBe(2);
  });

  it("Reject PO: back to a quote with the reason shown and emailed; a corrected PO goes to Pending Approval again", async () => {
    const { buyer, id } = await pendingApproval("decline@lakeview.example");
    const staff = await staffBrowser(site);
    const version = String((await row(id))!.version);
    const empty = await staff.post(`/staff/orders/${id}`, { intent: "decline-po", version, reason: "" });
    expect(empty.status).toBe(400);
    expect(await text(empty)).toContain("Tell the buyer what to correct (at least 5 characters).");
    const declined = await staff.post(`/staff/orders/${id}`, { intent: "decline-po", version, reason: "The PO total is $398; the quote is $498." });
    expect(declined.status).toBe(302);
    expect((await row(id))!.status).toBe("quote");
    await mailTo(site, "decline@lakeview.example", /Please check Purchase Order PO 7731/);
    expect(await text(await buyer.get("/account/my-order"))).toContain("Purchase Order not accepted: The PO total is $398; the quote is $498.");
    expect((await buyer.upload(`/purchase-order-payment?quote=${id}`, { poNumber: "PO 7731-B", poFile: pdfFile() })).status).toBe(302);
    expect((await row(id))!.status).toBe("pending_approval");
  });
});

describe("a quote's validity", () => {
  it("staff extend an expired quote by 30 days: the buyer is told and can send the PO again; a stale or wrong one is refused", async () => {
    const buyer = await confirmedBuyer(site, "extend@lakeview.example");
    await buyer.post("/product/k2-level-1", { intent: "add", product: "k2-level-1", quantity: "2" });
    const id = location(await buyer.post("/checkout", { intent: "request-quote", ...BILLING })).split("#quote-")[1]!;
    await site.env.DB.prepare("UPDATE quotes SET valid_until = ? WHERE id = ?").bind(Date.now() - 86_400_000, id).run();
    expect((await buyer.upload(`/purchase-order-payment?quote=${id}`, { poNumber: "PO 1", poFile: pdfFile() })).status).toBe(409);
    const staff = await staffBrowser(site);
    const version = String((await row(id))!.version);
    expect(await text(await staff.get(`/staff/orders/${id}`))).toContain("Extend by 30 days");
    const extended = await staff.post(`/staff/orders/${id}`, { intent: "extend-quote", version });
    expect(extended.status).toBe(302);
    expect(location(extended)).toBe(`/staff/orders/${id}?done=extended`);
    const validUntil = (await site.env.DB.prepare("SELECT valid_until FROM quotes WHERE id = ?").bind(id).first<number>("valid_until"))!;
    expect(Math.abs(validUntil - (Date.now() + 30 * 86_400_000))).toBeLessThan(60_000);
    await mailTo(site, "extend@lakeview.example", /^Quote Q-\d{4}-\d{4} is valid until /);
    // The same form again (its version is old now): refused, nothing changes.
    const stale = await staff.post(`/staff/orders/${id}`, { intent: "extend-quote", version });
    expect(stale.status).toBe(409);
    expect((await site.env.DB.prepare("SELECT valid_until FROM quotes WHERE id = ?").bind(id).first<number>("valid_until"))!).toBe(validUntil);
    // The buyer can now send the PO; an order past the quote step can't be extended.
    expect((await buyer.upload(`/purchase-order-payment?quote=${id}`, { poNumber: "PO 2", poFile: pdfFile() })).status).toBe(302);
    const later = await staff.post(`/staff/orders/${id}`, { intent: "extend-quote", version: String((await row(id))!.version) });
    expect(later.status).toBe(409);
    expect(await text(later)).toContain("Only a quote (open or expired) can be given more time.");
  });
});

describe("a buyer's sessions", () => {
  it("staff sign the order's buyer out everywhere, audited; the buyer signs in again (ASVS V7.4.5)", async () => {
    const { buyer, id } = await pendingApproval("signed-out-by-staff@lakeview.example");
    expect((await buyer.get("/account")).status).toBe(200);
    const staff = await staffBrowser(site);
    expect(await text(await staff.get(`/staff/orders/${id}`))).toContain("Sign the buyer out everywhere");
    const ended = await staff.post(`/staff/orders/${id}`, { intent: "end-buyer-sessions" });
    expect(ended.status).toBe(302);
    expect(location(ended)).toBe(`/staff/orders/${id}?done=signed-out`);
    expect(await text(await staff.get(location(ended)))).toContain("The buyer is signed out everywhere");
    expect((await buyer.get("/account")).status).toBe(302);
    const audit = await site.env.DB.prepare("SELECT action FROM staff_audit WHERE staff_email = ? ORDER BY id").bind(staff.staffEmail).all<{ action: string }>();
    expect(audit.results.map((entry) => entry.action)).toContain("signed the buyer out everywhere");
    // Anyone else posting it gets the console's 404, and signs nobody out.
    expect((await buyer.post(`/staff/orders/${id}`, { intent: "end-buyer-sessions" })).status).toBe(404);
  });
});

describe("two staff at once", () => {
  it("approving twice at the same moment issues one invoice and one order", async () => {
    const { id } = await pendingApproval("race-approve@lakeview.example");
    const [a, b] = await Promise.all([staffBrowser(site), staffBrowser(site)]);
    const answers = await Promise.all([approve(a, id), approve(b, id)]);
    expect(answers.map((r) => r.status).sort()).toEqual([302, 409]);
    const loser = answers.find((r) => r.status === 409)!;
    expect(await text(loser)).toContain("This order changed a moment ago");
    const orders = await site.env.DB.prepare("SELECT COUNT(*) AS n FROM orders o JOIN quotes q ON q.order_id = o.id WHERE q.id = ?").bind(id).first<{ n: number }>();
    expect(orders!.n).toBe(1);
    const events = await site.env.DB.prepare("SELECT COUNT(*) AS n FROM quote_events WHERE quote_id = ? AND action = 'approve'").bind(id).first<{ n: number }>();
    expect(events!.n).toBe(1);
  });

  it("recording the payment twice at the same moment makes one set of licences", async () => {
    const { id } = await pendingApproval("race-pay@lakeview.example");
    const [a, b] = await Promise.all([staffBrowser(site), staffBrowser(site)]);
    expect((await approve(a, id)).status).toBe(302);
    const { version, order_id } = (await row(id))!;
    const fields = { intent: "confirm-payment", version: String(version), method: "cheque", reference: "CHQ 20417", amount: "498.00", paidOn: new Date().toISOString().slice(0, 10) };
    const answers = await Promise.all([a.post(`/staff/orders/${id}`, fields), b.post(`/staff/orders/${id}`, fields)]);
    expect(answers.map((r) => r.status).sort()).toEqual([302, 409]);
    expect(await licences(order_id!)).toBe(2);
  });
});
