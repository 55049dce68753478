// Issue #22 §2 and §9 (decision 0030): every guess is counted before the secret is checked, so parallel
// guesses can't slip past the pause; the pause is per account and client, with a slower account-wide
// ceiling, so a stranger can't lock a customer out — and a password reset lifts the ceiling.
import { describe, expect, it } from "vitest";
import { SIGN_IN_THROTTLE } from "~/domain/sign-in-throttle";
import { confirmedBuyer, mailTo, nextIp, TEST_PASSWORD } from "../worker/browser";
import { useSite } from "../worker/harness";
import { newStaffMember, STAFF_PASSWORD } from "../worker/staff";

const site = useSite();

const post = (path: string, fields: Record<string, string>, ip: string) =>
  site.fetch(path, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": ip }, body: new URLSearchParams(fields).toString() });

/** Sends every post at once and answers each one's status, in the order they were sent. */
async function atOnce(posts: Array<() => ReturnType<typeof post>>) {
  return Promise.all(
    posts.map(async (send) => {
      const response = await send();
      await response.body?.cancel();
      return response.status;
    }),
  );
}

const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

describe("parallel guesses (issue #22 §2)", () => {
  // (Sent first, the right password is simply the client's first attempt, checked before the burst exists:
  // no throttle can refuse it without refusing every first sign-in.)
  it.each([
    ["in the middle", 25],
    ["last", 50],
  ])("a buyer's account: 50 wrong passwords at once with the right one %s, from one client — at most 5 are checked and none signs in", async (_where, position) => {
    const email = `parallel-buyer-${position}@riverside.example`;
    await confirmedBuyer(site, email);
    const client = `203.0.113.${150 + position}`;
    const guesses = Array.from({ length: 50 }, (_, i) => () => post("/login", { intent: "sign-in", email, password: `wrong guess ${i}` }, client));
    guesses.splice(position, 0, () => post("/login", { intent: "sign-in", email, password: TEST_PASSWORD }, client));
    const counts = tally(await atOnce(guesses));
    expect(counts[302] ?? 0).toBe(0);
    expect(counts[401] ?? 0).toBeLessThanOrEqual(SIGN_IN_THROTTLE.accountClient.limit);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(51);
    expect(await site.env.DB.prepare("SELECT COUNT(*) AS n FROM auth_sessions s JOIN auth_users u ON u.id = s.userId WHERE u.email = ?").bind(email).first("n")).toBe(1);
    // Within the window the right password stays paused from that client.
    expect((await post("/login", { intent: "sign-in", email, password: TEST_PASSWORD }, client)).status).toBe(429);
  });

  it("staff: 50 wrong codes at once with the right one last — none signs in", async () => {
    const member = await newStaffMember(site);
    const client = "203.0.113.149";
    const wrongCode = (i: number) => String((Number(member.code()) + 1 + i) % 1_000_000).padStart(6, "0");
    const guesses = Array.from({ length: 50 }, (_, i) => () => post("/staff/sign-in", { email: member.email, password: STAFF_PASSWORD, code: wrongCode(i) }, client));
    const statuses = await atOnce([...guesses, () => post("/staff/sign-in", { email: member.email, password: STAFF_PASSWORD, code: member.code() }, client)]);
    const counts = tally(statuses);
    expect(counts[302] ?? 0).toBe(0);
    expect(counts[401] ?? 0).toBeLessThanOrEqual(SIGN_IN_THROTTLE.accountClient.limit);
    expect((await site.env.DB.prepare("SELECT COUNT(*) AS n FROM staff_sessions s JOIN staff_members m ON m.id = s.staff_id WHERE m.email = ?").bind(member.email).first("n"))).toBe(0);
  });
});

describe("no lock-out by a stranger (issue #22 §9)", () => {
  it(`a stranger's failures pause only the stranger; the account-wide ceiling (${SIGN_IN_THROTTLE.accountDaily.limit} a day) needs many clients, and the owner's password reset lifts it`, async () => {
    const email = "ceiling@riverside.example";
    await confirmedBuyer(site, email);
    // One stranger, as many guesses as they like: only their own pause, never the owner's.
    const stranger = "203.0.113.148";
    const fromStranger = await atOnce(Array.from({ length: 30 }, (_, i) => () => post("/login", { intent: "sign-in", email, password: `stranger ${i}` }, stranger)));
    expect(tally(fromStranger)[429]).toBeGreaterThan(0);
    expect((await post("/login", { intent: "sign-in", email, password: TEST_PASSWORD }, nextIp())).status).toBe(302);

    // Many clients together reach the ceiling: then the account is paused from everywhere, the owner too.
    const spread = await atOnce(Array.from({ length: SIGN_IN_THROTTLE.accountDaily.limit }, (_, i) => () => post("/login", { intent: "sign-in", email, password: `botnet ${i}` }, nextIp())));
    expect(tally(spread)[401]).toBeGreaterThan(0);
    expect((await post("/login", { intent: "sign-in", email, password: TEST_PASSWORD }, nextIp())).status).toBe(429);

    // The owner proves their mailbox: the reset works, and signing in with the new password works at once.
    expect((await post("/reset-password", { intent: "request-reset", email }, nextIp())).status).toBe(200);
    const reset = await mailTo(site, email, /Reset your Hablarte password/);
    const token = new URL(/https?:\/\/\S+/.exec(reset.text)![0]).searchParams.get("token")!;
    expect((await post("/reset-password", { intent: "reset-password", token, password: "un nuevo comienzo" }, nextIp())).status).toBe(302);
    expect((await post("/login", { intent: "sign-in", email, password: "un nuevo comienzo" }, nextIp())).status).toBe(302);
    // A hundred password checks (~70 ms of scrypt each) on one workerd: ~8 s on a quiet machine, given room on two busy cores.
  }, 60_000);
});
