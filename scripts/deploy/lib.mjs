// Shared by `npm run deploy` and `npm run deploy:check`: the production build, the facts read from it,
// and the Worker bundle's size. See docs/deploy.md and docs/decisions/0016-deployment.md.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const ENVIRONMENT = "production";
const WRANGLER = join(ROOT, "node_modules", ".bin", "wrangler");

/**
 * The Worker-size limit: 64 MiB uncompressed on every plan. Cloudflare dropped the former compressed
 * limits (3 MiB Free / 10 MiB Paid) in 2026 (workers-sdk#14001; wrangler 4.164 reports against 64 MiB).
 * Re-check https://developers.cloudflare.com/workers/platform/limits/#worker-size when upgrading wrangler.
 */
export const WORKER_SIZE_LIMIT_BYTES = 64 * 1024 * 1024;
/**
 * The project's own budget: 1.0 MB gzip (ARCHITECTURE.md, issue #24). Every new isolate parses the whole
 * upload, so it is what a cold start costs; data only a few requests need ships as a static asset.
 */
export const GZIP_BUDGET_BYTES = 1000 * 1000;

/** Ids in [env.production] that still say REPLACE_ME: the resources were never created or pasted in. */
export const PLACEHOLDER = /REPLACE_ME/;

export const say = (line = "") => process.stdout.write(`${line}\n`);
export const warn = (line) => process.stderr.write(`⚠ ${line}\n`);
export class Refusal extends Error {}

/** Runs a command; `capture` keeps its output (printed only if it fails), otherwise it is shown live. */
export function run(command, args, { capture = false, env = {}, allowFailure = false } = {}) {
  const result = spawnSync(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: capture ? ["ignore", "pipe", "pipe"] : "inherit",
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  if (result.status !== 0 && !allowFailure) {
    if (capture) process.stderr.write(`${result.stdout ?? ""}${result.stderr ?? ""}`);
    throw new Refusal(`\`${[relative(ROOT, command) || command, ...args].join(" ")}\` failed (exit ${result.status})`);
  }
  return { status: result.status, stdout: result.stdout ?? "", stderr: result.stderr ?? "" };
}

export const wrangler = (args, options) => run(WRANGLER, args, options);

/**
 * Builds the production environment of wrangler.toml into `buildDir` (CLOUDFLARE_ENV is how the
 * Cloudflare Vite plugin selects an environment: `wrangler deploy --env` does not apply to a Vite build).
 * The build rewrites .wrangler/deploy/config.json, which `wrangler dev` and the local D1 commands follow;
 * it is put back at once, so a production build never becomes what `npm start` or the tests serve.
 */
export function buildProduction(buildDir, { capture = true } = {}) {
  const redirect = join(ROOT, ".wrangler", "deploy", "config.json");
  const saved = existsSync(redirect) ? readFileSync(redirect) : null;
  try {
    run(join(ROOT, "node_modules", ".bin", "react-router"), ["build"], {
      capture,
      env: { CLOUDFLARE_ENV: ENVIRONMENT, SITE_BUILD_DIR: buildDir },
    });
  } finally {
    if (saved) {
      mkdirSync(dirname(redirect), { recursive: true });
      writeFileSync(redirect, saved);
    } else {
      rmSync(redirect, { force: true });
    }
  }
  const configPath = join(buildDir, "server", "wrangler.json");
  const config = JSON.parse(readFileSync(configPath, "utf8"));
  if (config.targetEnvironment !== ENVIRONMENT || config.vars?.APP_ENV !== ENVIRONMENT) {
    throw new Refusal(`the build at ${configPath} is not the ${ENVIRONMENT} environment (targetEnvironment=${config.targetEnvironment})`);
  }
  // The curriculum's files are for licensed teachers only: served as plain assets they would be public.
  if (!config.assets?.run_worker_first?.includes?.("/curriculum-files/*")) {
    throw new Refusal(`the build at ${configPath} would serve /curriculum-files/ as public assets: keep run_worker_first = ["/curriculum-files/*"] in [assets] (decision 0048)`);
  }
  return { configPath, config };
}

/**
 * The vendor details in app/config/site.ts that are still this repository's demo values (issue #26): quotes,
 * invoices, receipts and the W-9 print them, so a production deploy refuses them (deploy:check warns).
 */
export function demoVendorDetails() {
  const source = readFileSync(join(ROOT, "app", "config", "site.ts"), "utf8");
  const DEMO = [
    ["vendor EIN", 'ein: "87-2290413"'],
    ["vendor street address", '"2100 Barton Springs Road, Suite 300"'],
    ["remit-to bank routing number", 'routing: "114900685"'],
    ["remit-to bank account", 'account: "0041 2287 5519"'],
  ];
  return DEMO.filter(([, text]) => source.includes(text)).map(([name]) => name);
}

/** Every binding id or name in the built config that is still a placeholder, as "binding: field". */
export function placeholdersIn(config) {
  const found = [];
  for (const db of config.d1_databases ?? []) if (PLACEHOLDER.test(db.database_id ?? "")) found.push(`D1 ${db.binding}: database_id`);
  for (const kv of config.kv_namespaces ?? []) if (PLACEHOLDER.test(kv.id ?? "")) found.push(`KV ${kv.binding}: id`);
  for (const r2 of config.r2_buckets ?? []) if (PLACEHOLDER.test(r2.bucket_name ?? "")) found.push(`R2 ${r2.binding}: bucket_name`);
  for (const q of config.queues?.producers ?? []) if (PLACEHOLDER.test(q.queue ?? "")) found.push(`Queue ${q.binding}: queue`);
  for (const route of config.routes ?? []) if (PLACEHOLDER.test(JSON.stringify(route))) found.push(`route ${JSON.stringify(route)}`);
  return found;
}

/** The modules wrangler would upload (from `wrangler deploy --dry-run --outdir`), measured as wrangler does. */
export function measureBundle(outDir) {
  const files = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (!name.endsWith(".map") && name !== "README.md") files.push(path);
    }
  };
  walk(outDir);
  const content = Buffer.concat(files.map((file) => readFileSync(file)));
  return { modules: files.length, bytes: content.byteLength, gzipBytes: gzipSync(content).byteLength };
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
const mb = (bytes) => `${(bytes / 1000 / 1000).toFixed(1)} MB`;
const share = (bytes, limit) => `${((bytes / limit) * 100).toFixed(1)} %`;

/** Prints the size against the limit and the budget; returns whether both are met. */
export function reportBundle({ modules, bytes, gzipBytes }) {
  const withinLimit = bytes <= WORKER_SIZE_LIMIT_BYTES;
  const withinBudget = gzipBytes <= GZIP_BUDGET_BYTES;
  say(`Worker bundle (${ENVIRONMENT}, ${modules} modules): ${kib(bytes)} uncompressed, ${kib(gzipBytes)} gzip`);
  say(`  Cloudflare's Worker-size limit ${mib(WORKER_SIZE_LIMIT_BYTES)} uncompressed (every plan): ${share(bytes, WORKER_SIZE_LIMIT_BYTES)} used ${withinLimit ? "✓" : "✗ OVER"}`);
  say(`  project budget ${mb(GZIP_BUDGET_BYTES)} gzip (what every new isolate parses): ${share(gzipBytes, GZIP_BUDGET_BYTES)} used ${withinBudget ? "✓" : "✗ OVER"}`);
  return withinLimit && withinBudget;
}
