// `npm run vendor:upload -- <w-9.pdf|insurance-certificate.pdf> <file> [--remote] [--persist-to <dir>]`
// (issue #26; decision 0049): puts the school's own signed W-9 or certificate of insurance where the vendor
// page serves it from (the FILES bucket, key vendor/<name>), in place of the local sample. Locally it writes to
// the local R2 (`--persist-to` picks another local state, as the tests do); with --remote, to production's
// bucket (docs/deploy.md). The file must be a PDF (its first bytes), at most 10 MB: what a district downloads.
import { readFileSync, statSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const NAMES = ["w-9.pdf", "insurance-certificate.pdf"];
const MAX_BYTES = 10 * 1024 * 1024;
const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const [name, path] = args.filter((arg, i) => !arg.startsWith("--") && args[i - 1] !== "--persist-to");

function fail(message) {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

if (!NAMES.includes(name) || !path) fail(`Usage: npm run vendor:upload -- <${NAMES.join("|")}> <file.pdf> [--remote] [--persist-to <dir>]`);
let size;
try {
  size = statSync(path).size;
} catch {
  fail(`${path}: no such file.`);
}
if (size > MAX_BYTES) fail(`${path} is ${(size / 1024 / 1024).toFixed(1)} MB: the vendor page serves documents of at most 10 MB.`);
if (readFileSync(path).subarray(0, 5).toString("latin1") !== "%PDF-") fail(`${path} is not a PDF (it doesn't start with %PDF-): scan or export the signed document as a PDF.`);

const where = flag("--remote") ? ["--remote", "--config", "wrangler.toml", "--env", "production"] : ["--local", ...(option("--persist-to") ? ["--persist-to", option("--persist-to")] : [])];
const result = spawnSync(`${ROOT}node_modules/.bin/wrangler`, ["r2", "object", "put", `hablarte-files/vendor/${name}`, "--file", path, "--content-type", "application/pdf", ...where], { cwd: ROOT, encoding: "utf8" });
if (result.status !== 0) fail(`wrangler r2 object put failed:\n${result.stdout}\n${result.stderr}`);
process.stdout.write(`${name} uploaded${flag("--remote") ? " to production" : " to the local bucket"}: /documents/vendor/${name} now serves it.\n`);
