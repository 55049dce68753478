// A department at once (issue #25), over HTTP against real local D1 and the outbox: a roster pasted or
// uploaded as CSV invites every teacher or none (bad rows reported by line, seats and earlier invitations
// checked, two rosters at once never give out more licences than were bought), several licences revoked or
// sent again in one step, and the buyer's export of their teachers' use of the curriculum.
import { describe, expect, it } from "vitest";
import { confirmedBuyer, type Browser } from "./browser";
import { useSite, type SiteResponse } from "./harness";
import { buyerWithLicences, buyLicences, claimPath, location, tokenOf } from "./licence-flow";

const site = useSite();
const text = async (response: SiteResponse) => (await response.text()).replaceAll("<!-- -->", "");
const csvFile = (body: string, name = "roster.csv", type = "text/csv") => new File([body], name, { type });
const roster = (buyer: Browser, fields: Record<string, string | File>) => buyer.upload("/account/my-products", { intent: "assign-roster", ...fields });

async function state(ownerEmail: string) {
  const owner = "(SELECT id FROM auth_users WHERE email = ?)";
  const [licences, invitations, emails] = await site.env.DB.batch<{ n: number }>([
    site.env.DB.prepare(`SELECT COUNT(*) AS n FROM licences WHERE user_id = ${owner} AND status = 'assigned'`).bind(ownerEmail),
    site.env.DB.prepare(`SELECT COUNT(*) AS n FROM licence_assignments WHERE owner_id = ${owner} AND status = 'invited'`).bind(ownerEmail),
    site.env.DB.prepare(`SELECT COUNT(*) AS n FROM outbox WHERE kind = 'email' AND payload LIKE '%has given you a Hablarte license%' AND payload LIKE ?`).bind(`%${ownerEmail.split("@")[0]}-%`),
  ]);
  return { assigned: licences!.results[0]!.n, invited: invitations!.results[0]!.n, emails: emails!.results[0]!.n };
}

