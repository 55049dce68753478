// Licences given to teachers over HTTP against real local D1 and the outbox (issue #11 §2): licences bought
// by card through the test gateway, then assign → the invitation in the outbox → a second account claims
// → the materials; single use, expiry, revoke and reassign, one licence per teacher per level, never more
// than were bought (even at once), validation messages, and another buyer's licences answering 404.
import { describe, expect, it } from "vitest";
import { Browser, confirmedBuyer, mailTo as mailToOf, TEST_PASSWORD } from "./browser";
import { useSite, type SiteResponse } from "./harness";
import { assign, buyerWithLicences as buyerWithLicencesOf, claimPath as claimPathOf, INVITATION, location, tokenOf } from "./licence-flow";

const site = useSite();

const PRODUCT = "k2-level-1";
const TITLE = "Early Elementary Spanish K–2, Level 1";
const text = async (response: SiteResponse) => (await response.text()).replaceAll("<!-- -->", "");
const account = (email: string) => confirmedBuyer(site, email);
const buyerWithLicences = (email: string, quantity: number) => buyerWithLicencesOf(site, email, quantity);
const claimPath = (to: string) => claimPathOf(site, to);

async function counts(ownerEmail: string) {
  return (await site.env.DB.prepare(
    "SELECT COUNT(*) AS bought, SUM(status = 'assigned') AS assigned, SUM(status = 'available') AS available FROM licences WHERE user_id = (SELECT id FROM auth_users WHERE email = ?)",
  )
    .bind(ownerEmail)
    .first<{ bought: number; assigned: number; available: number }>())!;
}

const assignmentId = async (teacherEmail: string) => (await site.env.DB.prepare("SELECT id FROM licence_assignments WHERE teacher_email = ? ORDER BY invited_at DESC LIMIT 1").bind(teacherEmail).first<string>("id"))!;

