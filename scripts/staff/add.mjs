// `npm run staff:add -- <email> [--reset] [--remote] [--persist-to <dir>]` (issue #11 §3; decision 0021).
// Makes a staff account, the only way there is: a generated password and TOTP secret, printed once for the
// new member to keep (password manager, authenticator app). --reset gives an existing member a new
// password and secret and signs them out everywhere (a lost phone). Locally it writes to the local D1
// (`--persist-to` picks another local state, as the tests do); with --remote, to the production D1
// (`wrangler d1 execute DB --remote --env production`; docs/deploy.md).
import { randomBytes, randomUUID } from "node:crypto";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { hashPassword } from "better-auth/crypto";
import { Secret, TOTP } from "otpauth";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const email = args.find((arg, i) => !arg.startsWith("--") && args[i - 1] !== "--persist-to")?.trim().toLowerCase();

function fail(message) {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

if (!email || !/^[^\s@'"]+@[^\s@'"]+\.[^\s@'"]+$/.test(email) || email.length > 254) {
  fail("Usage: npm run staff:add -- <email> [--reset] [--remote] [--persist-to <dir>]");
}
if (email === "staff@hablarte.test" && flag("--remote")) fail("staff@hablarte.test is the local development account; it never exists in production.");

// 20 random bytes (base64url, 27 characters): nothing a person chose, nothing guessable.
const password = randomBytes(20).toString("base64url");
const secret = new Secret({ size: 20 });
const totp = new TOTP({ issuer: "Hablarte staff", label: email, algorithm: "SHA1", digits: 6, period: 30, secret });
const hash = await hashPassword(password);
const now = Date.now();
const quoted = (value) => `'${String(value).replaceAll("'", "''")}'`;

const sql = flag("--reset")
  ? [
      `UPDATE staff_members SET password_hash = ${quoted(hash)}, totp_secret = ${quoted(secret.base32)}, totp_last_step = 0, disabled_at = NULL WHERE email = ${quoted(email)};`,
      `DELETE FROM staff_sessions WHERE staff_id IN (SELECT id FROM staff_members WHERE email = ${quoted(email)});`,
      `INSERT INTO staff_audit (at, staff_email, action, target) SELECT ${now}, 'staff:add', 'reset credentials', ${quoted(email)} WHERE EXISTS (SELECT 1 FROM staff_members WHERE email = ${quoted(email)});`,
      `SELECT COUNT(*) AS found FROM staff_members WHERE email = ${quoted(email)};`,
    ].join(" ")
  : [
      `INSERT INTO staff_members (id, email, password_hash, totp_secret, created_at) VALUES (${quoted(randomUUID())}, ${quoted(email)}, ${quoted(hash)}, ${quoted(secret.base32)}, ${now});`,
      `INSERT INTO staff_audit (at, staff_email, action, target) VALUES (${now}, 'staff:add', 'added staff member', ${quoted(email)});`,
      `SELECT COUNT(*) AS found FROM staff_members WHERE email = ${quoted(email)};`,
    ].join(" ");

const run = (...command) => spawnSync(`${ROOT}node_modules/.bin/wrangler`, command, { cwd: ROOT, encoding: "utf8" });
// A local database may be in use by a running site (`npm start`, the browser tests), which holds SQLite's
// write lock for a moment at a time: a command that finds it locked changed nothing, and is tried again.
async function wrangler(...command) {
  for (let attempt = 1; ; attempt++) {
    const result = run(...command);
    const busy = result.status !== 0 && /SQLITE_BUSY|database is locked/.test(`${result.stdout}\n${result.stderr}`);
    if (!busy || flag("--remote") || attempt === 8) return result;
    await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
  }
}
// Production's migrations are applied by `npm run deploy`; a local database may not have been made yet.
const where = flag("--remote") ? ["--remote", "--config", "wrangler.toml", "--env", "production"] : ["--local", ...(option("--persist-to") ? ["--persist-to", option("--persist-to")] : [])];
if (!flag("--remote")) {
  const migrated = await wrangler("d1", "migrations", "apply", "DB", ...where);
  if (migrated.status !== 0) fail(`Applying the local migrations failed:\n${migrated.stdout}\n${migrated.stderr}`);
}
const result = await wrangler("d1", "execute", "DB", ...where, "--json", "--command", sql);
if (result.status !== 0) {
  const output = `${result.stdout}\n${result.stderr}`;
  fail(/UNIQUE/.test(output) ? `${email} is already a staff member. Use --reset to give them a new password and code.` : `wrangler d1 execute failed:\n${output}`);
}
if (flag("--reset") && !/"found":\s*1/.test(result.stdout)) fail(`${email} is not a staff member. Leave out --reset to add them.`);

process.stdout.write(
  [
    `${flag("--reset") ? "New credentials for" : "Staff member added:"} ${email}${flag("--remote") ? " (production)" : " (local database)"}`,
    "",
    "Give these to them over a safe channel. This is the only time they are shown (the password is stored only as a hash):",
    `Password: ${password}`,
    `TOTP secret: ${secret.base32}`,
    `otpauth URI (for a QR code): ${totp.toString()}`,
    "",
    "They sign in at /staff/sign-in with the password and the 6-digit code of their authenticator app.",
    "",
  ].join("\n"),
);
