// Bindings and settings are read and validated here, once per Worker isolate; nothing else reads `env` vars.
import { z } from "zod";
import { LOCAL_GATEWAY_WEBHOOK_SECRET, LOCAL_SESSION_SECRET, LOCAL_SITE_ORIGIN, productionSettingProblems } from "~/domain/production-settings";

declare global {
  interface Env {
    /** Secret (wrangler secret / .dev.vars); absent = the bundled content pack. */
    CONTENTFUL_ACCESS_TOKEN?: string;
    /** Contentful's Content Preview API token; with PREVIEW_SECRET, editors can see drafts (/api/preview). */
    CONTENTFUL_PREVIEW_ACCESS_TOKEN?: string;
    /** The secret of the preview link editors open (/api/preview?secret=…&path=…); absent = preview is off. */
    PREVIEW_SECRET?: string;
    /** Secret shared with the Contentful publish webhook; absent = the webhook endpoint is off. */
    CONTENT_WEBHOOK_SECRET?: string;
    /** Secret signing the session cookie; required in production (a fixed local value otherwise). */
    SESSION_SECRET?: string;
    /** Key of the email API (EMAIL_API_URL); absent = emails go to the local mail catcher (D1 sent_emails). */
    EMAIL_API_KEY?: string;
    /** Calendly webhook signing key; absent = the booking webhook endpoint is off. */
    CALENDLY_WEBHOOK_SIGNING_KEY?: string;
    /** Stripe secret key; absent = the built-in test gateway (development, test) or no card payments (production). */
    STRIPE_SECRET_KEY?: string;
    /** Signing secret of the Stripe webhook endpoint (whsec_…); required with STRIPE_SECRET_KEY. */
    STRIPE_WEBHOOK_SECRET?: string;
  }
}

const list = z
  .string()
  .default("")
  .transform((value) =>
    value
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean),
  );

const optionalUrl = z
  .string()
  .default("")
  .transform((value) => value.trim().replace(/\/+$/, ""))
  .pipe(z.union([z.literal(""), z.url({ protocol: /^https?$/ })]));

/** "key=value,…": a map from one setting, each pair checked by `valid`; a bad pair is named in the message. */
const pairMap = (variable: string, shape: string, valid: (key: string, value: string) => boolean) =>
  z
    .string()
    .default("")
    .transform((value, ctx) => {
      const map: Record<string, string> = {};
      for (const pair of value.split(",").map((item) => item.trim()).filter(Boolean)) {
        const [key = "", entry = ""] = pair.split(/=(.*)/s).map((part) => part.trim());
        if (!valid(key, entry)) ctx.addIssue({ code: "custom", message: `${variable}: "${pair}" is not "${shape}"` });
        else map[key] = entry;
      }
      return map;
    });

/** "demo=https://calendly.com/…,class=…": the scheduling page per appointment type (the :id of /book/:id). */
const schedulerUrls = pairMap("SCHEDULER_URLS", "<type>=https://calendly.com/…", (id, url) => /^[a-z0-9-]{1,40}$/.test(id) && URL.canParse(url) && new URL(url).origin === "https://calendly.com");

/** Contentful's asset hosts: images, videos, other files (audio, PDFs), and large downloads. */
export const CONTENTFUL_ASSET_ORIGINS = ["https://images.ctfassets.net", "https://videos.ctfassets.net", "https://assets.ctfassets.net", "https://downloads.ctfassets.net"];

/** "https://a.example,https://b.example": origins (scheme and host only) the pages may load images and media from. */
const origins = list.transform((values, ctx) => {
  for (const value of values) {
    if (!/^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?$/i.test(value)) ctx.addIssue({ code: "custom", message: `ASSET_ORIGINS: "${value}" is not an https origin like https://images.example.com` });
  }
  return values;
});

/** "plan-1-per-week=price_…,…": the Stripe price of each weekly plan (§3: the plan's `product`). */
const planPrices = pairMap("STRIPE_PLAN_PRICES", "<plan id>=price_…", (plan, price) => /^[a-z0-9-]{1,40}$/.test(plan) && /^price_[A-Za-z0-9]{1,100}$/.test(price));

