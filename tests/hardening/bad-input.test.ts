// Issue #13 §4 "Bad-input corpus": 500+ malformed requests across every action and resource route
// (tests/hardening/corpus/routes.ts) — missing, doubled and mistyped fields, 1 MB strings, invalid UTF-8,
// wrong Content-Types, multipart without a boundary, JSON bombs, CR/LF header injection, path traversal
// in ids, unknown intents — sent anonymously and, where the route needs one, with a buyer's or staff
// session so they reach the real validation. Each is answered with a 4xx and a message (an HTML page with
// a message near the field or for the form, or a JSON error), and no row is written for any of them.
import { beforeAll, describe, expect, it } from "vitest";
import { CROSS_SITE_MESSAGE } from "~/lib/edge/cross-site.server";
import { Browser, confirmedBuyer, nextIp } from "../worker/browser";
import { BILLING, pdfFile } from "../worker/fixtures";
import { useSite, type SiteResponse } from "../worker/harness";
import { staffBrowser } from "../worker/staff";
import type { BadRequest } from "./corpus/bodies";
import { CALENDLY_SIGNING_KEY, CONTENT_WEBHOOK_SECRET, corpus, LANDING_HOST, PREVIEW_SECRET, type Fixtures } from "./corpus/routes";

/** Every table a request could write to (rate_limits left out: its counters are meant to move). */
const TABLES = [
  "newsletter_subscriptions",
  "contact_messages",
  "contact_requests",
  "outbox",
  "sessions",
  "leads",
  "bookings",
  "level_test_submissions",
  "form_responses",
  "sent_emails",
  "auth_users",
  "auth_sessions",
  "auth_accounts",
  "auth_verifications",
  "cart_items",
  "orders",
  "order_items",
  "licences",
  "subscriptions",
  "payment_events",
  "payment_exceptions",
  "gateway_sessions",
  "gateway_refunds",
  "quotes",
  "quote_items",
  "quote_events",
  "licence_assignments",
  "licence_events",
  "licence_usage",
  "curriculum_downloads",
  "tax_exemptions",
  "staff_members",
  "staff_sessions",
  "staff_audit",
];

/** The corpus, built before the site starts: its ids are placeholders, filled in as each request is sent. */
const PLACEHOLDERS: Fixtures = { quoteId: "__quoteId__", pendingApprovalId: "__pendingApprovalId__", pendingPaymentId: "__pendingPaymentId__", orderId: "__orderId__", gatewayId: "__gatewayId__" };
/** The groups, route by route. */
const groups = await corpus(PLACEHOLDERS);
let fixtures: Fixtures;

const site = useSite({
  vars: { LANDING_HOSTS: LANDING_HOST },
  secrets: { CONTENT_WEBHOOK_SECRET, CALENDLY_WEBHOOK_SIGNING_KEY: CALENDLY_SIGNING_KEY, PREVIEW_SECRET },
});
const sessions: Record<string, Browser> = {};

async function rowCounts() {
  const sql = `SELECT ${TABLES.map((t) => `(SELECT COUNT(*) FROM ${t}) AS ${t}`).join(", ")}`;
  return (await site.env.DB.prepare(sql).first<Record<string, number>>())!;
}

/**
 * Waits for earlier deliveries to land (the outbox writes rows of its own as it delivers), within a budget
 * for the whole file: a delivery stuck in retries then shows up as rows written, rather than as a slow test.
 */
