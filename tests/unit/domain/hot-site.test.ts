import { describe, expect, it } from "vitest";
import { isMainHost, variantForHost } from "~/domain/hot-site";

describe("hot-site variant by host keyword (spec §9)", () => {
  it.each([
    ["try.hablarte.com", "parents"],
    ["learn.hablarte.com", "professionals"],
    ["heritage.hablarte.com", "heritage"],
    ["go.hablarte.com", "leisure"],
    ["try.localhost:8787", "parents"],
    ["learn-spanish-online.net", "professionals"],
  ])("%s → %s", (host, variant) => {
    expect(variantForHost(host)).toBe(variant);
  });

  it("anything else is professionals", () => {
    expect(variantForHost("www.hablarte.com")).toBe("professionals");
    expect(variantForHost("localhost:8787")).toBe("professionals");
  });

  it("matches whole words only, never substrings", () => {
    expect(variantForHost("google.com")).toBe("professionals");
    expect(variantForHost("trystan.dev")).toBe("professionals");
  });

  it("tests keywords in the spec's order", () => {
    expect(variantForHost("go.try.example.com")).toBe("parents");
  });
});

describe("main hosts", () => {
  it("recognises configured main hosts, ignoring port and case", () => {
    expect(isMainHost("LOCALHOST:8787", ["localhost"])).toBe(true);
    expect(isMainHost("try.localhost:8787", ["localhost"])).toBe(false);
  });
});
