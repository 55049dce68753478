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
    expect(location(await buyer.post("/start-journey?plan=plan-1-per-week", { intent: "continue" }))).toBe("/complete-purchase?plan=plan-1-per-week");
    const gateway = location(await buyer.post("/complete-purchase?plan=plan-1-per-week", { intent: "pay" }));
    expect(location(await buyer.post(gateway, { ...CARD, cardNumber: "5200828282828210" }))).toBe("/complete-purchase?plan=plan-1-per-week&started=1");
    const member = await text(await buyer.get("/book/demo"));
    expect(member).toContain("<h1 id=\"book-title\">Book your first class</h1>");
    expect(member).toContain("Choose a day and time for your first live class.");
    expect(member).toContain("https://calendly.com/hablarte/first-class?");
    expect(member).not.toContain("free demo class</h1>");
  });
});
