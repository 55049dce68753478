// Quotes and Purchase Orders, the buyer's side (issue #11 §1, §4) over HTTP against real local D1, R2 and
// the outbox: request a quote from checkout, its PDF, Reject (with a reason), Accept → the PO upload and
// every one of its rules, expiry, another buyer's quote (404), and two uploads at once (one wins).
import { describe, expect, it } from "vitest";
import { Browser, confirmedBuyer } from "./browser";
import { BILLING, PDF_BYTES, pdfFile } from "./fixtures";
import { eventually, useSite, type SiteResponse } from "./harness";

const site = useSite();

type Buyer = Browser;
const buyer = (email: string) => confirmedBuyer(site, email);

/** A quote of 3 teachers for K–2 Level 1 ($249 each), requested from checkout: its id. */
async function quoteFor(b: Buyer) {
  await b.post("/product/k2-level-1", { intent: "add", product: "k2-level-1", quantity: "3" });
  const requested = await b.post("/checkout", { intent: "request-quote", ...BILLING });
  expect(requested.status).toBe(302);
  const location = requested.headers.get("Location")!;
  expect(location).toMatch(/^\/account\/my-order\?done=quote-requested#quote-[0-9a-f-]{36}$/);
  return location.split("#quote-")[1]!;
}

const text = async (response: SiteResponse) => (await response.text()).replaceAll("<!-- -->", "");
const statusOf = (id: string) => site.env.DB.prepare("SELECT status FROM quotes WHERE id = ?").bind(id).first<string>("status");

describe("requesting a quote", () => {
  it("makes a numbered quote of the cart, valid 60 days, in My Order and by email, with its PDF", async () => {
    const b = await buyer("quote@riverside.example");
    const id = await quoteFor(b);
    const row = await site.env.DB.prepare("SELECT number, status, total_cents, issued_at, valid_until FROM quotes WHERE id = ?").bind(id).first<{ number: string; status: string; total_cents: number; issued_at: number; valid_until: number }>();
    expect(row!.number).toMatch(/^Q-\d{4}-\d{4}$/);
    expect(row!.status).toBe("quote");
    expect(row!.total_cents).toBe(74700);
    expect(row!.valid_until - row!.issued_at).toBe(60 * 86_400_000);
    const myOrder = await text(await b.get("/account/my-order?done=quote-requested"));
    expect(myOrder).toContain("Your quote is ready");
    expect(myOrder).toContain(`Quote ${row!.number}`);
    expect(myOrder).toMatch(/class="status-flag flag-grey">Quote</);
    expect(myOrder).toContain(`href="/purchase-order-payment?quote=${id}"`);
    // The quote holds the lines now: the cart is empty.
    expect(await text(await b.get("/cart"))).toContain("Your cart is empty");
    const mail = await eventually(async () => {
      const r = await site.env.DB.prepare("SELECT payload FROM outbox WHERE kind = 'email' AND payload LIKE ?").bind(`%Your Hablarte quote ${row!.number}%`).first<{ payload: string }>();
      return r ? (JSON.parse(r.payload) as { to: string; text: string }) : null;
    });
    expect(mail.to).toBe("quote@riverside.example");
    expect(mail.text).toContain(`/documents/quotes/${id}`);
    const download = await b.get(`/documents/quotes/${id}`);
    expect(download.status).toBe(200);
    expect(download.headers.get("Content-Type")).toBe("application/pdf");
    expect(download.headers.get("Content-Disposition")).toBe(`attachment; filename="${row!.number}.pdf"`);
    expect(download.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const bytes = new Uint8Array(await download.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe("%PDF-");
  });

  it("My Order shows each quote with its own lines, and none of another buyer's", async () => {
    const b = await buyer("two-quotes@riverside.example");
    const first = await quoteFor(b);
    await b.post("/product/k2-level-2", { intent: "add", product: "k2-level-2", quantity: "2" });
    await b.post("/product/3-5-level-1", { intent: "add", product: "3-5-level-1", quantity: "1" });
    const second = (await b.post("/checkout", { intent: "request-quote", ...BILLING })).headers.get("Location")!.split("#quote-")[1]!;
    const other = await buyer("other-quotes@riverside.example");
    await other.post("/product/k2-level-3", { intent: "add", product: "k2-level-3", quantity: "4" });
    expect((await other.post("/checkout", { intent: "request-quote", ...BILLING })).status).toBe(302);

    const page = await text(await b.get("/account/my-order"));
    // Each quote's card runs from its id to the next card's, the last one to the next list (the orders').
    const card = (id: string) => {
      const start = page.indexOf(`id="quote-${id}"`);
      const ends = [page.indexOf('id="quote-', start + 1), page.indexOf('class="order-list"', start)].filter((i) => i > start);
      return page.slice(start, Math.min(...ends));
    };
    expect(page.indexOf(`id="quote-${second}"`)).toBeLessThan(page.indexOf(`id="quote-${first}"`));
    expect(card(first)).toContain("<li>Early Elementary Spanish K–2, Level 1: 3 licenses</li>");
    expect(card(first)).not.toMatch(/Level 2|3–5/);
    expect(card(second)).toContain("<li>Early Elementary Spanish K–2, Level 2: 2 licenses</li>");
    expect(card(second)).toContain("<li>Upper Elementary Spanish 3–5, Level 1: 1 license</li>");
    expect(card(second)).not.toContain("K–2, Level 1");
    expect(page).not.toContain("K–2, Level 3");
  });

  it("the product page's Request a quote puts the level in the cart and opens checkout on the quote (issue #25)", async () => {
    const b = await buyer("quote-from-product@riverside.example");
    const asked = await b.post("/product/k2-level-1", { intent: "add", product: "k2-level-1", quantity: "3", next: "quote" });
    expect(asked.status).toBe(302);
    expect(asked.headers.get("Location")).toBe("/checkout?for=quote");
    const checkout = await text(await b.get("/checkout?for=quote"));
    expect(checkout).toContain("then choose Request a quote: your quote is ready at once, as a PDF valid for 60 days");
    expect(checkout).toContain("Early Elementary Spanish K–2, Level 1: 3 teachers × $249");
    // The quote has its own form (issue #27: a WebMCP tool an agent may fill); paying is the other form, a link away.
    expect(checkout).toContain('toolname="request_curriculum_quote"');
    expect(checkout).toContain('<input type="hidden" name="intent" value="request-quote"/>');
    expect(checkout).toContain('<button type="submit" class="button button-primary">Request a quote</button>');
    expect(checkout).not.toContain('value="pay-card"');
    expect(checkout).toContain('<a href="/checkout" data-discover="true">Pay by card instead</a>');
    const card = await text(await b.get("/checkout"));
    expect(card).toContain('<input type="hidden" name="intent" value="pay-card"/>');
    expect(card).not.toContain("toolname=");
    expect(card).toContain('href="/checkout?for=quote"');
    const requested = await b.post("/checkout?for=quote", { intent: "request-quote", ...BILLING });
    expect(requested.headers.get("Location")).toMatch(/^\/account\/my-order\?done=quote-requested#quote-/);
    // A visitor not signed in is asked to sign in first, and comes back to the same step.
    const visitor = new Browser(site);
    const added = await visitor.post("/product/k2-level-1", { intent: "add", product: "k2-level-1", quantity: "2", next: "quote" });
    expect(added.headers.get("Location")).toBe("/checkout?for=quote");
    const signIn = await visitor.get("/checkout?for=quote");
    expect(signIn.status).toBe(302);
    expect(signIn.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent("/checkout?for=quote")}`);
    // Any other `next` is a 400 with its message next to the form, and nothing is added.
    const odd = await visitor.post("/product/k2-level-1", { intent: "add", product: "k2-level-1", quantity: "2", next: "pay" });
    expect(odd.status).toBe(400);
    expect(await text(odd)).toContain("Choose Add to cart or Request a quote.");
  });

  it("needs the billing details, with a message next to each field", async () => {
    const b = await buyer("quote-billing@riverside.example");
    await b.post("/product/k2-level-1", { intent: "add", product: "k2-level-1", quantity: "1" });
    const refused = await b.post("/checkout", { intent: "request-quote", ...BILLING, organisation: "" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Enter your school or organization.");
  });
});

describe("the buyer's answers", () => {
  it("Reject Quote keeps the optional reason, shows Rejected, and can't be done twice", async () => {
    const b = await buyer("reject@riverside.example");
    const id = await quoteFor(b);
    const rejected = await b.post("/account", { intent: "reject-quote", quote: id, reason: "Our budget moves to next year." });
    expect(rejected.headers.get("Location")).toBe(`/account/my-order?done=quote-rejected#quote-${id}`);
    expect(await statusOf(id)).toBe("rejected");
    const page = await text(await b.get("/account/my-order"));
    expect(page).toMatch(/class="status-flag flag-red">Rejected</);
    expect(page).toContain("Your reason: Our budget moves to next year.");
    const again = await b.post("/account", { intent: "reject-quote", quote: id });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("Only a quote can be rejected.");
  });

  it("Accept leads to the Purchase Order step; a valid PO makes it Pending Approval, stored in R2 and told to staff", async () => {
    const b = await buyer("accept@riverside.example");
    const id = await quoteFor(b);
    const step = await text(await b.get(`/purchase-order-payment?quote=${id}`));
    expect(step).toContain(">PO number</label>");
    expect(step).toContain(">Purchase Order (PDF, up to 10 MB)</label>");
    const sent = await b.upload(`/purchase-order-payment?quote=${id}`, { poNumber: "PO-2026/117", poFile: pdfFile() });
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe(`/account/my-order?done=po-sent#quote-${id}`);
    const row = await site.env.DB.prepare("SELECT status, po_number, po_key FROM quotes WHERE id = ?").bind(id).first<{ status: string; po_number: string; po_key: string }>();
    expect(row).toMatchObject({ status: "pending_approval", po_number: "PO-2026/117" });
    // Stored under a key the server made, never the client's file name.
    expect(row!.po_key).toMatch(new RegExp(`^purchase-orders/${id}/[0-9a-f-]{36}\\.pdf$`));
    const stored = await site.env.FILES.get(row!.po_key);
    expect(await stored!.text()).toBe(PDF_BYTES);
    expect(stored!.httpMetadata?.contentType).toBe("application/pdf");
    expect(await text(await b.get("/account/my-order"))).toMatch(/class="status-flag flag-yellow">Pending Approval</);
    const staffMail = await eventually(async () => {
      const { results } = await site.env.DB.prepare("SELECT payload FROM outbox WHERE kind = 'email'").all<{ payload: string }>();
      return results.map((r) => JSON.parse(r.payload) as { to: string; subject: string }).find((m) => m.subject.includes("PO-2026/117"));
    });
    expect(staffMail.to).toBe("hola@hablarte.com");
    const { results } = await site.env.DB.prepare("SELECT actor, action FROM quote_events WHERE quote_id = ? ORDER BY id").bind(id).all();
    expect(results).toEqual([
      { actor: "buyer", action: "requested" },
      { actor: "buyer", action: "submit_po" },
    ]);
  });

  it("refuses each bad upload with a 4xx and a message next to its field, and the order stays a quote", async () => {
    const b = await buyer("upload-rules@riverside.example");
    const id = await quoteFor(b);
    const path = `/purchase-order-payment?quote=${id}`;
    const cases: Array<[string, Record<string, string | File>, number, string]> = [
      ["no PO number", { poNumber: "", poFile: pdfFile() }, 400, "Enter the PO number: 1–40 letters, digits, spaces, - / or ."],
      ["a PO number with other characters", { poNumber: "PO#12<b>", poFile: pdfFile() }, 400, "Enter the PO number"],
      ["a 41-character PO number", { poNumber: "A".repeat(41), poFile: pdfFile() }, 400, "Enter the PO number"],
      ["no file", { poNumber: "PO-1" }, 400, "Choose the Purchase Order file (a PDF)."],
      ["a renamed .exe", { poNumber: "PO-1", poFile: pdfFile("MZ\x90\x00\x03\x00\x00\x00 this program cannot be run in DOS mode", "po.pdf") }, 400, "Upload the Purchase Order as a PDF file."],
      ["an empty file", { poNumber: "PO-1", poFile: pdfFile("") }, 400, "This file is empty. Choose the Purchase Order PDF."],
      ["a PDF named .txt", { poNumber: "PO-1", poFile: pdfFile(PDF_BYTES, "po.txt", "text/plain") }, 400, "Upload the Purchase Order as a PDF file."],
      ["an 11 MB PDF", { poNumber: "PO-1", poFile: pdfFile(new Uint8Array(11 * 1024 * 1024).fill(0x20).map((v, i) => (i < 5 ? "%PDF-".charCodeAt(i) : v))) }, 413, "The Purchase Order must be a PDF of at most 10 MB."],
    ];
    for (const [name, fields, status, message] of cases) {
      const answer = await b.upload(path, fields);
      expect(answer.status, name).toBe(status);
      expect(await text(answer), name).toContain(message);
    }
    const urlencoded = await b.post(path, { poNumber: "PO-1" });
    expect(urlencoded.status).toBe(415);
    expect(await statusOf(id)).toBe("quote");
    const listed = await site.env.FILES.list({ prefix: `purchase-orders/${id}/` });
    expect(listed.objects).toHaveLength(0);
  });

  it("an expired quote can't take a PO; it shows Expired", async () => {
    const b = await buyer("expired@riverside.example");
    const id = await quoteFor(b);
    await site.env.DB.prepare("UPDATE quotes SET valid_until = ? WHERE id = ?").bind(Date.now() - 1000, id).run();
    expect(await text(await b.get("/account/my-order"))).toMatch(/class="status-flag flag-grey">Expired</);
    const refused = await b.upload(`/purchase-order-payment?quote=${id}`, { poNumber: "PO-1", poFile: pdfFile() });
    expect(refused.status).toBe(409);
    expect(await text(refused)).toContain("This quote has expired. Please request a new one.");
    expect(await statusOf(id)).toBe("quote");
  });

  it("an expired quote is asked for again in one step: its lines at today's prices, once however many clicks (issue #26)", async () => {
    const b = await buyer("requote@riverside.example");
    const open = await quoteFor(b);
    expect(await text(await b.get("/account/my-order"))).not.toContain('value="requote"');
    const early = await b.post("/account/my-order", { intent: "requote", quote: open });
    expect(early.status).toBe(409);
    expect(await text(early)).toContain("This quote is still open: accept it or reject it first.");
    // The old quote was priced lower; it expired; the cart holds something else meanwhile.
    await site.env.DB.batch([
      site.env.DB.prepare("UPDATE quotes SET valid_until = ?, total_cents = 60000 WHERE id = ?").bind(Date.now() - 1000, open),
      site.env.DB.prepare("UPDATE quote_items SET unit_cents = 20000 WHERE quote_id = ?").bind(open),
    ]);
    await b.post("/product/9-12-spanish-1", { intent: "add", product: "9-12-spanish-1", quantity: "1" });
    expect(await text(await b.get("/account/my-order"))).toContain('value="requote" class="button button-primary" name="intent">Request a new quote');
    const answers = await Promise.all([1, 2, 3].map(() => b.post("/account/my-order", { intent: "requote", quote: open })));
    const targets = new Set(answers.map((a) => a.headers.get("Location")!.split("#quote-")[1]));
    expect(answers.every((a) => a.status === 302)).toBe(true);
    expect(targets.size).toBe(1);
    const [fresh] = [...targets] as [string];
    const made = await site.env.DB.prepare("SELECT status, total_cents, requoted_from, json_extract(billing, '$.organisation') AS organisation FROM quotes WHERE id = ?").bind(fresh).first();
    expect(made).toEqual({ status: "quote", total_cents: 74700, requoted_from: open, organisation: "Riverside ISD" });
    expect(await site.env.DB.prepare("SELECT COUNT(*) AS n FROM quotes WHERE requoted_from = ?").bind(open).first("n")).toBe(1);
    expect(await statusOf(open)).toBe("quote");
    // The cart was not touched.
    expect(await text(await b.get("/cart"))).toContain("High School Spanish I");
    // Another buyer can't ask for it.
    const other = await buyer("requote-other@riverside.example");
    expect((await other.post("/account/my-order", { intent: "requote", quote: open })).status).toBe(404);
  });

  it("two uploads at once: exactly one moves the order, the other is told it changed", async () => {
    const b = await buyer("race@riverside.example");
    const id = await quoteFor(b);
    const answers = await Promise.all([1, 2, 3].map((n) => b.upload(`/purchase-order-payment?quote=${id}`, { poNumber: `PO-${n}`, poFile: pdfFile() })));
    expect(answers.map((a) => a.status).sort()).toEqual([302, 409, 409]);
    expect(await site.env.DB.prepare("SELECT COUNT(*) AS n FROM quote_events WHERE quote_id = ? AND action = 'submit_po'").bind(id).first("n")).toBe(1);
    expect((await site.env.FILES.list({ prefix: `purchase-orders/${id}/` })).objects).toHaveLength(1);
  });

  it("answers another buyer's quote, PDF and PO step with 404", async () => {
    const owner = await buyer("owner-q@riverside.example");
    const id = await quoteFor(owner);
    const other = await buyer("other-q@riverside.example");
    expect((await other.get(`/documents/quotes/${id}`)).status).toBe(404);
    expect((await other.get(`/purchase-order-payment?quote=${id}`)).status).toBe(404);
    expect((await other.upload(`/purchase-order-payment?quote=${id}`, { poNumber: "PO-1", poFile: pdfFile() })).status).toBe(404);
    expect((await other.post("/account", { intent: "reject-quote", quote: id })).status).toBe(404);
    expect(await statusOf(id)).toBe("quote");
    // Anonymous: sign in first, and back here.
    expect((await site.fetch(`/documents/quotes/${id}`)).headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent(`/documents/quotes/${id}`)}`);
  });
});
