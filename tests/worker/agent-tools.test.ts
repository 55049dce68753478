// Forms an AI agent may fill for a visitor (issue #27): WebMCP's declarative annotations on the newsletter,
// contact and level-test forms — a tool name and description on the form, a description on every field the
// tool takes — and on no payment form.
import { describe, expect, it } from "vitest";
import { AGENT_TOOLS } from "~/copy/agent-tools";
import { Browser, confirmedBuyer } from "./browser";
import { BILLING } from "./fixtures";
import { useSite, type SiteResponse } from "./harness";

const site = useSite();
const html = async (response: SiteResponse) => (await response.text()).replaceAll("&#x27;", "'");
const forms = (page: string) => [...page.matchAll(/<form\b[^>]*>[\s\S]*?<\/form>/g)].map((m) => m[0]);
const toolForm = (page: string, toolname: string) => forms(page).find((form) => form.includes(`toolname="${toolname}"`));

describe("WebMCP tools", () => {
  it("annotate the newsletter, contact and level-test forms, with a description on each field they take", async () => {
    const visitor = new Browser(site);
    const cases: Array<[string, keyof typeof AGENT_TOOLS, string[]]> = [
      ["/", "newsletter", ["email"]],
      ["/contact-hablarte", "contact", ["name", "email", "organization", "topic", "message"]],
    ];
    for (const [path, tool, fields] of cases) {
      const form = toolForm(await html(await visitor.get(path)), AGENT_TOOLS[tool].toolname);
      expect(form, `${path}: ${tool}`).toBeDefined();
      expect(form).toContain(`tooldescription="${AGENT_TOOLS[tool].tooldescription}"`);
      for (const field of fields) expect(form, `${path}: ${field}`).toMatch(new RegExp(`name="${field}"[^>]*toolparamdescription="[^"]+"|toolparamdescription="[^"]+"[^>]*name="${field}"`));
    }
    const test = toolForm(await html(await visitor.get("/level-test/novice")), AGENT_TOOLS.levelTestAnswers.toolname);
    expect(test).toBeDefined();
    // A radio group is described on its fieldset, where WebMCP reads it.
    const groups = [...test!.matchAll(/<fieldset[^>]*>/g)].map((m) => m[0]);
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) expect(group).toMatch(/toolparamdescription="The chosen answer to this question, one of its three options\. Question \d+: /);
  });

  it("never annotate a payment form", async () => {
    const buyer = await confirmedBuyer(site, "agent-tools@riverside.example");
    await buyer.post("/product/k2-level-1", { intent: "add", product: "k2-level-1", quantity: "1" });
    const checkout = await html(await buyer.get("/checkout"));
    expect(checkout).toContain('value="pay-card"');
    expect(checkout).not.toContain("toolname=");
    const order = await buyer.post("/checkout", { intent: "pay-card", ...BILLING });
    const cardPage = await html(await buyer.get(new URL(order.headers.get("Location")!, "http://local").pathname + new URL(order.headers.get("Location")!, "http://local").search));
    expect(cardPage).not.toContain("toolname=");
  });
});
