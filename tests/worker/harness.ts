// Starts the production build of the Worker in workerd with fresh local storage and migrations applied.
import { createTestHarness } from "wrangler";

export type Site = Awaited<ReturnType<typeof startSite>>;

/** The configured address of the site under test (every emailed link starts with it). */
export const SITE_ORIGIN = "https://www.hablarte.test";

export async function startSite(options: { vars?: Record<string, string>; secrets?: Record<string, string> } = {}) {
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
