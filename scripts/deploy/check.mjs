#!/usr/bin/env node
// npm run deploy:check — offline, no account needed: builds the production environment, lets wrangler
// validate it with `wrangler deploy --dry-run`, and prints the Worker bundle's size against the limit.
// Exits non-zero if the build or the dry run fails, or the bundle is over the limit or the budget.
// Placeholder ids are reported, not refused: `npm run deploy` refuses them.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildProduction, demoVendorDetails, measureBundle, placeholdersIn, Refusal, reportBundle, say, warn, wrangler } from "./lib.mjs";

const work = mkdtempSync(join(tmpdir(), "hablarte-deploy-check-"));
let ok = false;
try {
  const started = Date.now();
  say("deploy:check — building the production environment (CLOUDFLARE_ENV=production) …");
  const { configPath, config } = buildProduction(join(work, "build"));
  say(`  Worker "${config.name}", ${config.routes?.length ?? 0} custom domains, APP_ENV=${config.vars.APP_ENV}`);
  const placeholders = placeholdersIn(config);
  if (placeholders.length) warn(`placeholder ids in [env.production] (fine here; \`npm run deploy\` refuses them): ${placeholders.join(", ")}`);
  const demo = demoVendorDetails();
  if (demo.length) warn(`demo vendor details in app/config/site.ts (fine here; \`npm run deploy\` refuses them): ${demo.join(", ")}`);

  const outDir = join(work, "dry-run");
  // --config points at the build, which is already the production environment: adding --env would
  // deploy a Worker named "<name>-production-production".
  wrangler(["deploy", "--dry-run", "--config", configPath, "--outdir", outDir], { capture: true });
  ok = reportBundle(measureBundle(outDir));
  say(`deploy:check ${ok ? "passed" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  if (!(error instanceof Refusal)) throw error;
  warn(`deploy:check failed: ${error.message}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
process.exitCode = ok ? 0 : 1;