describe("a department's roster", () => {
  it("pasted under the buyer's one level: everyone invited in one step, with their names", async () => {
    const buyer = await buyerWithLicences(site, "paste@riverside.example", 4);
    const sent = await roster(buyer, { product: "k2-level-1", roster: "paste-ana@riverside.example\nLuis Gómez <paste-luis@riverside.example>\n\n  PASTE-maria@Riverside.example " });
    expect(sent.status).toBe(302);
    expect(location(sent)).toBe("/account/my-products?done=roster-invited&count=3#product-k2-level-1");
    expect(await state("paste@riverside.example")).toEqual({ assigned: 3, invited: 3, emails: 3 });
    const page = await text(await buyer.get(location(sent)));
    expect(page).toContain("Roster invited: 3 teachers");
    expect(page).toContain('paste-luis@riverside.example<span class="teacher-name">Luis Gómez</span>');
    expect(page).toContain("paste-maria@riverside.example");
  });

  it("uploaded as CSV across levels, with a header in any order", async () => {
    const buyer = await buyerWithLicences(site, "csv@riverside.example", 2);
    await buyLicences(buyer, 1, "9-12-spanish-2");
    const csv = "Name,Level,Email\r\nAna López,HAB-K2-L1,csv-ana@riverside.example\r\n\"Gómez, Luis\",High School Spanish II,csv-luis@riverside.example\r\n";
    const sent = await roster(buyer, { roster: "", rosterFile: csvFile(csv) });
    expect(location(sent)).toBe("/account/my-products?done=roster-invited&count=2");
    const rows = await site.env.DB.prepare("SELECT teacher_email, teacher_name, product_slug FROM licence_assignments WHERE teacher_email LIKE 'csv-%' ORDER BY teacher_email").all();
    expect(rows.results).toEqual([
      { teacher_email: "csv-ana@riverside.example", teacher_name: "Ana López", product_slug: "k2-level-1" },
      { teacher_email: "csv-luis@riverside.example", teacher_name: "Gómez, Luis", product_slug: "9-12-spanish-2" },
    ]);
  });

  it("with any bad row, or more teachers than seats, invites nobody and says what to fix, line by line", async () => {
    const buyer = await buyerWithLicences(site, "badrows@riverside.example", 2);
    const bad = await roster(buyer, { product: "k2-level-1", roster: "badrows-ana@riverside.example\nnot an address\nbadrows-ana@riverside.example" });
    expect(bad.status).toBe(400);
    const page = await text(bad);
    expect(page).toContain("Nobody was invited. Please fix:");
    expect(page).toContain("<li>Line 2: “not an address” isn’t an email address.</li>");
    expect(page).toContain("<li>Line 3: badrows-ana@riverside.example is on line 1 already, for Early Elementary Spanish K–2, Level 1.</li>");
    // What was pasted stays in the field to fix.
    expect(page).toMatch(/<textarea[^>]*>badrows-ana@riverside\.example\r?\nnot an address/);
    const tooMany = await roster(buyer, { product: "k2-level-1", roster: ["a", "b", "c"].map((n) => `badrows-${n}@riverside.example`).join("\n") });
    expect(tooMany.status).toBe(409);
    expect(await text(tooMany)).toContain("The roster gives Early Elementary Spanish K–2, Level 1 to 3 teachers, and 2 of its licenses are available.");
    const notOwned = await roster(buyer, { roster: "badrows-x@riverside.example,X,High School Spanish II" });
    expect(await text(notOwned)).toContain("Line 1: You have no licenses of this level: buy them from the catalog first.");
    expect(await state("badrows@riverside.example")).toEqual({ assigned: 0, invited: 0, emails: 0 });
    // An address already invited is reported by its line, and nothing else is sent.
    expect(location(await roster(buyer, { product: "k2-level-1", roster: "badrows-ana@riverside.example" }))).toContain("done=roster-invited");
    const again = await roster(buyer, { product: "k2-level-1", roster: "badrows-luis@riverside.example\nbadrows-ana@riverside.example" });
    expect(again.status).toBe(409);
    expect(await text(again)).toContain("Line 2: badrows-ana@riverside.example already has a license of Early Elementary Spanish K–2, Level 1, or an invitation to it.");
    expect(await state("badrows@riverside.example")).toEqual({ assigned: 1, invited: 1, emails: 1 });
  });

  it("refuses a file that isn't a CSV, with its message next to the field", async () => {
    const buyer = await buyerWithLicences(site, "files@riverside.example", 1);
    for (const [file, status, message] of [
      [csvFile("%PDF-1.7 …", "roster.pdf", "application/pdf"), 415, "Upload the roster as a CSV file (.csv), with the columns email, name and level."],
      [csvFile("a@b.example\u0000", "roster.csv"), 415, "Upload the roster as a CSV file (.csv)"],
      [new File([new Uint8Array([0x61, 0xff, 0xfe, 0x40])], "roster.csv", { type: "text/csv" }), 400, "save it as “CSV UTF-8”"],
      [csvFile("x".repeat(100_001)), 413, "The roster file is larger than 100 KB"],
    ] as const) {
      const refused = await roster(buyer, { product: "k2-level-1", roster: "", rosterFile: file });
      expect(refused.status, message).toBe(status);
      expect(await text(refused)).toContain(message);
    }
    expect(await state("files@riverside.example")).toEqual({ assigned: 0, invited: 0, emails: 0 });
  });

  it("two rosters at once for the same seats: one is applied whole, the other not at all", async () => {
    const buyer = await buyerWithLicences(site, "race@riverside.example", 4);
    const names = (prefix: string) => ["1", "2", "3"].map((n) => `race-${prefix}${n}@riverside.example`).join("\n");
    const results = await Promise.all([roster(buyer, { product: "k2-level-1", roster: names("a") }), roster(buyer, { product: "k2-level-1", roster: names("b") })]);
    expect(results.map((r) => r.status).sort()).toEqual([302, 409]);
    const { assigned, invited } = await state("race@riverside.example");
    expect({ assigned, invited }).toEqual({ assigned: 3, invited: 3 });
    const sent = await site.env.DB.prepare("SELECT COUNT(DISTINCT substr(teacher_email, 1, 6)) AS n FROM licence_assignments WHERE teacher_email LIKE 'race-%'").first<number>("n");
    expect(sent).toBe(1);
  });
});

