// Starts the production build of the Worker in workerd with fresh local storage and migrations applied.
import { afterAll, beforeAll } from "vitest";
import { createTestHarness } from "wrangler";

export type Site = Awaited<ReturnType<typeof startSite>>;
/** What `site.fetch(…)` answers. */
export type SiteResponse = Awaited<ReturnType<Site["fetch"]>>;
/** `shared: false` asks for a site of the file's own even without options (a file that breaks its schema). */
export type SiteOptions = { vars?: Record<string, string>; secrets?: Record<string, string>; shared?: false };

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
      if (!init.https) return buffered(server.fetch(target.toString(), options));
      // The dev proxy in front of server.fetch rewrites the scheme to http; the Worker's own fetch keeps it.
      target.protocol = "https:";
      return buffered(worker.fetch(target.toString(), options));
    },
    close: () => server.close(),
  };
}

/**
 * The answer with its body read at once. Miniflare hands back undici's body stream inside a Response of its
 * own; when undici's Response is garbage-collected first, undici cancels that stream, and a body read later
 * fails with "Body is unusable" (bounded-orders.test.ts read the 10th of 10 answers to posts sent at once
 * that way). Reading in the same chain of promises locks the stream before any finalizer can run.
 */
async function buffered<R extends { status: number; statusText: string; headers: object; arrayBuffer(): Promise<ArrayBuffer> }>(pending: Promise<R>): Promise<R> {
  const response = await pending;
  const body = await response.arrayBuffer();
  // The same Response class the harness answers with (miniflare's), so the tests' types hold.
  const Answer = response.constructor as new (body: ArrayBuffer | null, init: { status: number; statusText: string; headers: object }) => R;
  return new Answer(NULL_BODY_STATUSES.has(response.status) ? null : body, { status: response.status, statusText: response.statusText, headers: response.headers });
}
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * The site of a test file (or of the describe block it is called in): started before its tests, stopped
 * after them. Options given as a function are read when the site starts, after the beforeAll hooks
 * registered earlier (fakes of third parties whose addresses the site needs); hooks registered later run
 * with the site up. The handle reads through to the running site, so `site.fetch(…)`, `site.env` and
 * `site.url` work in tests and hooks, and throw a clear error outside them.
 *
 * A site with no options is shared by the files one vitest worker runs (isolate: false keeps this module
 * between them; a site start costs ~2.5 s, and 23 of the suite's 44 sites need no options): each file
 * gets it with its storage emptied (`wipe`), its logs cleared, and a client address of its own for
 * requests that name none. Decision 0041.
 */
export function useSite(options: SiteOptions | (() => SiteOptions | Promise<SiteOptions>) = {}): Site {
  const shareable = typeof options === "object" && !options.vars && !options.secrets && options.shared !== false;
  let running: Site | undefined;
  beforeAll(async () => {
    running = shareable ? await sharedSite() : await startSite(typeof options === "function" ? await options() : options);
  });
  afterAll(async () => {
    if (!shareable) await running?.close();
    running = undefined;
  });
  const site = () => {
    if (!running) throw new Error("the site is not running: use it inside the tests and hooks of the block that called useSite()");
    return running;
  };
  const client = shareable ? `198.18.250.${++clients % 250}` : undefined;
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
    fetch: (path, init = {}) => site().fetch(path, client ? asClient(init, client) : init),
    // useSite's afterAll stops the site; a test that closes it early leaves nothing for that hook to do.
    close: async () => {
      if (!shareable) await running?.close();
      running = undefined;
    },
  };
}

let shared: Promise<Site> | undefined;
let clients = 0;

/** The worker's shared site, started once, with its storage emptied for the file asking. */
async function sharedSite(): Promise<Site> {
  shared ??= startSite().then((site) => {
    // Stopped when the worker's process ends (vitest ends it after its last file).
    process.once("beforeExit", () => void site.close());
    return site;
  });
  const site = await shared;
  await wipe(site);
  return site;
}

/**
 * Empties the site's storage as a fresh start would have it: deliveries still in flight land first (an
 * email delivered after the wipe would show in the next file's mailbox), then every D1 table but the
 * migrations' is emptied (ids restart), KV and R2 are emptied and the logs cleared. What stays is the
 * isolate's memory, which holds nothing a file can tell apart: the content of the embedded pack and pages
 * kept for cookie-less visitors (the same for every file), and the platform's burst limiter, keyed by client
 * address (each file's default address is its own; the fixed ones tests use are spread over the files).
 */
async function wipe(site: Site) {
  const db = site.env.DB;
  const pending = () => db.prepare("SELECT COUNT(*) AS n FROM outbox WHERE status = 'pending'").first<number>("n");
  await eventually(async () => (await pending()) === 0, { timeoutMs: 10_000 }).catch(async () => {
    throw new Error(`the previous file on this worker's shared site left ${await pending()} deliveries pending for 10 s`);
  });
  const { results } = await db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all<{ name: string }>();
  const tables = results.map(({ name }) => name).filter((name) => name !== "d1_migrations" && !name.startsWith("sqlite_") && !name.startsWith("_cf_"));
  await db.batch([
    // Rows go in any order: the foreign keys are checked once, at the end, against empty tables.
    db.prepare("PRAGMA defer_foreign_keys = ON"),
    ...tables.map((name) => db.prepare(`DELETE FROM "${name}"`)),
    ...(results.some(({ name }) => name === "sqlite_sequence") ? [db.prepare("DELETE FROM sqlite_sequence")] : []),
  ]);
  for (let page = await site.env.CONTENT_CACHE.list(); ; page = await site.env.CONTENT_CACHE.list({ cursor: page.cursor })) {
    await Promise.all(page.keys.map(({ name }) => site.env.CONTENT_CACHE.delete(name)));
    if (page.list_complete) break;
  }
  for (let page = await site.env.FILES.list(); ; page = await site.env.FILES.list({ cursor: page.cursor })) {
    if (page.objects.length) await site.env.FILES.delete(page.objects.map((object) => object.key));
    if (!page.truncated) break;
  }
  site.server.clearLogs();
}

/** The request as `client` sends it, unless it names its own address. */
function asClient(init: Parameters<Site["fetch"]>[1] = {}, client: string) {
  const headers = new Headers(init.headers);
  if (!headers.has("CF-Connecting-IP")) headers.set("CF-Connecting-IP", client);
  return { ...init, headers };
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
