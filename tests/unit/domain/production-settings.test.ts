import { describe, expect, it } from "vitest";
import {
  describeSettingProblems,
  LOCAL_SESSION_SECRET,
  productionSettingAdvice,
  productionSettingProblems,
} from "~/domain/production-settings";

const secret = "s".repeat(48);
/** A complete production configuration as wrangler.toml [env.production] + the secrets would give it. */
const production = {
  APP_ENV: "production",
  SITE_ORIGIN: "https://www.hablarte.com",
  MAIN_HOSTS: "hablarte.com,www.hablarte.com",
  LANDING_HOSTS: "try.hablarte.com,learn.hablarte.com,heritage.hablarte.com,go.hablarte.com",
  SESSION_SECRET: secret,
  CONTENTFUL_SPACE_ID: "",
  EMAIL_API_URL: "",
};

const settings = (vars: Record<string, unknown>) => productionSettingProblems(vars).map((p) => p.setting);

describe("settings a production Worker can't serve without", () => {
  it("asks for nothing outside production: local runs use development defaults", () => {
    expect(productionSettingProblems({ APP_ENV: "development" })).toEqual([]);
    expect(productionSettingProblems({ APP_ENV: "test", MAIN_HOSTS: "", CONTENTFUL_SPACE_ID: "space" })).toEqual([]);
  });

  it("treats a Worker without APP_ENV as production: it fails closed (issue #13 §1)", () => {
    expect(settings({})).toEqual(["SESSION_SECRET", "SITE_ORIGIN", "MAIN_HOSTS"]);
    expect(settings({ APP_ENV: "" })).toEqual(["SESSION_SECRET", "SITE_ORIGIN", "MAIN_HOSTS"]);
    const { APP_ENV: _, ...unnamed } = production;
    expect(productionSettingProblems(unnamed)).toEqual([]);
  });

  it("accepts a complete production configuration", () => {
    expect(productionSettingProblems(production)).toEqual([]);
  });

  it("requires SESSION_SECRET: missing, blank, too short, or the public local value", () => {
    const { SESSION_SECRET: _, ...withoutSecret } = production;
    expect(settings(withoutSecret)).toEqual(["SESSION_SECRET"]);
    expect(settings({ ...production, SESSION_SECRET: "   " })).toEqual(["SESSION_SECRET"]);
    expect(settings({ ...production, SESSION_SECRET: "x".repeat(31) })).toEqual(["SESSION_SECRET"]);
    expect(settings({ ...production, SESSION_SECRET: "x".repeat(32) })).toEqual([]);
    expect(settings({ ...production, SESSION_SECRET: LOCAL_SESSION_SECRET })).toEqual(["SESSION_SECRET"]);
  });

  it("requires main hosts, or no host would ever show the home page", () => {
    expect(settings({ ...production, MAIN_HOSTS: "" })).toEqual(["MAIN_HOSTS"]);
    expect(settings({ ...production, MAIN_HOSTS: " " })).toEqual(["MAIN_HOSTS"]);
  });

  it("refuses half a Contentful setup (it would silently serve the bundled pack), naming the missing half", () => {
    expect(settings({ ...production, CONTENTFUL_SPACE_ID: "abc123" })).toEqual(["CONTENTFUL_ACCESS_TOKEN"]);
    expect(settings({ ...production, CONTENTFUL_ACCESS_TOKEN: "token" })).toEqual(["CONTENTFUL_SPACE_ID"]);
    expect(settings({ ...production, CONTENTFUL_SPACE_ID: "abc123", CONTENTFUL_ACCESS_TOKEN: "token" })).toEqual([]);
  });

  it("refuses half a draft-preview setup, or a preview link secret shorter than 32 characters", () => {
    const contentful = { ...production, CONTENTFUL_SPACE_ID: "abc123", CONTENTFUL_ACCESS_TOKEN: "token" };
    expect(settings({ ...contentful, CONTENTFUL_PREVIEW_ACCESS_TOKEN: "preview-token" })).toEqual(["PREVIEW_SECRET"]);
    expect(settings({ ...contentful, PREVIEW_SECRET: secret })).toEqual(["CONTENTFUL_PREVIEW_ACCESS_TOKEN"]);
    expect(settings({ ...contentful, CONTENTFUL_PREVIEW_ACCESS_TOKEN: "preview-token", PREVIEW_SECRET: "short" })).toEqual(["PREVIEW_SECRET"]);
    expect(settings({ ...contentful, CONTENTFUL_PREVIEW_ACCESS_TOKEN: "preview-token", PREVIEW_SECRET: secret })).toEqual([]);
  });

  it("refuses half an email setup (results would stay in D1 instead of reaching visitors)", () => {
    expect(settings({ ...production, EMAIL_API_URL: "https://api.resend.com/emails" })).toEqual(["EMAIL_API_KEY"]);
    expect(settings({ ...production, EMAIL_API_KEY: "re_123" })).toEqual(["EMAIL_API_URL"]);
  });

  it("does not require the optional integrations: each has a working off state", () => {
    expect(settings({ ...production, CONTENT_WEBHOOK_SECRET: "", CALENDLY_WEBHOOK_SIGNING_KEY: "", CHAT_SCRIPT_URL: "" })).toEqual([]);
  });

  it("refuses an http:// address for any service the Worker calls: nothing goes out in clear (ASVS V12.3.1)", () => {
    for (const setting of ["BACKEND_URL", "EMAIL_API_URL", "LEVEL_TEST_FORM_URL", "CHAT_SCRIPT_URL", "STRIPE_API_URL"]) {
      const key = setting === "EMAIL_API_URL" ? { EMAIL_API_KEY: "re_key" } : {};
      expect(settings({ ...production, ...key, [setting]: "http://api.example.com/x" }), setting).toEqual([setting]);
      expect(settings({ ...production, ...key, [setting]: "https://api.example.com/x" }), setting).toEqual([]);
    }
    expect(productionSettingProblems({ APP_ENV: "test", BACKEND_URL: "http://127.0.0.1:9999" })).toEqual([]);
  });

  it("lists every problem at once, so one redeploy fixes them all", () => {
    expect(settings({ APP_ENV: "production", CONTENTFUL_SPACE_ID: "abc123" })).toEqual(["SESSION_SECRET", "SITE_ORIGIN", "MAIN_HOSTS", "CONTENTFUL_ACCESS_TOKEN"]);
  });

  it("requires SITE_ORIGIN over https: every emailed link is built from it, never from a request's Host (issue #22 §6)", () => {
    const { SITE_ORIGIN: _, ...without } = production;
    expect(settings(without)).toEqual(["SITE_ORIGIN"]);
    expect(settings({ ...production, SITE_ORIGIN: " " })).toEqual(["SITE_ORIGIN"]);
    expect(settings({ ...production, SITE_ORIGIN: "http://www.hablarte.com" })).toEqual(["SITE_ORIGIN"]);
  });

  it("refuses a Stripe key without its webhook secret or the plans' prices: it would take money and never record it", () => {
    expect(settings({ ...production, STRIPE_SECRET_KEY: "sk_live_123" })).toEqual(["STRIPE_WEBHOOK_SECRET", "STRIPE_PLAN_PRICES"]);
    expect(settings({ ...production, STRIPE_WEBHOOK_SECRET: "whsec_123" })).toEqual(["STRIPE_SECRET_KEY"]);
    expect(settings({ ...production, STRIPE_SECRET_KEY: "sk_live_123", STRIPE_WEBHOOK_SECRET: "whsec_123", STRIPE_PLAN_PRICES: "plan-1-per-week=price_1" })).toEqual([]);
  });

  it("describes problems by name and reason, never by value", () => {
    const line = describeSettingProblems(productionSettingProblems({ ...production, SESSION_SECRET: "short-but-secret" }));
    expect(line).toContain("SESSION_SECRET");
    expect(line).not.toContain("short-but-secret");
  });
});

