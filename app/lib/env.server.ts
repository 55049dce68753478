// Bindings and settings are read and validated here, once per Worker isolate; nothing else reads `env` vars.
import { z } from "zod";

declare global {
  interface Env {
    /** Secret (wrangler secret / .dev.vars); absent = the bundled content pack. */
    CONTENTFUL_ACCESS_TOKEN?: string;
    /** Secret shared with the Contentful publish webhook; absent = the webhook endpoint is off. */
    CONTENT_WEBHOOK_SECRET?: string;
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

const envSchema = z.object({
  APP_ENV: z.enum(["development", "test", "production"]).default("development"),
  MAIN_HOSTS: list,
  CONTENTFUL_SPACE_ID: z.string().default(""),
  CONTENTFUL_ACCESS_TOKEN: z.string().default(""),
  CONTENT_WEBHOOK_SECRET: z.string().default(""),
  CONTENTFUL_ENVIRONMENT: z.string().min(1).default("master"),
  CONTENTFUL_HOST: z.string().min(1).default("cdn.contentful.com"),
  CONTENT_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  CONTENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
  CONSENT_ENTRY_ID: z.string().min(1).default("consent-manager"),
  BLOCKED_IPS_ENTRY_ID: z.string().min(1).default("blocked-ips"),
  HOME_COURSE_IDS: list,
  BACKEND_URL: optionalUrl,
  OUTBOX_RETRY_BASE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  SCHEDULER_DEMO_URL: optionalUrl,
  CHAT_SCRIPT_URL: optionalUrl,
  GA_MEASUREMENT_ID: z.string().regex(/^(G-[A-Z0-9]+)?$/).default(""),
});

export type AppConfig = ReturnType<typeof toConfig>;

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
    mainHosts: vars.MAIN_HOSTS,
    contentful,
    contentCacheTtlSeconds: vars.CONTENT_CACHE_TTL_SECONDS,
    contentWebhookSecret: vars.CONTENT_WEBHOOK_SECRET,
    contentTimeoutMs: vars.CONTENT_TIMEOUT_MS,
    consentEntryId: vars.CONSENT_ENTRY_ID,
    blockedIpsEntryId: vars.BLOCKED_IPS_ENTRY_ID,
    homeCourseIds: vars.HOME_COURSE_IDS,
    backendUrl: vars.BACKEND_URL,
    outboxRetryBaseSeconds: vars.OUTBOX_RETRY_BASE_SECONDS,
    schedulerDemoUrl: vars.SCHEDULER_DEMO_URL,
    chatScriptUrl: vars.CHAT_SCRIPT_URL,
    gaMeasurementId: vars.GA_MEASUREMENT_ID,
  };
}

const cache = new WeakMap<object, AppConfig>();

export function getConfig(env: Env): AppConfig {
  const known = cache.get(env);
  if (known) return known;
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    // A misconfigured deployment must fail loudly at the first request, not half-work.
    throw new Error(`Invalid Worker configuration: ${z.prettifyError(parsed.error)}`);
  }
  const config = toConfig(parsed.data);
  cache.set(env, config);
  return config;
}