let settleBudgetMs = 15_000;
async function settled() {
  const started = Date.now();
  try {
    while (Date.now() - started < settleBudgetMs) {
      const pending = await site.env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE status = 'pending'").first<number>("n");
      if (pending === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    settleBudgetMs = Math.max(0, settleBudgetMs - (Date.now() - started));
  }
}

const location = (response: SiteResponse) => response.headers.get("Location") ?? "";

beforeAll(async () => {
  // A buyer with quotes in three states (sent; its PO awaiting approval; approved, awaiting payment), an
  // order waiting at the test gateway, something in the cart, and a hot-site funnel at step 3.
  const buyer = await confirmedBuyer(site, "corpus-buyer@riverside.example");
  const staff = await staffBrowser(site);
  const quote = async () => {
    await buyer.post("/product/k2-level-1", { intent: "add", product: "k2-level-1", quantity: "2" });
    const quoted = await buyer.post("/checkout", { intent: "request-quote", ...BILLING });
    expect(quoted.status).toBe(302);
    return location(quoted).split("#quote-")[1]!;
  };
  const withPo = async (id: string) => {
    expect((await buyer.upload(`/purchase-order-payment?quote=${id}`, { poNumber: "PO 1", poFile: pdfFile() })).status).toBe(302);
    return id;
  };
  const quoteId = await quote();
  const pendingApprovalId = await withPo(await quote());
  const pendingPaymentId = await withPo(await quote());
  const version = await site.env.DB.prepare("SELECT version FROM quotes WHERE id = ?").bind(pendingPaymentId).first<number>("version");
  expect((await staff.post(`/staff/orders/${pendingPaymentId}`, { intent: "approve", version: String(version) })).status).toBe(302);
  await buyer.post("/product/k2-level-1", { intent: "add", product: "k2-level-1", quantity: "1" });
  const ordered = await buyer.post("/checkout", { intent: "pay-card", ...BILLING });
  expect(location(ordered)).toMatch(/^\/card-payment\?order=/);
  const orderId = new URL(location(ordered), site.url).searchParams.get("order")!;
  const toGateway = await buyer.post(`/card-payment?order=${orderId}`, { intent: "pay" });
  expect(toGateway.status).toBe(303);
  const gatewayId = new URL(location(toGateway)).pathname.split("/")[2]!;
  // Checkout with an empty cart sends the buyer back to the cart (its loader), whatever was posted.
  await buyer.post("/product/k2-level-1", { intent: "add", product: "k2-level-1", quantity: "1" });
  expect((await buyer.post("/external/individual-plans", { plan: "plan-1-per-week" })).status).toBe(302);
  expect(location(await buyer.post("/external/start-journey", { intent: "continue", learner: "self" }))).toBe("/external/complete-purchase");
  sessions.buyer = buyer;
  sessions.staff = staff;
  // A visitor of the hot-site funnel who chose a plan (step 2 is theirs to do).
  const visitor = new Browser(site);
  expect((await visitor.post("/external/individual-plans", { plan: "plan-2-per-week" })).status).toBe(302);
  sessions.visitor = visitor;
  fixtures = { quoteId, pendingApprovalId, pendingPaymentId, orderId, gatewayId };
}, 120_000);

let sent = 0;

/** Sends one case; same-origin headers on every other request (and none on the rest), a fresh client IP each. */
async function send(c: BadRequest) {
  const own = c.host ? `http://${c.host}` : new URL(site.url).origin;
  const sameOrigin: Record<string, string> = ++sent % 2 === 0 ? { Origin: own, "Sec-Fetch-Site": "same-origin" } : {};
  const cookie = c.as && c.as !== "anonymous" ? sessions[c.as]!.header() : "";
  const headers: Record<string, string> = { "CF-Connecting-IP": nextIp(), ...(c.method === "GET" ? {} : sameOrigin), ...(cookie ? { Cookie: cookie } : {}), ...c.headers };
  const fill = (text: string) => text.replace(/__(\w+Id)__/g, (_, key: string) => fixtures[key as keyof Fixtures]);
  return site.fetch(fill(c.path), { method: c.method ?? "POST", host: c.host, headers, body: typeof c.body === "string" ? fill(c.body) : c.body });
}

/** What is wrong with the answer to a malformed request, if anything. */
async function problemWith(c: BadRequest, response: SiteResponse): Promise<string | null> {
  const { status } = response;
  const type = response.headers.get("Content-Type") ?? "";
  const text = await response.text();
  const where = `${status} ${type.split(";")[0]}`;
  if (status === 403 && text.includes(CROSS_SITE_MESSAGE)) return `${where}: refused as cross-site, so its validation was never reached`;
  if (status === 429) return `${where}: answered by a rate limit, not by validation`;
  if (status >= 300 && status < 400) {
    if (c.allowRedirectTo?.test(location(response))) return null;
    return `${where} → ${location(response)}: a redirect for a malformed request`;
  }
  if (status < 400 || status >= 500) return `${where}: ${text.replace(/\s+/g, " ").slice(0, 160)}`;
  for (const [name, value] of response.headers) if (/injected|evil\.example/i.test(value)) return `${where}: header ${name} carries the injected text`;
  if (type.includes("json")) {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return `${where}: a JSON answer that isn't JSON`;
    }
    if (typeof body === "string") return body.trim().length > 0 ? null : `${where}: an empty JSON message`;
    const b = (body ?? {}) as { error?: unknown; formError?: unknown; errors?: Record<string, unknown> };
    const message = [b.error, b.formError, ...Object.values(b.errors ?? {})].find((m) => typeof m === "string" && m.trim().length > 0);
    return message ? null : `${where}: no error message in ${text.slice(0, 120)}`;
  }
  if (type.includes("html")) {
    // A message near a field or for the form (role="alert", .field-error), or the error page's heading.
    // (An expired confirmation link or an unknown invitation is the page's own title.)
    if (/role="alert"|class="[^"]*field-error|id="error-title"|This confirmation link has expired|This invitation link isn’t valid/.test(text)) return null;
    const visible = /<main[^>]*>([\s\S]*?)<\/main>/.exec(text)?.[1] ?? text;
    return `${where}: no message on the page (${visible.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").slice(0, 160)})`;
  }
  return text.trim().length > 0 ? null : `${where}: an empty answer`;
}

/** Runs `tasks` with at most `limit` at a time. */
async function pool<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await task(items[i]!);
      }
    }),
  );
  return results;
}

describe("the bad-input corpus", () => {
  it("has at least 500 malformed requests, across every action and resource route", () => {
    const total = [...groups.values()].reduce((n, cases) => n + cases.length, 0);
    expect(total).toBeGreaterThanOrEqual(500);
    console.info(`[bad-input] ${total} requests in ${groups.size} groups`);
  });

  // One test per route (and session): a failure names the route and lists every case of it that went wrong.
  it.each([...groups.keys()])("%s: a 4xx with a message for each, and no row written", async (group) => {
    const cases = groups.get(group)!;
    await settled();
    const before = await rowCounts();
    const problems = await pool(cases, 8, async (c) => {
      try {
        const problem = await problemWith(c, await send(c));
        return problem ? `${c.name}\n    ${problem}` : null;
      } catch (error) {
        return `${c.name}\n    the request failed: ${String(error)}`;
      }
    });
    const after = await rowCounts();
    const written = TABLES.filter((t) => after[t] !== before[t]).map((t) => `${t} ${before[t]} → ${after[t]}`);
    const found = problems.filter(Boolean) as string[];
    if (written.length > 0) found.push(`rows written by refused requests: ${written.join(", ")}`);
    expect(found.join("\n"), `${found.length} of ${cases.length} cases answered wrongly`).toBe("");
  });
});