describe("production advice (warnings, not refusals)", () => {
  const advised = (vars: Record<string, unknown>) => productionSettingAdvice(vars).map((p) => p.setting);

  it("gives none outside production", () => {
    expect(productionSettingAdvice({ APP_ENV: "development" })).toEqual([]);
  });

  it("points at the integrations a live school usually wants", () => {
    expect(advised(production)).toEqual(["CONTENTFUL_SPACE_ID", "CALENDLY_WEBHOOK_SIGNING_KEY", "EMAIL_API_URL", "STRIPE_SECRET_KEY"]);
  });

  it("asks for the publish webhook's secret once Contentful is on", () => {
    const contentful = { ...production, CONTENTFUL_SPACE_ID: "abc123", CONTENTFUL_ACCESS_TOKEN: "token" };
    expect(advised(contentful)).toContain("CONTENT_WEBHOOK_SECRET");
    expect(advised({ ...contentful, CONTENT_WEBHOOK_SECRET: "hook" })).not.toContain("CONTENT_WEBHOOK_SECRET");
  });

  it("is quiet when everything is configured", () => {
    expect(
      advised({
        ...production,
        CONTENTFUL_SPACE_ID: "abc123",
        CONTENTFUL_ACCESS_TOKEN: "token",
        CONTENT_WEBHOOK_SECRET: "hook",
        CALENDLY_WEBHOOK_SIGNING_KEY: "key",
        EMAIL_API_URL: "https://api.resend.com/emails",
        EMAIL_API_KEY: "re_123",
        STRIPE_SECRET_KEY: "sk_live_123",
        STRIPE_WEBHOOK_SECRET: "whsec_123",
        STRIPE_PLAN_PRICES: "plan-1-per-week=price_1",
      }),
    ).toEqual([]);
  });
});
