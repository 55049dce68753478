// The funnel's step 5 (/book/demo) after the plan has started (issue #27): a trial member books their first
// class — its copy and its own scheduling page — not a demo; a visitor who has bought nothing books a demo.
import { describe, expect, it } from "vitest";
import { Browser, confirmedBuyer } from "./browser";
import { CARD } from "./fixtures";
import { useSite, type SiteResponse } from "./harness";

const site = useSite();
const text = async (response: SiteResponse) => (await response.text()).replaceAll("<!-- -->", "");
const location = (response: SiteResponse) => {
  const url = new URL(response.headers.get("Location") ?? "", "http://local");
  return url.pathname + url.search;
};

describe("booking after the free trial has started", () => {
  it("offers the first class, on its own scheduling page; a visitor with no plan books a demo", async () => {
    const visitor = await text(await new Browser(site).get("/book/demo"));
    expect(visitor).toContain("<h1 id=\"book-title\">Book your free demo class</h1>");
    expect(visitor).toContain("https://calendly.com/hablarte/demo-class?");

    const buyer = await confirmedBuyer(site, "first-class@riverside.example");
    expect(location(await buyer.post("/start-journey?plan=plan-1-per-week", { intent: "continue", learner: "self" }))).toBe("/complete-purchase?plan=plan-1-per-week");
    const gateway = location(await buyer.post("/complete-purchase?plan=plan-1-per-week", { intent: "pay" }));
    expect(location(await buyer.post(gateway, { ...CARD, cardNumber: "5200828282828210" }))).toBe("/complete-purchase?plan=plan-1-per-week&started=1");
    const member = await text(await buyer.get("/book/demo"));
    expect(member).toContain("<h1 id=\"book-title\">Book your first class</h1>");
    expect(member).toContain("Choose a day and time for your first live class.");
    expect(member).toContain("https://calendly.com/hablarte/first-class?");
    expect(member).not.toContain("free demo class</h1>");
  });
});

describe("who is learning, in the account (issue #27)", () => {
  it("is shown with the plan and changed on Personal information; a refused change keeps what was typed", async () => {
    const buyer = await confirmedBuyer(site, "parent@riverside.example");
    await buyer.post("/start-journey?plan=plan-2-per-week", { intent: "continue", learner: "self" });
    const gateway = location(await buyer.post("/complete-purchase?plan=plan-2-per-week", { intent: "pay" }));
    await buyer.post(gateway, { ...CARD, cardNumber: "4000056655665556" });
    expect(await text(await buyer.get("/account"))).toContain('<dt>Learner</dt><dd>Ana López (you) <a href="/personal-information#learner"');

    const refused = await buyer.post("/personal-information", { intent: "learner", learner: "child", childName: "Tomás", childGrade: "" });
    expect(refused.status).toBe(400);
    const page = await text(refused);
    expect(page).toContain("Please choose your child’s grade.");
    expect(page).toContain('value="Tomás"');

    expect((await buyer.post("/personal-information", { intent: "learner", learner: "child", childName: "Tomás", childGrade: "10" })).status).toBe(200);
    expect(await text(await buyer.get("/account"))).toContain("Tomás, your child (Grade 10): the High School group");
    const row = await site.env.DB.prepare("SELECT who, first_name, grade FROM learners l JOIN auth_users u ON u.id = l.user_id WHERE u.email = ?").bind("parent@riverside.example").first();
    expect(row).toEqual({ who: "child", first_name: "Tomás", grade: "10" });
  });
});
