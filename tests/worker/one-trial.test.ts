// Issue #22 §1: one free trial per person — per account, per confirmed email and per card (decision 0029),
// through HTTP with the built-in test gateway, which reports the card's fingerprint as Stripe does. A second
// attempt is offered the plan without the free week, is told why, and is charged only through the button
// that names the weekly price. Two checkouts at once can't both start a trial: the database decides.
import { describe, expect, it } from "vitest";
import { Browser, confirmedBuyer, mailTo as mailToOf, TEST_PASSWORD } from "./browser";
import { CARD } from "./fixtures";
import { eventually, useSite, type SiteResponse } from "./harness";

const site = useSite();

const PLAN = "plan-2-per-week"; // $50 a week
const PURCHASE = `/complete-purchase?plan=${PLAN}`;
// Stripe's test cards that succeed (a card has one free week, so each test uses its own).
const CARDS = { visa: "4242424242424242", mastercard: "5555555555554444", mastercard2: "2223003122003222", discover: "6011111111111117", jcb: "3566002020360505", amex: "378282246310005" };

const location = (response: SiteResponse) => {
  const url = new URL(response.headers.get("Location") ?? "", "http://local");
  return url.pathname + url.search;
};
const text = async (response: SiteResponse) => (await response.text()).replaceAll("<!-- -->", "").replaceAll("&#x27;", "'");
const mailTo = (to: string, subject: RegExp) => mailToOf(site, to, subject);
async function mailCount(to: string, subject: RegExp) {
  const { results } = await site.env.DB.prepare("SELECT payload FROM outbox WHERE kind = 'email'").all<{ payload: string }>();
  return results.map((r) => JSON.parse(r.payload) as { to: string; subject: string }).filter((m) => m.to === to && subject.test(m.subject)).length;
}
const userIdOf = async (email: string) => (await site.env.DB.prepare("SELECT id FROM auth_users WHERE email = ?").bind(email).first<string>("id"))!;
const subscriptionsOf = async (userId: string) =>
  (await site.env.DB.prepare("SELECT id, plan_id, status, trial_end, trial_refused FROM subscriptions WHERE user_id = ? ORDER BY created_at").bind(userId).all<{ id: string; plan_id: string; status: string; trial_end: number | null; trial_refused: string | null }>()).results;

/** A canceled trial runs to its end (issue #27): its end passes and the test gateway's clock ends it, uncharged. */
async function trialRunsOut(userId: string) {
  await site.env.DB.prepare("UPDATE subscriptions SET trial_end = ? WHERE user_id = ? AND status = 'trialing'").bind(Date.now() - 1000, userId).run();
  await site.server.getWorker().scheduled({ cron: "*/10 * * * *" });
  await eventually(async () => (await subscriptionsOf(userId)).every((s) => s.status === "canceled"));
}

/** A signed-in buyer at the purchase step of `plan`. */
async function atPurchase(email: string, browser = new Browser(site), plan = PLAN) {
  await confirmedBuyer(site, email, browser);
  expect(location(await browser.post(`/start-journey?plan=${plan}`, { intent: "continue", learner: "self" }))).toBe(`/complete-purchase?plan=${plan}`);
  return browser;
}

/** Posts the purchase step's button (`pay` = the free trial, `pay-now` = the plan at its price): the gateway's page. */
async function checkout(browser: Browser, intent: "pay" | "pay-now", plan = PLAN) {
  const answer = await browser.post(`/complete-purchase?plan=${plan}`, { intent });
  expect(answer.status, await answer.clone().text()).toBe(303);
  return location(answer);
}

const pay = (browser: Browser, gateway: string, cardNumber: string) => browser.post(gateway, { ...CARD, cardNumber });

