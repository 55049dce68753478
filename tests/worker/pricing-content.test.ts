// Prices and the free trial's length are content (issue #28; decision 0082): the pricing entries of the space
// set what the price cards, the funnel and every {{price:…}} and {{trialDays}} in prose say, and what
// checkout starts; a weekly plan starts only when the payment provider's price is the one the page showed
// (here the test gateway's, spec §9's prices, as a Stripe account keeps its own).
// The space is the local fake of the Delivery API, edited before the site first reads it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cdaSite, startFakeCda, type FakeCda } from "../mocks/contentful-cda";
import { confirmedBuyer } from "./browser";
import { useSite } from "./harness";

let cda: FakeCda;
beforeAll(async () => {
  cda = await startFakeCda();
  const set = (id: string, fields: Record<string, unknown>) => cda.edit(id, (entry) => ({ ...entry, fields: { ...entry.fields, ...fields } }));
  set("pricing-settings", { freeTrialDays: 14 });
  // Two weekly plans repriced in the CMS only: the test gateway still charges $50 and $60.
  set("pricing-plan-plan-2-per-week", { price: 55 });
  set("pricing-plan-plan-3-per-week", { price: 66 });
  // A package repriced, and the popular badge moved to another.
  set("pricing-plan-individual-8", { price: 28, popular: false });
  set("pricing-plan-individual-4", { popular: true });
});
afterAll(async () => {
  await cda?.close();
});
const site = useSite(() => cdaSite(cda));

const text = async (response: { text(): Promise<string> }) => (await response.text()).replaceAll("<!-- -->", "");

describe("prices and the trial from the pricing entries", () => {
  it("the price cards show the entries' prices, per-class figures, totals, trial and popular badge", async () => {
    const page = await text(await site.fetch("/spanish-course-pricing"));
    expect(page).toMatch(/<span class="price-amount">\$55<\/span> per week<\/p><p class="price-package">\$27\.50 per class<\/p>/);
    expect(page).toMatch(/<span class="price-amount">\$66<\/span> per week<\/p><p class="price-package">\$22 per class<\/p>/);
    expect(page).toMatch(/<span class="price-amount">\$28<\/span> per class<\/p><p class="price-package">8 classes · \$224 in total<\/p>/);
    expect(page).toContain("Free for 14 days, with no charge until your trial ends.");
    expect(page).not.toContain("Free for 7 days");
    // The badge is where the entries put it: on the 4-class package, no longer on the 8-class one.
    const badged = [...page.matchAll(/<li class="price-card price-card-popular"><p class="badge badge-popular">Most Popular<\/p><h3>([^<]+)<\/h3><p class="price"><span class="price-amount">([^<]+)</g)].map((m) => `${m[1]} ${m[2]}`);
    expect(badged).toContain("Individual class $35");
    expect(badged).not.toContain("Individual class $28");
  });

  it("prose and the menus say the entries' figures through their tokens", async () => {
    const page = await text(await site.fetch("/individual-plans"));
    expect(page).toContain("Plans from $22 per class");
    expect(page).toMatch(/14[- ]day/);
    expect(page).not.toMatch(/\b7[- ]day/);
  });

  it("the funnel offers the entry's price and trial, and checkout starts that trial", async () => {
    const buyer = await confirmedBuyer(site, "cms-prices@riverside.example");
    await buyer.post("/start-journey?plan=plan-1-per-week", { intent: "continue", learner: "self" });
    const page = await text(await buyer.get("/complete-purchase?plan=plan-1-per-week"));
    expect(page).toContain("1 class per week, $30 per week ($30 per class)");
    expect(page).toContain("Your 14-day free trial starts today.");
    const pay = await buyer.post("/complete-purchase?plan=plan-1-per-week", { intent: "pay" });
    expect(pay.status).toBe(303);
    const session = pay.headers.get("Location")!.split("/test-gateway/")[1]!;
    const params = JSON.parse((await site.env.DB.prepare("SELECT params FROM gateway_sessions WHERE id = ?").bind(session).first<string>("params"))!);
    expect(params).toMatchObject({ mode: "subscription", planId: "plan-1-per-week", weeklyCents: 3000, trialDays: 14 });
  });

  it("a plan whose entry says another price than the provider charges starts nothing, and says so", async () => {
    const buyer = await confirmedBuyer(site, "cms-price-mismatch@riverside.example");
    await buyer.post("/start-journey?plan=plan-2-per-week", { intent: "continue", learner: "self" });
    expect(await text(await buyer.get("/complete-purchase?plan=plan-2-per-week"))).toContain("2 classes per week, $55 per week ($27.50 per class)");
    const before = await site.env.DB.prepare("SELECT COUNT(*) AS n FROM gateway_sessions").first<number>("n");
    for (const intent of ["pay", "pay-now"]) {
      const refused = await buyer.post("/complete-purchase?plan=plan-2-per-week", { intent });
      expect(refused.status).toBe(409);
      expect(await text(refused)).toContain("This plan’s price is being updated");
    }
    expect(await site.env.DB.prepare("SELECT COUNT(*) AS n FROM gateway_sessions").first<number>("n")).toBe(before);
  });
});
