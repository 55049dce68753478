#!/usr/bin/env node
// npm run deploy — deploys [env.production] of wrangler.toml to the Cloudflare account you are logged
// into (docs/deploy.md). In order, and stopping at the first problem:
//   1. credentials (CLOUDFLARE_API_TOKEN, or `wrangler login`) and a committed working tree
//   2. a production build (CLOUDFLARE_ENV=production) with no REPLACE_ME ids left
//   3. the Worker's secrets: every required one set (else the site would answer 503)
//   4. D1 migrations applied to the remote database (additive, so the running version keeps working)
//   5. `wrangler deploy`, tagged with the commit, then a look at the live home page, and a warning for each
//      signed vendor document (W-9, insurance certificate) not yet uploaded to R2
// Options: --allow-dirty  deploy uncommitted changes (the version is marked "dirty")
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { productionSettingAdvice, productionSettingProblems } from "../../app/domain/production-settings.ts";
import { buildProduction, demoVendorDetails, measureBundle, placeholdersIn, Refusal, reportBundle, ROOT, say, warn, wrangler } from "./lib.mjs";

const allowDirty = process.argv.includes("--allow-dirty");
/** The production config in the repository, for commands a person runs by hand (see docs/deploy.md). */
const BY_HAND = "--config wrangler.toml --env production";

function checkCredentials() {
  if (process.env.CLOUDFLARE_API_TOKEN) {
    say("Credentials: CLOUDFLARE_API_TOKEN");
    return;
  }
  const whoami = wrangler(["whoami", "--json"], { capture: true, allowFailure: true });
  let loggedIn = false;
  try {
    loggedIn = whoami.status === 0 && JSON.parse(whoami.stdout).loggedIn === true;
  } catch {
    loggedIn = false;
  }
  if (!loggedIn) {
    throw new Refusal("not logged in to Cloudflare: run `npx wrangler login`, or set CLOUDFLARE_API_TOKEN (and CLOUDFLARE_ACCOUNT_ID) for CI");
  }
  say("Credentials: wrangler login");
}

function commit() {
  const git = (...args) => execFileSync("git", args, { cwd: ROOT, encoding: "utf8" }).trim();
  const dirty = git("status", "--porcelain") !== "";
  if (dirty && !allowDirty) {
    throw new Refusal("the working tree has uncommitted changes: commit them (a deploy is a commit you can return to), or pass --allow-dirty");
  }
  const sha = git("rev-parse", "--short=12", "HEAD");
  return { tag: dirty ? `${sha}-dirty` : sha, message: `${sha}${dirty ? " (dirty)" : ""} ${git("log", "-1", "--format=%s")}`.slice(0, 100) };
}

function checkSecrets(configPath, config) {
  const listed = wrangler(["secret", "list", "--config", configPath, "--format", "json"], { capture: true, allowFailure: true });
  let names;
  try {
    names = listed.status === 0 ? JSON.parse(listed.stdout).map((secret) => secret.name) : null;
  } catch {
    names = null;
  }
  if (!names) {
    process.stderr.write(listed.stderr);
    throw new Refusal(
      `could not list the secrets of the Worker "${config.name}". On a first deploy, set them first; the Worker is created by the first one:\n` +
        `    npx wrangler secret put SESSION_SECRET ${BY_HAND}`,
    );
  }
  // Presence is all the API tells; the Worker checks the values (length, …) on its first request.
  const present = Object.fromEntries(names.map((name) => [name, "set".padEnd(64, "-")]));
  const settings = { ...config.vars, ...present };
  const problems = productionSettingProblems(settings);
  if (problems.length) {
    throw new Refusal(
      `this deploy would serve a 503 page until these are set:\n${problems.map((p) => `    ${p.setting}: ${p.problem}`).join("\n")}\n` +
        `  Secrets: npx wrangler secret put <NAME> ${BY_HAND}; vars: wrangler.toml [env.production.vars].`,
    );
  }
  say(`Secrets: ${names.length ? names.join(", ") : "none"}`);
  for (const advice of productionSettingAdvice(settings)) warn(`${advice.setting} ${advice.problem}`);
}

/** The vendor page's W-9 and insurance certificate answer 404 in production until the school uploads them. */
function checkSignedVendorDocuments(configPath) {
  for (const name of ["w-9.pdf", "insurance-certificate.pdf"]) {
    const found = wrangler(["r2", "object", "get", `hablarte-files/vendor/${name}`, "--remote", "--config", configPath, "--file", join(work, name)], { capture: true, allowFailure: true });
    if (found.status !== 0) warn(`/documents/vendor/${name} answers 404 until the school's signed copy is uploaded: npm run vendor:upload -- ${name} <file> --remote`);
  }
}

async function smokeTest(config) {
  const domain = config.routes?.find((route) => route.custom_domain)?.pattern;
  if (!domain) return;
  try {
    const response = await fetch(`https://${domain}/`, { redirect: "manual", signal: AbortSignal.timeout(15_000) });
    if (response.status === 503) {
      warn(`https://${domain}/ answers 503: read the reason with \`npx wrangler tail ${BY_HAND}\`; roll back with \`npx wrangler rollback ${BY_HAND}\``);
    } else {
      say(`https://${domain}/ answers ${response.status}`);
    }
  } catch (error) {
    warn(`https://${domain}/ did not answer (${error.cause?.code ?? error.message}). A new custom domain's certificate can take a few minutes.`);
  }
}

const work = mkdtempSync(join(tmpdir(), "hablarte-deploy-"));
try {
  checkCredentials();
  const version = commit();

  say("Building the production environment (CLOUDFLARE_ENV=production) …");
  const { configPath, config } = buildProduction(join(work, "build"));
  const placeholders = placeholdersIn(config);
  if (placeholders.length) {
    throw new Refusal(
      `wrangler.toml [env.production] still has placeholder ids: ${placeholders.join(", ")}.\n` +
        "  Create the resources and paste their ids (docs/deploy.md, \"Create the resources\").",
    );
  }
  const demo = demoVendorDetails();
  if (demo.length) {
    throw new Refusal(
      `app/config/site.ts still has this repository's demo ${demo.join(", ")}: quotes, invoices, receipts and the W-9 would print them.\n` +
        "  Put the school's own details in `vendor` and `remitTo` (docs/deploy.md), commit, and deploy again.",
    );
  }
  say(`Worker "${config.name}" on ${config.routes.map((route) => route.pattern).join(", ")}`);

  checkSecrets(configPath, config);

  const outDir = join(work, "dry-run");
  wrangler(["deploy", "--dry-run", "--config", configPath, "--outdir", outDir], { capture: true });
  if (!reportBundle(measureBundle(outDir))) throw new Refusal("the Worker bundle is over its limit or budget");

  say("Applying D1 migrations to the remote database …");
  wrangler(["d1", "migrations", "apply", "DB", "--remote", "--config", configPath]);

  say(`Deploying ${version.tag} …`);
  wrangler(["deploy", "--config", configPath, "--tag", version.tag, "--message", version.message]);

  await smokeTest(config);
  checkSignedVendorDocuments(configPath);
  say();
  say(`Deployed ${version.tag}. History: npx wrangler deployments list ${BY_HAND}`);
  say(`Roll back the code (not the database): npx wrangler rollback ${BY_HAND}`);
} catch (error) {
  if (!(error instanceof Refusal)) throw error;
  warn(`Not deployed: ${error.message}`);
  process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