describe("one free trial per account", () => {
  it("after a trial and a cancellation, offers the plan without a free week, says why, and charges only through the button that names the price", async () => {
    const email = "again@riverside.example";
    const browser = await atPurchase(email);
    expect(location(await pay(browser, await checkout(browser, "pay"), CARDS.visa))).toBe(`${PURCHASE}&started=1`);
    expect(location(await browser.post("/account", { intent: "cancel-plan" }))).toBe("/account/my-order?done=plan-cancelled");
    await trialRunsOut(await userIdOf(email));

    const page = await text(await browser.get(PURCHASE));
    expect(page).toContain("Your free week has already been used");
    expect(page).toContain("The free week is once per person, and this account has already had it.");
    expect(page).toContain("Start my plan — $50 a week");
    expect(page).toMatch(/<dt>Due today<\/dt><dd>\$50<\/dd>/);
    expect(page).not.toContain("Your 7-day free trial starts today");

    // The trial's button from a page opened earlier: refused with the reason, nothing opened or started.
    const stale = await browser.post(PURCHASE, { intent: "pay" });
    expect(stale.status).toBe(409);
    const refusedPage = await text(stale);
    expect(refusedPage).toContain("The free week is once per person, and this account has already had it. Nothing was charged.");
    expect(refusedPage).toContain("Start my plan — $50 a week");

    // The plan at its price: the card page names the amount, and the first week is charged at once.
    const gateway = await checkout(browser, "pay-now");
    const card = await text(await browser.get(gateway));
    expect(card).toContain("Pay $50 and start my plan");
    expect(card).toContain("Due today: $50");
    expect(location(await pay(browser, gateway, CARDS.visa))).toBe(`${PURCHASE}&started=1`);
    expect(await text(await browser.get(`${PURCHASE}&started=1`))).toContain("Your plan has started");
    const subscriptions = await subscriptionsOf(await userIdOf(email));
    expect(subscriptions.map((s) => [s.status, s.trial_end === null])).toEqual([
      ["canceled", false],
      ["active", true],
    ]);
    expect((await mailTo(email, /weekly payment/)).text).toContain("We charged $50 to your card");
    expect(await mailCount(email, /free trial has started/)).toBe(1);
  });

  it("lets two checkouts opened at once start one trial: the other is cancelled before any charge, and the buyer is told", async () => {
    const email = "two-tabs@riverside.example";
    const browser = await atPurchase(email);
    await browser.post("/start-journey?plan=plan-1-per-week", { intent: "continue", learner: "self" });
    // Two tabs, two plans, two cards: each checkout opened while no trial existed.
    const [first, second] = [await checkout(browser, "pay", "plan-1-per-week"), await checkout(browser, "pay")];
    expect(first).not.toBe(second);
    const answers = await Promise.all([pay(browser, first, CARDS.mastercard), pay(browser, second, CARDS.discover)]);
    expect(answers.map((answer) => answer.status)).toEqual([302, 302]);
    const subscriptions = await subscriptionsOf(await userIdOf(email));
    expect(subscriptions).toHaveLength(2);
    expect(subscriptions.filter((s) => s.status === "trialing")).toHaveLength(1);
    expect(subscriptions.filter((s) => s.status === "canceled" && s.trial_refused === "account")).toHaveLength(1);
    expect(await mailCount(email, /free trial has started/)).toBe(1);
    const told = await mailTo(email, /couldn’t start your Hablarte free week/);
    expect(told.text).toContain("this account has already had it");
    expect(told.text).toContain("nothing was charged");
    expect(await mailCount(email, /weekly payment/)).toBe(0);
  });
});

describe("one free trial per card", () => {
  it("refuses a trial on a card that had one, on another account: cancelled at once, explained on the page and by email", async () => {
    const first = await atPurchase("card-owner@riverside.example");
    await pay(first, await checkout(first, "pay"), CARDS.jcb);
    const email = "card-borrower@riverside.example";
    const second = await atPurchase(email);
    // This account and address never had a trial: the trial is offered, and the card decides.
    const back = await pay(second, await checkout(second, "pay"), CARDS.jcb);
    expect(location(back)).toBe(`${PURCHASE}&started=1`);
    const page = await text(await second.get(location(back)));
    expect(page).toContain("We couldn’t start a free week: the free week is once per person, and the card you entered has already been used for a free week. We canceled it right away, so nothing was charged.");
    expect(page).toContain("Start my plan — $50 a week");
    const [refused] = await subscriptionsOf(await userIdOf(email));
    expect(refused).toMatchObject({ status: "canceled", trial_refused: "card" });
    expect((await mailTo(email, /couldn’t start your Hablarte free week/)).text).toContain("the card you entered has already been used for a free week");
    expect(await mailCount(email, /free trial has started|plan is canceled/)).toBe(0);
    // The gateway kept the card's fingerprint, never its number.
    const { results } = await site.env.DB.prepare("SELECT * FROM gateway_sessions").all();
    expect(JSON.stringify(results)).not.toContain(CARDS.jcb);
    // Another card that never had a free week starts one (the account and the address hadn't had one).
    expect(location(await pay(second, await checkout(second, "pay"), CARDS.amex))).toBe(`${PURCHASE}&started=1`);
    expect((await subscriptionsOf(await userIdOf(email))).map((s) => s.status)).toEqual(["canceled", "trialing"]);
  });
});

describe("one free trial per email address", () => {
  it("offers no free week to a new account with the address of a deleted one that had it, nor to a +tag of it", async () => {
    const email = "returning@riverside.example";
    const browser = await atPurchase(email);
    await pay(browser, await checkout(browser, "pay"), CARDS.mastercard2);
    expect((await browser.post("/personal-information", { intent: "delete-account", currentPassword: TEST_PASSWORD })).status).toBe(302);
    for (const address of [email, "returning+kids@riverside.example"]) {
      const again = await atPurchase(address);
      const page = await text(await again.get(PURCHASE));
      expect(page, address).toContain("The free week is once per person, and an account with this email address has already had it.");
      expect((await again.post(PURCHASE, { intent: "pay" })).status, address).toBe(409);
    }
  });
});
