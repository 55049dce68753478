import { describe, expect, it } from "vitest";
import { parseSignatureHeader, isFresh } from "~/domain/calendly-webhook";
import { wrapIndex } from "~/domain/carousels";
import { funnelEnd, funnelGate, funnelSteps, nextFunnelPath } from "~/domain/funnel";
import { hostKeyword } from "~/domain/hot-site";

describe("individual funnel (spec §2.4)", () => {
  it("has the five steps in order, on the main site and under /external", () => {
    expect(funnelSteps(false).map((s) => s.path)).toEqual(["/individual-plans", "/start-journey", "/complete-purchase", "/select-level", "/book/demo"]);
    expect(funnelSteps(true).map((s) => s.path)).toEqual([
      "/external/individual-plans",
      "/external/start-journey",
      "/external/complete-purchase",
      "/external/select-level",
      "/external/book/demo",
    ]);
  });

  it("ends at home on the main site and at the thank-you page on the hot site", () => {
    expect(funnelEnd(false)).toBe("/");
    expect(funnelEnd(true)).toBe("/external/thank-you");
    expect(nextFunnelPath(5, true)).toBe("/external/thank-you");
  });

  it("sends a visitor who skipped ahead to their next open step", () => {
    expect(funnelGate(1, 0, true)).toBeNull();
    expect(funnelGate(3, 0, true)).toBe("/external/individual-plans");
    expect(funnelGate(4, 3, true)).toBeNull();
    expect(funnelGate(4, 1, true)).toBe("/external/start-journey");
  });
});

describe("host keyword", () => {
  it("names the §9 keyword a host carries, or null", () => {
    expect(hostKeyword("learn.hablarte.com")).toBe("learn");
    expect(hostKeyword("learn.localhost:8787")).toBe("learn");
    expect(hostKeyword("spanish.example.com")).toBeNull();
  });
});

describe("hot-site carousel buttons wrap (spec §4)", () => {
  it("goes from the last slide to the first and back", () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
  });
});

describe("Calendly signature header", () => {
  it("reads t and v1", () => {
    const signature = "a".repeat(64);
    expect(parseSignatureHeader(`t=1700000000,v1=${signature}`)).toEqual({ timestamp: 1700000000, signature });
    expect(parseSignatureHeader("t=abc,v1=zz")).toBeNull();
    expect(parseSignatureHeader(null)).toBeNull();
  });

  it("refuses timestamps older than 3 minutes", () => {
    expect(isFresh(1000, 1000 + 180)).toBe(true);
    expect(isFresh(1000, 1000 + 181)).toBe(false);
  });
});