const envSchema = z
  .object({
    // Fail closed: a Worker nobody said is local is production (decision 0026).
    APP_ENV: z.preprocess((value) => (value === "" ? undefined : value), z.enum(["development", "test", "production"]).default("production")),
    /**
     * The site's own address (scheme, host, port): every link in an email and every absolute URL is built
     * from it, never from the request's Host (issue #22 §6). Required in production; locally the address
     * `npm start` serves.
     */
    SITE_ORIGIN: z
      .string()
      .default("")
      .transform((value) => value.trim().replace(/\/+$/, ""))
      .pipe(z.union([z.literal(""), z.url({ protocol: /^https?$/ }).refine((url) => new URL(url).origin === url, "SITE_ORIGIN: only a scheme, host and port, like https://www.hablarte.com")])),
    MAIN_HOSTS: list,
    LANDING_HOSTS: list,
    CONTENTFUL_SPACE_ID: z.string().default(""),
    CONTENTFUL_ACCESS_TOKEN: z.string().default(""),
    CONTENT_WEBHOOK_SECRET: z.string().default(""),
    CONTENTFUL_ENVIRONMENT: z.string().min(1).default("master"),
    CONTENTFUL_HOST: z.string().min(1).default("cdn.contentful.com"),
    CONTENTFUL_PREVIEW_HOST: z.string().min(1).default("preview.contentful.com"),
    CONTENTFUL_PREVIEW_ACCESS_TOKEN: z.string().default(""),
    PREVIEW_SECRET: z.string().default(""),
    CONTENT_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
    CONTENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
    CONTENT_MEMO_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
    CONSENT_ENTRY_ID: z.string().min(1).default("consent-manager"),
    BLOCKED_IPS_ENTRY_ID: z.string().min(1).default("blocked-ips"),
    HOME_COURSE_IDS: list,
    /** Extra origins for images, audio and video (the CSP's img-src and media-src); Contentful's are added when it is the source. */
    ASSET_ORIGINS: origins,
    BACKEND_URL: optionalUrl,
    OUTBOX_RETRY_BASE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
    SCHEDULER_URLS: schedulerUrls,
    SESSION_SECRET: z.string().default(""),
    CALENDLY_WEBHOOK_SIGNING_KEY: z.string().default(""),
    CHAT_SCRIPT_URL: optionalUrl,
    LEVEL_TEST_FORM_URL: optionalUrl,
    EMAIL_API_URL: optionalUrl,
    EMAIL_API_KEY: z.string().default(""),
    EMAIL_FROM: z.string().default("Hablarte <hola@hablarte.com>"),
    GA_MEASUREMENT_ID: z.string().regex(/^(G-[A-Z0-9]+)?$/).default(""),
    STRIPE_SECRET_KEY: z.string().default(""),
    STRIPE_WEBHOOK_SECRET: z.string().default(""),
    STRIPE_PLAN_PRICES: planPrices,
    /** Where the Stripe SDK sends its requests; tests point it at a local fake of Stripe's API. */
    STRIPE_API_URL: optionalUrl,
  });

export type AppConfig = ReturnType<typeof toConfig>;

export type PaymentsConfig =
  | { provider: "stripe"; secretKey: string; webhookSecret: string; planPrices: Record<string, string>; apiUrl: string }
  | { provider: "test-gateway"; webhookSecret: string }
  | { provider: "unavailable" };

/** Stripe when its key is set; otherwise the built-in test gateway, except in production (no card payments). */
function paymentsConfig(vars: z.infer<typeof envSchema>): PaymentsConfig {
  if (vars.STRIPE_SECRET_KEY) {
    return { provider: "stripe", secretKey: vars.STRIPE_SECRET_KEY, webhookSecret: vars.STRIPE_WEBHOOK_SECRET, planPrices: vars.STRIPE_PLAN_PRICES, apiUrl: vars.STRIPE_API_URL };
  }
  if (vars.APP_ENV === "production") return { provider: "unavailable" };
  return { provider: "test-gateway", webhookSecret: LOCAL_GATEWAY_WEBHOOK_SECRET };
}

