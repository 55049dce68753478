// Issue #22 §5: an address someone typed gets at most TYPED_ADDRESS_EMAILS.hour.limit emails an hour, whichever
// path sends them — a stranger who signs up with another person's address and then signs in again and
// again (each unconfirmed sign-in sends a new link) once sent nine.
import { describe, expect, it } from "vitest";
import { TYPED_ADDRESS_EMAILS } from "~/domain/rate-limits";
import { confirmedBuyer, nextIp } from "../worker/browser";
import { eventually, useSite } from "../worker/harness";

const site = useSite();

const PASSWORD = "tres tristes tigres";
const post = async (path: string, fields: Record<string, string>) => {
  const response = await site.fetch(path, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": nextIp() }, body: new URLSearchParams(fields).toString() });
  await response.body?.cancel();
  return response.status;
};
const emailsTo = (address: string) => site.env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE kind = 'email' AND json_extract(payload, '$.to') = ?").bind(address).first<number>("n");
const signUp = (email: string) => post("/create-account", { intent: "create-account", name: "Someone Else", email, organisation: "", password: PASSWORD });
const signIn = (email: string) => post("/login", { intent: "sign-in", email, password: PASSWORD });

describe("one email allowance per typed address", () => {
  it(`a sign-up with someone else's address and 8 sign-ins send that person ${TYPED_ADDRESS_EMAILS.hour.limit} emails, not 9`, async () => {
    const victim = "victim-signins@riverside.example";
    expect(await signUp(victim)).toBe(200);
    for (let i = 0; i < 8; i++) expect(await signIn(victim)).toBe(403);
    expect(await emailsTo(victim)).toBe(TYPED_ADDRESS_EMAILS.hour.limit);
    const spent = await eventually(async () => site.server.getLogs().find((log) => log.message.includes('"event":"email.allowance-spent"')));
    expect(spent.message).not.toContain(victim);
  });

  it("counts every path on the same allowance: a sign-up, a reset, a second sign-up and a sign-in", async () => {
    const victim = "victim-paths@riverside.example";
    expect(await signUp(victim)).toBe(200);
    expect(await post("/reset-password", { intent: "request-reset", email: victim })).toBe(200);
    expect(await signUp(victim)).toBe(200);
    expect(await signIn(victim)).toBe(403);
    expect(await emailsTo(victim)).toBe(TYPED_ADDRESS_EMAILS.hour.limit);
  });

  it("holds under concurrency: 12 unconfirmed sign-ins at once send no more than the allowance", async () => {
    const victim = "victim-burst@riverside.example";
    expect(await signUp(victim)).toBe(200);
    const statuses = await Promise.all(Array.from({ length: 12 }, () => signIn(victim)));
    expect(statuses.every((status) => status === 403)).toBe(true);
    expect(await emailsTo(victim)).toBe(TYPED_ADDRESS_EMAILS.hour.limit);
  });

  it("a quote past the allowance is still made, shown in My Order and said not to be emailed", async () => {
    const email = "quotes-allowance@riverside.example";
    const buyer = await confirmedBuyer(site, email);
    const billing = { organisation: "Riverside ISD", contactName: "Ana López", email, address: "100 Main St", city: "Springfield", state: "Illinois (IL)", zip: "62701" };
    const answers: string[] = [];
    for (let i = 0; i < 3; i++) {
      await buyer.post("/product/k2-level-1", { intent: "add", product: "k2-level-1", quantity: "2" });
      const quoted = await buyer.post("/checkout", { intent: "request-quote", ...billing });
      expect(quoted.status).toBe(302);
      answers.push(quoted.headers.get("Location")!);
    }
    // The confirmation link was the first email: two quotes fit in the hour's allowance, the third doesn't.
    expect(answers.map((to) => new URL(to, "http://x").searchParams.get("done"))).toEqual(["quote-requested", "quote-requested", "quote-ready"]);
    // The confirmation and the two quotes, plus the welcome (sent once, when the owner confirmed, never by a stranger).
    expect(await emailsTo(email)).toBe(TYPED_ADDRESS_EMAILS.hour.limit + 1);
    const page = (await (await buyer.get(answers[2]!)).text()).replaceAll("&#x27;", "'");
    expect(page).toContain("this quote is here only, not in your inbox");
    expect(await site.env.DB.prepare("SELECT COUNT(*) AS n FROM quotes q JOIN auth_users u ON u.id = q.user_id WHERE u.email = ?").bind(email).first("n")).toBe(3);
  });
});
