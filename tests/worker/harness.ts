// Starts the production build of the Worker in workerd with fresh local storage and migrations applied.
import { afterAll, beforeAll } from "vitest";
import { createTestHarness } from "wrangler";

export type Site = Awaited<ReturnType<typeof startSite>>;
/** What `site.fetch(…)` answers. */
export type SiteResponse = Awaited<ReturnType<Site["fetch"]>>;
export type SiteOptions = { vars?: Record<string, string>; secrets?: Record<string, string> };

/** The configured address of the site under test (every emailed link starts with it). */
export const SITE_ORIGIN = "https://www.hablarte.test";

export async function startSite(options: SiteOptions = {}) {
  const server = createTestHarness({
    workers: [
      {
        configPath: "./build/server/wrangler.json",
        // SITE_ORIGIN is not where the harness listens: a link built from the request would show.
        vars: { APP_ENV: "test", SITE_ORIGIN, OUTBOX_RETRY_BASE_SECONDS: "1", ...options.vars },
        secrets: options.secrets ?? {},
      },
    ],
  });
  const { url } = await server.listen();
  const worker = server.getWorker<Env>();
  await worker.applyD1Migrations("DB");
  const env = await worker.getEnv();
  return {
    server,
    url,
    env,
    /**
     * A request to the Worker; `host` picks the hostname the Worker sees (main or landing host), `https`
     * the scheme it sees (production runs on https, where cookie names and links differ).
     */
    fetch(path: string, init: RequestInit & { host?: string; https?: boolean } = {}) {
      const target = new URL(path, init.host ? `http://${init.host}` : url);
      // The harness types its RequestInit with workerd's types; the shapes agree at runtime.
      const options = { redirect: "manual", ...init } as Parameters<typeof server.fetch>[1];
      if (!init.https) return server.fetch(target.toString(), options);
      // The dev proxy in front of server.fetch rewrites the scheme to http; the Worker's own fetch keeps it.
      target.protocol = "https:";
      return worker.fetch(target.toString(), options);
    },
    close: () => server.close(),
  };
}

/**
 * The site of a test file (or of the describe block it is called in): started before its tests, stopped
 * after them. Options given as a function are read when the site starts, after the beforeAll hooks
 * registered earlier (fakes of third parties whose addresses the site needs); hooks registered later run
 * with the site up. The handle reads through to the running site, so `site.fetch(…)`, `site.env` and
 * `site.url` work in tests and hooks, and throw a clear error outside them.
 */
export function useSite(options: SiteOptions | (() => SiteOptions | Promise<SiteOptions>) = {}): Site {
  let running: Site | undefined;
  beforeAll(async () => {
    running = await startSite(typeof options === "function" ? await options() : options);
  });
  afterAll(async () => {
    await running?.close();
    running = undefined;
  });
  const site = () => {
    if (!running) throw new Error("the site is not running: use it inside the tests and hooks of the block that called useSite()");
    return running;
  };
  return {
    get server() {
      return site().server;
    },
    get url() {
      return site().url;
    },
    get env() {
      return site().env;
    },
    fetch: (path, init) => site().fetch(path, init),
    // useSite's afterAll stops the site; a test that closes it early leaves nothing for that hook to do.
    close: async () => {
      await running?.close();
      running = undefined;
    },
  };
}

export async function eventually<T>(check: () => Promise<T | undefined | null | false>, { timeoutMs = 15_000, intervalMs = 200 } = {}): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

export function form(fields: Record<string, string>): RequestInit {
  return {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  };
}

/** The consent cookie's value as the site wrote it (React Router cookies are base64-encoded JSON). */
export function consentCookieValue(setCookieOrPair: string): string {
  const raw = setCookieOrPair.split(";")[0]!.split("=").slice(1).join("=");
  return JSON.parse(atob(decodeURIComponent(raw))) as string;
}