function toConfig(vars: z.infer<typeof envSchema>) {
  const contentful =
    vars.CONTENTFUL_SPACE_ID && vars.CONTENTFUL_ACCESS_TOKEN
      ? {
          space: vars.CONTENTFUL_SPACE_ID,
          accessToken: vars.CONTENTFUL_ACCESS_TOKEN,
          environment: vars.CONTENTFUL_ENVIRONMENT,
          host: vars.CONTENTFUL_HOST,
        }
      : null;
  return {
    env: vars.APP_ENV,
    siteOrigin: vars.SITE_ORIGIN || LOCAL_SITE_ORIGIN,
    mainHosts: vars.MAIN_HOSTS,
    landingHosts: vars.LANDING_HOSTS,
    contentful,
    // Drafts from the Content Preview API, for editors who opened the preview link (decision 0022).
    preview:
      contentful && vars.CONTENTFUL_PREVIEW_ACCESS_TOKEN && vars.PREVIEW_SECRET
        ? { secret: vars.PREVIEW_SECRET, source: { ...contentful, accessToken: vars.CONTENTFUL_PREVIEW_ACCESS_TOKEN, host: vars.CONTENTFUL_PREVIEW_HOST } }
        : null,
    contentCacheTtlSeconds: vars.CONTENT_CACHE_TTL_SECONDS,
    contentWebhookSecret: vars.CONTENT_WEBHOOK_SECRET,
    contentTimeoutMs: vars.CONTENT_TIMEOUT_MS,
    contentMemoSeconds: vars.CONTENT_MEMO_SECONDS,
    consentEntryId: vars.CONSENT_ENTRY_ID,
    blockedIpsEntryId: vars.BLOCKED_IPS_ENTRY_ID,
    homeCourseIds: vars.HOME_COURSE_IDS,
    // Contentful serves images, audio and video from its own hosts: pages read from it must be allowed to load them.
    assetOrigins: [...new Set([...(contentful ? CONTENTFUL_ASSET_ORIGINS : []), ...vars.ASSET_ORIGINS])],
    backendUrl: vars.BACKEND_URL,
    outboxRetryBaseSeconds: vars.OUTBOX_RETRY_BASE_SECONDS,
    schedulerUrls: vars.SCHEDULER_URLS,
    sessionSecret: vars.SESSION_SECRET || LOCAL_SESSION_SECRET,
    calendlyWebhookSigningKey: vars.CALENDLY_WEBHOOK_SIGNING_KEY,
    chatScriptUrl: vars.CHAT_SCRIPT_URL,
    levelTestFormUrl: vars.LEVEL_TEST_FORM_URL,
    email: vars.EMAIL_API_URL && vars.EMAIL_API_KEY ? { apiUrl: vars.EMAIL_API_URL, apiKey: vars.EMAIL_API_KEY, from: vars.EMAIL_FROM } : null,
    gaMeasurementId: vars.GA_MEASUREMENT_ID,
    payments: paymentsConfig(vars),
  };
}

export type ConfigCheck = { ok: true; config: AppConfig } | { ok: false; env: string; problems: string[] };

const checks = new WeakMap<object, ConfigCheck>();

/** The env's settings (its text values; bindings are objects), to know an env object with the same ones. */
const settingsOf = (env: Env) => Object.entries(env).filter(([, value]) => typeof value !== "object" && typeof value !== "function");
let lastSettings: { settings: Array<[string, unknown]>; check: ConfigCheck } | null = null;
const sameSettings = (a: Array<[string, unknown]>, b: Array<[string, unknown]>) => a.length === b.length && a.every(([key, value], i) => b[i]![0] === key && b[i]![1] === value);

/**
 * Every setting that is invalid, plus (in production) every required one that is missing: names and
 * reasons, never values. Checked once per Worker isolate: per env object, and for a new env object with
 * the same settings (a local server may hand each request its own), without parsing them again.
 */
export function checkConfig(env: Env): ConfigCheck {
  const known = checks.get(env);
  if (known) return known;
  const settings = settingsOf(env);
  if (lastSettings && sameSettings(settings, lastSettings.settings)) {
    checks.set(env, lastSettings.check);
    return lastSettings.check;
  }
  const parsed = envSchema.safeParse(env);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".") || "config"}: ${issue.message}`)),
    ...productionSettingProblems(env as unknown as Record<string, unknown>).map(({ setting, problem }) => `${setting}: ${problem}`),
  ];
  const check: ConfigCheck =
    parsed.success && problems.length === 0
      ? { ok: true, config: toConfig(parsed.data) }
      : { ok: false, env: typeof env.APP_ENV === "string" && env.APP_ENV ? env.APP_ENV : "production", problems };
  checks.set(env, check);
  lastSettings = { settings, check };
  return check;
}

export function getConfig(env: Env): AppConfig {
  const check = checkConfig(env);
  // The Worker's fetch handler answers 503 before this can happen (app/lib/configuration-guard.server);
  // queue and cron handlers throw, so the platform retries them once the configuration is fixed.
  if (!check.ok) throw new Error(`Invalid Worker configuration: ${check.problems.join("; ")}`);
  return check.config;
}
