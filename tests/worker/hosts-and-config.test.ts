// What configuration and the request's host change in the shell.
import { describe, expect, it } from "vitest";
import { useSite } from "./harness";

const site = useSite({ vars: { CHAT_SCRIPT_URL: "https://chat.example/widget.js" } });

describe("chat toggle", () => {
  it("appears on main hosts when a chat script is configured, and the CSP allows its origin", async () => {
    const response = await site.fetch("/");
    expect(await response.text()).toContain('aria-label="Chat"');
    expect(response.headers.get("Content-Security-Policy")).toContain("https://chat.example");
  });

  it("is hidden on the hot site (landing hosts)", async () => {
    const html = await (await site.fetch("/", { host: "try.localhost" })).text();
    expect(html).not.toContain('aria-label="Chat"');
  });
});

describe("landing hosts", () => {
  it("use the minimal footer and no mobile call to action", async () => {
    const landing = await (await site.fetch("/try-hablarte-for-free", { host: "learn.localhost" })).text();
    expect(landing).toContain("site-footer-minimal");
    expect(landing).not.toContain('class="mobile-cta"');
    const main = await (await site.fetch("/try-hablarte-for-free")).text();
    expect(main).not.toContain("site-footer-minimal");
    expect(main).toContain('class="mobile-cta"');
  });
});

describe("without a chat script", () => {
  const plain = useSite();

  it("renders no chat button", async () => {
    expect(await (await plain.fetch("/")).text()).not.toContain('aria-label="Chat"');
  });
});
