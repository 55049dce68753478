// The invoice link for a district's accounts payable (issue #26): signed, naming one quote, ending after 90
// days; anything altered or past its end opens nothing.
import { describe, expect, it } from "vitest";
import { AP_LINK_DAYS, apInvoicePath, quoteOfApLink } from "~/lib/commerce/ap-links.server";

const SECRET = "a-test-secret-of-some-length-0123456789";
const QUOTE = "0b8a8a6e-2f7c-4f7e-9d3b-1b0c2e9f6a11";
const NOW = new Date("2026-10-01T12:00:00Z");
const tokenOf = (path: string) => path.split("/").pop()!;

describe("the accounts-payable link", () => {
  it("opens its quote's invoice until it ends, 90 days after it was sent", async () => {
    const path = await apInvoicePath(SECRET, QUOTE, NOW);
    expect(path).toMatch(/^\/documents\/ap\/0b8a8a6e-2f7c-4f7e-9d3b-1b0c2e9f6a11\.[0-9a-z]+\.[0-9a-f]{64}$/);
    expect(await quoteOfApLink(SECRET, tokenOf(path), NOW)).toBe(QUOTE);
    expect(await quoteOfApLink(SECRET, tokenOf(path), new Date(NOW.getTime() + (AP_LINK_DAYS * 86_400 - 1) * 1000))).toBe(QUOTE);
    expect(await quoteOfApLink(SECRET, tokenOf(path), new Date(NOW.getTime() + AP_LINK_DAYS * 86_400_000))).toBeNull();
  });

  it("opens nothing when altered, signed under another secret, or malformed", async () => {
    const token = tokenOf(await apInvoicePath(SECRET, QUOTE, NOW));
    const [id, expires, signature] = token.split(".") as [string, string, string];
    const otherQuote = "1c9b9b7f-3f8d-4f8f-8e4c-2c1d3f0a7b22";
    for (const bad of [
      `${otherQuote}.${expires}.${signature}`,
      `${id}.${(parseInt(expires, 36) + 86_400).toString(36)}.${signature}`,
      `${id}.${expires}.${signature.replace(/^./, (c) => (c === "0" ? "1" : "0"))}`,
      tokenOf(await apInvoicePath("another-secret-entirely-0123456789", QUOTE, NOW)),
      `${id}.${expires}`,
      "../../etc/passwd",
      "",
    ]) {
      expect(await quoteOfApLink(SECRET, bad, NOW), bad).toBeNull();
    }
  });
});
