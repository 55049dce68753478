import { describe, expect, it } from "vitest";
import { hostKind, variantForHost } from "~/domain/hot-site";

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

describe("host kinds", () => {
  const hosts = { mainHosts: ["localhost", "www.hablarte.com"], landingHosts: ["try.localhost", "try.hablarte.com"] };

  it("recognises configured main and landing hosts, ignoring port and case", () => {
    expect(hostKind("LOCALHOST:8787", hosts)).toBe("main");
    expect(hostKind("try.localhost:8787", hosts)).toBe("landing");
    expect(hostKind("Try.Hablarte.com", hosts)).toBe("landing");
  });

  it("never makes an unlisted host a landing, keyword or not: workers.dev and preview addresses are unlisted", () => {
    for (const host of ["hablarte.example.workers.dev", "try.hablarte.example.workers.dev", "abc123.hablarte.pages.dev", "learn.localhost", "192.168.1.20:8787"]) {
      expect(hostKind(host, hosts), host).toBe("unlisted");
    }
  });
});
