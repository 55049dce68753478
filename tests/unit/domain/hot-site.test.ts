import { describe, expect, it } from "vitest";
import { hostKind, originForHost, variantForHost } from "~/domain/hot-site";

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

describe("the origin of links back to the visitor's own journey (issue #22 §6)", () => {
  const config = { siteOrigin: "https://www.hablarte.com", mainHosts: ["hablarte.com", "www.hablarte.com"], landingHosts: ["try.hablarte.com"] };

  it("keeps a configured main or landing host, whose session cookie the visitor holds, in SITE_ORIGIN's scheme", () => {
    expect(originForHost("try.hablarte.com", config)).toBe("https://try.hablarte.com");
    expect(originForHost("Hablarte.com", config)).toBe("https://hablarte.com");
  });

  it("sends any other host to SITE_ORIGIN", () => {
    expect(originForHost("evil.test", config)).toBe("https://www.hablarte.com");
    expect(originForHost("hablarte-website.workers.dev", config)).toBe("https://www.hablarte.com");
  });

  it("keeps the local port", () => {
    expect(originForHost("try.localhost:8787", { siteOrigin: "http://localhost:8787", mainHosts: ["localhost"], landingHosts: ["try.localhost"] })).toBe("http://try.localhost:8787");
  });
});
