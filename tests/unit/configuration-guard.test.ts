// The edge guard in plain Node: what a visitor and the log get when the configuration is unfit to serve.
import { afterEach, describe, expect, it, vi } from "vitest";
import { refuseWhenMisconfigured, RETRY_AFTER_SECONDS } from "~/lib/edge/configuration-guard.server";
import { getConfig } from "~/lib/platform/env.server";

// A fresh object per call: the configuration check is cached per env object (one per Worker isolate) and
// for an object with the same settings as the last one.
const env = (vars: Record<string, string>) => ({ MAIN_HOSTS: "www.hablarte.com", ...vars }) as unknown as Env;
const get = (method = "GET") => new Request("https://www.hablarte.com/", { method });

afterEach(() => {
  vi.restoreAllMocks();
});

describe("configuration guard", () => {
  it("lets a complete configuration through to React Router", () => {
    expect(refuseWhenMisconfigured(get(), env({ APP_ENV: "development" }))).toBeNull();
    expect(refuseWhenMisconfigured(get(), env({ APP_ENV: "production", SITE_ORIGIN: "https://www.hablarte.com", SESSION_SECRET: "s".repeat(48) }))).toBeNull();
  });

  it("answers 503 in production without SESSION_SECRET: a real page, no-store, Retry-After, nothing about secrets", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = refuseWhenMisconfigured(get(), env({ APP_ENV: "production" }));
    expect(response?.status).toBe(503);
    expect(response?.headers.get("Retry-After")).toBe(String(RETRY_AFTER_SECONDS));
    expect(response?.headers.get("Cache-Control")).toBe("no-store");
    expect(response?.headers.get("Content-Type")).toContain("text/html");
    const html = await response!.text();
    expect(html).toContain("temporarily unavailable");
    expect(html).toContain('<html lang="en">');
    expect(html).not.toMatch(/SESSION_SECRET|secret|config/i);
    // The log names what to fix.
    expect(error).toHaveBeenCalledWith(expect.stringContaining("SESSION_SECRET"));
  });

  it("never logs a secret's value", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    refuseWhenMisconfigured(get(), env({ APP_ENV: "production", SESSION_SECRET: "too-short-secret" }));
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]![0])).toContain("SESSION_SECRET");
    expect(String(error.mock.calls[0]![0])).not.toContain("too-short-secret");
  });

  it("also stops an invalid setting (a typo in APP_ENV must not run as development)", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(refuseWhenMisconfigured(get(), env({ APP_ENV: "prod" }))?.status).toBe(503);
    expect(refuseWhenMisconfigured(get(), env({ APP_ENV: "development", GA_MEASUREMENT_ID: "UA-1" }))?.status).toBe(503);
  });

  it("shows the problems on local runs only", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const local = await refuseWhenMisconfigured(get(), env({ APP_ENV: "development", GA_MEASUREMENT_ID: "UA-1" }))!.text();
    expect(local).toContain("GA_MEASUREMENT_ID");
    const deployed = await refuseWhenMisconfigured(get(), env({ APP_ENV: "production", GA_MEASUREMENT_ID: "UA-1" }))!.text();
    expect(deployed).not.toContain("GA_MEASUREMENT_ID");
  });

  it("answers HEAD without a body", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const response = refuseWhenMisconfigured(get("HEAD"), env({ APP_ENV: "production" }));
    expect(response?.status).toBe(503);
    expect(await response!.text()).toBe("");
  });

  it("makes getConfig throw for queue and cron handlers, so the platform retries them", () => {
    expect(() => getConfig(env({ APP_ENV: "production" }))).toThrow(/Invalid Worker configuration: SESSION_SECRET/);
  });
});

describe("the configuration check's cache (issue #24)", () => {
  it("is not redone for a new env object with the same settings, and is for changed ones", () => {
    const first = getConfig(env({ APP_ENV: "development", SITE_ORIGIN: "https://www.hablarte.test" }));
    expect(getConfig(env({ APP_ENV: "development", SITE_ORIGIN: "https://www.hablarte.test" }))).toBe(first);
    const changed = getConfig(env({ APP_ENV: "development", SITE_ORIGIN: "https://staging.hablarte.test" }));
    expect(changed).not.toBe(first);
    expect(changed.siteOrigin).toBe("https://staging.hablarte.test");
  });
});