describe("several licences at once", () => {
  it("revokes the ticked teachers' licences, and sends invitations again once they may go", async () => {
    const buyer = await buyerWithLicences(site, "bulk@riverside.example", 3);
    await roster(buyer, { product: "k2-level-1", roster: "bulk-1@riverside.example\nbulk-2@riverside.example\nbulk-3@riverside.example" });
    const ids = (await site.env.DB.prepare("SELECT id FROM licence_assignments WHERE teacher_email LIKE 'bulk-%' ORDER BY teacher_email").all<{ id: string }>()).results.map((r) => r.id);
    const page = await text(await buyer.get("/account/my-products"));
    expect(page).toContain(`<input type="checkbox" form="teachers-k2-level-1" aria-label="Select bulk-1@riverside.example" class="select-box" name="assignment" value="${ids[0]}"/>`);
    // Too soon to send again: each refusal is said, nothing is sent.
    const early = await buyer.upload("/account/my-products", { intent: "resend-selected", assignment: ids[0]! });
    expect(early.status).toBe(409);
    expect(await text(early)).toContain("0 of 1 sent again.");
    await site.env.DB.prepare("UPDATE licence_assignments SET sent_at = sent_at - 3600000 WHERE id IN (?, ?)").bind(ids[0], ids[1]).run();
    const resent = await bulk(buyer, "resend-selected", [ids[0]!, ids[1]!]);
    expect(location(resent)).toBe("/account/my-products?done=invitations-resent&count=2#product-k2-level-1");
    const revoked = await bulk(buyer, "revoke-selected", [ids[1]!, ids[2]!]);
    expect(location(revoked)).toBe("/account/my-products?done=licences-revoked&count=2#product-k2-level-1");
    expect(await text(await buyer.get(location(revoked)))).toContain("Licenses revoked: 2 teachers");
    expect(await state("bulk@riverside.example")).toMatchObject({ assigned: 1, invited: 1 });
    // Another buyer's ticks change nothing of this buyer's.
    const other = await confirmedBuyer(site, "bulk-other@riverside.example");
    const foreign = await bulk(other, "revoke-selected", [ids[0]!]);
    expect(foreign.status).toBe(409);
    expect(await text(foreign)).toContain("This license isn’t in your account.");
    expect(await state("bulk@riverside.example")).toMatchObject({ assigned: 1, invited: 1 });
    expect((await bulk(buyer, "revoke-selected", [])).status).toBe(400);
  });
});

describe("the buyer's export of their teachers' use", () => {
  it("is a CSV of every licence given: teacher, status, last opened, lessons downloaded — spreadsheet-safe", async () => {
    const buyer = await buyerWithLicences(site, "usage@riverside.example", 2);
    await roster(buyer, { product: "k2-level-1", roster: "usage-t@riverside.example,Teresa Ruiz\nusage-x@riverside.example,=HYPERLINK(\"http://evil.example\")" });
    const claim = await claimPath(site, "usage-t@riverside.example");
    const teacher = await confirmedBuyer(site, "usage-t@riverside.example");
    expect((await teacher.post(claim, { token: tokenOf(claim) })).status).toBe(302);
    for (const file of ["lesson-plan.pdf", "worksheet.pdf"]) expect((await teacher.get(`/account/my-products/k2-level-1/unit-1/lesson-1/${file}`)).status).toBe(200);
    expect((await teacher.get("/account/my-products/k2-level-1/unit-1/lesson-2/slides.pdf")).status).toBe(200);
    const csv = await buyer.get("/account/my-products/usage.csv");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("Content-Disposition")).toBe('attachment; filename="teachers-and-curriculum-use.csv"');
    expect(csv.headers.get("Cache-Control")).toBe("private, no-store");
    const lines = (await csv.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe("Level,Teacher email,Teacher name,Status,Claimed on,License ends,Last opened the curriculum,Lessons downloaded,Files downloaded");
    const teresa = lines.find((l) => l.includes("usage-t@"))!;
    const day = `"[A-Z][a-z]{2} \\d{1,2}, \\d{4}"`;
    expect(teresa).toMatch(new RegExp(`^"Early Elementary Spanish K–2, Level 1",usage-t@riverside\\.example,Teresa Ruiz,Claimed,${day},${day},${day},2,3$`));
    expect(lines.find((l) => l.includes("usage-x@"))).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    // The buyer's table says the same.
    const page = await text(await buyer.get("/account/my-products"));
    expect(page).toMatch(/usage-t@riverside\.example<span class="teacher-name">Teresa Ruiz<\/span><\/th><td>.*?<\/td><td>.*?<\/td><td>[A-Z][a-z]{2} \d{1,2}, \d{4}<\/td><td>2<\/td>/);
    // Another account's export holds none of these.
    const other = await confirmedBuyer(site, "usage-other@riverside.example");
    expect(await (await other.get("/account/my-products/usage.csv")).text()).not.toContain("usage-t@");
  });
});

async function bulk(buyer: Browser, intent: string, ids: string[]) {
  const form = new FormData();
  form.append("intent", intent);
  for (const id of ids) form.append("assignment", id);
  return buyer.upload("/account/my-products", form);
}