describe("licences given to teachers", () => {
  it("assign → the invitation email → a second account claims → the materials; others 404; a second claim is refused; revoke takes it back", async () => {
    const buyer = await buyerWithLicences("lead@riverside.example", 2);
    const assigned = await assign(buyer, "  Maria.Garcia@Riverside.example ");
    expect(assigned.status).toBe(302);
    expect(location(assigned)).toBe(`/account/my-products?done=licence-assigned#product-${PRODUCT}`);
    expect(await counts("lead@riverside.example")).toEqual({ bought: 2, assigned: 1, available: 1 });
    const page = await text(await buyer.get("/account/my-products?done=licence-assigned"));
    expect(page).toContain("Invitation sent");
    expect(page).toContain(`${TITLE}</th><td>Level 1</td><td>2</td><td>1</td><td>1</td>`);
    expect(page).toContain('<th scope="row">maria.garcia@riverside.example</th>');
    expect(page).toContain(">Invited</span>");

    // The invitation: normalised address, the product, the organisation, 30 days, and the link first.
    const mail = await mailToOf(site, "maria.garcia@riverside.example", INVITATION);
    expect(mail.subject).toBe(`Riverside ISD has given you a Hablarte license: ${TITLE}`);
    expect(mail.text).toContain("The link works once, for 30 days");
    const claim = await claimPath("maria.garcia@riverside.example");
    // Only the token's hash is stored.
    const token = new URLSearchParams(claim.split("?")[1]).get("token")!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await site.env.DB.prepare("SELECT COUNT(*) AS n FROM licence_assignments WHERE token_hash = ?").bind(token).first("n")).toBe(0);

    // Signed out, the claim page shows the invitation and ways in that come back to it.
    const visitor = new Browser(site);
    const claimPage = await visitor.get(claim);
    // It names the invited school and product: no shared cache may keep it (issue #22 §7).
    expect(claimPage.headers.get("Cache-Control")).toBe("private, no-store");
    const shown = await text(claimPage);
    expect(shown).toContain(`Riverside ISD has given you a license for ${TITLE}.`);
    expect(shown).toContain(`href="/login?${new URLSearchParams({ redirectTo: claim }).toString().replaceAll("&", "&amp;")}"`);
    expect(shown).toContain(`href="/create-account?${new URLSearchParams({ redirectTo: claim }).toString().replaceAll("&", "&amp;")}"`);
    expect(location(await visitor.post("/claim-licence", { token }))).toMatch(/^\/login\?redirectTo=/);

    // A teacher with another address claims it: it is theirs, and the history says with which account.
    const teacher = await account("mgarcia.teacher@riverside.example");
    expect(await text(await teacher.get(claim))).toContain(">Claim license</button>");
    const claimed = await teacher.post(claim, { token });
    expect(claimed.status).toBe(302);
    expect(location(claimed)).toBe(`/account/my-products/${PRODUCT}?done=claimed`);
    const materials = await teacher.get(location(claimed));
    expect(materials.status).toBe(200);
    const materialsPage = await text(materials);
    for (const words of ["License claimed", TITLE, "¡Hola! Greetings, names and feelings", "Teacher guide with a plan for every lesson", "Level 1 targets Novice Low.", "Your teacher license from Riverside ISD"]) expect(materialsPage).toContain(words);
    expect(materialsPage).toContain('<meta name="robots" content="noindex"/>');
    const teachersProducts = await text(await teacher.get("/account/my-products"));
    expect(teachersProducts).toContain("Licenses assigned to you");
    expect(teachersProducts).toContain(`href="/account/my-products/${PRODUCT}"`);

    // The link is single use, for anyone.
    const third = await account("someone.else@riverside.example");
    const twice = await third.post(claim, { token });
    expect(twice.status).toBe(409);
    expect(await text(twice)).toContain("This invitation has already been used");
    expect((await third.get(claim)).status).toBe(409);
    expect((await third.get(`/account/my-products/${PRODUCT}`)).status).toBe(404);
    expect((await third.get("/account/my-products/not-a-product")).status).toBe(404);

    const history = await text(await buyer.get("/account/my-products"));
    expect(history).toContain(">Claimed</span>");
    expect(history).toContain("with the account mgarcia.teacher@riverside.example");
    expect(history).toContain(`mgarcia.teacher@riverside.example (invited as maria.garcia@riverside.example) claimed ${TITLE} (Level 1)`);
    expect(history).toContain(`Invited maria.garcia@riverside.example to ${TITLE} (Level 1)`);
    // The buyer sees the materials their teachers get.
    expect((await buyer.get(`/account/my-products/${PRODUCT}`)).status).toBe(200);

    // Revoke: available again, the teacher loses the page and is told; a second revoke changes nothing.
    const id = await assignmentId("maria.garcia@riverside.example");
    const revoked = await buyer.post("/account/my-products", { intent: "revoke-licence", assignment: id });
    expect(location(revoked)).toBe(`/account/my-products?done=licence-revoked#product-${PRODUCT}`);
    expect(await counts("lead@riverside.example")).toEqual({ bought: 2, assigned: 0, available: 2 });
    expect((await teacher.get(`/account/my-products/${PRODUCT}`)).status).toBe(404);
    expect(await text(await teacher.get("/account/my-products"))).not.toContain("Licenses assigned to you");
    await mailToOf(site, "mgarcia.teacher@riverside.example", /has ended/);
    const again = await buyer.post("/account/my-products", { intent: "revoke-licence", assignment: id });
    expect(again.status).toBe(409);
    expect(await counts("lead@riverside.example")).toEqual({ bought: 2, assigned: 0, available: 2 });
    const events = await site.env.DB.prepare("SELECT action FROM licence_events WHERE assignment_id = ? ORDER BY id").bind(id).all<{ action: string }>();
    expect(events.results.map((e) => e.action)).toEqual(["assigned", "claimed", "revoked"]);
    expect(await text(await buyer.get("/account/my-products"))).toContain(`Revoked ${TITLE} (Level 1) from mgarcia.teacher@riverside.example: the license is available again`);

    // A revoked invitation's link is gone (410); the same teacher can be given a licence again (reassign).
    expect((await teacher.post(claim, { token })).status).toBe(410);
    expect((await assign(buyer, "maria.garcia@riverside.example")).status).toBe(302);
    const newClaim = await claimPath("maria.garcia@riverside.example");
    const reclaimed = await teacher.post(newClaim, { token: tokenOf(newClaim) });
    expect(location(reclaimed)).toBe(`/account/my-products/${PRODUCT}?done=claimed`);
  });

  it("one licence per teacher per level, and never more than were bought, even when assigning at once", async () => {
    const buyer = await buyerWithLicences("district@riverside.example", 2);
    expect((await assign(buyer, "uno@riverside.example")).status).toBe(302);
    const second = await assign(buyer, "UNO@riverside.example");
    expect(second.status).toBe(409);
    expect(await text(second)).toContain("uno@riverside.example already has a license for this level from you.");

    // Three at once for the one licence left: exactly one is given.
    const racing = await Promise.all(["dos", "tres", "cuatro"].map((name) => assign(buyer, `${name}@riverside.example`)));
    expect(racing.map((r) => r.status).sort()).toEqual([302, 409, 409]);
    expect(await counts("district@riverside.example")).toEqual({ bought: 2, assigned: 2, available: 0 });
    const refused = racing.find((r) => r.status === 409)!;
    expect(await text(refused)).toContain(`All 2 licenses of ${TITLE} are assigned. Revoke one to give it to another teacher, or buy more.`);
    expect(await site.env.DB.prepare("SELECT COUNT(*) AS n FROM licence_assignments WHERE owner_id = (SELECT id FROM auth_users WHERE email = ?) AND status != 'revoked'").bind("district@riverside.example").first("n")).toBe(2);

    // One account claims one licence of a level from a buyer: a second invitation to it is refused.
    const teacher = await account("uno.teacher@riverside.example");
    expect((await teacher.post(await claimPath("uno@riverside.example"), { token: tokenOf(await claimPath("uno@riverside.example")) })).status).toBe(302);
    const other = (await site.env.DB.prepare("SELECT teacher_email FROM licence_assignments WHERE status = 'invited' AND owner_id = (SELECT id FROM auth_users WHERE email = ?)").bind("district@riverside.example").first<string>("teacher_email"))!;
    const secondClaim = await teacher.post("/claim-licence", { token: tokenOf(await claimPath(other)) });
    expect(secondClaim.status).toBe(409);
    expect(await text(secondClaim)).toContain("You already hold a license for");
  });

  it("answers validation errors with a 400 and the message next to the field", async () => {
    const buyer = await buyerWithLicences("forms@riverside.example", 1);
    for (const [email, message] of [
      ["", "Enter the teacher’s email address."],
      ["not-an-email", "Enter a valid email address, like teacher@school.org."],
    ]) {
      const refused = await assign(buyer, email!);
      expect(refused.status).toBe(400);
      const html = await text(refused);
      expect(html).toContain(`<p class="field-error" id="assign-${PRODUCT}-email-error">${message}</p>`);
      expect(html).toContain(`aria-describedby="assign-${PRODUCT}-email-hint assign-${PRODUCT}-email-error"`);
    }
    expect((await buyer.post("/account/my-products", { intent: "revoke-licence", assignment: "" })).status).toBe(400);
    expect((await buyer.post("/account/my-products", { intent: "assign-licence", product: "../../etc", email: "a@b.org" })).status).toBe(400);
    expect(await counts("forms@riverside.example")).toEqual({ bought: 1, assigned: 0, available: 1 });
  });

  it("keeps each buyer's licences their own: another buyer's assign, revoke, send again or read answers 404", async () => {
    const owner = await buyerWithLicences("owner@riverside.example", 1);
    expect((await assign(owner, "teacher.owner@riverside.example")).status).toBe(302);
    const id = await assignmentId("teacher.owner@riverside.example");
    const intruder = await account("intruder@elsewhere.example");
    expect((await intruder.post("/account/my-products", { intent: "revoke-licence", assignment: id })).status).toBe(404);
    expect((await intruder.post("/account/my-products", { intent: "resend-invitation", assignment: id })).status).toBe(404);
    expect((await intruder.post("/account/my-products", { intent: "revoke-licence", assignment: crypto.randomUUID() })).status).toBe(404);
    const assignOthers = await assign(intruder, "friend@elsewhere.example");
    expect(assignOthers.status).toBe(404);
    expect(await text(assignOthers)).toContain("This license isn’t in your account.");
    expect((await intruder.get(`/account/my-products/${PRODUCT}`)).status).toBe(404);
    const intrudersPage = await text(await intruder.get("/account/my-products"));
    expect(intrudersPage).not.toContain("teacher.owner@riverside.example");
    expect(await counts("owner@riverside.example")).toEqual({ bought: 1, assigned: 1, available: 0 });
    expect(await site.env.DB.prepare("SELECT status FROM licence_assignments WHERE id = ?").bind(id).first("status")).toBe("invited");
  });

  it("tells the teacher when a link is unknown (404) or expired (410), and a new link can be sent", async () => {
    const buyer = await buyerWithLicences("expiry@riverside.example", 1);
    const teacher = await account("late.teacher@riverside.example");
    expect((await teacher.get("/claim-licence?token=nope")).status).toBe(404);
    const unknown = await teacher.get(`/claim-licence?token=${"A".repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(await text(unknown)).toContain("This invitation link isn’t valid");
    expect((await teacher.post("/claim-licence", { token: "A".repeat(43) })).status).toBe(404);

    expect((await assign(buyer, "late.teacher@riverside.example")).status).toBe(302);
    const oldLink = await claimPath("late.teacher@riverside.example");
    await site.env.DB.prepare("UPDATE licence_assignments SET expires_at = ?, sent_at = ? WHERE teacher_email = ?").bind(Date.now() - 1000, Date.now() - 31 * 86_400_000, "late.teacher@riverside.example").run();
    const expired = await teacher.post(oldLink, { token: tokenOf(oldLink) });
    expect(expired.status).toBe(410);
    expect(await text(expired)).toContain("This invitation link has expired.");
    expect(await text(await buyer.get("/account/my-products"))).toContain("The link expired on");

    // Send again: a new link for 30 days; the old one no longer works; a second resend right away waits.
    const id = await assignmentId("late.teacher@riverside.example");
    expect(location(await buyer.post("/account/my-products", { intent: "resend-invitation", assignment: id }))).toBe(`/account/my-products?done=invitation-resent#product-${PRODUCT}`);
    expect((await buyer.post("/account/my-products", { intent: "resend-invitation", assignment: id })).status).toBe(429);
    const newLink = await claimPath("late.teacher@riverside.example");
    expect(newLink).not.toBe(oldLink);
    expect((await teacher.post(oldLink, { token: tokenOf(oldLink) })).status).toBe(404);
    expect(location(await teacher.post(newLink, { token: tokenOf(newLink) }))).toBe(`/account/my-products/${PRODUCT}?done=claimed`);
  });

  it("a teacher who deletes their account gives the licence back to the school, with a line in its history", async () => {
    const lead = await buyerWithLicences("lead-leaves@riverside.example", 1);
    expect((await assign(lead, "leaving@riverside.example")).status).toBe(302);
    const claim = await claimPath("leaving@riverside.example");
    const teacher = await account("leaving@riverside.example");
    expect((await teacher.post(claim, { token: tokenOf(claim) })).status).toBe(302);
    expect(await counts("lead-leaves@riverside.example")).toEqual({ bought: 1, assigned: 1, available: 0 });
    expect((await teacher.post("/personal-information", { intent: "delete-account", currentPassword: TEST_PASSWORD })).status).toBe(302);
    expect(await counts("lead-leaves@riverside.example")).toEqual({ bought: 1, assigned: 0, available: 1 });
    expect(await text(await lead.get("/account/my-products"))).toContain("leaving@riverside.example deleted their account: the license is available again");
  });
});

