// ASVS V1.2.2: an editor's link keeps a safe scheme or is no link at all.
import { describe, expect, it } from "vitest";
import { contentPack } from "~/content";
import { linkTarget } from "~/domain/link-target";

describe("a rich-text link's target", () => {
  it("keeps paths on this site as internal links", () => {
    expect(linkTarget("/level-test")).toEqual({ kind: "internal", path: "/level-test" });
    expect(linkTarget("/catalog?grade=k2#levels")).toEqual({ kind: "internal", path: "/catalog?grade=k2#levels" });
  });

  it("keeps web pages, email addresses, phone numbers and fragments", () => {
    expect(linkTarget("https://www.actfl.org/resources")).toEqual({ kind: "external", href: "https://www.actfl.org/resources" });
    expect(linkTarget("http://example.org")).toEqual({ kind: "external", href: "http://example.org" });
    expect(linkTarget("mailto:hola@hablarte.com")).toEqual({ kind: "external", href: "mailto:hola@hablarte.com" });
    expect(linkTarget("tel:+15125550142")).toEqual({ kind: "external", href: "tel:+15125550142" });
    expect(linkTarget("#units")).toEqual({ kind: "external", href: "#units" });
  });

  it.each(["javascript:alert(1)", " JavaScript:alert(1)", "java\tscript:alert(1)", "data:text/html,<script>alert(1)</script>", "vbscript:msgbox(1)", "//evil.example", "/\\evil.example", "https://exa mple.org", "https://", "ftp://files.example", "relative/path", "", null, 42])(
    "refuses %j",
    (uri) => {
      expect(linkTarget(uri)).toBeNull();
    },
  );
});

describe("the bundled content pack's links", () => {
  it("all keep their link: every hyperlink an editor wrote has a safe target", () => {
    const uris: unknown[] = [];
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === "object") {
        const node = value as { nodeType?: string; data?: { uri?: unknown } };
        if (node.nodeType === "hyperlink") uris.push(node.data?.uri);
        Object.values(value).forEach(walk);
      }
    };
    walk(contentPack.entries);
    expect(uris.length).toBeGreaterThan(0);
    expect(uris.filter((uri) => linkTarget(uri) === null)).toEqual([]);
  });
});
